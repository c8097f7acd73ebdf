// The template writer's format lines: the intro and the champion's cheer, several each so that
// consecutive weeks do not repeat (the jokes are shapes.ts). Placeholders: {league}, {week},
// {season}, {round}.
import type { OfferedLevel } from '../../../../src/vocabulary';
import type { GameLabel } from '../../facts/schema';

export type Lines = Record<OfferedLevel, readonly string[]>;

// A regular-season greeting knows only the league, the week and the season, so each one is true
// of any week (week 1 included: nothing "again"): the jokes are about the show and the habit of
// setting lineups, never a score or a team. One device a line, so a season does not hear a formula.
export const INTRO: Lines = {
  participation_trophy: [
    // A toast
    'A toast to week {week} in {league}: to the lineups that worked, and to the ones that really meant well.',
    // A snack break
    "Week {week} in {league}. Grab a snack: everybody's in this one.",
    // A weather report
    '{league}, week {week}, the forecast: sunny on the scoreboard, with scattered showers of bench points.',
    // The host who mocks himself
    '{league}, week {week}. The lineups are set, and some were set on purpose.',
    // A red carpet
    "Live from the red carpet, it's {league}, week {week}. Everybody looks great. Most of the lineups do not.",
    // A cooking show
    "Week {week} in {league}. Before kickoff, the projections loved every one of you. Let's see who loved them back.",
    // Taking turns (short: a brief week opens with one of the shortest)
    '{league}, week {week}. The excuses are warming up.',
    // A snack (short)
    'Week {week} in {league}. Grab a snack. Some of these lineups take a minute to explain.',
    // A welcome (short)
    '{league}, week {week}. Come on in, everybody.',
    // Hugs (short)
    '{league}, week {week}. Hugs first, then highlights.',
    // The good news (short)
    'Week {week} in {league}. Everybody scored points, and some of you even scored enough.',
    // Deep breaths (short)
    '{league}, week {week}. Deep breaths, one lineup here was set by jersey color.',
    // Proud (short)
    "{league}, week {week}. We're proud of all of you, in different amounts.",
    // Nice (short)
    "Week {week} in {league}. Everybody made choices this week. We'll be kind about most of them.",
    // Set with love (short)
    '{league}, week {week}. Every lineup was set with love. Some with nothing else.',
    // Snacks (short)
    "Week {week} in {league}. Snacks are out. Let's have a look.",
    // In order (short)
    '{league}, week {week}. Gently, and in order.',
  ],
  sunburn: [
    // An intervention
    "{league}, week {week}. This is an intervention, and it's about your lineups.",
    // Called up one by one
    'Week {week}, {league}. We call you up one at a time. Have an explanation ready.',
    // A store's return policy
    '{league}, week {week}. No exchanges, no take-backs once lineups lock.',
    // An airline safety briefing
    '{league}, week {week}. In the event of a bad lineup, excuses will drop from the ceiling.',
    // An apology that isn't one
    '{league}, week {week}. The commissioner asked us to go easy. The commissioner has been overruled.',
    // A pop quiz
    // A film rating
    '{league}, week {week}. Viewer discretion is advised. So is a waiver strategy.',
    // A guided tour
    '{league}, week {week}. On the left, the lineups. On the right, the reasoning. Mind the gap.',
    // A call-in show
    '{league}, week {week}. The lines are open, but not for explaining your lineup.',
    // A demand (short: a brief week opens with one of the shortest)
    '{league}, week {week}. Explain yourselves.',
    // A witness (short: a brief week opens with one of the shortest)
    'Week {week}, {league}. Some of you made choices this week. We have the receipts.',
    // The scoreboard and the excuses
    '{league}, week {week}. The scores are final. The excuses are still coming in.',
    // The tape (short)
    'Week {week}, {league}. Some of you trusted the projections.',
    // Somebody has to (short)
    '{league}, week {week}. Somebody has to say it.',
    // Receipts (short)
    '{league}, week {week}. The receipts are in.',
    // On purpose (short)
    '{league}, week {week}. Some of you did this on purpose.',
    // The bench (short)
    '{league}, week {week}. Nobody look at the bench.',
    // Who did this (short)
    'Week {week}, {league}. Who set these lineups?',
    // Seen (short)
    '{league}, week {week}. We saw everything.',
    // Nobody leaves (short)
    '{league}, week {week}. Nobody leave.',
    // Allegedly (short)
    'Week {week}, {league}. Lineups were set. Allegedly.',
    // Box scores (short)
    '{league}, week {week}. We read every box score. Every one.',
  ],
};

// The greeting of a show that goes by managers (team-voice.ts byManagers): it says why once, so
// "Brocky beat davidino" is heard as the show's way and not a slip. Said where the league has not
// just heard it.
export const INTRO_BY_MANAGERS: Record<OfferedLevel, readonly string[]> = {
  participation_trophy: [
    'Most of your team names cannot be said on air, {league}, so for week {week} everybody goes by their own name. It is nicer this way.',
    'We tried reading your team names out loud, {league}, and had to stop. So for week {week}, you are all just you.',
  ],
  sunburn: [
    'We read your team names, {league}, and called a lawyer. So for week {week}, you all go by your own names, and you did this to yourselves.',
    'Your team names are why we cannot have nice things, {league}, so for week {week} we use your real ones. There is nowhere to hide.',
  ],
};

