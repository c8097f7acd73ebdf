// Team names read as words inside a sentence: each zoo name's class, the sentences the issue found
// unpostable (a cause mocked, a sexual name beside "screenshots", the narrator "swearing" at a
// profane name, a phrase name swallowed by the sentence), and the slots each class may fill.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spokenForm } from '../../server/recap/name-forms';
import { classifyName, NAME_SLOTS, NameClass, nameSentenceProblems } from '../../server/recap/script/name-safety';
import { WORLDS_DIR } from '../../standins/sleeper-replay';
import { teamVoice } from '../../server/recap/script/team-voice';
import type { TeamFact } from '../../server/recap/facts/schema';

const zoo = JSON.parse(fs.readFileSync(path.join(WORLDS_DIR, 'names-zoo.json'), 'utf8')) as {
  team_names: { name: string; kind: string; class: string }[];
};

/** A name as the writer gets it: its spoken form (empty when unsayable) and its class. */
const named = (raw: string) => {
  const spoken = spokenForm(raw) ?? '';
  return { spoken, cls: classifyName(raw, spoken) };
};

describe('classifyName', () => {
  it('gives every zoo name a valid class', () => {
    for (const t of zoo.team_names) expect(NameClass.safeParse(t.class).success, t.name).toBe(true);
  });

  it.each(zoo.team_names.map((t) => [t.name, t.class] as const))('%j is %s', (name, cls) => expect(named(name).cls).toBe(cls));

  it.each([
    ['Sh!t', 'bleeped'],
    ['$hit 69', 'bleeped'],
    ['The Sh!t', 'bleeped'],
    ['F**k', 'bleeped'],
    ['Fuck Cancer', 'profane'],
    ['F Cancer', 'cause'],
    ['Stand With Ukraine', 'cause'],
    ['Back The Blue', 'cause'],
    ['Blue Lives Matter', 'cause'],
    ['Make America Great Again', 'cause'],
    ['Pro Choice', 'cause'],
    ['Autism Awareness', 'cause'],
    ['In Memory of Dad', 'cause'],
    ['Jesus Saves', 'person'],
    ['Touchdown Jesus', 'person'],
    ['Allah Akbar', 'person'],
    ['Biden Time', 'person'],
    ['Taylor Swift Fan Club', 'person'],
    ['Pope Francis', 'person'],
    ['Deez Nuts', 'sexual'],
    ['Pound Town', 'sexual'],
    ['Balls Deep', 'sexual'],
    ['Tight End Lovers', 'sexual'],
    ['69ers', 'sexual'],
    // Readers 79-81 heard "Pimpin Ain't Leesy, Ryan's team" said aloud: the game is Ryan's team's.
    ["Pimpin Ain't Leesy", 'sexual'],
    ['Do The Math', 'phrase'],
    ['Just Win Baby', 'phrase'],
    ['My Team Sucks', 'phrase'],
    ['I Got Nothing', 'phrase'],
    // Football words and player names a naive list would flag.
    ['Tight End U', 'plain'],
    ['Naked Bootleg', 'plain'],
    ['Christian Mingle', 'plain'],
    ['Survivor Pool Kings', 'plain'],
    ['Rip City Ballers', 'plain'],
    ['Swift Justice', 'plain'],
    ['Will Levis Fan Club', 'plain'],
    ['One Beard To Rule Them All', 'plain'],
  ] as const)('%j is %s', (name, cls) => expect(named(name).cls).toBe(cls));
});

