// A name's forms, on the names zoo: shown as the league wrote it (profanity masked), said the way
// a person would say it, or handed to the manager's name when nothing is sayable.
import { describe, expect, it } from 'vitest';
import { givenName, maskWord, screenName, shortName, spokenForm, teamNameForms } from '../../server/recap/name-forms';
import { initials } from '../../server/recap/facts/teams';
import { surnamesAfterFirst } from '../../server/recap/script/speech';

describe('on screen', () => {
  it("keeps the league's words, drops invisible characters, masks profanity", () => {
    expect(screenName('Mahomes $hit Show')).toBe('Mahomes $h*t Show');
    expect(screenName('Fu©k Ups')).toBe('F*©k Ups');
    expect(screenName('Dick Butkus Fan Club')).toBe('Dick Butkus Fan Club');
    expect(screenName('Scunthorpe United')).toBe('Scunthorpe United');
    expect(screenName('Zero\u200bWidth')).toBe('ZeroWidth');
    expect(screenName('  Trailing Spaces  ')).toBe('Trailing Spaces');
    expect(screenName('Netflix & Chubb 🍿')).toBe('Netflix & Chubb 🍿');
    expect(screenName('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(maskWord('A$$')).toBe('A*$');
  });

  it('says a word the league censored itself as a bleep, an initial and its stars too', () => {
    expect(spokenForm('Sh*t Show')).toBe('bleep Show');
    expect(spokenForm('Big B*tch Energy')).toBe('Big bleep Energy');
    expect(spokenForm('F*** Your Bye Week')).toBe('bleep Your Bye Week');
    expect(spokenForm('5*Star Recruits')).toBe('5 Star Recruits');
  });

  it('shortens by what a reader counts as characters, with an ellipsis', () => {
    expect(shortName('The Most Incredibly Long Fantasy Football Team Name Ever Allowed', 24)).toBe('The Most Incredibly Lon…');
    expect(shortName('🔥🔥🔥🔥🔥', 3)).toBe('🔥🔥…');
    expect(shortName('東京 Touchdowns', 24)).toBe('東京 Touchdowns');
  });

  it('gives an emoji-only team its emoji as initials', () => {
    expect(initials('🐐🐐🐐')).toBe('🐐');
    expect(initials('Golladay in Cambodia')).toBe('GI');
  });
});

describe('in the voice', () => {
  it.each([
    ['Mahomes $hit Show', 'Mahomes bleep Show'],
    ["Ball Don't Lie (Est. 2017)", "Ball Don't Lie"],
    ['Netflix & Chubb 🍿', 'Netflix and Chubb'],
    ['#FreeTheBench', 'Free The Bench'],
    ['PASSWORD IS TACO', 'Password Is Taco'],
    ['OneBeardToRuleThemAll', 'One Beard To Rule Them All'],
    ['CrownNCubes', 'Crown N Cubes'],
    ['Tom aBRADy', 'Tom Abrady'],
    ['100% That Bijan', '100 percent That Bijan'],
    ['@ me next time', 'at me next time'],
    ['Team_Name_Here', 'Team Name Here'],
    ['Tua Legit Tua Quit!!!', 'Tua Legit Tua Quit'],
    ['¿Qué Pasa, Purdy?', 'Qué Pasa, Purdy'],
    ['Hurts’ So Good', "Hurts' So Good"],
    ['東京 Touchdowns', 'Touchdowns'],
    ['The BeardHouse Boys 2.0', 'The Beard House Boys 2 point oh'],
    ['FSFFL Dynasty', 'F S F F L Dynasty'],
    ['McConkey Mania', 'McConkey Mania'],
    ['DJKJnr', 'D J K Junior'],
    // A lowercase handle with no vowel is letters ("Thd won" was read as a word); "hmm" is a word.
    ['thd', 'T H D'],
    ['hmm fantasy', 'hmm fantasy'],
    ['Bobby Jr', 'Bobby Junior'],
  ])('%s → %s', (name, said) => expect(spokenForm(name)).toBe(said));

  it('has nothing to say for emoji only, another script or an unreadable acronym', () => {
    for (const name of ['🐐🐐🐐', 'فريق النصر', 'The BLTZGRMXQ FC', '', 'x', 'Ø']) expect(spokenForm(name)).toBeNull();
  });

  it('says usernames without the digits they collect', () => {
    expect(spokenForm('kraken808', { stripDigits: true })).toBe('kraken');
    expect(spokenForm('TheChampIsHere1722', { stripDigits: true })).toBe('The Champ Is Here');
  });

  it('falls back to the manager, then to the roster; tells twins apart by manager', () => {
    const forms = teamNameForms([
      { rosterId: 1, teamName: '🐐🐐🐐', displayName: 'kraken808' },
      { rosterId: 2, teamName: 'فريق النصر', displayName: '😈' },
      { rosterId: 3, teamName: 'Dak to the Future', displayName: 'Palpatine' },
      { rosterId: 4, teamName: 'Dak to the Future', displayName: 'jmoney42' },
      { rosterId: 5, teamName: 'TheChampIsHere1722', displayName: 'TheChampIsHere1722' },
    ]);
    expect(forms.get(1)).toMatchObject({ screen: '🐐🐐🐐', spoken: 'kraken', profane: false });
    expect(forms.get(2)).toMatchObject({ screen: 'فريق النصر', spoken: 'Team 2' });
    expect(forms.get(3)?.spoken).toBe("Palpatine's Dak to the Future");
    expect(forms.get(4)?.spoken).toBe("J Money's Dak to the Future");
    expect(forms.get(5)?.spoken).toBe('The Champ Is Here');
  });
});

describe('handles as a friend says them', () => {
  it('initials run into a surname are letters, and a vowel held for effect is said once (readers: "Jmshelley" and "Siiibon" will be mangled)', () => {
    const said = (n: string) => spokenForm(n, { stripDigits: true });
    expect(['jmshelley', 'Jmshelley', 'mkolb', 'dkmetcalf', 'jsmith', 'SIIIBON', 'Sooo Good'].map(said)).toEqual([
      'J M Shelley',
      'J M Shelley',
      'M Kolb',
      'D K Metcalf',
      'J Smith',
      'Sibon',
      'So Good',
    ]);
    // Words that open on an English cluster, a name from another language, a plain handle: as they are.
    for (const n of ['brocky306', 'Chrissy', 'Stinks', 'schmidty', 'Knockin', 'Nguyen', 'Sriracha', 'Mr Smith', 'Brrr', 'McConkey', 'davidino'])
      expect(said(n), n).toBe(n.replace(/\d+$/, ''));
  });
});

describe('managers as the league says them', () => {
  it('a username that starts with a given name is said as that name; a nickname, a handle or a surname is said whole', () => {
    const said = (u: string) => givenName(spokenForm(u, { stripDigits: true }));
    // Recorded usernames: the owner's given name and something after it.
    expect(['anthonyxyz', 'Jeremymfisher', 'kennyt4077', 'JoshuaBretschneider', 'CooperFU', 'chuckthegoat77', 'rich45'].map(said)).toEqual([
      'Anthony',
      'Jeremy',
      'Kenny',
      'Joshua',
      'Cooper',
      'Chuck',
      'Rich',
    ]);
    // The rest reads as part of the word (a nickname, a fan name) or nothing is a given name: said whole.
    for (const u of ['davidino56', 'brocky306', 'bradyfan', 'danimal', 'kraken808', 'jmshelley', 'TheChampIsHere1722', 'Ballard22', 'D J K Jnr'])
      expect(said(u), u).toBeNull();
  });

  it('two owners with the same given name keep their usernames', () => {
    const forms = teamNameForms([
      { rosterId: 1, teamName: 'Sh*t Show', displayName: 'ryanlees' },
      { rosterId: 2, teamName: 'Deep Throat Cover 2', displayName: 'ryanleesy' },
      { rosterId: 3, teamName: 'Jesus Take The Wheel', displayName: 'anthonyxyz' },
    ]);
    expect([1, 2, 3].map((id) => forms.get(id)!.spokenManager)).toEqual(['ryanlees', 'ryanleesy', 'Anthony']);
  });
});

describe('players in a segment', () => {
  it('are named in full once, then by last name, unless two share it', () => {
    expect(surnamesAfterFirst('Joe Burrow put up 27. At this point Joe Burrow runs the team.', ['Joe Burrow', 'Drake Maye'])).toBe(
      'Joe Burrow put up 27. At this point Burrow runs the team.',
    );
    expect(surnamesAfterFirst("Marvin Harrison Junior scored 20. Marvin Harrison Junior's week.", ['Marvin Harrison Junior'])).toBe(
      "Marvin Harrison Junior scored 20. Harrison's week.",
    );
    const twins = 'Josh Allen scored 30. Josh Allen and Devin Allen both played. Devin Allen scored 2.';
    expect(surnamesAfterFirst(twins, ['Josh Allen', 'Devin Allen'])).toBe(twins);
  });
});