// A regular-season greeting with the week in it, said where it is true and the league has not just
// heard it (a greeting's numbers change, its shape does not): {hi} and {lo} the week's top and
// bottom scores, {close} the games closer than the league's close margin (two or more), {flips}
// the losers with a winning lineup on their own bench (two or more). Spelled counts.
export const INTRO_WEEK: Record<OfferedLevel, readonly { line: string; needs?: 'close' | 'flips' }[]> = {
  participation_trophy: [
    { line: 'Week {week} in {league}: scores from {lo} all the way up to {hi}, and a kind word for each. Some took longer to find.' },
    { line: '{league}, week {week}. Top score {hi}, bottom {lo}, and only one of those teams will watch this twice.' },
    { line: '{league}, week {week}. {close} games were close enough to check twice, and our refresh button has asked for a day off.', needs: 'close' },
    { line: '{league}, week {week}. {flips} teams lost with the winning lineup on their own bench. Their benches are available for comment.', needs: 'flips' },
    { line: "Week {week}, {league}. From {hi} at the top to {lo} at the bottom, there's a story for every one of you." },
    { line: '{league}, week {week}: a {hi} at the top, a {lo} at the bottom, and a middle that would like more screen time.' },
  ],
  sunburn: [
    { line: '{league}, week {week}: a high of {hi}, a low of {lo}, and excuses for everything in between.' },
    { line: "{league}, week {week}. Somebody scored {hi}. Somebody scored {lo}. We'll start at the top and take our time at the bottom." },
    { line: "{league}, week {week}. {close} games came down to a lineup call or two, and somebody's still refreshing the app.", needs: 'close' },
    { line: "{league}, week {week}. {flips} of you lost with a winning lineup on your own bench. We counted, and we're naming names.", needs: 'flips' },
    { line: 'Week {week} in {league}: {hi} at the top, {lo} at the bottom, and a lot of explaining to do in the middle.' },
    { line: "{league}, week {week}. The top score was {hi}, the bottom was {lo}, and we'll be spending most of our time on the gap." },
  ],
};

// The playoffs and the season's end: {round} is the round's name, lowercase ("semifinals",
// "quarterfinals", "championship", "round 1"), so it is said where any of those reads right:
// never after "the", never as a sentence's first word, never with a verb that must agree with it.
// INTRO_PLAYOFFS is the bracket-less greeting: no round is named or guessed, and it may be the last week.
export const INTRO_PLAYOFFS: readonly string[] = [
  'Playoff football in {league}, week {week}. Every point matters now, except the bench ones.',
  "Week {week} in {league}, and it's the playoffs. The regular season's record is now a fun fact.",
  'The playoffs in {league}, week {week}. A bad week used to cost a game. Now it costs a season.',
  'Playoffs in {league}, week {week}. Anybody can win a week. Now it has to be this one.',
  'Week {week} of {season}, and {league} is playing for keeps. Every start and sit counts now.',
];

export const INTRO_PLAYOFF_ROUND: readonly string[] = [
  '{league}, week {week} of {season}. Playoff football, {round} edition, and a bad week ends a season.',
  'Week {week} in {league}, and the bracket says {round}. The bracket has never cared about your regular season.',
  '{league}, week {week}: {round}. Fewer teams, bigger stakes, and nowhere to hide.',
  'This is {league}, week {week}, and the bracket reads {round}. From here on, nobody gets to make up for a bad week.',
  '{league}, week {week} of {season}, {round}. The regular season was the audition. This is the part people remember.',
  'Week {week} in {league}: {round}. The points are the same size as always. They just weigh more.',
];

// The season is over: nothing ahead of the league but the offseason.
export const INTRO_CHAMPIONSHIP: Lines = {
  participation_trophy: [
    "That's a wrap on {season} in {league}. One team gets the trophy. The rest of us get to hold it for a picture, if we ask nicely.",
    'Championship week in {league}, and the {season} season ends right here. Somebody gets a trophy. Everybody gets a recap.',
    'Week {week} in {league}: the {season} finale, and somebody here just became very hard to talk to.',
  ],
  sunburn: [
    '{league}, this is it: the last week of the {season} season. One team gets a trophy. Everybody else gets this video.',
    'The final whistle on {season} in {league}: one team with a trophy, and everybody else with a very detailed explanation.',
    'Here it is, {league}: the {season} finale. One trophy, one team, and a lot of very quiet group chats.',
    'The {season} season in {league} is over. One of you won it. The rest of you have been typing and deleting for an hour.',
  ],
};

/**
 * The champion, cheered right after they are named (no placeholder: the name was just said).
 * Roasted by the bragging to come, never by their season's effort; nothing ahead but the offseason.
 */