describe('nameSentenceProblems', () => {
  const blm = named('Black Lives Matter');
  const sutra = named('Kamara Sutra');
  const mahomes = named('Mahomes $hit Show');
  const notToday = named('not today');
  const bleeped = named('Sh!t');

  it('a result verb readers heard as innuendo beside a suggestive name is refused, the score itself never (reading 55: "went down to Bush Johnson, 69 to 84")', () => {
    const bush = named('Bush Johnson');
    expect(bush.cls).toBe('plain');
    expect(nameSentenceProblems('Jmshelley went down to Bush Johnson, 84 to 69.', bush).join('\n')).toMatch(/went down/);
    expect(nameSentenceProblems('21st and Hine handled Bush Johnson, 120 to 96.', bush).join('\n')).toMatch(/handled/);
    // Reading 93 heard the title line's "hand-me-down" beside it the same way.
    expect(nameSentenceProblems('Bush Johnson lost a title to a hand-me-down.', bush).join('\n')).toMatch(/hand me down/i);
    expect(nameSentenceProblems('Bush Johnson has won 5 straight. The schedule is a list of people waiting their turn.', bush).join('\n')).toMatch(
      /waiting their turn/,
    );
    expect(nameSentenceProblems('Bush Johnson has won 5 straight. J M Shelley is victim number 5.', bush).join('\n')).toMatch(/victim/);
    // Reading 109: "…J M Shelley included. Their schedule is starting to read like a to-do list."
    expect(nameSentenceProblems('Bush Johnson has won 5 straight. Their schedule reads like a to-do list.', bush).join('\n')).toMatch(/to do list/i);
    expect(nameSentenceProblems('Bush Johnson won with the eighth best score. From where Jmshelley was standing, it looked taller.', bush).join('\n')).toMatch(
      /taller/,
    );
    // Every report has to say the score: a 69 beside the name leaves nothing to mend, so it is not the problem.
    expect(nameSentenceProblems('Jmshelley lost to Bush Johnson, 69 to 84.', bush)).toEqual([]);
    // The name right beside "beat", or before "over", is what readers 75, 77, 78 and 83 heard
    // ("Bush Johnson beat 21st and Hine by 47", "21st and Hine beat Bush Johnson", "It's Bush Johnson over J M Shelley").
    expect(nameSentenceProblems('Bush Johnson beat Jmshelley, 84 to 69.', bush).join('\n')).toMatch(/"beat"/);
    expect(nameSentenceProblems('21st and Hine beat Bush Johnson, 120 to 96.', bush).join('\n')).toMatch(/"beat"/);
    expect(nameSentenceProblems("It's Bush Johnson over Jmshelley, 84 to 69.", bush).join('\n')).toMatch(/"over"/);
    expect(nameSentenceProblems('21st and Hine got the better of Bush Johnson, 120 to 96.', bush)).toEqual([]);
    expect(nameSentenceProblems('Then they beat The Roaches, then Bush Johnson, the number one.', bush)).toEqual([]);
    // A name that is neither sexual nor suggestive keeps every verb.
    expect(nameSentenceProblems('Jmshelley went down to Silver Bean, 84 to 69.', named('Silver Bean'))).toEqual([]);
  });

  it("rejects the issue's four sentences", () => {
    expect(nameSentenceProblems('Imagine if Black Lives Matter had tried.', blm).join('\n')).toMatch(/imagine.*tried/);
    expect(nameSentenceProblems('Kamara Sutra scored 88, and the group chat has screenshots.', sutra).join('\n')).toMatch(/group chat.*screenshots/);
    expect(nameSentenceProblems('Connect the dots, Mahomes bleep Show.', mahomes)).toEqual([expect.stringMatching(/addressed/)]);
    expect(nameSentenceProblems('Connect the dots, bleep.', mahomes)).toEqual([expect.stringMatching(/"bleep" is said outside/)]);
    expect(nameSentenceProblems('Connect the dots, bleep.', bleeped).join('\n')).toMatch(/nothing but bleeps[^]*addressed/);
    expect(nameSentenceProblems('Connect the dots, not today.', notToday)).toEqual([expect.stringMatching(/addressed/)]);
  });

  it('passes the same names in plain report sentences', () => {
    expect(nameSentenceProblems('Black Lives Matter beat Silver Bean, 120 to 101.', blm)).toEqual([]);
    expect(nameSentenceProblems('Silver Bean lost to Black Lives Matter by 19.', blm)).toEqual([]);
    expect(nameSentenceProblems('Kamara Sutra lost by 12.', sutra)).toEqual([]);
    expect(nameSentenceProblems('Kamara Sutra scored 88 and beat Silver Bean.', sutra)).toEqual([]);
    expect(nameSentenceProblems('Mahomes bleep Show beat Silver Bean, 120 to 101.', mahomes)).toEqual([]);
    expect(nameSentenceProblems('not today lost to Silver Bean by 12.', notToday)).toEqual([]);
    expect(nameSentenceProblems('Silver Bean beat not today, 120 to 101.', notToday)).toEqual([]);
  });

  it("does not let a name's own words trigger on themselves", () => {
    expect(nameSentenceProblems('Balls Deep In The Red Zone beat Silver Bean.', named('Balls Deep In The Red Zone'))).toEqual([]);
    expect(nameSentenceProblems('RIP Big Mike won by 3.', named('RIP Big Mike'))).toEqual([]);
    expect(nameSentenceProblems('Thoughts and Prayers beat Silver Bean.', named('Thoughts & Prayers'))).toEqual([]);
  });

  it('rejects mockery, death words and wordplay on a cause, a memorial or a faith', () => {
    expect(nameSentenceProblems('RIP Big Mike is dead last.', named('RIP Big Mike')).join('\n')).toMatch(/"dead"/);
    expect(nameSentenceProblems("Free Palestine wasn't free of trouble.", named('Free Palestine')).join('\n')).toMatch(/plays on.*"free"/);
    expect(nameSentenceProblems('Save The Bees could not save a thing.', named('Save The Bees 🐝')).join('\n')).toMatch(/"save"/);
    expect(nameSentenceProblems('Jesus Take The Wheel needed a miracle.', named('Jesus Take The Wheel')).join('\n')).toMatch(/"miracle"/);
    expect(nameSentenceProblems('Trump Train put up a pathetic 71.', named('Trump Train')).join('\n')).toMatch(/"pathetic"/);
    // A profane cause is still a cause: the lexicon, not only the class, decides.
    expect(nameSentenceProblems('bleep Cancer tried.', named('Fuck Cancer')).join('\n')).toMatch(/"tried"/);
  });

  it('rejects double entendres beside sexual and suggestive names, not report words', () => {
    expect(nameSentenceProblems('Deep Throat Cover 2 came up short.', named('Deep Throat Cover 2')).join('\n')).toMatch(/"came"/);
    expect(nameSentenceProblems('Nudes For Jeudy finished on top.', named('Nudes For Jeudy')).join('\n')).toMatch(/"finished".*"on top"/);
    expect(nameSentenceProblems('Breast Cancer Awareness went down hard.', named('Breast Cancer Awareness')).join('\n')).toMatch(/"went down".*"hard"/);
    expect(nameSentenceProblems('Waiver Wire Warriors came up short.', named('🔥 Waiver Wire Warriors 🔥'))).toEqual([]);
  });

  it('keeps a phrase name apart from the words around it', () => {
    expect(nameSentenceProblems('Imagine if not today had tried.', notToday).join('\n')).toMatch(/after "if"/);
    expect(nameSentenceProblems("not today's bench scored 40.", notToday).join('\n')).toMatch(/possessive/);
    expect(nameSentenceProblems('Hey idk, nice week.', named('idk')).join('\n')).toMatch(/addressed/);
    expect(nameSentenceProblems('The Team Nobody Asked For, you had one job.', named('The Team Nobody Asked For')).join('\n')).toMatch(/addressed/);
  });

  it('lets a plain name be addressed', () => {
    expect(nameSentenceProblems('Connect the dots, Dak to the Future.', named('Dak to the Future'))).toEqual([]);
  });

  it('never lets a bleeped name be said', () => {
    expect(nameSentenceProblems('bleep beat Silver Bean.', bleeped).join('\n')).toMatch(/handle/);
  });
});

