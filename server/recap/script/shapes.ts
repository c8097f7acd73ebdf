// Jokes as data: for each kind of story (angles.ts), several joke shapes, each written for both
// levels. A shape is a structure (precision, comparison, the rule of three, the name's own words,
// a turn, an understatement) with the punch word last. The writer picks, for a roast, the best
// story of the team that's not told yet, then a shape of that story that fits the moment
// (moment.ts), wasn't used in this script and wasn't heard by the league in its last 4 recaps.
//
// Placeholders (filled by the writer; numbers arrive said for the ear): {R} the story's subject,
// {O} the other team, {margin}, {score} / {oscore} (the subject's and the other's points), {ws} /
// {ls} (winner's and loser's), {P} / {Ppts} (the story's player), {B} / {Bpts} (a benched
// player), {S} / {Spts} (the starter he sat behind), {beats} (teams the score beats), {losses}
// (teams that outscored it), {rank} ("seventh"), {streak}, {wins}, {fromTop} ("second": where the table had the team before this week), {rec} ("3 and 1"), {left}
// (bench points), {avg} (the week's average), {count} (spelled), {list} (team names), {week},
// {season}, and comparisons said in words: {times} ("twice", how often a benched player covers the
// margin) and {ratio} ("almost double", the winner's score over the loser's). Team names are said
// once per line and "they" after: a team is a "they".
//
// Participation Trophy is warm teasing (a narrator who mocks himself, celebration); Sunburn is a
// friend who won't let it go. Neither mocks who someone is, and neither is profane.
import type { Angle, AngleKind } from './angles';

/** What a line needs from the moment (moment.ts says where each is allowed). */
export type ShapeTag =
  /** speaks a record or the table */
  | 'record'
  /** points past this week (next week, Thursday, the playoffs) */
  | 'future'
  /** "again", "as usual": needs a past */
  | 'again'
  /** says the win was easy: only for a blowout */
  | 'easy'
  /** mocks effort or decisions as lazy: only for a loser */
  | 'effort';

export type Form = 'precision' | 'comparison' | 'three' | 'name' | 'turn' | 'understatement' | 'exaggeration' | 'callback';

/** The fallback "stories" every team has: its own result. */
export type ResultKind = 'won' | 'lost' | 'tied' | 'idle';

export type Shape = {
  id: string;
  angle: AngleKind | ResultKind;
  /** Whom it roasts: the story's subject (default) or the other side. */
  target?: 'subject' | 'other';
  form: Form;
  tags?: readonly ShapeTag[];
  /** Where the line is true beyond the story itself. */
  when?: (a: Angle) => boolean;
  pt: string;
  sb: string;
};

/**
 * Devices a listener hears as a tic when they come back in one show (readers counted "the narrator"
 * four times, "group chat" nine): each at most `max` times a script.
 */