export const CHAMPION_CHEER: Lines = {
  participation_trophy: [
    'That trophy is theirs for a whole year, and they will mention it about once a day.',
    'A whole season of lineup calls, and every single one is now officially genius. Retroactively.',
    "Congratulations, champs. The banner's ordered. Spelling pending.",
    'Congratulations, champs. The parade route is their living room, and attendance is encouraged.',
    'Hats off. The trophy goes on the shelf, the screenshot goes on the phone, and the rest of us clap politely.',
  ],
  sunburn: [
    "Congratulations. We'll be hearing about it all offseason, in detail.",
    'The group chat is about to get unbearable, and honestly, they earned it.',
    'Congratulations. The victory speech has three drafts already, and the offseason has room for all of them.',
    'Congratulations, and condolences to everyone who will hear how they did it, in order, with screenshots.',
    'Well played. Expect the trophy in every picture they post, all offseason long.',
  ],
};

/**
 * The season in one breath, after the champion: who scored the most all season ({M}, {pf}) and
 * who had the best record ({B}, {rec}), when that was not the champion ({C}).
 */
export const SEASON_MOST_POINTS: Lines = {
  participation_trophy: [
    '{M} scored the most points of the regular season, {pf}, and still had to watch someone else win it. Points are nice. Trophies are nicer.',
    'A shout to {M}, with the most points of the regular season, {pf}. The trophy went elsewhere, but the spreadsheet knows.',
    '{M} had the most points of the regular season, {pf}. No trophy, but a lovely number to bring up at parties.',
  ],
  sunburn: [
    '{M} scored the most points of the regular season, {pf}, and has a whole offseason to explain how that is not a trophy.',
    '{M} had the most points of the regular season, {pf}, and the trophy went somewhere else. Points for is a stat. Rings are a personality.',
    '{M} put up the most points of the regular season, {pf}, and will open every offseason argument with that number. It will not work.',
  ],
};
export const SEASON_CHAMPION_POINTS: Lines = {
  participation_trophy: [
    '{C} also scored the most points of the regular season, {pf}. No asterisk on this one.',
    '{C} also had the most points of the regular season, {pf}. The best team won, which is rarer than it sounds.',
    '{C} also put up the most points of the regular season, {pf}. The trophy and the points. Greedy, but in a lovely way.',
  ],
  sunburn: [
    '{C} also scored the most points of the regular season, {pf}. Calling it luck is off the table, which leaves the rest of the league with nothing.',
    '{C} also had the most points of the regular season, {pf}. The best team won. Fantasy football almost never allows that.',
    "{C} also put up the most points of the regular season, {pf}. The trophy and the points title. Luck doesn't usually bring receipts.",
  ],
};
export const SEASON_BEST_RECORD: Lines = {
  participation_trophy: [
    '{B} had the best record in the regular season, {rec}. The bracket, sadly, never read it.',
    '{B} went {rec} in the regular season, the best in the league. The playoffs had other plans, but that record still looks great on paper.',
    '{B} went {rec} in the regular season, best in the league. Consistency deserves a plaque. The budget ran to a mention.',
  ],
  sunburn: [
    '{B} went {rec} in the regular season, the best record in the league, and the playoffs treated that like a rumor.',
    '{B} had the best record of the regular season, {rec}, which goes in the same trophy case as a participation ribbon.',
    '{B} went {rec} in the regular season, best in the league, and learned that the bracket does not accept records as payment.',
  ],
};

// The champion's road to the final ({rank}: "third" after the regular season, {path}: the teams
// it beat in the bracket before the final). Said only from the bracket and the table: nothing
// about who picked whom before the season.
export const CHAMPION_PATH: Lines = {
  participation_trophy: [
    '{C} finished the regular season {rank} at {rec}, then beat {path} to reach the final. A steady climb, and the view from the top suits them.',
    '{C} went {rec}, finished {rank}, then got past {path} on the way to the final. In the mix all year, and right on time in the playoffs.',
    '{C} was {rank} after the regular season at {rec}. Then came {path}, and then came the final. A champion who took the stairs.',
  ],
  sunburn: [
    '{C} went {rec}, {rank} in the regular season, then beat {path} to reach the final. Nobody handed them anything, and they will be mentioning that.',
    '{C} finished {rank} at {rec}, beat {path}, and reached the final. Not the top seed, which they will call being an underdog for the entire offseason.',
    '{C} went {rec}, {rank} in the regular season, then beat {path} on the way to the final. Expect to hear the word underdog a lot this offseason, from them, about them.',
  ],
};
export const CHAMPION_PATH_TOP: Lines = {
  participation_trophy: [
    '{C} finished first in the regular season at {rec}, then beat {path} and won the final. Somebody had to, and they insisted.',
    '{C} finished first at {rec}, got past {path}, and won the final. Top of the table, top of the bracket, and no surprises, in the nicest way.',
    '{C} led the regular season at {rec}, beat {path}, then took the final too. The favorite won, which in fantasy counts as a plot twist.',
  ],
  sunburn: [
    '{C} finished first at {rec}, beat {path}, then won the final. The favorite won. Somewhere, a bracket expert is very bored.',
    '{C} finished first at {rec}, beat {path}, then won the final. Best record, best finish, and a victory speech that starts with the regular season.',
    '{C} went {rec}, first in the regular season, then beat {path} and won the final. They will call it the plan all along, and the annoying part is nobody can argue.',
  ],
};
export const CHAMPION_PATH_LOW: Lines = {
  participation_trophy: [
    '{C} finished the regular season {rank}, at {rec}. Then they beat {path} and won the whole thing. Peaking late is still peaking.',
    '{C} was {rank} after the regular season at {rec}, then beat {path} and won it all. Turns out the seeding was just a suggestion.',
    '{C} finished {rank} at {rec}, then went through {path} and took the title. In through the side entrance, out the front with the trophy.',
  ],
  sunburn: [
    '{C} finished {rank} in the regular season, {rec}. Then they beat {path} and won it all. The regular season, it turns out, was a warm-up.',
    '{C} finished {rank}, {rec}, then beat {path} and won the title. The regular season standings would like a word, and they are being ignored.',
    '{C} went {rec}, {rank} in the regular season, then beat {path} and won it all. They will be calling the regular season a strategy.',
  ],
};
// {path} may hold more teams than the top two (a big bracket): the top two are "among them".
export const CHAMPION_PATH_GIANTS: Lines = {
  participation_trophy: [
    "{C} finished the regular season {rank} at {rec}, then beat {path}, the regular season's top two among them. Two boss fights before the final boss.",
    "{C} was {rank} at {rec} after the regular season, and the road to the final went through {path}, the top two of the regular season included. They didn't dodge the favorites. They collected them.",
    "{C} finished {rank}, {rec}, then knocked off {path} on the way, the regular season's top two among them. The hard way, and the most fun way to watch.",
  ],
  sunburn: [
    '{C} was {rank} in the regular season at {rec}, then went through {path}, the top two of the regular season among them. No easy road, and no shortage of bragging.',
    "{C} finished {rank} at {rec}, then beat {path}, the regular season's top two among them. The bracket drew them the hard road, and they will describe every step of it.",
    '{C} went {rec}, {rank} in the regular season, then took out {path}, both of the top two included. The top two would like a rematch, and the offseason says no.',
  ],
};

