// The joke catalogue: each joke is a technique, the situation it is true in, and its lines per
// level. A joke is only picked where `fits` holds for the team it roasts (winner or loser, margin
// band for this league, streaks, standings, the season's phase), so "try harder" never goes to a
// winner. Every sentence carries a fact of the week: a name, a number, a player.
//
// Placeholders (filled by jokeVars): {R} the roasted team, {O} its opponent, {margin}, {score},
// {oscore}, {allwins} (teams the score beats), {rankord} (the score's rank, "seventh"), {rec}
// ("3 and 1"), {place} (standing, "second"), {left} (bench points left), {BP}/{BPpts} (best
// benched player), {SP}/{SPpts} (the team's best starter), {DP}/{DPpts} (its worst), {NP}/{NPpts}
// (the starter the team is named after), {streakn}, {snapn}, {avg} (the week's average score),
// {OSP}/{OSPpts} (the opponent's best starter), {allloss} (teams that outscored it), {HP} (the
// player of the cold open), {week}.
//
// To add a technique: add it to Technique and TECHNIQUE_ORDER, then jokes that use it. To add a
// joke: give it an id (never reused: a script says each joke once), a `fits` that is true only
// where every sentence is true, and lines for both levels (Participation Trophy: warm, no sting).
import type { OfferedLevel } from '../schema';
import type { TeamMaterial, LeagueSize } from '../material';

export type Technique = 'stakes' | 'callback' | 'name' | 'precision' | 'contrast' | 'three' | 'player' | 'size' | 'plain';
/** Which technique wins when several fit: the most specific to this week first. */
export const TECHNIQUE_ORDER: readonly Technique[] = ['stakes', 'callback', 'name', 'precision', 'contrast', 'three', 'player', 'size', 'plain'];

export type JokeContext = {
  opponent: TeamMaterial | null;
  size: LeagueSize;
  week: number;
  seasonOver: boolean;
  playoffs: boolean;
  /** The cold open's hook, when it was about this team: its matchup calls back to it. */
  coldOpen: 'big_score_big_bench' | 'blowout' | 'nail_biter' | 'top_player' | 'dud' | null;
};
export type Joke = {
  /** A script says each joke once; `plain` jokes are the fallback and may return with another line. */
  id: string;
  technique: Technique;
  fits: (m: TeamMaterial, c: JokeContext) => boolean;
  lines: Record<OfferedLevel, readonly string[]>;
};

const won = (m: TeamMaterial) => m.result === 'W';
const lost = (m: TeamMaterial) => m.result === 'L';
const hasWord = (m: TeamMaterial, name: string, word: RegExp) => word.test(name) && m.result !== 'BYE';

