// The template writer's format lines: the intro and the champion's cheer, several each so that
// consecutive weeks do not repeat (the jokes are shapes.ts). Placeholders: {league}, {week},
// {season}, {round}.
import type { OfferedLevel } from '../../../../src/vocabulary';

export type Lines = Record<OfferedLevel, readonly string[]>;

export const INTRO: Lines = {
  participation_trophy: [
    'Welcome to {league}, week {week}. Everybody tried, and some of it even worked.',
    'This is {league}, week {week} of {season}. Grab a snack.',
    'Week {week} in {league} is in the books, and some chapters are better than others.',
    '{league}, week {week}. Everybody played. Not everybody played well.',
    'Hello, {league}. Week {week} is in, and so are the receipts.',
    "It's week {week} in {league}, and everyone gets a turn in the spotlight, ready or not.",
    'Week {week} of the {season} season. {league}, this is your recap. Be nice to each other.',
  ],
  sunburn: [
    'This is {league}, week {week}. Some of you should look away now.',
    'Week {week} in {league}. Every lineup was set on purpose, allegedly.',
    '{league}, week {week}. We have receipts.',
    'Welcome back to {league}. Week {week} happened, and nobody is safe.',
    "Week {week} of {season}. {league}, let's review the evidence.",
    'This is week {week} in {league}. Lower your expectations accordingly.',
    '{league}, week {week}. The scores are final. The excuses are still coming in.',
  ],
};

// The playoffs and the season's end: {round} is the round's name ("semifinals"), or "the playoffs"
// when Sleeper's bracket isn't there to name it.
export const INTRO_PLAYOFFS: readonly string[] = [
  "It's the playoffs in {league}, week {week} of {season}. Everything counts now.",
  "Week {week} in {league}, and it's playoff football. Let's see who survived.",
  '{league}, week {week}. The playoffs. No more excuses.',
];

export const INTRO_PLAYOFF_ROUND: readonly string[] = [
  "It's the {round} in {league}. Win or go home.",
  "{league}, the {round}. Week {week} of {season}, and it's win or go home.",
  "The {round} are done in {league}. Here's who is still standing.",
];

export const INTRO_CHAMPIONSHIP: readonly string[] = [
  '{league}, this is it: the last week of the {season} season.',
  "That's a wrap on {season} in {league}. Here's how it ended.",
  "Championship week in {league}. Here's how {season} ended.",
];

/** The champion, cheered: {C}, {season}, {league}. */
export const CHAMPION_CHEER: Lines = {
  participation_trophy: [
    'That trophy is theirs for a whole year, and they will mention it about once a day.',
    'A whole season of lineup calls, and they were right just often enough. Congratulations.',
    'Somebody order the banner. Congratulations, champs.',
  ],
  sunburn: [
    "Congratulations. We'll be hearing about it all offseason, in detail.",
    'Congratulations. Everyone else will be sick of them by Friday.',
    'The group chat is about to get unbearable, and it has earned the right.',
  ],
};

/**
 * The season in one breath, after the champion: who scored the most all season ({M}, {pf}) and
 * who had the best record ({B}, {rec}), when that was not the champion ({C}).
 */
export const SEASON_MOST_POINTS: Lines = {
  participation_trophy: [
    '{M} scored the most points of the regular season, {pf}, and still had to watch someone else win it. Points are nice. Trophies are nicer.',
    'A shout to {M}: {pf} points this season, more than anybody. The trophy went elsewhere, but the spreadsheet knows.',
  ],
  sunburn: [
    '{M} scored more points than anybody all season, {pf}, and has a whole offseason to explain how that is not a trophy.',
    '{M} led the league in points, {pf} of them, and the trophy went somewhere else. Points for is a stat. Rings are a personality.',
  ],
};
export const SEASON_CHAMPION_POINTS: Lines = {
  participation_trophy: ['{C} also scored the most points of the regular season, {pf}. No asterisk on this one.'],
  sunburn: ['{C} also scored the most points of the regular season, {pf}. So nobody gets to call it luck, although somebody already has.'],
};
export const SEASON_BEST_RECORD: Lines = {
  participation_trophy: ['{B} had the best record in the regular season, {rec}. The bracket, sadly, never read it.'],
  sunburn: ['{B} went {rec} in the regular season, the best record in the league, and the playoffs treated that like a rumor.'],
};

// The champion's road to the final ({rank}: "third" after the regular season, {path}: the teams
// it beat in the bracket before the final).
export const CHAMPION_PATH: Lines = {
  participation_trophy: [
    '{C} finished the regular season {rank} at {rec}, then beat {path} to get there. Nobody picked them before the season. Everybody will pretend they did.',
  ],
  sunburn: [
    '{C} went {rec}, {rank} in the regular season, then beat {path} to reach the final. Nobody handed them anything, and they will be mentioning that.',
  ],
};
export const CHAMPION_PATH_TOP: Lines = {
  participation_trophy: ['{C} finished first in the regular season at {rec}, then beat {path} and won the final. Somebody had to, and they insisted.'],
  sunburn: ['{C} finished first at {rec}, beat {path}, then won the final. The favorite won. Somewhere, a bracket expert is very bored.'],
};
export const CHAMPION_PATH_LOW: Lines = {
  participation_trophy: ['{C} finished the regular season {rank}, at {rec}. Then they beat {path} and won the whole thing. Peaking late is still peaking.'],
  sunburn: ['{C} finished {rank} in the regular season, {rec}. Then they beat {path} and won it all. The regular season, it turns out, was a warm-up.'],
};
export const CHAMPION_PATH_GIANTS: Lines = {
  participation_trophy: [
    '{C} finished the regular season {rank} at {rec}, then beat {path}, the two best teams of the regular season, on the way. Nobody can say they took the easy road.',
  ],
  sunburn: [
    '{C} was {rank} in the regular season at {rec}, then went through {path}, the top two of the regular season. No easy road, and no shortage of bragging.',
  ],
};

/** The bracket segment's opening when every game was told and only the teams without one are left. */
export const IDLE_LEAD_SEASON = [
  'And the rest of the league, already on vacation.',
  'Meanwhile, outside the bracket.',
  'Now, the teams whose season ended early.',
];
export const IDLE_LEAD = ['Meanwhile, outside the bracket.', 'And the teams without a game this week.'];
/** The champion beat one of the regular season's top two on the road and the other in the final ({F}). */
export const CHAMPION_PATH_FINAL_GIANTS: Lines = {
  participation_trophy: [
    "{C} finished the regular season {rank} at {rec}, beat {path}, then {F} in the final. Two of those were the regular season's top two. Nobody can call that an easy road.",
  ],
  sunburn: [
    "{C} went {rec}, {rank} in the regular season, beat {path}, then took down {F} in the final. Two of those were the regular season's top two. The seeding was a suggestion.",
  ],
};