/** The bracket segment's opening when every game was told and only the teams without one are left. */
export const IDLE_LEAD_SEASON = [
  'And the rest of the league, already on vacation.',
  'Meanwhile, the teams already done for the year.',
  'Now, the teams whose season ended early.',
  'And the teams who spent the final week as spectators.',
  'Finally, the teams with the best seats in the house, nowhere near the field.',
];
export const IDLE_LEAD = [
  'Meanwhile, the teams not playing this week.',
  'And the teams without a game this week.',
  'Now, the teams who had the week off, whether they earned the rest or not.',
  'And the teams watching from the sidelines this week.',
];
/**
 * The champion beat one of the regular season's top two on the road and the other in the final
 * ({F}). {path} is the road in order, joined by "then", the giant said as who it was ("X, then Y,
 * the regular season's number two"); {Fis} says who the finalist was ("the number one"). {rank} is
 * always said as the regular season's: after a third-place game, "finished third" is heard as that game.
 */
export const CHAMPION_PATH_FINAL_GIANTS: Lines = {
  participation_trophy: [
    '{C} finished the regular season {rank} at {rec}, then beat {path}, then {F}, {Fis}, in the final. Our napkin bracket had them out early. We ate the napkin.',
    '{C} was {rank} in the regular season at {rec}. Then they beat {path}, then {F}, {Fis}, in the final. A title earned the long way around.',
    '{C} went {rec}, {rank} in the regular season, then beat {path}, then {F}, {Fis}, in the final. A storybook run. Even the storybook calls it a bit much.',
  ],
  sunburn: [
    '{C} went {rec}, {rank} in the regular season, then beat {path}, then {F}, {Fis}, in the final. The seeding was a suggestion.',
    '{C} finished the regular season {rank} at {rec}, then beat {path}, then {F}, {Fis}, in the final. They beat the best, and they will say it in exactly those words.',
    '{C} was {rank} in the regular season at {rec}, then beat {path}, then {F}, {Fis}, in the final. Two giants down, and a whole offseason to retell it.',
  ],
};