/** Jokes about a team in its matchup. `teamName` is the team's spoken name, for name jokes. */
export function matchupJokes(teamName: string): Joke[] {
  return [
    // ---- stakes ----
    {
      id: 'perfect-lost',
      technique: 'stakes',
      fits: (m) => m.perfectLost,
      lines: {
        participation_trophy: ['{R} came in without a loss. {O} changed that, {oscore} to {score}.'],
        sunburn: ['{R} was unbeaten until {O} showed up. {oscore} to {score}, and the perfect season is gone.'],
      },
    },
    {
      id: 'eliminated',
      technique: 'stakes',
      fits: (m) => m.eliminated,
      lines: {
        participation_trophy: ["{R}'s title run ends here, {score} to {oscore} against {O}."],
        sunburn: ["{O} ended {R}'s season by {margin}. {R} is now free every Sunday."],
      },
    },
    {
      id: 'streak-snapped',
      technique: 'stakes',
      fits: (m) => m.snapped !== null && m.snapped.kind === 'W' && lost(m),
      lines: {
        participation_trophy: ["{O} ended {R}'s {snapn}-game winning streak."],
        sunburn: ['{R} had won {snapn} straight. {O} ended that by {margin}.'],
      },
    },
    {
      id: 'skid-snapped',
      technique: 'stakes',
      fits: (m) => m.snapped !== null && m.snapped.kind === 'L' && won(m),
      lines: {
        participation_trophy: ['{R} had lost {snapn} in a row. Not anymore: {R} beat {O} by {margin}.'],
        sunburn: ['{R} snapped a {snapn}-game losing streak. {O} will have to live with being the team that let it happen.'],
      },
    },
    {
      id: 'losing-streak',
      technique: 'stakes',
      fits: (m, c) => lost(m) && m.streak?.kind === 'L' && m.streak.length >= 3 && !c.playoffs,
      lines: {
        participation_trophy: ['That makes {streakn} losses in a row for {R}. {R} is due.'],
        sunburn: ['{R} has now lost {streakn} straight. At {rec}, {R} is a cautionary tale.'],
      },
    },
    {
      id: 'winning-streak',
      technique: 'stakes',
      fits: (m, c) => won(m) && m.streak?.kind === 'W' && m.streak.length >= 3 && !c.playoffs,
      lines: {
        participation_trophy: ['{R} makes it {streakn} wins in a row and sits at {rec}.'],
        sunburn: ['{R} has won {streakn} straight. {O} was just the latest to find out.'],
      },
    },
    {
      id: 'took-first',
      technique: 'stakes',
      fits: (m, c) => won(m) && m.rank === 1 && m.rankBefore !== null && m.rankBefore > 1 && !c.playoffs,
      lines: {
        participation_trophy: ['With that win, {R} takes over first place at {rec}.'],
        sunburn: ['{R} is in first place at {rec}. {R} will be telling everyone by lunch.'],
      },
    },
    {
      id: 'lost-first',
      technique: 'stakes',
      fits: (m, c) => lost(m) && m.rankBefore === 1 && m.rank !== null && m.rank > 1 && !c.playoffs,
      lines: {
        participation_trophy: ['{R} started the week in first place. After losing to {O}, {R} is {place}.'],
        sunburn: ['{R} was in first place on Sunday morning. {O} took care of that, and {R} is {place}.'],
      },
    },
    // ---- callbacks to the top of the show ----
    {
      id: 'callback-blowout',
      technique: 'callback',
      fits: (m, c) => c.coldOpen === 'blowout' && lost(m),
      lines: {
        participation_trophy: ['That {margin}-point loss from the top of the show? That was {R}.'],
        sunburn: ['Remember the {margin}-point loss from the top of the show? {R} does. {R} always will.'],
      },
    },
    {
      id: 'callback-nail-biter',
      technique: 'callback',
      fits: (m, c) => c.coldOpen === 'nail_biter' && m.result !== 'BYE',
      lines: {
        participation_trophy: ['Yes, {R} is the {margin} from the top of the show.'],
        sunburn: ['The {margin} from the top of the show belongs to {R}, who will be hearing about it.'],
      },
    },
    {
      id: 'callback-bench',
      technique: 'callback',
      fits: (m, c) => c.coldOpen === 'big_score_big_bench' && m.benchLeft > 0,
      lines: {
        participation_trophy: ['{R} is the team from the top of the show, the one with {left} on the bench.'],
        sunburn: ['{R}, the team from the top of the show, still has {left} points on the bench, and the bench still has no idea why.'],
      },
    },
    {
      id: 'callback-player',
      technique: 'callback',
      fits: (m, c) => (c.coldOpen === 'top_player' && m.star !== null) || (c.coldOpen === 'dud' && m.dud !== null),
      lines: {
        participation_trophy: ['You met {HP} at the top of the show. {HP} plays for {R}, and {R} is {rec}.'],
        sunburn: ['{HP} from the top of the show plays for {R}. {R} would like that to be the only thing you remember.'],
      },
    },
    // ---- the team's own name ----
    {
      id: 'namesake-flop',
      technique: 'name',
      fits: (m) => m.namesake !== null && m.namesake.points < 8 && m.result !== 'BYE',
      lines: {
        participation_trophy: ['{R} got {NPpts} from {NP}. The team is named after him, and he still forgot to show up.'],
        sunburn: ['{R} named the team after {NP}. {NP} repaid the honor with {NPpts} points.'],
      },
    },
    {
      id: 'namesake-hero',
      technique: 'name',
      fits: (m) => m.namesake !== null && m.namesake.points >= 20,
      lines: {
        participation_trophy: ['{NP} scored {NPpts} for {R}. The name checks out.'],
        sunburn: ['{NP} put up {NPpts} for {R}. A team named after him had better deliver, and {NP} did.'],
      },
    },
    {
      id: 'name-math',
      technique: 'name',
      fits: (m) => lost(m) && hasWord(m, teamName, /\bmath\b/i),
      lines: {
        participation_trophy: ['{R} scored {score} and lost by {margin}. Do the math.'],
        sunburn: ['{O} put up {oscore} and {R} put up {score}. Do the math, {R}.'],
      },
    },
    {
      id: 'name-bench',
      technique: 'name',
      fits: (m) => m.benchLeft >= 15 && hasWord(m, teamName, /\bbench\w*\b/i),
      lines: {
        participation_trophy: ['A team called {R} left {left} points on the bench. The name was a warning.'],
        sunburn: ['{R} left {left} on the bench. With that name, {R} was always going to.'],
      },
    },
    {
      id: 'name-luck',
      technique: 'name',
      fits: (m) => won(m) && !m.aboveMedian && hasWord(m, teamName, /\bluck\w*\b/i),
      lines: {
        participation_trophy: ['{R} won with the {rankord} best score of the week. The name checks out.'],
        sunburn: ['{R} won with the {rankord} best score. {R} named the team after the only strategy it has.'],
      },
    },
    // ---- precision: a margin under a point is said exactly ----
    {
      id: 'razor-loss',
      technique: 'precision',
      fits: (m) => lost(m) && m.band === 'razor',
      lines: {
        participation_trophy: ['{R} lost by {margin} points. Say it slowly, {R}: {margin}.'],
        sunburn: ['{R} lost to {O} by {margin}. Not a point, {margin} of one, and {R} will replay every lineup decision until the draft.'],
      },
    },
    {
      id: 'razor-win',
      technique: 'precision',
      fits: (m) => won(m) && m.band === 'razor',
      lines: {
        participation_trophy: ['{R} won by {margin}. {R} would like everyone to know that {margin} counts.'],
        sunburn: ['{R} won by {margin} points, a margin {O} will measure with a microscope for years.'],
      },
    },
    // ---- contrast across teams ----
    {
      id: 'unlucky',
      technique: 'contrast',
      fits: (m) => lost(m) && m.aboveMedian && m.allPlayWins >= 2,
      lines: {
        participation_trophy: ['{R} scored {score}. That beats {allwins} teams. Just not {O}.'],
        sunburn: ['{R} put up {score}, more than {allwins} teams scored, and drew {O}, the one team that could beat it.'],
      },
    },
    {
      id: 'lucky',
      technique: 'contrast',
      fits: (m) => won(m) && !m.aboveMedian,
      lines: {
        participation_trophy: ['{R} won with {score}, only the {rankord} best score of the week. {O} picked a good week to score less.'],
        sunburn: ['{R} won with the {rankord} best score of the week. Against most teams {score} loses. {R} got {O}.'],
      },
    },
    {
      id: 'lowest',
      technique: 'contrast',
      fits: (m) => m.scoreRank === m.teams && m.teams > 2 && m.result !== 'BYE',
      lines: {
        participation_trophy: ["{R}'s {score} was the lowest score in the league this week."],
        sunburn: ['{R} scored {score}, the lowest in the league. Against the whole league, {R} would have gone 0 and {allloss}.'],
      },
    },
    {
      id: 'highest-loss',
      technique: 'contrast',
      fits: (m) => lost(m) && m.scoreRank <= 2 && m.teams > 3,
      lines: {
        participation_trophy: ['{R} had the {rankord} best score in the league, {score}, and still lost to {O}.'],
        sunburn: ['{R} scored {score}, the {rankord} best of the week, and lost. {O} chose violence at the worst possible moment for {R}.'],
      },
    },
    // ---- rule of three, escalating ----
    {
      id: 'three-bench',
      technique: 'three',
      fits: (m) => lost(m) && m.benchStar !== null && m.benchLeft >= 10 && m.benchStar.points >= 10,
      lines: {
        participation_trophy: ['{R} lost by {margin}, left {left} on the bench, and watched {BP} score {BPpts} sitting there.'],
        sunburn: ['{R} lost by {margin} with {left} points on the bench. {BP} alone scored {BPpts} there, in street clothes.'],
      },
    },
    {
      id: 'three-bench-win',
      technique: 'three',
      fits: (m) => won(m) && m.benchStar !== null && m.benchLeft >= 15,
      lines: {
        participation_trophy: ['{R} won by {margin} and still left {left} on the bench, where {BP} scored {BPpts}.'],
        sunburn: ['{R} won, left {left} on the bench, and benched {BP} for {BPpts}. Imagine if {R} had tried.'],
      },
    },
    // ---- a player of the week ----
    {
      id: 'dud-loss',
      technique: 'player',
      fits: (m) => lost(m) && m.dud !== null && m.dud.points <= 5,
      lines: {
        participation_trophy: ['{R} started {DP}, who gave back {DPpts} in a {margin}-point loss.'],
        sunburn: ['{R} started {DP}, got {DPpts}, and lost by {margin}. Connect the dots, {R}.'],
      },
    },
    {
      id: 'star-carry',
      technique: 'player',
      fits: (m) => won(m) && m.star !== null && m.star.points >= m.score * 0.25,
      lines: {
        participation_trophy: ["{SP} scored {SPpts} of {R}'s {score}. {R} says thank you."],
        sunburn: ["{SP} scored {SPpts} for {R}. {R}'s contribution was remembering the password."],
      },
    },
    {
      id: 'opponent-star',
      technique: 'player',
      fits: (m, c) => lost(m) && c.opponent?.star != null && m.margin !== null && c.opponent.star.points > m.margin && c.opponent.star.points >= 20,
      lines: {
        participation_trophy: ['{OSP} scored {OSPpts} for {O}. {R} lost by {margin}. That was the difference.'],
        sunburn: ['{OSP} scored {OSPpts} against {R}, who lost by {margin}. {R} could have used a player like {OSP}. {O} had one.'],
      },
    },
    // ---- size relative to this league ----
    {
      id: 'blowout-loss',
      technique: 'size',
      fits: (m, c) => lost(m) && m.band === 'blowout' && c.opponent?.star != null && m.margin !== null && m.margin > c.opponent.star.points,
      lines: {
        participation_trophy: ['{O} could have benched {OSP} and his {OSPpts} points and still beaten {R}.'],
        sunburn: ["Take away {OSP}'s {OSPpts} and {O} still beats {R}. That was a forfeit with extra steps, {R}."],
      },
    },
    {
      id: 'blowout-loss-avg',
      technique: 'size',
      fits: (m) => lost(m) && m.band === 'blowout',
      lines: {
        participation_trophy: ['{R} lost by {margin}, in a week when the average team scored {avg}.'],
        sunburn: ['The average team scored {avg} this week, and {R} lost by {margin}: most of an average team.'],
      },
    },
    {
      id: 'blowout-win',
      technique: 'size',
      fits: (m) => won(m) && m.band === 'blowout',
      lines: {
        participation_trophy: ['{R} beat {O} by {margin}. {R} can stop now.'],
        sunburn: ['{R} beat {O} by {margin}, in a week when the average team scored {avg}. {R} ran up the score on purpose.'],
      },
    },
    {
      id: 'close-loss',
      technique: 'size',
      fits: (m) => lost(m) && m.band === 'close',
      lines: {
        participation_trophy: ['{R} came up {margin} short against {O}. {R} was that close.'],
        sunburn: ['Any lineup change at all would have saved {R}, who lost by {margin}.'],
      },
    },
    {
      id: 'close-win',
      technique: 'size',
      fits: (m) => won(m) && m.band === 'close',
      lines: {
        participation_trophy: ['{R} escaped {O} by {margin}. {R} can breathe out now.'],
        sunburn: ['{R} won by {margin} and will call it dominance. {O} will call it what it was.'],
      },
    },
    // ---- plain: always true, still about this week ----
    // In the playoffs the record stands still: no "falls to" or "moves to" there.
    {
      id: 'plain-loss-playoffs',
      technique: 'plain',
      fits: (m, c) => lost(m) && c.playoffs,
      lines: {
        participation_trophy: [
          '{R} scored {score}, and {O} had a bit more.',
          '{R} gave {O} a game and came up {margin} short.',
          'A {margin}-point loss for {R}, who gave it a go.',
          '{R} put up {score} and tips the cap to {O}.',
          'For {R}, {score} points and a handshake with {O}.',
          '{R} is done for the week after {score} points.',
        ],
        sunburn: [
          '{R} scored {score}. {O} barely had to try.',
          '{R} lost by {margin} and still thinks the lineup was fine.',
          'A {margin}-point loss for {R}. {R} set that lineup on purpose.',
          '{R} brought {score} points to a playoff game and expected a different ending.',
          '{O} handled {R} without breaking a sweat, {oscore} to {score}.',
          'The {margin}-point gap tells you everything about {R} this week.',
        ],
      },
    },
    {
      id: 'plain-win-playoffs',
      technique: 'plain',
      fits: (m, c) => won(m) && c.playoffs,
      lines: {
        participation_trophy: [
          '{R} beat {O} by {margin}. Nice work, {R}.',
          '{R} scored {score} and earned this one.',
          'A {margin}-point win for {R}.',
          '{R} put up {score} when it counted.',
          'Good day at the office for {R}: {score} points.',
          '{R} handled business, {score} to {oscore}.',
        ],
        sunburn: [
          '{R} scored {score}. {R} will call it strategy.',
          'A {margin}-point win for {R}. {O} made it easy.',
          "{R} won by {margin}, and {R}'s group chat will hear about it.",
          '{R} beat {O} by {margin} and will bring it up at every draft from now on.',
          "{R}'s {score} points were enough, which says plenty about {O}.",
          'The {margin}-point win goes straight to the head of {R}.',
        ],
      },
    },
    {
      id: 'plain-loss',
      technique: 'plain',
      fits: (m, c) => lost(m) && !c.playoffs,
      lines: {
        participation_trophy: [
          '{R} falls to {rec}.',
          '{R} is {rec} after that one.',
          '{R} scored {score}, and {O} had a bit more.',
          '{R} gave {O} a game, and {R} is {rec}.',
          'A {margin}-point loss for {R}, now {rec}.',
          '{R} lost by {margin} and stays positive at {rec}.',
        ],
        sunburn: [
          '{R} falls to {rec}, and that record is earned.',
          '{R} is {rec}. {R} knows what it did.',
          '{R} scored {score}. {O} barely had to try.',
          '{R} lost by {margin} and still thinks the lineup was fine.',
          '{R} is {rec}, which is about what {R} deserves.',
          'A {margin}-point loss for {R}. {R} set that lineup on purpose.',
        ],
      },
    },
    {
      id: 'plain-win',
      technique: 'plain',
      fits: (m, c) => won(m) && !c.playoffs,
      lines: {
        participation_trophy: [
          '{R} moves to {rec}.',
          '{R} is {rec} after that one.',
          'A {margin}-point win for {R}, who is {rec}.',
          '{R} beat {O} by {margin}. Nice work, {R}.',
          '{R} scored {score} and earned this one.',
          'Good week for {R}, now {rec}.',
        ],
        sunburn: [
          "{R} moves to {rec} and won't stop talking about it.",
          '{R} is {rec}, somehow.',
          '{R} beat {O} and the victory lap will be longer than the game.',
          '{R} scored {score}. {R} will call it strategy.',
          'A {margin}-point win for {R}. {O} made it easy.',
          "{R} won by {margin}, and {R}'s group chat will hear about it.",
        ],
      },
    },
    {
      id: 'plain-tie',
      technique: 'plain',
      fits: (m) => m.result === 'T',
      lines: {
        participation_trophy: ['{R} and {O} both scored {score}. Nobody wins.'],
        sunburn: ['{R} tied {O} at {score}. Fantasy football found a way to make both of them lose.'],
      },
    },
  ];
}