describe('teamVoice', () => {
  const team = (teamName: string, manager: string): TeamFact => ({
    rosterId: 1,
    ownerId: '1',
    displayName: manager,
    teamName,
    screenName: teamName,
    spokenName: spokenForm(teamName) ?? '',
    spokenManager: manager,
    profaneName: false,
    avatarUrl: null,
    initials: 'XX',
  });

  it('never says a partisan chant, even in a report: the manager plays the game', () => {
    for (const chant of ["Let's Go Brandon", 'MAGA Mafia', 'Feel The Bern'])
      expect(teamVoice(team(chant, 'davidino')), chant).toMatchObject({ report: "davidino's team", listed: "davidino's team" });
  });

  it('says a cause that takes no side in a report', () => {
    expect(teamVoice(team('Save The Bees', 'rich')).report).toBe('Save The Bees');
  });
});

describe('NAME_SLOTS', () => {
  it.each([
    ['plain', true, true, true],
    ['phrase', true, false, false],
    ['cause', true, false, false],
    ['person', true, false, false],
    ['sexual', true, false, false],
    ['profane', true, true, false],
    ['bleeped', false, false, false],
  ] as const)('%s: report %s, roast %s, vocative %s', (cls, report, roast, vocative) => expect(NAME_SLOTS[cls]).toEqual({ report, roast, vocative }));

  it('covers every class', () => expect(Object.keys(NAME_SLOTS).sort()).toEqual([...NameClass.options].sort()));
});