// The table, said after the games: each line says the fact (who, the record) and one short joke
// on it. Participation Trophy celebrates the leader and cheers last place on; Sunburn roasts the
// leader's bragging (never the effort) and last place for being last. Before week 4 (or while any
// record is unconfirmed) the table is only shown: the early lines joke that it means little yet,
// never about a record. Placeholders: {week}; {top} / {toprec} / {topn} (the leader or leaders,
// their record, how many, spelled); {bottom} / {lastrec} / {bottomn} (the same for last place);
// {topall} / {bottomall} ("both" for two teams, else "all") and {topothers} / {bottomothers}
// ("the other" for two, else "the others"). {top} and {bottom} stand only where a name reads as a name (a subject, after "belongs to"):
// a name may be a phrase. A leader line and a last line are said together, so each stays short.
export const EARLY_TABLE: Lines = {
  participation_trophy: [
    "The table's on screen. It's week {week}, it means nothing, and somebody screenshotted it anyway.",
    "Here's the table after week {week}. It's early, so write it down in pencil.",
    'The week {week} standings are up. Treat them like the first pancake.',
    'Standings after week {week}: a first draft. Everybody gets edits.',
    "Week {week} standings. It's early, so screenshot it, but don't frame it.",
    'The table after week {week} is up. Nobody is out of it. We checked the math twice, with a calculator.',
  ],
  sunburn: [
    'The week {week} table means nothing yet. The team on top will post it anyway.',
    'Standings after week {week}. Bragging about this table is bragging about a sample size.',
    'The table after week {week}: too early to judge. Give us a few weeks.',
    "Week {week} standings, on screen. We're saving our material for later.",
    "Here's the table after week {week}. It's early, and we're already taking notes.",
    "Standings after week {week}. Nobody is out of it yet, which is the nicest thing we'll say about some of you.",
  ],
};
// Weeks 2 and 3, where only a few teams have won every game or none: they are named, and the joke
// is on how early it is, never on a record. {top} and {bottom} are lists of one to three teams;
// {topare} and {bottomare} agree with them ("is", "are").
export const EARLY_ENDS: Lines = {
  participation_trophy: [
    "{top} {topare} unbeaten and {bottom} {bottomare} still looking for a first win. It's week {week}: everybody's in it.",
    'After week {week}, {top} {topare} perfect and {bottom} {bottomare} due. Perfect has {week} games of evidence behind it. Due has a hunch.',
    "{top} {topare} unbeaten, {bottom} {bottomare} winless, and it's week {week}, so both come with an asterisk.",
  ],
  sunburn: [
    "{top} {topare} unbeaten, {bottom} {bottomare} winless, and it's only week {week}. A {week}-game sample, and both sides are already calling it destiny.",
    '{top} {topare} still perfect, and the group chat has been told. {bottom} {bottomare} still winless, and the group chat has gone quiet.',
    'After week {week}, {top} {topare} unbeaten and {bottom} {bottomare} winless. A sample size of {week}, quoted by one side only.',
  ],
};
// From week 4, while a record is one Sleeper has not confirmed: the table is shown, no record is said, and nothing says "early".
export const TABLE_UNCONFIRMED = ['The standings are on screen.', "The table's up on screen.", 'Here are the standings.'];
export const TABLE_LEADER: Lines = {
  participation_trophy: [
    '{top} leads at {toprec}. Everybody clap. Second place, clap slower.',
    'First place belongs to {top}, at {toprec}. The view is great, and we hear the snacks are better.',
    '{top} is alone in first at {toprec}: table for one, by the window.',
    '{top} is first at {toprec}, and the view from up there is excellent.',
    '{top} holds first at {toprec}. Wave, everybody. They can see you from up there.',
    '{top} leads at {toprec}, and half the league says they called it. Nobody did.',
    '{top} holds first at {toprec}, and the crown is a little big, but they are growing into it.',
  ],
  sunburn: [
    '{top} leads at {toprec}, and tells everyone once or twice a day.',
    'First place belongs to {top}, at {toprec}. Screenshot incoming.',
    '{top} sits alone in first at {toprec}, and has been humble about it for almost a minute.',
    '{top} holds first at {toprec}, and wears a target on their back the size of the standings page.',
    '{top} is first at {toprec}. The victory lap continues.',
    '{top} sits alone in first at {toprec}. Everybody else is looking up, and not enjoying the view.',
    '{top} sits alone in first at {toprec}, and the rest of the league now roots for whoever plays them.',
    '{top} is first at {toprec}, and now calls the roster a culture.',
    "{top} leads at {toprec}. Nobody likes it, and the standings don't care.",
  ],
};
/**
 * The table against the week (week 4 on): the leader alone in first won with a score that the
 * last-place team beat in a loss. Readers 75 heard both halves told in their own games and never
 * put together. {top} / {toprec} / {tscore}, {bottom} (the last-place teams that outscored it),
 * {lastat} ("last at 2 and 7", "tied for last at 2 and 7"), {outscored} ("scored 89 and lost",
 * "both scored more than that and lost").
 */