export const MOTIFS: readonly { name: string; re: RegExp; max: number }[] = [
  { name: 'the narrator', re: /\bnarrator\b/gi, max: 1 },
  { name: 'the group chat', re: /\bgroup chat\b/gi, max: 2 },
  { name: '"Mostly."', re: /\bMostly(?: in spirit)?\./g, max: 1 },
  { name: '"X so much as Y"', re: /\bso much as\b/gi, max: 1 },
  { name: '"not X, that\'s Y"', re: /\bnot (?:a |an )?[\w' -]{1,30}[,.] that's\b/gi, max: 1 },
  { name: 'the empty chair', re: /\bempty (?:chair|slot)\b/gi, max: 1 },
];

/** Placeholders only some stories of a kind fill: a shape that uses one is picked before the kind's others. */
export const TURN_VARS = ['fromTop'] as const;

const pts = (a: Angle, role: string) => a.p[role]?.points ?? 0;
/** The star scored far more than any teammate: only then is the rest of the lineup a passenger. */
const solo = (a: Angle) => pts(a, 'star') >= 1.6 * (a.n.second ?? 0);

export const SHAPES: readonly Shape[] = [
  // ---- title game ----
  {
    id: 'title-mvp',
    angle: 'title_game',
    form: 'turn',
    when: (a) => a.p.mvp !== undefined,
    pt: "{R} won the title game by {margin}, and {P} put up {Ppts}. We're not saying {P} gets a ring, but somebody should ask.",
    sb: '{R} won the final by {margin}, with {Ppts} from {P}. The trophy only has room for one name, and {P} has questions.',
  },
  {
    id: 'title-close',
    angle: 'title_game',
    target: 'other',
    form: 'comparison',
    pt: '{O} reached the final, which is further than everybody else in this video got. Including the narrator.',
    sb: '{O} lost the final by {margin}. Close enough to taste it, far enough to hear about it all offseason.',
  },
  {
    id: 'title-silver',
    angle: 'title_game',
    target: 'other',
    form: 'turn',
    pt: 'Second place for {O}. The trophy was right there, close enough to see the fingerprints.',
    sb: '{O} finishes second, the best seat in the house for watching someone else lift the trophy.',
  },
  {
    id: 'title-runner-up',
    angle: 'title_game',
    target: 'other',
    form: 'understatement',
    pt: "{O} made it all the way to the final. That's a great season by any measure but one.",
    sb: '{O} got to the final, lost by {margin}, and now gets to hear about it until the draft.',
  },
  // ---- toilet bowl and elimination ----
  {
    id: 'toilet-trophy',
    angle: 'toilet_bowl',
    form: 'understatement',
    pt: '{R} finishes last this season. Every league needs someone who makes everyone else feel good, and {R} generously volunteered.',
    sb: "{R} finishes dead last. There's a trophy for that too, and nobody has ever asked to hold it.",
  },
  {
    id: 'toilet-won-it',
    angle: 'toilet_bowl',
    form: 'turn',
    pt: '{R} ends the season at the very bottom. Look at it this way: nobody in the league has more room to improve.',
    sb: '{R} lost the race to the bottom by winning it. Last place, officially, with paperwork.',
  },
  {
    id: 'out-free-sundays',
    angle: 'eliminated',
    form: 'turn',
    pt: "{R}'s title run ends here against {O}. Good news, though: Sundays are now completely free.",
    sb: "{O} ended {R}'s season by {margin}. {R} is now free every Sunday.",
  },
  {
    id: 'out-one-week',
    angle: 'eliminated',
    form: 'understatement',
    pt: "{R} is out of the title race after a loss by {margin}. The bracket is tough. The bracket doesn't care.",
    sb: "{R}'s playoff run lasted one game, which is also how long the trash talk lasted.",
  },
  {
    id: 'out-winner',
    angle: 'eliminated',
    target: 'other',
    form: 'exaggeration',
    pt: '{O} moves on, and the rest of the bracket just checked the schedule twice.',
    sb: "{O} sent {R} home and is already acting like the trophy's been engraved.",
  },

  // ---- streaks ----
  {
    id: 'perfect-until',
    angle: 'perfect_ended',
    form: 'turn',
    pt: '{R} came into the week without a loss. {O} changed that, {oscore} to {score}, and would like a small plaque.',
    sb: '{R} was unbeaten until {O} showed up. {oscore} to {score}, and the perfect season is gone.',
  },
  {
    id: 'perfect-believed',
    angle: 'perfect_ended',
    form: 'turn',
    tags: ['record'],
    pt: '{wins} and 0 was a lovely run for {R}. Every run ends somewhere, and this one ended against {O}.',
    sb: '{R} started {wins} and 0 and let themselves believe it. {O} has cured them of that.',
  },
  {
    id: 'perfect-bio',
    angle: 'perfect_ended',
    target: 'other',
    form: 'exaggeration',
    pt: '{O} handed {R} a first loss, and is walking a little taller this week. About an inch.',
    sb: '{O} ended a perfect season this week and has already added it to the group chat bio.',
  },
  {
    id: 'skid-lifestyle',
    angle: 'losing_streak',
    form: 'turn',
    tags: ['record'],
    pt: '{R} has lost {streak} straight, which means the comeback story is going to be incredible. Any week now.',
    sb: "That's {streak} losses in a row for {R}. At this point it's not a slump, it's a lifestyle.",
  },
  {
    id: 'skid-opponents',
    angle: 'losing_streak',
    form: 'comparison',
    tags: ['record'],
    pt: '{R} has now lost {streak} in a row. The good news: statistically, this has to end. We checked. Twice.',
    sb: '{R} has lost {streak} straight. The schedule keeps trying different opponents, and every one of them works.',
  },
  {
    id: 'snap-let-happen',
    angle: 'skid_snapped',
    form: 'turn',
    pt: '{R} had lost {streak} in a row. Not anymore. Somebody get that team a cake.',
    sb: '{R} had lost {streak} straight until this week. {O} will have to live with being the team that let it happen.',
  },
  {
    id: 'snap-parade',
    angle: 'skid_snapped',
    form: 'exaggeration',
    pt: "{R} snapped a {streak}-game losing streak, and honestly, we got a little emotional. Don't tell anyone.",
    sb: '{R} snapped a {streak}-game skid and celebrated like it was a championship. It was week {week}.',
  },
  {
    id: 'first-win-frame',
    angle: 'first_win',
    form: 'exaggeration',
    when: (a) => (a.n.games ?? 0) >= 4,
    pt: '{R} got the first win of the season! Somebody print that box score and put it on the fridge.',
    sb: '{R} won a game. The first one this season, in week {week}. The group chat has been notified, by {R}, personally.',
  },
  {
    id: 'first-win-neighbors',
    angle: 'first_win',
    form: 'understatement',
    pt: '{R} is on the board with a first win, and we hear the celebration was loud enough to bother the neighbors.',
    sb: '{R} got a first win this week, and the celebration has been described as excessive, mostly by {O}.',
  },
  {
    id: 'first-win-victim',
    angle: 'first_win',
    target: 'other',
    form: 'turn',
    when: (a) => a.n.above === 0,
    pt: '{O} ran into a team that really, really wanted its first win. {O} was very generous about it.',
    sb: 'Of all the teams in the league, {O} is the one that lost to {R}. Sit with that.',
  },
  {
    id: 'streak-latest',
    angle: 'win_streak',
    form: 'turn',
    tags: ['record'],
    pt: '{R} makes it {streak} wins in a row. The rest of the league has started taking notes.',
    sb: '{R} has won {streak} straight. {O} was just the latest to find out.',
  },
  {
    id: 'streak-insufferable',
    angle: 'win_streak',
    form: 'exaggeration',
    tags: ['record'],
    pt: "That's {streak} straight wins for {R}. The confidence is showing. The confidence is, frankly, everywhere.",
    sb: "That's {streak} wins in a row for {R}, which is roughly {streak} more than the group chat can handle.",
  },
  {
    id: 'unbeaten-problem',
    angle: 'still_unbeaten',
    form: 'turn',
    tags: ['record'],
    pt: '{R} stays perfect at {wins} and 0. Somebody in this league has to slow them down, and so far, nobody has volunteered.',
    sb: "{R} is {wins} and 0. Someone in this league has to do something about that, and it's clearly not {O}.",
  },

  // ---- the game ----
  {
    id: 'photo-rounding',
    angle: 'photo_finish',
    form: 'precision',
    pt: "{R} lost by {margin}. That's one more yard from anybody, on any play, all afternoon. One yard.",
    sb: "{R} lost by {margin}. That's not a margin, that's a rounding error with consequences.",
  },
  {
    id: 'photo-one-catch',
    angle: 'photo_finish',
    form: 'comparison',
    pt: '{margin} points. One more catch for one yard, and {R} is the one smiling in this video.',
    sb: "{margin} points. {R} has lost more than that in the couch cushions, and now it's a loss in the standings too.",
  },
  {
    id: 'photo-winner-phew',
    angle: 'photo_finish',
    target: 'other',
    form: 'turn',
    pt: "{O} won by {margin}, and we're told nobody on that side breathed until Tuesday.",
    sb: "{O} won by {margin} and is calling it a statement win. It was a statement. The statement was 'phew'.",
  },
  {
    id: 'toptwo-only-one',
    angle: 'top_two_met',
    form: 'turn',
    pt: '{R} scored {ls}, more than {beats} teams in the league, and somehow got the one team that scored more. Of course.',
    sb: 'Of all the teams {R} could have played, the schedule found the only one that scored more. {ls} points, and a loss.',
  },
  {
    id: 'toptwo-second',
    angle: 'top_two_met',
    form: 'understatement',
    pt: 'The two best scores of the week met head to head, and {R} had the second one. Wrong week to be great.',
    sb: "{R} put up the second-best score in the league, and the best one was sitting across the field. That's not bad luck, that's a personal message.",
  },
  {
    id: 'toptwo-winner',
    angle: 'top_two_met',
    target: 'other',
    form: 'turn',
    pt: '{O} posted the best score of the week and needed every single point of it. Every one.',
    sb: '{O} needed the best score in the league to win this one, and will describe it as routine.',
  },
  {
    id: 'flip-three',
    angle: 'lineup_flip',
    form: 'three',
    pt: '{R} sat {B}, who scored {Bpts}, and started {S}, who scored {Spts}. The game went the other way by {margin}. Hindsight, as always, is a great coach.',
    sb: '{R} started {S} over {B}. {S} scored {Spts}. {B} scored {Bpts}, on the bench. {R} lost by {margin}.',
  },
  {
    id: 'flip-one-click',
    angle: 'lineup_flip',
    form: 'understatement',
    pt: 'One lineup swap, {B} in for {S}, and {R} wins this one. Lineup decisions are hard. This one was hard in hindsight.',
    sb: 'The difference between {R} winning and losing was one tap on the lineup screen. {B} scored {Bpts}, watching.',
  },
  {
    id: 'flip-self-own',
    angle: 'lineup_flip',
    form: 'comparison',
    tags: ['effort'],
    pt: "{R} had {B} on the bench with {Bpts}, in a game lost by {margin}. We've all done it. Just maybe not this loudly.",
    sb: "{R} lost by {margin} with {B} on the bench for {Bpts}. That's not a loss. That's a self-own.",
  },
  {
    id: 'zero-exact',
    angle: 'zero_starter',
    form: 'precision',
    pt: "{P} gave {R} a zero this week. Not a low score. A perfect, round zero. Honestly, it's kind of beautiful.",
    sb: '{R} started {P} and got zero back. Not low. Zero. The exact score of a player who stayed home.',
  },
  {
    id: 'zero-empty-slot',
    angle: 'zero_starter',
    form: 'comparison',
    pt: '{P} scored zero for {R}, exactly what an empty slot scores. At least the empty slot would have apologized.',
    sb: "{R} got zero from {P}, which is also what an empty slot scores, and the empty slot doesn't need a roster spot.",
  },
  {
    id: 'zero-margin',
    angle: 'zero_starter',
    form: 'three',
    when: (a) => (a.n.margin ?? 99) < 8,
    pt: '{R} started {P}, got zero, and lost by {margin}. Any player at all and this is a different story.',
    sb: '{R} started {P}, got zero, and lost by {margin}. Literally anybody else in the NFL was an upgrade.',
  },
  {
    id: 'negative-menu',
    angle: 'negative_starter',
    form: 'precision',
    pt: "{P} finished at {Ppts} for {R}. That's below zero, which we didn't know was on the menu.",
    sb: "{P} scored {Ppts} for {R}. Minus. {R} would've done better starting nobody, and that's not a figure of speech.",
  },
  {
    id: 'negative-other-team',
    angle: 'negative_starter',
    form: 'exaggeration',
    pt: "{R} started {P}, and {P} somehow took points away: {Ppts}. We didn't know that was allowed either.",
    sb: '{R} started {P}, who took points off the board, {Ppts}, in a game lost by {margin}. He was playing for {O} in spirit.',
  },
  {
    id: 'beats-not-that-one',
    angle: 'loser_beats_many',
    form: 'turn',
    pt: '{R} scored {score}, enough to beat {beats} teams this week. Just not the one on the schedule.',
    sb: "{R} scored {score}. That beats {beats} teams in this league. It didn't beat {O}, which was the only one that counted.",
  },
  {
    id: 'beats-schedule',
    angle: 'loser_beats_many',
    form: 'comparison',
    pt: 'Against {beats} of the teams in this league, {R} wins this week. The schedule, as usual, had other plans.',
    sb: '{R} had a week that beats {beats} teams in this league and lost anyway. The schedule maker owes {R} an apology and a drink.',
  },
  {
    id: 'beats-winner-frame',
    angle: 'loser_beats_many',
    target: 'other',
    form: 'exaggeration',
    pt: "{O} ran into a team that would've beaten {beats} others, and won anyway. {O} would like that framed.",
    sb: "{O} beat a team that would've beaten {beats} others, and has already worked that stat into three separate group chats.",
  },
  {
    id: 'lowwin-tshirt',
    angle: 'low_win',
    form: 'turn',
    pt: '{R} won with {score}, only the {rank} best score of the week. Sometimes you just pick the right opponent.',
    sb: '{R} won with the {rank} best score of the week. A win with a bad score is still a win, and {R} would like that on a shirt.',
  },
  {
    id: 'lowwin-losses',
    angle: 'low_win',
    form: 'comparison',
    pt: "{score} points would've lost to {losses} teams this week. {R} found one it could beat. Great timing.",
    sb: "{score} points would've lost to {losses} different teams this week. {R} played none of them.",
  },
  {
    id: 'lowwin-victim',
    angle: 'low_win',
    target: 'other',
    form: 'turn',
    pt: '{O} lost to the {rank} best score of the week. It happens to everybody. It happened to {O} this week.',
    sb: '{O} lost to the {rank} best score of the week. Take a moment with that.',
  },
  {
    id: 'star-gift-basket',
    angle: 'star_carried',
    form: 'turn',
    pt: '{P} put up {Ppts} for {R} in a game they won by {margin}. Somebody send {P} a gift basket. A big one.',
    sb: '{P} scored {Ppts} for {R}, who won by {margin}. {R} would like to thank {P}, and also take full credit.',
  },
  {
    id: 'star-team-effort',
    angle: 'star_carried',
    form: 'understatement',
    when: solo,
    pt: "Without {P}'s {Ppts}, {R} loses this one. The rest of the lineup would like to be mentioned anyway.",
    sb: "Take away {P}'s {Ppts} and {R} loses. {R} knows, and is already calling it a team effort.",
  },
  {
    id: 'nostar-weather',
    angle: 'star_not_needed',
    form: 'exaggeration',
    tags: ['easy'],
    pt: "{P} scored {Ppts} for {R}, and they didn't even need it. That's what depth looks like, everybody.",
    sb: "{R} won by {margin}, which is more than {P}'s {Ppts}. Take out the best player and they still win. That's not a win, that's a weather event.",
  },
  {
    id: 'blowout-attend',
    angle: 'blowout',
    // "Attending" is for a loser who scored little, not one beaten by a big week.
    when: (a) => (a.n.ls ?? 0) < (a.n.avg ?? 0) * 0.9,
    form: 'understatement',
    pt: '{R} lost this one by {margin}. Some weeks you play the game. Some weeks the game plays you.',
    sb: "{margin} points. {R} didn't lose this game so much as attend it.",
  },
  {
    id: 'blowout-second-team',
    angle: 'blowout',
    form: 'comparison',
    // "Not a bad week" only for a loser at or above the week's average.
    when: (a) => a.n.ls >= a.n.avg,
    pt: '{R} lost by {margin}. Some weeks the other side just catches fire, and you happen to be standing next to it.',
    sb: "{R} lost by {margin}. Not a bad week, just the wrong opponent on the wrong Sunday, and the app doesn't grade on context.",
  },
  {
    id: 'blowout-wedding',
    angle: 'blowout',
    target: 'other',
    form: 'exaggeration',
    tags: ['easy'],
    pt: "{O} won by {margin}, and deserves every bit of the bragging that's coming. All of it.",
    sb: '{O} won by {margin} and made it look easy. {O} will bring this up at a wedding someday.',
  },
  {
    id: 'low-average',
    angle: 'low_score',
    form: 'comparison',
    tags: ['future'],
    pt: '{R} had the quietest week in the league, {score}. The average was {avg}, and {R} will get there. We believe.',
    sb: '{R} scored {score}, the lowest in the league, in a week when the average team scored {avg}. Average! The bar was average.',
  },
  {
    id: 'low-from-top',
    angle: 'low_score',
    form: 'turn',
    tags: ['record'],
    when: (a) => !!a.n.fromTop,
    pt: '{R} started the week {fromTop} in the league and scored {score}, the fewest of anybody. It happens to the best of us. This week it happened to one of the best of us.',
    sb: '{R} came into the week {fromTop} in the league and put up {score}, the lowest score of the week. The view from the top was nice while it lasted.',
  },
  {
    id: 'low-draft',
    angle: 'low_score',
    form: 'exaggeration',
    pt: '{score} points for {R}, the lowest of the week. Everybody gets a quiet Sunday. This was a very quiet Sunday.',
    sb: "{R} scored {score}. That's the kind of number you usually see from a team that skipped the draft.",
  },
  {
    id: 'high-greedy',
    angle: 'high_score',
    form: 'turn',
    when: (a) => (a.n.left ?? 0) >= 10,
    pt: '{R} led the league with {score}, and there were {left} more on the bench. Imagine what happens when they try.',
    sb: '{R} scored {score}, the most in the league, and still left {left} on the bench. Greedy, and somehow not greedy enough.',
  },
  {
    id: 'high-credit',
    angle: 'high_score',
    form: 'turn',
    when: (a) => pts(a, 'star') >= 25 && pts(a, 'star') > (a.n.margin ?? 0),
    pt: '{R} scored {score}, the best in the league, with {Ppts} from {P}. Both of them will tell you it was their idea.',
    sb: "{R} scored {score}, best in the league. {Ppts} of it was {P}, so let's split the credit fairly: {P} gets the credit.",
  },
  {
    id: 'high-unbearable',
    angle: 'high_score',
    form: 'exaggeration',
    tags: ['future'],
    pt: '{R} scored {score}, the best in the league. A standing ovation, from us, alone, at our desk.',
    sb: '{R} scored {score}, the best in the league, and will be unbearable about it until at least Thursday.',
  },
  {
    id: 'bench-better-week',
    angle: 'bench_left',
    form: 'comparison',
    pt: '{R} left {left} points on the bench, {Bpts} of them from {B}. Great players, great seats.',
    sb: '{R} left {left} points on the bench, {Bpts} of them from {B}. Bench points are worth exactly nothing, which {R} now knows.',
  },
  {
    id: 'bench-admired',
    angle: 'bench_left',
    form: 'understatement',
    tags: ['effort'],
    pt: '{B} scored {Bpts} for {R}, from the bench, where he could be admired from a safe distance.',
    sb: '{B} scored {Bpts} for {R}, from the bench, where {R} keeps the good players so they stay clean.',
  },

  // ---- the team's own name ----
  {
    id: 'namesake-earns',
    angle: 'namesake',
    form: 'name',
    when: (a) => pts(a, 'namesake') >= 20,
    pt: '{R} is named after {P}, and {P} delivered {Ppts}. Loyalty, rewarded.',
    sb: '{R} named the team after {P}, and {P} showed up with {Ppts}. Finally, a name that pays rent.',
  },
  {
    id: 'namesake-shirt',
    angle: 'namesake',
    form: 'turn',
    when: (a) => pts(a, 'namesake') >= 20,
    pt: '{P} scored {Ppts} for the team that wears his name. {R} gets to keep the name another week.',
    sb: '{P} scored {Ppts} for {R}. The team is named after him, and this week he is the only one who earned it.',
  },
  {
    id: 'namesake-review',
    angle: 'namesake',
    form: 'name',
    when: (a) => pts(a, 'namesake') <= 5,
    pt: "{R} is named after {P}, who scored {Ppts} this week. Maybe don't tell {P}.",
    sb: '{R} named the whole team after {P}. {P} scored {Ppts}. The name is under review.',
  },
  {
    id: 'namesake-rebrand',
    angle: 'namesake',
    form: 'turn',
    when: (a) => pts(a, 'namesake') <= 5,
    pt: "{P} scored {Ppts} for {R}, the team with his name on it. He'll make it up to them. Probably.",
    sb: '{P} scored {Ppts} for {R}, the team named after him. Rebrand season is open.',
  },
  {
    id: 'irony-clutch',
    angle: 'name_irony',
    form: 'name',
    when: (a) => a.w.key === 'clutch',
    pt: '{R} lost a close one, by {margin}. The clutch gene took the week off.',
    sb: 'A team called {R} lost a close one by {margin}. The name is doing a lot of work.',
  },
  {
    id: 'irony-math',
    angle: 'name_irony',
    form: 'name',
    when: (a) => a.w.key === 'math',
    pt: '{R} got zero from {P}. Even the best math has a bad day.',
    sb: '{R} started {P} and got zero back. The name says do the math, so here it is: zero points, and a loss.',
  },
  {
    id: 'irony-revenge',
    angle: 'name_irony',
    form: 'name',
    when: (a) => a.w.key === 'revenge',
    pt: "{R}'s comeback is postponed a week, after a loss by {margin}.",
    sb: 'The revenge will have to wait. {R} lost by {margin}, and the tour bus is in the shop.',
  },
  {
    id: 'irony-boast',
    angle: 'name_irony',
    form: 'name',
    when: (a) => a.w.key === 'boast',
    pt: "{R} didn't quite live up to the name this week, {score} points. The name is still great, though.",
    sb: 'For a team with a name like {R}, {score} points is a choice.',
  },
  {
    id: 'irony-fire',
    angle: 'name_irony',
    form: 'name',
    when: (a) => a.w.key === 'fire',
    pt: '{R} scored {score}, the lowest of the week. The fire in the name needs a little more kindling.',
    sb: '{R} scored {score}, the lowest in the league. The fire is out. It may have been a candle.',
  },
  {
    id: 'irony-luck',
    angle: 'name_irony',
    form: 'name',
    when: (a) => a.w.key === 'luck',
    pt: '{R} scored {score} and still lost. The luck in the name must be on a bye.',
    sb: '{R} scored {score} and lost anyway. The luck in the name has been returned to sender.',
  },
  {
    id: 'irony-bench',
    angle: 'name_irony',
    form: 'name',
    when: (a) => a.w.key === 'bench',
    pt: '{R} left {left} points on the bench, which, to be fair, is very on brand.',
    sb: '{R} left {left} points on the bench. At least the name is honest.',
  },
  {
    id: 'irony-waiver',
    angle: 'name_irony',
    form: 'name',
    when: (a) => a.w.key === 'waiver',
    pt: "{R} lost by {margin}. The waiver wire is right there in the name, and it's open all week.",
    sb: "{R} lost by {margin}. The answer is in the name, and it's the waiver wire.",
  },
  {
    id: 'irony-truth',
    angle: 'name_irony',
    form: 'name',
    when: (a) => a.w.key === 'truth',
    pt: 'A team called {R} scored {score} this week. To be fair, they did warn us.',
    sb: 'A team called {R} scored {score}. Finally, truth in advertising.',
  },
  {
    id: 'irony-humble',
    angle: 'name_irony',
    form: 'name',
    when: (a) => a.w.key === 'humble',
    pt: '{R} won with {score}, which is a lot for a team that named itself that.',
    sb: '{R} scored {score} and won. The name said otherwise. The name lied.',
  },

  // ---- moves ----
  {
    id: 'move-someone-dropped',
    angle: 'move_paid',
    form: 'turn',
    when: (a) => a.w.via !== 'trade',
    pt: '{R} grabbed {P} off the wire, and {P} scored {Ppts}. Free agency: still free, occasionally brilliant.',
    sb: '{R} picked up {P}, and he scored {Ppts}. Every team in the league could have had him, which every team in the league now knows.',
  },
  {
    id: 'move-trade-quiet',
    angle: 'move_paid',
    form: 'understatement',
    when: (a) => a.w.via === 'trade',
    pt: '{R} traded for {P}, who scored {Ppts} right away. The trade partner is fine. Totally fine.',
    sb: '{R} traded for {P}, who scored {Ppts} in his first week. The other side of that trade has gone very quiet.',
  },
  {
    id: 'move-receipt',
    angle: 'move_burned',
    form: 'turn',
    pt: '{P} scored {Ppts} against his old team, {R}. No hard feelings, he says. Some hard feelings, we suspect.',
    sb: "{R} traded {P} away, and this week {P} scored {Ppts} against {R}. That's not revenge. That's a receipt.",
  },

  // ---- a player let go earlier this season ----
  {
    id: 'former-drop',
    angle: 'former_player',
    form: 'turn',
    when: (a) => !a.n.trade && !a.n.against && !a.n.title,
    pt: "{R} let {P} go {when}. This week he scored {Ppts} for {O}. We're sure it made sense at the time.",
    sb: '{R} dropped {P} {when}. He just scored {Ppts} for {O}, and {R} has gone very quiet in the group chat.',
  },
  {
    id: 'former-drop-waiver',
    angle: 'former_player',
    form: 'comparison',
    when: (a) => !a.n.trade && !a.n.against && !a.n.title,
    pt: '{P} scored {Ppts} for {O} this week. {R} could have had that. {R} did have that, and let it go {when}.',
    sb: '{P} put up {Ppts} for {O}. {R} had him and let him go {when}, a choice they now get to live with.',
  },
  {
    id: 'former-drop-receipt',
    angle: 'former_player',
    form: 'precision',
    when: (a) => !a.n.trade && !a.n.against && !a.n.title,
    pt: "Fun fact: {P}, {Ppts} points for {O} this week, left {R}'s roster {when}. Just a fun fact. For everyone else.",
    sb: "{P} scored {Ppts} for {O}. He was {R}'s, and they let him go {when}. The waiver wire keeps receipts.",
  },
  {
    id: 'former-trade',
    angle: 'former_player',
    form: 'turn',
    when: (a) => !!a.n.trade && !a.n.against && !a.n.title,
    pt: '{R} traded {P} away {when}. This week he scored {Ppts} for {O}. Trades are judged over a season, and this one has been judged.',
    sb: '{R} traded {P} away {when}. This week he scored {Ppts}, for {O}. {R} would like to talk about literally anything else.',
  },
  {
    id: 'former-against',
    angle: 'former_player',
    form: 'precision',
    when: (a) => !!a.n.against,
    pt: '{R} let {P} go {when}. This week he scored {Ppts} against them. Awkward handshake.',
    sb: '{R} let {P} go {when}. This week he came back and scored {Ppts} against them. He remembers.',
  },
  {
    id: 'former-title-trade',
    angle: 'former_player',
    form: 'turn',
    when: (a) => !!a.n.title && !!a.n.trade,
    pt: '{R} traded {P} away {when}. This week he scored {Ppts} in the final and won {O} the title. Trades are judged over a season, and this one comes with a trophy.',
    sb: '{R} traded {P} away {when}. He just scored {Ppts} in the final, and {O} won the title. {R} has been asked to hand over the trophy personally.',
  },
  {
    id: 'former-title-drop',
    angle: 'former_player',
    form: 'turn',
    when: (a) => !!a.n.title && !a.n.trade,
    pt: "{R} let {P} go {when}. This week he scored {Ppts} in the final, for the champion. We're sure it made sense at the time.",
    sb: '{R} dropped {P} {when}. He just scored {Ppts} in the final and won {O} a championship. {R} would like a word with the waiver wire.',
  },
  {
    id: 'former-thanks',
    angle: 'former_player',
    target: 'other',
    form: 'understatement',
    pt: '{O} got {Ppts} from {P}, a player {R} let go {when}. {O} would like to say thank you.',
    sb: '{O} got {Ppts} from {P}. {R} gave him away {when}. Best trading partner in the league.',
  },
  // ---- the season's records ----
  {
    id: 'season-high-record',
    angle: 'season_high',
    form: 'precision',
    when: (a) => !a.n.lost,
    pt: '{R} scored {score}, the most by anybody in this league all season. The old record was {old}. Somebody frame the box score.',
    sb: '{R} put up {score}, the most anyone in this league has scored all season. The old record was {old}, and it had a good run.',
  },
  {
    id: 'season-high-star',
    angle: 'season_high',
    form: 'turn',
    when: (a) => !a.n.lost && pts(a, 'star') >= 25,
    pt: '{score} from {R}, a new season high, and {Ppts} of it from {P}. The record book has a new page, and {P} wrote most of it.',
    sb: '{R} set the season high with {score}. {P} scored {Ppts} of it and has already asked for his cut.',
  },
  {
    id: 'season-high-brag',
    angle: 'season_high',
    form: 'exaggeration',
    when: (a) => !a.n.lost,
    pt: '{R} now owns the best score of the whole season, {score}. Brag away. We will allow one lap of the group chat.',
    sb: '{score} for {R}, the best score in this league all season. Expect a screenshot, a caption and at least one crown.',
  },
  {
    id: 'season-high-lost',
    angle: 'season_high',
    form: 'turn',
    when: (a) => !!a.n.lost,
    pt: '{R} scored {score}, the most anybody has scored all season, and lost. We checked twice. Football is hard.',
    sb: "{R} put up {score}, the season high, and lost. The best week anyone has had all year, and it's in the loss column.",
  },
  {
    id: 'season-low-record',
    angle: 'season_low',
    form: 'precision',
    pt: '{R} scored {score}, the lowest score in this league all season. The old low was {old}. Records are records.',
    sb: '{R} scored {score}, a new season low. The old low was {old}, and that one was embarrassing too. Just less.',
  },
  {
    id: 'season-low-average',
    angle: 'season_low',
    form: 'comparison',
    pt: '{score} for {R}, with the league averaging {avg}. Nobody has gone lower all season, and we say that with love.',
    sb: '{R} scored {score} with the league averaging {avg}. Nobody has gone lower all season, and the competition for that was real.',
  },
  {
    id: 'season-low-floor',
    angle: 'season_low',
    form: 'exaggeration',
    pt: "{R} found the floor this week: {score}, the season's lowest. The good news is the floor held.",
    sb: "{R} scored {score}. That's not the week's low, that's the season's. {R} went looking for rock bottom and found a basement.",
  },
  {
    id: 'season-blowout-record',
    angle: 'season_blowout',
    form: 'precision',
    pt: "{O} beat {R} by {margin}, the biggest margin this league has seen all season. The old one was {old}. It's a record. It's just the other half of one.",
    sb: '{R} lost by {margin}, the biggest beating of the season. The old record was {old}. Losing is easy. Losing into the record book takes work.',
  },
  {
    id: 'season-blowout-ratio',
    angle: 'season_blowout',
    form: 'comparison',
    pt: '{O} scored {ratio} what {R} did, {ws} to {ls}. No game this season has been this lopsided, and {R} took it with grace.',
    sb: "{O} {ws}, {R} {ls}. That's the most lopsided game of the season, and it wasn't close to close.",
  },
  {
    id: 'season-blowout-winner',
    angle: 'season_blowout',
    target: 'other',
    form: 'understatement',
    pt: '{O} won by {margin}, the biggest win anybody has had all season, and they were lovely about it. Mostly.',
    sb: '{O} won by {margin}, the biggest margin of the season. {O} could have stopped at any point, and did not.',
  },
  {
    id: 'season-high-theirs',
    angle: 'season_high',
    form: 'turn',
    when: (a) => !a.n.lost && a.n.holderIsOpp === 1,
    pt: '{R} scored {score}, the best of the season, and the record it broke, {old}, belonged to {OR}. The team it just beat. Awkward.',
    sb: '{R} scored {score}, a new season high. The old record, {old}, was set by {OR}, who got a front-row seat for losing it.',
  },
  {
    id: 'season-high-own',
    angle: 'season_high',
    form: 'precision',
    when: (a) => a.n.holderIsSelf === 1,
    pt: '{R} scored {score} and broke the season high. The old one was theirs too, {old}. Competing with yourself is healthy, they say.',
    sb: '{R} scored {score} and broke the season record. The previous holder was also {R}, with {old}. Nobody else is in the conversation.',
  },
  {
    id: 'season-high-holder',
    angle: 'season_high',
    form: 'comparison',
    when: (a) => !a.n.lost && a.n.holderIsOpp === 0 && a.n.holderIsSelf === 0,
    pt: '{R} put up {score}, the best of the season. The old mark was {old}, by {OR}, who is now a footnote. A very nice footnote.',
    sb: '{R} put up {score}, the new season high. {OR} held the old one, {old}, and would like everyone to know it was a different era.',
  },
  // ---- alternates for the lines a league hears most, so two leagues rarely share one ----
  {
    id: 'lowwin-counts',
    angle: 'low_win',
    form: 'understatement',
    pt: '{R} won with the {rank} best score of the week. The app only asks who scored more than the other guy. {R} did.',
    sb: '{R} won with the {rank} best score of the week, and the only review that matters is the win column.',
  },
  {
    id: 'star-payroll',
    angle: 'star_carried',
    form: 'exaggeration',
    when: solo,
    pt: '{P} scored {Ppts} for {R}, who won by {margin}. {P} gets the game ball, and the rest of the lineup gets to hold it for a minute.',
    sb: '{P} put up {Ppts} and {R} won by {margin}. Somebody check whether {P} is the one setting the lineup.',
  },
  {
    id: 'zero-flat',
    angle: 'zero_starter',
    form: 'precision',
    pt: '{P} scored zero for {R}. A round number, at least. Very round.',
    sb: '{P} gave {R} a zero. Not close to zero. Zero, the number you get from an empty chair.',
  },
  // ---- the table ----
  {
    id: 'leader-lunch',
    angle: 'new_leader',
    form: 'exaggeration',
    tags: ['record'],
    pt: 'With that, {R} takes over first place at {rec}. Enjoy the view.',
    sb: '{R} is in first place at {rec}, and will be telling everyone by lunch.',
  },
  {
    id: 'crowded-group-project',
    angle: 'crowded_top',
    form: 'comparison',
    tags: ['record'],
    pt: '{count} teams share the top at {rec}: {list}. First place is more of a waiting room right now.',
    sb: '{count} teams are tied at {rec}: {list}. First place in this league is a group project.',
  },

  {
    id: 'dud-not-typo',
    angle: 'dud_starter',
    form: 'precision',
    pt: '{P} scored {Ppts} for {R}. Somewhere, a fantasy analyst is very sorry.',
    sb: '{P} gave {R} {Ppts}. We checked. Twice. {Ppts}.',
  },
  {
    id: 'dud-rounding',
    angle: 'dud_starter',
    form: 'comparison',
    pt: "{R} started {P} and got {Ppts}. That's barely a score. It's more of a rumor.",
    sb: "{R} started {P} and got {Ppts}, which isn't a fantasy score so much as a rounding error.",
  },
  {
    id: 'dud-showed-up',
    angle: 'dud_starter',
    form: 'understatement',
    pt: '{P} showed up for {R} with {Ppts}. Technically, showing up counts.',
    sb: '{P} technically played for {R} this week. {Ppts} points technically counts as playing.',
  },
  // ---- more ways to tell the common stories ----
  {
    id: 'star-invoice',
    angle: 'star_carried',
    form: 'turn',
    when: solo,
    pt: '{P} scored {Ppts} for {R} in a game decided by {margin}. {P} would like that noted in the minutes.',
    sb: '{P} scored {Ppts}, {R} won by {margin}, and somewhere {P} is wondering why the other eight starters get a share of the credit.',
  },
  {
    id: 'star-passenger',
    angle: 'star_carried',
    form: 'understatement',
    when: solo,
    pt: '{R} won by {margin}, with {P} doing the heavy lifting: {Ppts}. Everybody else carried the snacks.',
    sb: '{R} won by {margin}. {P} scored {Ppts}. The rest of the lineup has asked to be included in the highlights anyway.',
  },
  {
    id: 'high-no-trophy',
    angle: 'high_score',
    form: 'turn',
    pt: "{R} scored {score}, the best of the week. There's no trophy for that, but there should be.",
    sb: "{R} scored {score}, the most in the league, and has already asked if there's a trophy for that. There isn't.",
  },
  {
    id: 'high-average',
    angle: 'high_score',
    form: 'comparison',
    tags: ['future'],
    pt: "{R} scored {score} in a week when the average was {avg}. That's a statement, and it was loud.",
    sb: '{R} scored {score}. The league average was {avg}. {R} will be quoting that gap until Thursday.',
  },
  {
    id: 'blowout-same-app',
    angle: 'blowout',
    // "Not in the same game" is for a loser who scored little, not one beaten by a big week.
    when: (a) => (a.n.ls ?? 0) < (a.n.avg ?? 0) * 0.9,
    form: 'comparison',
    pt: "{R} lost by {margin}. Some weeks it's just not your week, and this was very much not your week.",
    sb: "{R} lost by {margin}. The two teams weren't in the same game so much as the same app.",
  },
  {
    id: 'blowout-private',
    angle: 'blowout',
    target: 'other',
    form: 'exaggeration',
    pt: '{O} won by {margin}, and nobody expects them to be humble about it. Nobody.',
    sb: '{O} won by {margin} and has been gracious about it in public, which is how you know the private messages are brutal.',
  },
  {
    id: 'lowwin-favor',
    angle: 'low_win',
    form: 'turn',
    pt: "{R} won with {score}. It wasn't pretty, and the standings don't care about pretty.",
    sb: '{R} won with {score}, the {rank} best score of the week. The schedule did {R} a favor, and {R} is calling it skill.',
  },
  {
    id: 'zero-coat-rack',
    angle: 'zero_starter',
    form: 'comparison',
    pt: "{P} scored zero for {R}. We checked in case a decimal point was hiding somewhere. It wasn't.",
    sb: '{P} scored zero for {R}. He was technically in the lineup, the way a coat rack is technically furniture.',
  },
  {
    id: 'beats-wrong-room',
    angle: 'loser_beats_many',
    form: 'comparison',
    pt: '{R} scored {score}, a winning score against {beats} teams. Right score, wrong opponent.',
    sb: '{R} scored {score}, enough to beat {beats} teams this week. {R} got one of the others.',
  },
  {
    id: 'flip-decision',
    angle: 'lineup_flip',
    form: 'turn',
    pt: "{B} scored {Bpts} on {R}'s bench, and the game was decided by {margin}. We're sure it seemed like a good idea on Sunday morning.",
    sb: "{R} benched {B}, who scored {Bpts}, and lost by {margin}. That wasn't a loss. That was a decision.",
  },
  {
    id: 'bench-driving-range',
    angle: 'bench_left',
    form: 'comparison',
    pt: "{B} put up {Bpts} on {R}'s bench. A great performance, seen by absolutely nobody.",
    sb: '{B} scored {Bpts} for {R} from the bench, which is like hitting a hole in one at the driving range.',
  },
  {
    id: 'bench-extra-starter',
    angle: 'bench_left',
    form: 'comparison',
    pt: "{R} had {left} points sitting on the bench this week. That's a lot of talent getting a great view.",
    sb: "{R} left {left} points on the bench. That's a whole extra starter, watching.",
  },
  {
    id: 'low-frame',
    angle: 'low_score',
    form: 'understatement',
    tags: ['future'],
    pt: "{score} for {R}, the lowest this week. The good news: there's only one direction left.",
    sb: '{R} scored {score}, the lowest of the week, a number nobody frames.',
  },
  {
    id: 'nostar-showing-off',
    angle: 'star_not_needed',
    form: 'exaggeration',
    pt: "{R} won by {margin}. Even without {P}'s {Ppts}, it wasn't close. That's a whole team showing up.",
    sb: "{R} won by {margin}, so {P}'s {Ppts} was just showing off.",
  },
  {
    id: 'move-scouting',
    angle: 'move_paid',
    form: 'turn',
    tags: ['future'],
    when: (a) => a.w.via !== 'trade',
    pt: '{P} came off the waiver wire and scored {Ppts} for {R}. Looks like someone did their homework.',
    sb: '{R} found {P} on the wire, and {P} scored {Ppts}. {R} will be calling that scouting for the rest of the year.',
  },
  {
    id: 'move-stopped-texting',
    angle: 'move_paid',
    form: 'turn',
    when: (a) => a.w.via === 'trade',
    pt: "{P} scored {Ppts} for {R} after the trade. Somebody got the better end of that one, and it's {R}.",
    sb: '{R} traded for {P}, who scored {Ppts}, and the other side of that deal has stopped answering texts.',
  },
  {
    id: 'first-win-waited',
    angle: 'first_win',
    form: 'understatement',
    when: (a) => (a.n.games ?? 0) >= 4,
    pt: '{R} finally has a win! The whole league is happy for them. Mostly.',
    sb: '{R} got the first win of the season and celebrated like someone who has waited a long time. Because {R} has.',
  },

  // ---- a team's own result, when it has no story of its own ----
  {
    id: 'won-drafted',
    angle: 'won',
    form: 'exaggeration',
    pt: '{R} took this one by {margin}. We assume a victory speech has already been written.',
    sb: '{R} won by {margin} and had the group chat message drafted before the late games.',
  },
  {
    id: 'won-fancy',
    angle: 'won',
    form: 'turn',
    pt: '{R} won by {margin}, and we love to see it. {R} loves to see it even more.',
    sb: '{R} beat {O} by {margin}. Nothing fancy. {R} will describe it as fancy.',
  },
  {
    id: 'won-doubt',
    angle: 'won',
    form: 'turn',
    when: (a) => (a.n.margin ?? 99) < 15,
    pt: '{R} won by {margin}, and made it interesting for everyone watching. Too interesting.',
    sb: '{R} won by {margin} and would like everyone to know it was never in doubt. It was in doubt.',
  },
  {
    id: 'won-star',
    angle: 'won',
    form: 'turn',
    when: (a) => pts(a, 'star') >= 15 && pts(a, 'star') > (a.n.margin ?? 0),
    pt: '{R} won, with {Ppts} from {P}. Great week to have {P}. Great week to be {P}.',
    sb: '{R} won with {Ppts} from {P}, and has been taking the credit personally.',
  },
  {
    id: 'lost-sunday',
    angle: 'lost',
    form: 'understatement',
    pt: '{R} lost by {margin}. Close enough to hurt, far enough to stop refreshing the app.',
    sb: "{R} lost by {margin}. Not a disaster. Just a Sunday that didn't need to happen.",
  },
  {
    id: 'lost-fine',
    angle: 'lost',
    form: 'turn',
    pt: "{R} scored {score} and came up short by {margin}. There's always the rematch, and we'll be watching.",
    sb: '{R} scored {score} and lost by {margin}. The lineup looked fine. The result did not.',
  },
  {
    id: 'lost-star',
    angle: 'lost',
    form: 'turn',
    when: (a) => pts(a, 'star') >= 15,
    pt: "{P} gave {R} {Ppts}, and it still wasn't enough. {P} did his part. {P} would like everyone to know that.",
    sb: '{P} scored {Ppts} for {R}, and they still lost. {P} would like to be traded to a team that helps.',
  },
  {
    id: 'lost-dud',
    angle: 'lost',
    form: 'turn',
    when: (a) => pts(a, 'dud') < 5,
    pt: '{R} lost by {margin}, and {P} put up {Ppts}. {P} was there in spirit. Mostly in spirit.',
    sb: '{R} lost by {margin}. {P} scored {Ppts}, so we know where to start the investigation.',
  },
  // Winners are roasted for their bragging, never for effort.
  {
    id: 'won-screenshot',
    angle: 'won',
    form: 'exaggeration',
    pt: '{R} won by {margin}, and that screenshot is going straight to the group chat.',
    sb: "{R} won by {margin}, and the screenshot of the final score is already somebody's lock screen.",
  },
  {
    id: 'won-humble',
    angle: 'won',
    form: 'understatement',
    pt: '{R} won by {margin}, and is being a gracious winner about it. So far.',
    sb: '{R} won by {margin} and is being very humble about it, in the sense that {R} has only mentioned it four times.',
  },
  {
    id: 'won-comfortable',
    angle: 'won',
    form: 'understatement',
    when: (a) => (a.n.margin ?? 0) >= 25,
    pt: '{R} won by {margin}. A comfortable afternoon, with snacks.',
    sb: '{R} won by {margin}. {O} asked for a rematch, and {R} asked for a better opponent.',
  },
  {
    id: 'won-round-up',
    angle: 'won',
    form: 'precision',
    when: (a) => (a.n.margin ?? 99) < 10,
    pt: '{R} hung on by {margin}. Every point counted, and {R} counted every point.',
    sb: "{R} won by {margin}, which {R} will round up to 'comfortably'.",
  },
  {
    id: 'won-system',
    angle: 'won',
    form: 'exaggeration',
    pt: "{R} won by {margin}, and the lineup choices looked smart this week. Enjoy it. Smart doesn't happen every week.",
    sb: "{R} won by {margin} and has started calling the lineup 'the system'.",
  },
  {
    id: 'won-gatherings',
    angle: 'won',
    form: 'exaggeration',
    pt: '{R} beat {O} by {margin}. Handshakes all around, and one of the handshakes is a little smug.',
    sb: '{R} beat {O} by {margin}, and {O} will hear about it at every family gathering until the new year.',
  },
  {
    id: 'lost-moral',
    angle: 'lost',
    form: 'turn',
    when: (a) => (a.n.margin ?? 99) < 10,
    pt: '{R} lost by {margin}. So close you could hear it.',
    sb: '{R} lost by {margin} and is calling it a moral victory. The scoreboard is not.',
  },
  {
    id: 'lost-review',
    angle: 'lost',
    form: 'turn',
    pt: "{R} lost by {margin}. Let's call it a learning experience, and let's not call it anything else.",
    sb: '{R} lost by {margin} and asked for a review of every play. The review is in. It was a loss.',
  },
  {
    id: 'lost-quiet',
    angle: 'lost',
    form: 'understatement',
    pt: '{R} came up {margin} short and took it with grace, which is more than this narrator would have managed.',
    sb: '{R} lost by {margin}, a number {R} will see every time the app opens this week.',
  },
  {
    id: 'lost-late-games',
    angle: 'lost',
    form: 'understatement',
    when: (a) => (a.n.margin ?? 0) >= 25,
    pt: "{R} lost by {margin}. The late games didn't help. The early games didn't either.",
    sb: '{R} lost by {margin}. The box score is public, which is the worst part.',
  },
  {
    id: 'lost-below-average',
    angle: 'lost',
    form: 'comparison',
    when: (a) => (a.n.score ?? 0) < (a.n.avg ?? 0),
    pt: "{R} scored {score}, a bit under the league's {avg}, and lost by {margin}. A rebuilding week, let's call it.",
    sb: '{R} scored {score} in a week when the average team scored {avg}. Average would have been a promotion.',
  },
  {
    id: 'lost-above-average',
    angle: 'lost',
    form: 'turn',
    when: (a) => (a.n.score ?? 0) > (a.n.avg ?? 999),
    pt: "{R} beat the league average with {score} and still lost. That's just bad timing.",
    sb: '{R} scored {score}, more than the league average of {avg}, and lost anyway. Above average, below {O}.',
  },
  {
    id: 'lost-connected',
    angle: 'lost',
    form: 'turn',
    when: (a) => pts(a, 'dud') < 5,
    pt: "{P} had a quiet {Ppts} for {R}, in a loss by {margin}. We're not pointing fingers. We're pointing one finger.",
    sb: "{P} gave {R} {Ppts}, and {R} lost by {margin}. We're not saying it's connected. It's connected.",
  },
  {
    id: 'lost-promised',
    angle: 'lost',
    form: 'callback',
    tags: ['future', 'again'],
    pt: '{R} lost by {margin}, and took it better than the group chat did.',
    sb: '{R} lost by {margin} and promises next week will be different. That was also the promise last week.',
  },
  {
    id: 'idle-couch',
    angle: 'idle',
    form: 'understatement',
    // The couch is for a losing team that also scored little this week.
    when: (a) => a.n.score < a.n.avg && (a.n.losses ?? 0) > (a.n.wins ?? 0),
    pt: '{R} finished {rec} and got the week off. Well earned, or at least well rested.',
    sb: '{R} finished {rec} and watched from the couch, where the lineup had been for weeks.',
  },
  {
    id: 'idle-over',
    angle: 'idle',
    form: 'turn',
    when: (a) => (a.n.losses ?? 0) > (a.n.wins ?? 0),
    pt: '{R} wrapped up at {rec}, with plenty of stories for the draft party.',
    sb: "{R} went {rec}. The nicest thing we can say is that it's over.",
  },
  {
    id: 'idle-score',
    angle: 'idle',
    form: 'turn',
    // A big score in a week that no longer counts: the timing is the joke.
    when: (a) => a.n.score >= a.n.avg,
    pt: "{R} put up {score} in a week that didn't count for them. Perfect timing, as always.",
    sb: '{R} scored {score} with nothing on the line, the most relaxed {R} has looked all season.',
  },
  {
    id: 'idle-draft',
    angle: 'idle',
    form: 'comparison',
    // Blaming the draft is for a losing season.
    when: (a) => (a.n.losses ?? 0) > (a.n.wins ?? 0),
    pt: '{R} closes the book at {rec}. The draft is a fresh start, and we mean that kindly.',
    sb: '{R} closes at {rec}, and has already started blaming the draft.',
  },
  {
    id: 'idle-quiet',
    angle: 'idle',
    form: 'understatement',
    // A quiet finish is a score under the week's average.
    when: (a) => a.n.score < a.n.avg,
    pt: "{R}, {rec}, and a quiet finish. We'll miss the material.",
    sb: '{R} finished {rec}, which the league will remember for about a week.',
  },
  {
    id: 'winner-dud-exception',
    angle: 'winner_dud',
    form: 'understatement',
    pt: '{R} won, and {P} gave them {Ppts}. A real team effort, with one small exception.',
    sb: '{R} won with {P} putting up {Ppts}. They carried him the whole way, which is its own kind of strength.',
  },
  {
    id: 'winner-dud-despite',
    angle: 'winner_dud',
    form: 'turn',
    pt: '{R} won by {margin}, and {P} helped with {Ppts}. Helped is a strong word. He was there.',
    sb: '{R} won by {margin} despite {Ppts} from {P}. Imagine the score if he had shown up.',
  },
  {
    id: 'winner-dud-thanks',
    angle: 'winner_dud',
    form: 'comparison',
    pt: "{P} scored {Ppts} for {R} and still gets to say he's on a winning team. Nice work if you can get it.",
    sb: '{P} scored {Ppts} for {R}, and gets a win for it. The most successful nap of the week.',
  },
  {
    id: 'idle-podium',
    angle: 'idle',
    form: 'turn',
    // One of the week's best scores, with no game to win.
    when: (a) => (a.n.rank ?? 99) <= 3 && a.n.score >= a.n.avg,
    pt: '{R} had the {rank} best score of the week, {score}, in a week that counted for nothing. The timing was off. The talent was not.',
    sb: '{R} scored {score}, the {rank} best score of the week, in a week that counted for exactly nothing. The timing, as ever, impeccable.',
  },
  {
    id: 'idle-bottom',
    angle: 'idle',
    form: 'understatement',
    when: (a) => a.n.lowest === 1,
    pt: '{R} scored {score}, the lowest of the week, with nothing on the line. A very relaxed approach, and we respect it.',
    sb: '{R} scored {score}, the lowest of the week, in a game that did not matter. {R} committed to the bit anyway.',
  },
  {
    id: 'tied-nobody',
    angle: 'tied',
    form: 'turn',
    pt: '{R} and {O} tied at {score}. Everybody gets a hug, and nobody gets the win.',
    sb: '{R} and {O} tied at {score}. Three hours of football, and nobody won. Perfect.',
  }, // ---- story-first openings: each says both teams and both scores, so it opens its game in
  // place of the plain report (the writer prefers one for a game's first beat) ----
  {
    id: 'lead-zero-man-down',
    angle: 'zero_starter',
    form: 'turn',
    tags: ['effort'],
    pt: '{R} played this one a player short. {P} suited up, scored zero, and {O} won it {ws} to {ls}.',
    sb: "{R} took on {O} a man down: {P} scored zero, and {O} won {ws} to {ls}. You can't beat anybody with an empty chair, and {R} tried.",
  },
  {
    id: 'lead-zero-whole-game',
    angle: 'zero_starter',
    form: 'precision',
    pt: "Here's {R}'s week in one stat line: {P}, zero. {O} took it, {ws} to {ls}.",
    sb: "The whole game in one stat line: {P}, zero. {O} beat {R} {ws} to {ls}, and the lineup card didn't even put up a fight.",
  },
  {
    id: 'lead-flip-times',
    angle: 'lineup_flip',
    form: 'precision',
    pt: '{R} lost to {O}, {ls} to {ws}. {B} scored {Bpts} on the bench, enough to cover that {times} over. {S} started instead, and scored {Spts}. Deep breaths, everybody.',
    sb: '{R} lost to {O}, {ls} to {ws}, with {B} on the bench scoring {Bpts}. That covers the margin {times} over. The man who started instead, {S}, scored {Spts}.',
  },
  {
    id: 'lead-flip-answer',
    angle: 'lineup_flip',
    form: 'turn',
    pt: '{R} lost to {O}, {ls} to {ws}, and the answer was on the bench the whole time: {B}, {Bpts}, sitting behind {S} and his {Spts}. Lineups are hard. This one was hard.',
    sb: '{R} lost {ls} to {ws}. {B} scored {Bpts} on the bench while {S} started and scored {Spts}. The points to beat {O} were sitting right there.',
  },
  {
    id: 'lead-blowout-ratio',
    angle: 'blowout',
    form: 'comparison',
    pt: '{O} scored {ratio} what {R} did, {ws} to {ls}. {R} was there, and that counts for something. Not points. Something.',
    sb: '{O} scored {ratio} what {R} did, {ws} to {ls}. {R} was technically in this game, the way a speed bump is technically in a race.',
  },
  {
    id: 'lead-blowout-scoreboard',
    angle: 'blowout',
    form: 'understatement',
    pt: '{O} {ws}, {R} {ls}. {R} played the whole game, which is more than the scoreboard suggests.',
    sb: '{O} {ws}, {R} {ls}. {R} has refreshed the app several times since, and the numbers have not changed.',
  },
  {
    id: 'lead-blowout-bored',
    angle: 'blowout',
    target: 'other',
    form: 'exaggeration',
    tags: ['easy'],
    pt: '{O} beat {R} {ws} to {ls}, and had stopped checking the score before the late games.',
    sb: '{O} beat {R} {ws} to {ls}, and spent the late games checking other scores out of boredom.',
  },
  {
    id: 'lead-star-press',
    angle: 'star_carried',
    form: 'exaggeration',
    pt: "{R} beat {O}, {ws} to {ls}, thanks mostly to {P}'s {Ppts}. The rest of the lineup also attended.",
    sb: "{R} beat {O}, {ws} to {ls}. {P} scored {Ppts}. The rest of {R}'s lineup has been asked not to speak to the press.",
  },
  {
    id: 'lead-star-lost-to-him',
    angle: 'star_carried',
    target: 'other',
    form: 'turn',
    pt: "{O} didn't really lose to {R}, {ls} to {ws}. {O} lost to {P}, who scored {Ppts}, and nobody beats that.",
    sb: "{O} didn't lose to {R}, {ls} to {ws}. {O} lost to {P}, who scored {Ppts}, while {R} stood nearby holding the phone.",
  },
  {
    id: 'lead-beats-cruel',
    angle: 'loser_beats_many',
    form: 'comparison',
    pt: '{R} put up {score}, a week that beats {beats} teams in this league, and ran into {O}, who had {oscore}. The schedule is the one opponent nobody beats.',
    sb: '{R} scored {score}, good enough to beat {beats} teams this week, and ran into {O} and {oscore}. {R} has filed a complaint with the schedule.',
  },
  {
    id: 'lead-photo-sneeze',
    angle: 'photo_finish',
    form: 'precision',
    pt: '{O} beat {R}, {ws} to {ls}. That is not a margin. That is a rounding opinion. Somebody check the stat corrections.',
    sb: '{O} {ws}, {R} {ls}. Not a point. {margin}. A kicker sneezes and this is a different video.',
  },
  {
    id: 'lead-won-first-round',
    angle: 'won',
    form: 'turn',
    pt: "{R} got the better of {O}, {ws} to {ls}. Somebody's buying the first round, and it isn't {R}.",
    sb: '{R} beat {O}, {ws} to {ls}, and the trash talk was written in advance. Annoyingly, it still applies.',
  },
  {
    id: 'lead-won-big-win',
    angle: 'won',
    form: 'exaggeration',
    pt: '{R} beat {O}, {ws} to {ls}. A win is a win, and {R} would like it noted that this was a big one.',
    sb: '{R} beat {O} {ws} to {ls}, and by the time {R} tells it at the bar it will have been a blowout.',
  },
  {
    id: 'lead-lost-read-aloud',
    angle: 'lost',
    form: 'turn',
    pt: '{R} lost to {O}, {ls} to {ws}. The good news: nobody reads the box score. The bad news: we just read it out loud.',
    sb: '{R} lost to {O}, {ls} to {ws}. We would call it a learning experience, but nobody has found evidence of learning.',
  },
  {
    id: 'lead-lost-believe',
    angle: 'lost',
    form: 'understatement',
    pt: "{R} fell to {O}, {ls} to {ws}. The app says it's a loss, but the app has never believed in {R} the way we do.",
    sb: "{O} {ws}, {R} {ls}. {R} has asked whether the result can be appealed. The result can't be appealed.",
  },
  // ---- more ways to tell the common stories ----
  {
    id: 'flip-times-over',
    angle: 'lineup_flip',
    form: 'precision',
    pt: "{B} scored {Bpts} on {R}'s bench, enough to erase that loss {times} over. {S} got the start, and scored {Spts}.",
    sb: '{R} started {S}, who scored {Spts}, over {B}, who scored {Bpts}. The loss was by {margin}. {B} could have covered it {times} over, from a chair.',
  },
  {
    id: 'zero-silver-lining',
    angle: 'zero_starter',
    form: 'turn',
    pt: "{P} put up a zero for {R}. In fairness, it's the only score in fantasy nobody can argue with.",
    sb: '{P} scored zero for {R}, which is also what a bye week scores, and a bye week costs nothing.',
  },
  {
    id: 'dud-warmups',
    angle: 'dud_starter',
    form: 'comparison',
    pt: "{R} got {Ppts} from {P}. Let's call it a rest day with a jersey on.",
    sb: '{R} got {Ppts} from {P}, the kind of score you get for tripping in warmups.',
  },
  {
    id: 'high-nothing-to-roast',
    angle: 'high_score',
    form: 'turn',
    pt: '{R} led everyone with {score}. We tried to find something to tease, and all we found was {score}.',
    sb: "{score} for {R}, the top of the league. We'd roast it, but there's nothing to roast, which is the most annoying thing {R} could have done.",
  },
  {
    id: 'low-golf',
    angle: 'low_score',
    form: 'comparison',
    pt: '{R} scored {score}, the lowest in the league. As a golf score, honestly, not bad.',
    sb: "{R} scored {score}, the week's lowest. There's a version of this where that's a good round of golf. This isn't golf.",
  },
  {
    id: 'low-wanted-to-be',
    angle: 'low_score',
    form: 'understatement',
    pt: '{score} for {R}, the quietest total in the league. The offense was there in spirit.',
    sb: "{R} scored {score}. It wasn't the worst week in fantasy history. It just really wanted to be.",
  },
  {
    id: 'bench-couch',
    angle: 'bench_left',
    form: 'comparison',
    pt: "{B} scored {Bpts} for {R} from the bench. It's the thought that counts. It's the only thing that counts there.",
    sb: '{B} scored {Bpts} for {R}, from the bench, which counts for exactly as much as scoring it from the couch.',
  },
  {
    id: 'streak-personality',
    angle: 'losing_streak',
    form: 'turn',
    pt: "That's {streak} losses in a row for {R}. Every streak ends. Not this week, but every streak ends.",
    sb: "{R} has now lost {streak} straight. It's not a slump anymore. It's a personality.",
  },
  {
    id: 'win-streak-schedule',
    angle: 'win_streak',
    form: 'exaggeration',
    pt: '{R} makes it {streak} in a row. Somebody check that lineup for a cheat code.',
    sb: "{R} has won {streak} straight. At this point the rest of the league isn't competition. It's the schedule.",
  },
  {
    id: 'first-win-cake',
    angle: 'first_win',
    form: 'three',
    pt: '{R} won for the first time this season. Balloons. Cake. A small parade.',
    sb: '{R} won a game, the first of the season, and has notified the group chat. Several times.',
  }, // ---- season variety: more shapes for the stories a league hears most ----
  // A winner is roasted by the bragging; a line about the score that is not the whole result.
  {
    id: 'sv-won-retelling',
    angle: 'won',
    form: 'exaggeration',
    pt: '{R} beat {O} by {margin}, and the number gets a little bigger every time they tell the story.',
    sb: '{R} won by {margin}. By the third retelling it was double that, and by the fifth {O} never showed up.',
  },
  {
    id: 'sv-won-above-average',
    angle: 'won',
    form: 'turn',
    // Just over the average: "it was above average" is the joke, and false for a big score.
    when: (a) => (a.n.score ?? 0) > (a.n.avg ?? 999) && (a.n.score ?? 0) < (a.n.avg ?? 0) * 1.15,
    pt: "{R} won with {score}, over the week's average of {avg}. Above average: the narrator's highest compliment, and the only one he knows.",
    sb: "{R} won with {score}, over the week's average of {avg}. They've started calling it elite. It was above average.",
  },
  {
    id: 'sv-won-ratio',
    angle: 'won',
    form: 'comparison',
    pt: "{R} scored {ratio} what {O} did. We did the math so they wouldn't have to, and they've asked for it in a bigger font.",
    sb: '{R} scored {ratio} what {O} did, and will have rounded it up by lunch.',
  },
  {
    id: 'sv-won-napkin',
    angle: 'won',
    form: 'comparison',
    when: (a) => (a.n.margin ?? 99) < 5,
    pt: "{R} won by {margin}. A thin cushion, but they're sitting on it anyway.",
    sb: "{R} won by {margin}. That's not a cushion, that's a napkin.",
  },
  {
    id: 'sv-won-three-chats',
    angle: 'won',
    form: 'three',
    pt: '{R} beat {O}, and the celebration came in three parts: a fist pump, a screenshot and a small speech nobody asked for.',
    sb: '{R} beat {O} and has told the group chat, the family chat and, by accident, the wrong chat.',
  },
  {
    id: 'sv-won-lead-comfortable',
    angle: 'won',
    form: 'turn',
    when: (a) => (a.n.margin ?? 99) < 10,
    pt: '{R} got past {O}, {ws} to {ls}. They would like it called comfortable. The margin, {margin}, would like a word.',
    sb: '{R} beat {O}, {ws} to {ls}, and is calling it comfortable. The margin was {margin}. The margin disagrees.',
  },
  {
    id: 'sv-won-strategy',
    angle: 'won',
    form: 'turn',
    when: (a) => pts(a, 'star') >= 20 && pts(a, 'star') > (a.n.margin ?? 0),
    pt: '{R} won with {Ppts} from {P}. Asked how they did it, they pointed at him.',
    sb: '{R} won with {Ppts} from {P}, and is taking questions about the strategy. The strategy was {P}.',
  },
  // A loser: the game, the score that fell short, the player who didn't show.
  {
    id: 'sv-lost-complaints',
    angle: 'lost',
    form: 'turn',
    tags: ['effort'],
    pt: '{R} lost by {margin}. They would like to file a complaint, and the complaints desk is, unfortunately, also them.',
    sb: "{R} lost by {margin}. They'd like to speak to the manager, right up until they remember who the manager is.",
  },
  {
    id: 'sv-lost-ballpark',
    angle: 'lost',
    form: 'comparison',
    pt: '{R} needed {oscore} this week and got {score}. So close, in the sense that both of them are numbers.',
    sb: '{R} needed {oscore} and brought {score}. Right ballpark, wrong seats.',
  },
  {
    id: 'sv-lost-three',
    angle: 'lost',
    form: 'three',
    pt: '{R} lost by {margin}. They had the players, the plan and a great attitude. They were short on points.',
    sb: '{R} lost by {margin}. Right players, right slots, wrong numbers.',
  },
  {
    id: 'sv-lost-autocorrect',
    angle: 'lost',
    form: 'comparison',
    tags: ['effort'],
    when: (a) => (a.n.score ?? 0) < (a.n.avg ?? 0),
    pt: '{R} put up {score} and lost by {margin}. The lineup was set, and that is as far as the evidence goes.',
    sb: "{R} lost by {margin} with {score} points. We've seen more effort from autocorrect.",
  },
  {
    id: 'sv-lost-dud-magnifier',
    angle: 'lost',
    form: 'exaggeration',
    when: (a) => a.p.dud !== undefined,
    pt: '{R} lost, and {P} gave them {Ppts}. Somewhere, his fantasy card is quietly apologizing.',
    sb: '{R} lost, and {P} scored {Ppts}. Points that small should come with a magnifying glass.',
  },
  {
    id: 'sv-lost-star-second',
    angle: 'lost',
    form: 'turn',
    when: (a) => pts(a, 'star') >= 20,
    pt: "{P} scored {Ppts} for {R}, and they lost anyway. He'll be fine. He's {Ppts} points of fine.",
    sb: '{P} put up {Ppts} for {R}, in a loss. He did his part, all the way to second place in a two-team game.',
  },
  {
    id: 'sv-lost-lead-narrator',
    angle: 'lost',
    form: 'understatement',
    pt: '{R} lost to {O}, {ls} to {ws}. The narrator read the score three times, hoping. It stayed the same.',
    sb: '{R} lost to {O}, {ls} to {ws}, which sounds worse every time you say it out loud. Go on. Say it.',
  },
  // A blowout: the loser, and the winner's bragging.
  {
    id: 'sv-blowout-before-after',
    angle: 'blowout',
    form: 'comparison',
    pt: '{O} scored {ratio} what {R} did. We looked hard for a bright side, and the bright side is that the week ended.',
    sb: "{O} scored {ratio} what {R} did. That's not a matchup, that's a before and after photo.",
  },
  {
    id: 'sv-blowout-zip-code',
    angle: 'blowout',
    form: 'exaggeration',
    pt: "{R} lost by {margin}. The narrator's notes on this game just say 'oof', underlined.",
    sb: '{R} lost by {margin}. Some losses are close. Some are decent. This one had its own zip code.',
  },
  {
    id: 'sv-blowout-arithmetic',
    angle: 'blowout',
    form: 'turn',
    when: (a) => (a.n.ls ?? 0) < (a.n.avg ?? 0) * 0.9,
    pt: "{R} scored {ls}, well under the week's average of {avg}. Quiet weeks happen. This one had the volume all the way down.",
    sb: "{R} put up {ls} in a week when the average was {avg}. They didn't lose to {O} so much as to arithmetic.",
  },
  {
    id: 'sv-blowout-reenact',
    angle: 'blowout',
    target: 'other',
    form: 'exaggeration',
    tags: ['easy'],
    pt: "{O} won by {margin} and made it look easy. Let them have it. They've earned the strut.",
    sb: "{O} won by {margin} and made it look easy, and they'll be reenacting it for anyone who stands still long enough.",
  },
  {
    id: 'sv-blowout-megaphone',
    angle: 'blowout',
    target: 'other',
    form: 'three',
    pt: '{O} won by {margin}. Big wins deserve big celebrations, and they have planned several.',
    sb: '{O} won by {margin}. Gracious in victory, they say. Gracious, loud, and holding a megaphone.',
  },
  // One star who carried the win: the winner's bragging, the loser's bad luck.
  {
    id: 'sv-star-mentioned',
    angle: 'star_carried',
    form: 'precision',
    pt: '{P} scored {Ppts}. {R} won by {margin}. Do that math once and you know who should give the victory speech.',
    sb: "{P} scored {Ppts}, and {R} won by {margin}. Without him it's a loss, and they've asked us not to mention it. Mentioned.",
  },
  {
    id: 'sv-star-fans',
    angle: 'star_carried',
    target: 'other',
    form: 'turn',
    pt: '{O} lost by {margin}, and {P} had {Ppts} for the other side. Some weeks one player is the whole weather report.',
    sb: '{O} lost by {margin} to a lineup with {P} in it, and he scored {Ppts}. They are now {P} fans, against their will.',
  },
  {
    id: 'sv-star-on-his-behalf',
    angle: 'star_carried',
    form: 'exaggeration',
    pt: '{P} dropped {Ppts} for {R}, who is accepting congratulations on his behalf.',
    sb: '{P} scored {Ppts} for {R}, who will tell this story as if they were on the field.',
  },
  // The week's best score: only the subject's own numbers (it may have lost).
  {
    id: 'sv-high-second',
    angle: 'high_score',
    form: 'turn',
    pt: '{R} put up {score}, the best of the week, and left the rest of the league arguing over second.',
    sb: "{R} scored {score}, the top of the week. Everyone else was playing for second, and they'd like that on a banner.",
  },
  {
    id: 'sv-high-depth',
    angle: 'high_score',
    form: 'turn',
    when: (a) => pts(a, 'star') >= 25,
    pt: '{R} led the league with {score}, {Ppts} of it from {P}. One player, one team, one very loud group chat.',
    sb: '{R} scored {score}, best in the league, {Ppts} of it from {P}. They will call it depth. {P} will call it {Ppts}.',
  },
  {
    id: 'sv-high-curve',
    angle: 'high_score',
    form: 'comparison',
    when: (a) => (a.n.score ?? 0) > (a.n.avg ?? 999),
    pt: '{R} scored {score} when the average was {avg}. The narrator is average on a good day, so this one stings a little.',
    sb: "{R} scored {score} against a league average of {avg}. That's not beating the curve, that's being the curve.",
  },
  // The week's lowest score: the subject's own numbers (it may still have won).
  {
    id: 'sv-low-binoculars',
    angle: 'low_score',
    form: 'comparison',
    pt: '{R} scored {score}, the fewest in the league, with the average at {avg}. The average was right there, waving.',
    sb: '{R} scored {score}. The league average was {avg}. They could see the average from there, with binoculars.',
  },
  {
    id: 'sv-low-highlight-reel',
    angle: 'low_score',
    form: 'three',
    pt: '{score} for {R}: the lowest score of the week, the quietest afternoon, and the shortest highlight reel. This is the highlight reel.',
    sb: '{R} scored {score}, the lowest this week. Every team gets a bad week. They picked this one, and picked it hard.',
  },
  {
    id: 'sv-low-news',
    angle: 'low_score',
    form: 'understatement',
    pt: "{R} finished on {score}, the week's lowest. Somebody had to have the week's lowest, and they volunteered.",
    sb: '{R} scored {score}, fewest in the league. Not a disaster. Disasters make the news.',
  },
  // Points left on a bench (the team may have won: decisions only where tagged).
  {
    id: 'sv-bench-no-vote',
    angle: 'bench_left',
    form: 'turn',
    pt: '{R} left {left} points on the bench this week. A whole extra afternoon of football, sitting politely in a folding chair.',
    sb: '{R} left {left} points on the bench. The bench had a great week. The bench does not get a vote.',
  },
  {
    id: 'sv-bench-wrong-room',
    angle: 'bench_left',
    form: 'comparison',
    pt: "{B} scored {Bpts} for {R}, from the bench. He wasn't in the lineup, but he was very much in the spirit.",
    sb: "{B} scored {Bpts} on {R}'s bench. Great game, wrong room.",
  },
  {
    id: 'sv-bench-button',
    angle: 'bench_left',
    form: 'understatement',
    tags: ['effort'],
    pt: "{R} had {B} on the bench for {Bpts}. The lineup screen has a button for that, and it's right there.",
    sb: '{R} sat {B} and his {Bpts}. The lineup was set with great confidence and very little looking.',
  },
  // A win with a low score: the winner's luck and bragging, the loser's bad timing.
  {
    id: 'sv-lowwin-photo',
    angle: 'low_win',
    form: 'understatement',
    pt: "{R} won with the {rank} best score of the week. Not the prettiest win, but the win column doesn't come with photos.",
    sb: '{R} won with the {rank} best score of the week, and has described the result as earned. The schedule has a different description.',
  },
  {
    id: 'sv-lowwin-plan',
    angle: 'low_win',
    form: 'turn',
    pt: '{R} won with {score}, a score that loses to {losses} teams this week. They found the right opponent, and that counts.',
    sb: '{R} won with {score}, a score that loses to {losses} teams this week. They found a matchup it wins, and called it a plan.',
  },
  {
    id: 'sv-lowwin-the-one',
    angle: 'low_win',
    target: 'other',
    form: 'turn',
    pt: '{O} lost to the {rank} best score of the week. Rough timing, and the narrator, who has lost to worse, sends a hug.',
    sb: '{O} lost to {score}, the {rank} best score this week. {losses} teams would have beaten that score. {O} was not one of them.',
  },
  // A loser whose score beats most of the league.
  {
    id: 'sv-beats-address',
    angle: 'loser_beats_many',
    form: 'comparison',
    pt: "{R} scored {score} and lost. In a league-wide round robin, that's a winning day. This isn't a round robin.",
    sb: '{R} outscored {beats} teams this week and lost to {O}. A great week, delivered to the wrong address.',
  },
  {
    id: 'sv-beats-three',
    angle: 'loser_beats_many',
    form: 'three',
    pt: '{R} scored {score}: enough to beat {beats} teams, enough to feel good, and not enough for {O}.',
    sb: "{R} put up {score}. That beats {beats} teams in the league. They got one it doesn't.",
  },
  {
    id: 'sv-beats-toughest',
    angle: 'loser_beats_many',
    target: 'other',
    form: 'exaggeration',
    pt: "{O} got past a score that would've beaten {beats} teams this week. A quality win, and they'll be citing it.",
    sb: "{O} beat a team that would've beaten {beats} others, and has started calling themselves the toughest out in the league. Based on one week.",
  },
  // A starter who scored next to nothing, and one who scored nothing.
  {
    id: 'sv-dud-quarters',
    angle: 'dud_starter',
    form: 'precision',
    pt: "{R} got {Ppts} from {P}. We'd call it a slow day, but slow implies movement.",
    sb: '{P} scored {Ppts} for {R}. It takes real commitment to be that quiet in a starting lineup.',
  },
  {
    id: 'sv-dud-interest',
    angle: 'dud_starter',
    form: 'comparison',
    pt: "{P} gave {R} {Ppts}. That's not a stat line so much as a polite wave.",
    sb: "{R} got {Ppts} from {P}. That's the interest on a savings account, not a fantasy score.",
  },
  {
    id: 'sv-zero-nobody-started-him',
    angle: 'zero_starter',
    form: 'three',
    pt: '{P} scored zero for {R} this week. The narrator has had zero weeks too, but at least nobody started him.',
    sb: '{R} got zero from {P}. Not a typo, not a glitch, not a rounding thing. Zero.',
  },
  {
    id: 'sv-zero-contribute-less',
    angle: 'zero_starter',
    form: 'understatement',
    pt: '{R} lost by {margin} and got zero from {P}. Any points at all would have started a conversation.',
    sb: "{R} lost by {margin}, and {P} contributed zero. In fairness, it's hard to contribute less. It's been done, but it's hard.",
  },
  // Streaks.
  {
    id: 'sv-wstreak-rock-paper',
    angle: 'win_streak',
    form: 'comparison',
    pt: "{R} has now won {streak} in a row. The narrator hasn't won {streak} of anything in a row, including rock paper scissors.",
    sb: "{R} has won {streak} straight, and {O} is the newest name on the list. The list is getting long, and they're reading it out loud.",
  },
  {
    id: 'sv-wstreak-rehearsed',
    angle: 'win_streak',
    form: 'three',
    pt: '{streak} straight wins for {R}. Momentum, confidence, and a ringtone that is just a victory horn.',
    sb: '{R} has won {streak} in a row, and the trash talk has gone from confident to rehearsed to scheduled.',
  },
  {
    id: 'sv-lstreak-snacks',
    angle: 'losing_streak',
    form: 'turn',
    pt: '{R} has lost {streak} straight. The narrator has been there, and can confirm the snacks still taste fine.',
    sb: '{R} has lost {streak} in a row. At this point {O} was less an opponent than the next one in line.',
  },
  {
    id: 'sv-lstreak-loyal',
    angle: 'losing_streak',
    form: 'three',
    pt: "That's {streak} losses in a row for {R}: different opponents, different lineups, same ending.",
    sb: '{R} has lost {streak} straight. Different opponents, different lineups, one very loyal result.',
  },
  {
    id: 'sv-first-win-nearly-never',
    angle: 'first_win',
    form: 'turn',
    pt: '{R} finally got a win, and the narrator cried a little. Happy tears. Mostly happy.',
    sb: "{R} has a win. It's week {week}. Better late than never, and it was very nearly never.",
  },
  // A player let go earlier this season.
  {
    id: 'sv-former-doing-great',
    angle: 'former_player',
    form: 'understatement',
    when: (a) => !a.n.title && !a.n.against,
    pt: "{R} let {P} go {when}. This week he put up {Ppts}. Nobody's keeping score, except the scoreboard.",
    sb: "{R} parted ways with {P} {when}, and this week he scored {Ppts}. He's doing great, thanks for asking.",
  },
  {
    id: 'sv-former-thank-you-card',
    angle: 'former_player',
    form: 'turn',
    when: (a) => !a.n.trade && !a.n.against && !a.n.title,
    pt: '{R} let {P} go {when}, and this week he scored {Ppts} for {O}. The waiver wire gives, and it gives to somebody else.',
    sb: '{R} dropped {P} {when}. This week he scored {Ppts} for {O}, who would like to send a thank-you card.',
  },
];

/** The cold open: the week's best story told as a tease, paid off later in its segment. */
export const HOOKS: Partial<Record<AngleKind | 'any', { pt: string; sb: string }>> = {
  title_game: {
    pt: 'The {season} season is over, and {R} are the champions.',
    sb: 'The {season} season is over. {R} won it, and {O} got close enough to read the engraving.',
  },
  two_unbeaten_fell: {
    pt: 'Week {week} started with {count} unbeaten teams. It ended with {none}.',
    sb: '{count} teams walked into week {week} unbeaten. {none} of them walked out.',
  },
  photo_finish: {
    pt: 'One game this week came down to {margin} points. Yes, {margin}.',
    sb: 'One game this week was decided by {margin} points, and somebody is still staring at the app.',
  },
  perfect_ended: { pt: '{R} started the week without a loss. Started.', sb: '{R} started the week without a loss. Key word: started.' },
  lineup_flip: {
    pt: 'One lineup decision flipped a game this week. Only one person can be blamed, and we are going to be gentle.',
    sb: 'One lineup decision flipped a game this week, and whoever made it is watching this video right now.',
  },
  move_burned: {
    pt: 'A player got traded this season, and this week he came back to visit his old team.',
    sb: 'A traded player met his old team this week. It went about as well as you would think, for the old team.',
  },
  top_two_met: {
    pt: 'The two best scores of the week played each other. Only one of them is smiling.',
    sb: 'The two best teams this week played each other, which is great news for one of them.',
  },
  name_irony: { pt: '{R} picked a team name. This week, the name picked back.', sb: '{R} picked a team name. This week, the name picked back.' },
  namesake: { pt: '{R} is named after {P}. This week, {P} noticed.', sb: '{R} is named after {P}. This week, {P} responded.' },
  eliminated: { pt: 'The bracket got smaller this week.', sb: "Some teams came into the playoffs with hope. We'll get to them." },
  zero_starter: {
    pt: 'Somebody started a player this week who scored zero, and it mattered.',
    sb: 'Somebody in this league started a zero this week, and it cost them the game.',
  },
  negative_starter: {
    pt: 'One player this week scored negative points, in a starting lineup.',
    sb: 'One player this week scored negative points. In a starting lineup. On purpose.',
  },
  losing_streak: { pt: '{R} is looking for a win. Still looking.', sb: "{R} has lost {streak} straight, and this week wasn't the week either." },
  skid_snapped: {
    pt: 'A losing streak ended this week, and somebody deserves a hug.',
    sb: 'The longest losing streak in the league ended this week, and somebody let it happen.',
  },
  first_win: { pt: 'Somebody got their first win of the season this week.', sb: "A team won its first game this week. Week {week}. We'll tell you who." },
  loser_beats_many: { pt: '{R} scored more than {beats} teams this week, and lost.', sb: '{R} scored more than {beats} teams this week, and lost anyway.' },
  blowout: { pt: "Somebody lost by {margin} this week. We'll be kind about it. Mostly.", sb: "Somebody lost by {margin} this week. We'll get there." },
  high_score: { pt: "{score} points. That's what {R} did this week.", sb: "{score} points. That's what {R} did this week, and we have questions." },
  star_carried: {
    pt: '{P} scored {Ppts} this week, and one team owes him everything.',
    sb: '{P} scored {Ppts} this week, and his fantasy team would like you to believe it helped.',
  },
  toilet_bowl: { pt: 'The season is over, and somebody finished last.', sb: "The season is over, and somebody finished last. We'll not make it quick." },
  former_player: {
    pt: 'Somebody in this league let a player go this season. This week he scored {Ppts}.',
    sb: 'One of you let a player go this season, and this week he scored {Ppts} for somebody else. We have the receipts.',
  },
  season_high: {
    pt: 'This week, somebody scored more points than anybody has all season.',
    sb: 'Somebody broke the season scoring record this week, and the group chat has not been quiet since.',
  },
  season_low: { pt: 'A season record fell this week. Not the good one.', sb: 'A season record fell this week. The wrong one.' },
  season_blowout: {
    pt: "The biggest blowout of the season happened this week. We'll be gentle. Mostly.",
    sb: "This week had the biggest beating of the season, and we're going to talk about it.",
  },
  any: { pt: "Week {week}. Let's see what everyone did.", sb: 'Week {week}, and some of you have explaining to do.' },
};

/** The name's own words against the week, as the outro's phrase (by NAME_WORDS key). */
export const IRONY_HEADLINES: Record<string, string> = {
  clutch: 'a clutch team losing a close one',
  math: 'a zero for the team that does the math',
  revenge: 'a revenge tour on hold',
  boast: '{R} not living up to the name',
  fire: 'the fire going out for {R}',
  luck: 'the luck running out for {R}',
  bench: 'a bench named after itself',
  waiver: 'a loss for the waiver wire team',
  humble: 'a team called {R} winning big',
  truth: 'a team called {R} living up to its name',
};

/** The outro's last word: each top story as a short phrase, three in a row, the best last. */
export const HEADLINES: Partial<Record<AngleKind, string>> = {
  title_game: '{R}, {season} champions',
  two_unbeaten_fell: '{count} perfect seasons gone',
  photo_finish: 'a game decided by {margin}',
  perfect_ended: 'the end of a perfect season',
  lineup_flip: '{B} on the bench for {Bpts}',
  move_burned: '{P} against his old team',
  top_two_met: 'the two best scores in one game',
  name_irony: 'a team name that aged badly',
  namesake: '{P} and the team named after him',
  eliminated: 'a season ended by {margin}',
  zero_starter: 'a zero from {P}',
  negative_starter: '{Ppts} from {P}',
  losing_streak: '{streak} straight losses',
  skid_snapped: 'a losing streak finally over',
  first_win: 'a first win of the season',
  loser_beats_many: 'a loss that beat {beats} teams',
  low_win: 'a win with the {rank} best score',
  dud_starter: '{Ppts} from {P}',
  star_carried: '{Ppts} from {P}',
  blowout: 'a {margin}-point blowout',
  low_score: '{score} points from {R}',
  high_score: '{score} points from {R}',
  season_high: 'a season-high {score} from {R}',
  former_player: '{P} and the team that let him go',
  season_low: 'a season-low {score} from {R}',
  season_blowout: 'the biggest blowout of the season',
  bench_left: '{left} points on a bench',
  move_paid: '{P} and his {Ppts}',
  win_streak: '{streak} wins in a row',
  still_unbeaten: 'a team still unbeaten',
  toilet_bowl: 'a last place, made official',
  crowded_top: 'a first place shared {count} ways',
  new_leader: 'a new first place',
};

/**
 * A line as its own words in order over finished text, with room for what each placeholder said.
 * Found by indexOf, not a regular expression: a line that starts with placeholders ("{O} {ws}, {R}
 * {ls}.") as a lazy pattern backtracks without end over a whole script.
 */
type LinePattern = { parts: string[]; span: number };
const linePattern = (line: string): LinePattern => {
  const parts = line
    .toLowerCase()
    .split(/\{\w+\}/)
    .filter((p) => p.trim());
  return { parts, span: line.length + 40 * (line.match(/\{\w+\}/g)?.length ?? 0) };
};
function says(text: string, { parts, span }: LinePattern): boolean {
  if (!parts.length) return false;
  for (let start = text.indexOf(parts[0]); start !== -1; start = text.indexOf(parts[0], start + 1)) {
    let at = start + parts[0].length;
    for (const part of parts.slice(1)) {
      const i = text.indexOf(part, at + 1);
      at = i === -1 || i - start > span ? -1 : i + part.length;
      if (at === -1) break;
    }
    if (at !== -1) return true;
  }
  return false;
}
const PATTERNS = new Map(SHAPES.map((s) => [s.id, { pt: linePattern(s.pt), sb: linePattern(s.sb) }]));

/** The ids of the shapes a finished script's text says (for the repeat measures). */
export function shapesIn(text: string, level: 'participation_trophy' | 'sunburn'): string[] {
  const key = level === 'sunburn' ? 'sb' : 'pt';
  const lower = text.toLowerCase();
  return SHAPES.filter((s) => says(lower, PATTERNS.get(s.id)![key])).map((s) => s.id);
}
