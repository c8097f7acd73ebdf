// The template writer's format lines: the intro and the champion's cheer, several each so that
// consecutive weeks do not repeat (the jokes are shapes.ts). Placeholders: {league}, {week},
// {season}, {round}.
import type { OfferedLevel } from '../schema';

export type Lines = Record<OfferedLevel, readonly string[]>;

export const INTRO: Lines = {
  participation_trophy: [
    "Welcome to {league}, week {week}. Let's see how everybody did.",
    'This is {league}, week {week} of {season}. Grab a snack.',
    "Week {week} in {league} is in the books. Here's the damage.",
    '{league}, week {week}. Everybody played. Not everybody played well.',
    'Hello, {league}. Week {week} is done, and we have notes.',
    "It's week {week} in {league}, and everyone gets a turn in the spotlight.",
    'Week {week} of the {season} season. {league}, this is your recap.',
  ],
  sunburn: [
    'This is {league}, week {week}. Some of you should look away now.',
    "Week {week} in {league}. We watched it so you wouldn't have to.",
    '{league}, week {week}. We have receipts.',
    'Welcome back to {league}. Week {week} happened, and nobody is safe.',
    "Week {week} of {season}. {league}, let's review the evidence.",
    'This is week {week} in {league}. Lower your expectations accordingly.',
    '{league}. Week {week}. Somebody has to say it, so we will.',
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
    'That trophy is theirs for a whole year. Congratulations.',
    'Take a bow. A whole season of lineups, and it worked.',
    'Somebody order the banner. Congratulations, champs.',
  ],
  sunburn: [
    "Congratulations. We'll be hearing about it all offseason, in detail.",
    'Congratulations. Everyone else will be sick of them by Friday.',
    'The group chat is about to get unbearable, and it has earned the right.',
  ],
};