export const TABLE_UPSIDE_DOWN: Lines = {
  participation_trophy: [
    '{top} leads at {toprec}, and won this week with {tscore}. {bottom}, {lastat}, {outscored}. If the standings ever feel unfair, this is the week to point at.',
    '{top} leads at {toprec} after winning with {tscore}. {bottom}, {lastat}, {outscored}. The table and the scoreboard are not on speaking terms.',
    'First place, {top}, {toprec}, won this week with {tscore}. {bottom}, {lastat}, {outscored}. Nobody promised the standings would be fair, and this week they kept that promise.',
  ],
  sunburn: [
    '{top} leads at {toprec}, and won this week with {tscore}. {bottom}, {lastat}, {outscored}. Show those two sentences to anyone who says this game is skill.',
    '{top} leads at {toprec} after winning with {tscore}. {bottom}, {lastat}, {outscored}. One team got the points, the other got the win, and the table only counts one of them.',
    'First place, {top}, {toprec}, won this week with {tscore}. {bottom}, {lastat}, {outscored}. The standings have a column for wins, and none for justice.',
  ],
};
/** Where the team that let the title game's MVP go spent title week ({Fnow}; "the final" was heard as the title game, reading 84); a team with no game was "watching". */
export const SPENT_THE_FINAL: Partial<Record<GameLabel, string>> = {
  last_place: 'playing to stay out of last place',
  consolation: 'in the consolation bracket',
  third_place: 'playing for third',
  fifth_place: 'playing for fifth',
};
export const TABLE_SHARED_LEAD: Lines = {
  participation_trophy: [
    '{topn} teams share first at {toprec}. Room for {topall}.',
    '{topn} teams tie for first at {toprec}. One podium, plenty of elbows.',
    "First place: {topn} teams at {toprec}. Lovely couch, but somebody's on the armrest.",
    'At the top, {topn} teams at {toprec}. First place is a timeshare now.',
    '{topn} teams lead at {toprec}, and nobody wants to be the one who moves.',
    '{topn} teams share first at {toprec}, and the trophy engraver is charging by the letter.',
    "Up top, {topn} teams at {toprec}, passing first place around like somebody's new baby.",
    "{topn} teams tie for first at {toprec}. It's a very polite intersection up there, everybody waving everybody through.",
    'First place is sold out: {topn} teams at {toprec}, standing room only.',
  ],
  sunburn: [
    '{topn} teams share first at {toprec}, {topall} telling people it is theirs alone.',
    '{topn} teams tie for first at {toprec}, {topall} bragging.',
    'At the top, {topn} teams at {toprec}, {topall} calling it skill.',
    '{topn} teams lead at {toprec}, each cropping out {topothers}.',
    'First place: {topn} teams at {toprec}, {topall} insufferable.',
    '{topn} teams share first at {toprec}, and {topall} think the tie is a clerical error.',
    '{topn} teams lead at {toprec}, and {topall} think {topothers} got lucky.',
    '{topn} teams share first at {toprec}, the only thing any of them has ever shared.',
    '{topn} teams lead at {toprec}, {topall} practicing humble, {topall} bad at it.',
  ],
};
export const TABLE_LAST: Lines = {
  participation_trophy: [
    '{bottom} is alone in last at {lastrec}, the one spot nobody is trying to steal.',
    'Last place belongs to {bottom}, at {lastrec}. We believe. Mostly in the waiver wire, but we believe.',
    '{bottom} holds last at {lastrec}. Cue the training montage.',
    '{bottom} is last at {lastrec}. Hold your phone upside down: first.',
    '{bottom} is last at {lastrec}. Nobody is sneaking up on them.',
    '{bottom} holds last at {lastrec}, and we are all cheering for them, quietly, from a safe distance.',
    '{bottom} is alone in last at {lastrec}, and alone is just a fancy word for exclusive.',
    "{bottom} sits last at {lastrec}, the 'before' picture in every great comeback story.",
  ],
  sunburn: [
    '{bottom} is alone at the bottom, {lastrec}. Lineups are optional, apparently.',
    'Last place belongs to {bottom}, at {lastrec}. Everyone else says thanks.',
    '{bottom} holds last at {lastrec}. The waiver wire sent sympathy cards.',
    '{bottom} props up the table at {lastrec}. Thanks for your service.',
    '{bottom} sits last at {lastrec}. The app suggests lineups. Try one.',
    '{bottom} is last at {lastrec}, and opponents now see their name on the schedule and relax.',
    '{bottom} sits alone in last at {lastrec}, and every draft-day text they sent is now evidence.',
    "{bottom} holds last at {lastrec}, the only thing they've managed to hold onto all season.",
  ],
};
export const TABLE_SHARED_LAST: Lines = {
  participation_trophy: [
    "{bottomn} teams share last at {lastrec}. It's crowded down there, but they're splitting the rent.",
    "In last, {bottomn} teams at {lastrec}. It's a race to the bottom, and so far, a dead heat.",
    'Last place is a waiting room: {bottomn} teams at {lastrec}, {bottomall} pretending to read a magazine.',
    '{bottomn} teams tie for last at {lastrec}, {bottomall} avoiding eye contact.',
    '{bottomn} teams share last at {lastrec}, which makes it less of a basement and more of a block party.',
    '{bottomn} teams tie for last at {lastrec}. Plenty of room down there, and plenty of company.',
    'Last place at {lastrec} has {bottomn} teams in it, which makes it a carpool, and carpools get the fast lane.',
    'In last at {lastrec}, {bottomn} teams, which is basically a support group with a scoreboard.',
  ],
  sunburn: [
    "{bottomn} teams share last at {lastrec}, and nobody's volunteering to be the name at the bottom of the screen.",
    'At the bottom, {bottomn} teams at {lastrec}, {bottomall} pointing at {bottomothers}.',
    'Last place is a timeshare: {bottomn} teams at {lastrec}.',
    'Last place, {lastrec}: {bottomn} teams, one excuse, and they take turns with it.',
    '{bottomn} teams share last at {lastrec}, and the group chat has gone suspiciously quiet.',
    '{bottomn} teams share last at {lastrec}: the one tiebreaker in this league nobody wants to win.',
    '{bottomn} teams tie for last at {lastrec}, {bottomall} checking the standings and hoping for a typo.',
    "In last at {lastrec}, {bottomn} teams, lined up so evenly you'd think they coordinated.",
    'Last place at {lastrec} holds {bottomn} teams, and {bottomall} had a draft-day plan.',
    '{bottomn} teams share last at {lastrec}, and from up top it looks like one team with {bottomn} logos.',
  ],
};

