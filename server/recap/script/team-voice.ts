// How the narrator names one team, given what its name says as words (name-safety.ts): in a report
// ("X beat Y, 120 to 101"), and as the one a joke lands on. A name that cannot carry a joke (a
// phrase, a cause, a person, a sexual pun) is reported by name and roasted through its manager
// ("jsmith started Rashee Rice"); a name of nothing but bleeps gets a handle. `safe` reads a finished line
// with every form of the name taken as plain words.
import type { TeamFact } from '../facts/schema';
import { classifyName, isPartisan, NAME_SLOTS, nameSentenceProblems, type NameClass } from './name-safety';
import { BLEEP } from '../name-forms';

export type TeamVoice = {
  cls: NameClass;
  /** The name in a report. */
  report: string;
  /** The name where the joke lands. */
  roast: string;
  /** The name where no frame protects it (lists, "the champion is X", a sentence's end): a name that reads as words gives way to its manager's team. */
  listed: string;
  /** True when no sentence of the line turns the name's words into something we would not say. */
  safe: (line: string) => boolean;
  /** Said by its manager's name in every slot, in a show that goes by managers (leagueVoices). */
  byManager?: true;
  /** False for a sexual name: the screen shows its manager instead, as the voice never says it. */
  printed: boolean;
};

/** The handle of a team with no sayable name and no manager's name to stand in. */
export const NO_NAME = "the team whose name we can't say on air";

/** The first time a show says a phrase name, in turn: readers heard "the team called X" as the narrator introducing a member like a stranger. */
const FIRST_FRAMES = ['our friends at', 'the good people at', 'the folks at'] as const;

/**
 * How a name that reads as a phrase is framed as a name: warmly the first time the show says it
 * ("our friends at idk", the `order`th name it announces), "team idk" after. "Team at me next
 * time" is heard as an order to the team, so a phrase of more than one word is "the team called" after.
 */
export function phraseFrame(name: string, announced: boolean, order = 0): string {
  // Not "our friends at at me next time".
  if (!announced && !/^at\b/i.test(name)) return FIRST_FRAMES[order % FIRST_FRAMES.length];
  return announced && !name.includes(' ') ? 'team' : 'the team called';
}

const voices = new WeakMap<TeamFact, TeamVoice>();

/** The team's voice, worked out once per team of a week's facts. */
export function teamVoice(team: TeamFact): TeamVoice {
  const known = voices.get(team);
  if (known) return known;
  const voice = makeVoice(team);
  voices.set(team, voice);
  return voice;
}

/** The manager's name where it reads as a name itself ("TheChampIsHere" does not), else null. */
function sayableManager(team: TeamFact): string | null {
  const said = team.spokenManager;
  return said !== team.spokenName && classifyName(said, said) === 'plain' ? said : null;
}

/**
 * A show where most of the league's names cannot be said as themselves even in a game's result
 * (crude, partisan, a bleep up front) goes by managers, as the league's members talk: "Brocky
 * beat davidino, 132 to 79". Half the teams said by name and half by "jsmith's team", a bleep
 * here and "the team called" there, is four naming schemes in one show.
 */
export function byManagers(teams: readonly TeamFact[]): boolean {
  const named = teams.filter((t) => teamVoice(t).report === t.spokenName).length;
  return named * 2 < teams.length;
}

const leagues = new WeakMap<readonly TeamFact[], Map<number, TeamVoice>>();

/**
 * How one show names each of its teams: each team's own voice, or, where the show goes by
 * managers (byManagers), the manager's name in every slot for every team that has a sayable one.
 * Its class is then that of what is said, a plain name; `safe` still reads the team's own name.
 */
export function leagueVoices(teams: readonly TeamFact[]): Map<number, TeamVoice> {
  const known = leagues.get(teams);
  if (known) return known;
  const managers = byManagers(teams);
  const out = new Map(
    teams.map((t): [number, TeamVoice] => {
      const v = teamVoice(t);
      const m = managers ? sayableManager(t) : null;
      if (!m) return [t.rosterId, v];
      // What is said is the manager's name, so a sentence must read well beside it too ("went down to Bush Johnson").
      const safe = (line: string) => v.safe(line) && nameSentenceProblems(line, { spoken: m, cls: 'plain' }).length === 0;
      return [t.rosterId, { ...v, cls: 'plain', report: m, roast: m, listed: m, byManager: true, safe }];
    }),
  );
  leagues.set(teams, out);
  return out;
}

function makeVoice(team: TeamFact): TeamVoice {
  const cls = classifyName(team.teamName, team.spokenName);
  const slots = NAME_SLOTS[cls];
  const manager = sayableManager(team);
  // Without one, a phrase name is said framed; anything else gets a handle.
  const handle = manager ? `${manager}'s team` : cls === 'phrase' ? team.spokenName : NO_NAME;
  // A sexual pun said by the narrator is the narrator's joke, a partisan chant the narrator's side:
  // its manager's team plays the game.
  // A name opening on a bleep ("bleep Ups") is heard as the narrator calling the team one, however it
  // is framed: with a manager to stand in, it is never said ("Si2on's team"); without one it is framed ("team bleep Ups").
  const unsaid = team.spokenName.startsWith(`${BLEEP} `) && manager !== null;
  const report = slots.report && cls !== 'sexual' && !unsaid && !isPartisan(team.teamName, team.spokenName) ? team.spokenName : handle;
  // The league knows its members by name: the joke goes to the manager ("kraken started Rashee Rice").
  // A name with a bleep in it is said in its game's report, once: the joke goes to its manager too.
  const roast = slots.roast && !team.spokenName.includes(BLEEP) ? team.spokenName : (manager ?? report);
  const listed = (cls === 'plain' || cls === 'profane') && !unsaid ? team.spokenName : handle;
  return {
    cls,
    printed: cls !== 'sexual',
    report,
    roast,
    listed,
    safe: (line) => nameSentenceProblems(line, { spoken: team.spokenName, cls }).length === 0,
  };
}