// A shared last place where some of its teams just won ({rose}, {roseis} "is" or "are"): the
// joke is the hole they climbed from, never their effort or their excuses.
export const TABLE_SHARED_LAST_ROSE: Lines = {
  participation_trophy: [
    '{bottomn} teams share last at {lastrec}, and {rose} just won to get there. From down here, that counts as a climb.',
    'Last place, {lastrec}: {bottomn} teams. {rose} won this week, and the bottom of the table is a lot more social for it.',
    '{bottomn} teams tie for last at {lastrec}, and {rose} won this week, so the bottom of the table is officially under renovation.',
  ],
  sunburn: [
    'Last place is {bottomn} teams at {lastrec}, and {rose} won this week just to get in the door.',
    '{bottomn} teams share last at {lastrec}. {rose} won this week, and the prize is sharing the basement.',
    'In last at {lastrec}, {bottomn} teams, {rose} among them, fresh off a win. The reward for winning down there is company.',
  ],
};

// The show's summary before the sign-off: {list} is its three best stories, the best last; {when}
// "week 9" or "the semifinals" (a sentence's first letter is capitalized by polish). Several ways,
// so a league does not hear one frame every week.
export const OUTRO_SUM: Lines = {
  participation_trophy: ["That's {when}: {list}.", '{when}, remembered for {list}.', 'So that was {when}: {list}.', 'The short version of {when}: {list}.'],
  sunburn: ["That's {when}: {list}.", '{when}, for the record: {list}.', '{when} gave us {list}.', '{when}, entered into evidence: {list}.'],
};

// The season's summary: its last word is the champion, said the third time in the show, so each
// way of saying it is a little different from "the champion is".
export const OUTRO_TITLE = [
  "That's {when}. One trophy, and it belongs to {C}.",
  "And that's {when}, signed, sealed and handed to {C}.",
  "That's {when}, and it ends where it should: with {C} holding the trophy.",
];

// The last words of the show, each asking to be tagged. A sign-off that mentions lineups is said
// only where the show told a lineup story, so each level keeps enough without the word.
export const SIGN_OFF: Lines = {
  participation_trophy: [
    'Post it, tag us, be nice. The scores did enough damage.',
    "Post it, tag us, and go easy. It's just a game, said everyone who lost one.",
    "Share it, tag us, and please don't leave us on read.",
    'Post it, tag us, and wave to last place.',
    "Share it, tag us, and say something nice. Sarcasm doesn't count.",
    "Tag us if you share it. We'll be right here, refreshing.",
    'Post it, tag us, and save a kind word for whoever needs it most. Start at the bottom.',
    'Share it and tag us. If you lost, the waiver wire believes in you.',
    'Tag us if you post it. Winners, act humble. Everybody else, act busy.',
    "Post it, tag us. Winners, stay humble. Everyone else, you're already great at it.",
  ],
  sunburn: [
    'Tag us if you post. Some of you should not.',
    'Share it, tag us, and fix your lineups.',
    'Tag us, and next time, ask somebody before setting lineups.',
    "Post it, tag us, and start on next week's excuses.",
    "Tag us if you post. We'll remember all of it.",
    'Tag us if you share this. Excuses will not be accepted.',
    'Post it, tag us, and screenshot responsibly.',
    'Tag us if you post. Bring receipts.',
    'Tag us if you post, and no, you cannot appeal.',
    "Post it, tag us, and we'll see who's still talking next week.",
    "Tag us if you post. We can't stop the bragging, but we can timestamp it.",
    'Tag us if you share. The winners already did.',
  ],
};
// The ask before the show's callback (shapes.ts CALLBACKS), which is its last word.
export const TAG_US = [
  "That's the week. Tag us if you post.",
  "That's the show. Post it and tag us.",
  "And that's it. Share it and tag us.",
  'End of tape. Tag us if you post it.',
  "That's all of it. Post it, tag us.",
  'Show over. Tag us when you share it.',
  "That's a wrap. Tag us if you share it.",
  'Roll credits. Post it and tag us.',
  "That's everything. Tag us when it's up.",
  'Done and dusted. Share it, tag us.',
];
// The season's last words: nothing ahead but the offseason. {others} how many teams are not the
// champion ("eleven"); a line about the champs or the trophy only where the show knows its champion,
// and never by name: the line before it has just named them (reading 70 heard it twice in a row).
export const SIGN_OFF_SEASON: Lines = {
  participation_trophy: [
    "Tag us, and see you next season, when we're all undefeated.",
    'Thanks for the season. Tag us if you post.',
    "Post it, tag us, and go say hi to your weekends. They've missed you.",
    'Tag us if you share it. Until the draft, every team is tied again.',
    'The trophy has a home. Tag us if you post.',
  ],
  sunburn: [
    'Tag us if you post. Congratulations to the champs, and condolences to the other {others}.',
    'Tag us if you post. One team has a trophy. The other {others} have until the draft to explain themselves.',
    'Post it, tag us. The other {others} of you have until next season to swear it will be different.',
  ],
};

// A placement game's winner, in one short beat ({W}). A consolation game may be any round of it:
// nothing says the season is over. The last place game's winner is the one who got out of it.
export const PLACE_WON: Partial<Record<GameLabel, Lines>> = {
  third_place: {
    participation_trophy: [
      'Third place goes to {W}: on the podium, close enough to catch some of the confetti.',
      "{W} finishes third. That's a podium finish, and they get to say so all offseason.",
      "{W} lost a semifinal, then won a medal a week later. That's bouncing back.",
    ],
    sunburn: [
      '{W} takes third, the one medal you win by losing the week before.',
      "{W} finishes third, on the podium's lowest step.",
      '{W} wins the third place game, one week after the game that mattered.',
      "{W} takes third. The league will forget it by spring. They won't.",
      '{W} takes third: the longest possible way of saying they missed the final.',
    ],
  },
  fifth_place: {
    participation_trophy: [
      '{W} takes fifth, with a win nobody can take back.',
      "{W} wins the fifth place game: a real game, with a real winner, and it's them.",
      'Fifth place goes to {W}: still playing in the final week, and still winning.',
      '{W} finishes fifth, and celebrates the only way that makes sense: a high five.',
      '{W} wins fifth. It sounds even better when you remember who took sixth.',
    ],
    sunburn: [
      '{W} won the fifth place game. Try saying that with a straight face.',
      '{W} takes fifth. The medal ceremony ended two places ago.',
      "{W} finishes fifth. Ignore four teams, and that's first.",
      'Fifth place goes to {W}: a playoff win, technically, and technically is working overtime.',
      '{W} wins fifth, the kicker of playoff finishes. It counts. Nobody drafts for it.',
    ],
  },
  consolation: {
    participation_trophy: [
      '{W} takes it. Still winning, just in a smaller font.',
      '{W} wins a consolation game. Smaller crowd, same feeling.',
      '{W} takes a consolation game. No trophy on the line, and they played like there was one.',
    ],
    sunburn: [
      '{W} takes it, like a touchdown in a preseason game.',
      '{W} wins at the folding table of the playoffs.',
      '{W} takes it. Great lineup, wrong bracket.',
      '{W} wins a consolation game. Their opponent needed the consolation more.',
    ],
  },
  last_place: {
    participation_trophy: [
      '{W} wins the last place game. Next to last has never looked so good.',
      '{W} dodges last place, which is a perfectly good way to end a season.',
      '{W} wins the last game of its season, and that is a nice way to head into the draft.',
      "{W} avoids last place. We're counting it as a comeback.",
    ],
    sunburn: [
      '{W} wins the last place game. The prize: being forgotten a little faster.',
      '{W} avoids last place. The bar was on the floor, and they cleared it.',
      '{W} wins the last place game, and now looks down on exactly one team.',
      '{W} stays out of last place, with zero games to spare.',
      '{W} wins the last place game and keeps their dignity. Most of it.',
    ],
  },
};

// The title MVP's old team, in its own game, once a show: {R} the team, {how} "traded Bijan Robinson
// away", {when} "in week 11", {did} what it did this week ("stayed out of last place", "finished fourth").
export const LET_GO_IRONY: Lines = {
  participation_trophy: [
    '{R} {did}. They also {how} {when}, and this week he won {C} a title.',
    'And yes, this is the {R} that {how} {when}. He won {C} a title. {R} {did}.',
  ],
  sunburn: [
    '{R} {did}. They also {how} {when}, and this week he won {C} the title.',
    '{R} is the team that {how} {when}. He won the title game for {C}. {R} {did}.',
  ],
};

/**
 * A team out of the bracket outscored the final's loser: {lscore} the runner-up's, {I} / {iscore}
 * the team with no game. The runner-up unnamed: its final, the cold open and the title line have
 * named it already (reading 79: three hits).
 */
export const IDLE_OUTSCORED_FINAL: Lines = {
  participation_trophy: ['The runner-up scored {lscore} in the final. {I} put up {iscore} without an invitation.'],
  sunburn: ["The runner-up scored {lscore} in the final. {I} scored {iscore}, and wasn't even invited."],
};
/** The same, where that team made the playoffs and went out in week {out} (reading 92: "without an invitation" was false). */
export const OUT_OUTSCORED_FINAL: Lines = {
  participation_trophy: ['The runner-up scored {lscore} in the final. {I}, out since week {out}, put up {iscore}. A little late, but lovely.'],
  sunburn: ['The runner-up scored {lscore} in the final. {I}, out since week {out}, scored {iscore}. Now they show up.'],
};

// The week's lowest score, from a team with no game ({L}, {lscore}): a line of its own after the
// rest of the couch ("Also on the couch: Sibon with 89."), so it is not only a number in a list
// (readers 79-80: Unicorn Slayer's 47 went unroasted). A score that cost nothing is teased, never
// called the week's lowest (reading 17).
export const IDLE_LOW: Lines = {
  participation_trophy: [
    '{L} put up {lscore} on their week off, which is exactly the right week for it.',
    '{L} scored {lscore}, which is exactly the right amount of effort for a game that never happened.',
  ],
  sunburn: [
    "{L} put up {lscore} with the week off. We're choosing to call it rest.",
    '{L} put up {lscore} with the week off, and somewhere a fantasy expert is calling it a statement.',
  ],
};

// The teams with no game a long show says in one breath ({list}: "A with 94 and B with 89"): one
// line about all of them, so none is only a score.
export const IDLE_REST: Lines = {
  participation_trophy: [
    // Reading 111: the long tag was the segment's third joke on having no game.
    'Also on the couch: {list}, scoring for nobody in particular.',
  ],
  sunburn: ['Also on the couch: {list}. Points for the stats page, and only the stats page.', 'Also on the couch: {list}. Shadowboxing, and winning.'],
};
