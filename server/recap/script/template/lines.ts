// The template writer's lines. Every beat has many variants per level so that consecutive weeks
// do not repeat (the writer skips lines the league heard recently). Placeholders in {braces} are
// filled from the facts; numbers arrive already rounded for the ear ("145", "0.4").
// Participation Trophy: warm, PG sports-desk teasing. Sunburn: deadpan, a friend who won't let
// it go; never profane, never about who someone is (the audits check every line anyway).
import type { OfferedLevel } from '../schema';

export type Lines = Record<OfferedLevel, readonly string[]>;

export const COLD_OPEN: Record<'big_score_big_bench' | 'blowout' | 'nail_biter' | 'top_player' | 'dud', Lines> = {
  big_score_big_bench: {
    participation_trophy: [
      '{T} scored {pts} this week and still left {left} on the bench.',
      '{pts} points for {T}, plus {left} more sitting on the bench, just relaxing.',
      "Imagine scoring {pts} and leaving {left} on the bench. {T} doesn't have to imagine.",
      '{T} put up {pts}, and the bench added {left} more, quietly, to nobody.',
      'Top score of the week, {pts}, from {T}, with {left} points still warming the bench.',
    ],
    sunburn: [
      '{T} scored {pts} and left {left} on the bench. {T} is greedy and careless at the same time.',
      '{pts} points for {T}, and {left} more rotting on the bench. Talent is wasted on {T}.',
      '{T} dropped {pts} and still found time to leave {left} on the bench.',
      'Top score, {pts}, from {T}, who also benched {left}. Imagine being that good and that sloppy, {T}.',
      '{T} hung {pts} on the league with {left} more on the bench. For {T}, the lineup was a suggestion.',
    ],
  },
  blowout: {
    participation_trophy: [
      "{L} lost by {margin} this week. {margin}. That's not a typo.",
      '{W} beat {L} by {margin}, and it was over before kickoff.',
      "{L} took a {margin}-point loss this week, and we're going to talk about it.",
      "There are losses, and then there's {L}, down {margin}.",
    ],
    sunburn: [
      '{L} lost by {margin}. For {L}, that was a forfeit with extra steps.',
      '{W} beat {L} by {margin}, and the mercy rule exists for days like this.',
      '{L} lost by {margin} points, and somehow the score was the nice part for {L}.',
      "{margin} points: that's the gap between {W} and {L}. Let that sit, {L}.",
    ],
  },
  nail_biter: {
    participation_trophy: [
      '{W} won by {margin}. Yes, {margin}. Breathe, {L}.',
      '{W} beat {L} by {margin} points, and hearts were racing.',
      "By {margin}: that's all that separated {W} from {L}.",
      'The closest one of the week: {W} over {L} by {margin}.',
    ],
    sunburn: [
      '{W} won by {margin}, and the kicker deserves a share of the trophy.',
      '{W} over {L} by {margin}: a rounding error with consequences for {L}.',
      "{margin} points: that's how close {L} came. Close doesn't count, {L}.",
      '{W} by {margin}. {L} is still refreshing the app.',
    ],
  },
  top_player: {
    participation_trophy: [
      "{P} scored {ppts} points this week for {T}, who won't stop talking about it.",
      '{ppts} points from {P}. {T} says thank you.',
      'The week belonged to {P}: {ppts} points for {T}.',
      '{P} put up {ppts}, and {T} takes all the credit, naturally.',
    ],
    sunburn: [
      '{P} scored {ppts}. {T} did the hard part: clicking his name.',
      '{ppts} points from {P}. {T} will call it strategy.',
      '{P} put up {ppts} for {T}, whose contribution was a login.',
      '{ppts} from {P}, and {T} is about to become unbearable.',
    ],
  },
  dud: {
    participation_trophy: [
      '{P} scored {ppts} this week for {T}. On purpose, apparently.',
      "{ppts}: that's what {P} gave {T} this week.",
      '{T} started {P}, and {P} gave back {ppts}.',
      'Week highlights for {P}: {ppts} points for {T}.',
    ],
    sunburn: [
      '{P} scored {ppts} for {T}. A cardboard cutout would have tied {P}.',
      '{ppts} from {P}, started by {T}. On purpose.',
      '{T} started {P} and got {ppts}. Bold, {T}. Wrong, but bold.',
      'Somebody started {P} and got {ppts}. That somebody was {T}.',
    ],
  },
};

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

/** The result of a matchup, said plainly (level-free): {W} {L} {ws} {ls} {margin}. */
export type ReportFamily = 'winner' | 'loser' | 'score' | 'player';
/**
 * The result, said once: consecutive matchups lead with a different thing (the winner, the
 * loser, the score, the player who won it). {W} {L} {ws} {ls} {margin}; player: {SP} {SPpts}.
 */
export const MATCHUP_REPORT: Record<ReportFamily, readonly string[]> = {
  winner: [
    '{W} beat {L}, {ws} to {ls}.',
    '{W} took down {L}, {ws} to {ls}.',
    '{W} handled {L}, {ws} to {ls}.',
    '{W} put up {ws}, and {L} answered with {ls}.',
    '{W} outscored {L}, {ws} to {ls}.',
  ],
  loser: [
    '{L} fell to {W}, {ls} to {ws}.',
    '{L} brought {ls}, and {W} brought {ws}.',
    "{L} put up {ls}, which wasn't enough against {W}'s {ws}.",
    '{L} lost to {W}, {ls} to {ws}.',
  ],
  score: ['{ws} to {ls}: {W} over {L}.', '{ws} to {ls}, {W} over {L} by {margin}.', 'By {margin}: {W} {ws}, {L} {ls}.'],
  player: ['{SP} scored {SPpts}, and {W} beat {L}, {ws} to {ls}.', 'With {SPpts} from {SP}, {W} beat {L}, {ws} to {ls}.'],
};

export const MATCHUP_TIE: readonly string[] = [
  '{W} and {L} tied at {ws}. Nobody wins. Everybody loses.',
  'A tie. {W} and {L}, both at {ws}. Fantasy football, ladies and gentlemen.',
  '{W} {ws}, {L} {ls}. Yes, a tie. Shake hands.',
  'Dead even at {ws}: {W} and {L}. Nobody gets to brag.',
  '{W} and {L} both scored {ws}. Perfectly balanced, like nothing should be.',
  "It's a tie, {ws} apiece, between {W} and {L}.",
];

/** A storyline from the league's own context, then how the week answered it: {story}, {R}. */
export const STORY_INTRO: readonly string[] = [
  'Word around the league: {story}',
  'The league says: {story}',
  'From the group chat: {story}',
  'Noted for the record: {story}',
  'Storyline of the week: {story}',
  'We were told: {story}',
];
export const STORY_WON: readonly string[] = [
  'The scoreboard agrees, for once.',
  'This week, it held up.',
  'Receipts say it was true.',
  'For one week, at least, it checked out.',
  'Fine. This time it held.',
  'The results back it up. Annoyingly.',
];
export const STORY_LOST: readonly string[] = [
  'The scoreboard disagrees.',
  "This week, it didn't hold up.",
  'The results have a different opinion.',
  'The receipts say otherwise.',
  'Well. About that.',
  'Reality had other plans.',
];

/** The top scorer's best player, said inside the award: {P}, {ppts}. */
export const STAR: readonly string[] = [
  '{P} had {ppts} of them.',
  '{ppts} came from {P}.',
  '{P} chipped in {ppts}.',
  'Credit {P} for {ppts} of those.',
  '{P} supplied {ppts}.',
  '{ppts} of that was {P} alone.',
  '{P} alone put up {ppts}.',
];

export const AWARDS: Record<string, Lines> = {
  top_scorer: {
    participation_trophy: [
      'Top scorer of the week: {T}, with {pts}. {star}Take a bow, {T}. A small one.',
      'The high score belongs to {T}: {pts} points. {star}Enjoy it, {T}.',
      '{T} led the league with {pts}. {star}Someone bring {T} a participation trophy, just to stay humble.',
      'Most points this week: {T}, {pts}. {star}The group chat has been warned about {T}.',
      "Gold star to {T}, top score at {pts}. {star}Don't frame it, {T}.",
    ],
    sunburn: [
      'Top scorer: {T}, with {pts}. {star}Somehow {T} still makes it look like luck.',
      '{T} led the league with {pts}. {star}Expect a speech from {T} nobody asked for.',
      "High score of the week, {pts}, from {T}. {star}{T}'s ego is now bigger than the score.",
      "{T} scored {pts}, the best in the league. {star}Please don't make it your personality, {T}.",
      '{pts} points for {T}, tops in the league. {star}Even the winner gets roasted: {T}, we see you.',
    ],
  },
  dud: {
    participation_trophy: [
      'Dud of the week: {P}, with {ppts} for {T}. {P} tried. We assume.',
      "This week's dud award goes to {P}: {ppts} points for {T}.",
      '{P} gave {T} {ppts}. The dud award comes with a hug for {T}.',
      'Dud of the week: {P}, {ppts} points. {T} started him with love.',
    ],
    sunburn: [
      'Dud of the week: {P}, {ppts} points for {T}. Started on purpose.',
      '{P} scored {ppts} for {T}. A bench would have scored the same and complained less than {T}.',
      'The dud award: {P}, with {ppts}. {T} looked at that matchup and said yes.',
      '{ppts} points from {P}. {T} should send him an invoice.',
      "{T} started {P} and got {ppts}. Somebody revoke {T}'s lineup privileges.",
    ],
  },
  blowout_loser: {
    participation_trophy: [
      'Blowout of the week: {W} over {L} by {margin}. {L}, we are sending snacks.',
      'Biggest margin: {margin} points, {W} over {L}.',
      'The blowout award: {L}, down {margin} to {W}. Shake it off, {L}.',
      '{W} beat {L} by {margin}, the widest gap of the week. Hugs to {L}.',
    ],
    sunburn: [
      'Blowout of the week: {W} by {margin}. {L} was technically present.',
      'The biggest beating: {margin} points, {W} over {L}. {L} should check the lineup for signs of life.',
      '{L} lost to {W} by {margin}, and that was not a matchup, that was a hostage video.',
      'Blowout award: {L}, down {margin}. The white flag would have scored more than {L}.',
    ],
  },
  blowout_winner: {
    participation_trophy: [
      'Blowout of the week: {W} by {margin} over {L}. {W}, you can stop now.',
      '{W} won by {margin}, the biggest margin of the week. Save some points for later, {W}.',
      'The blowout award goes to {W}, up {margin} on {L}. Easy, {W}.',
      'Widest margin: {W} over {L}, by {margin}. Manners, {W}.',
    ],
    sunburn: [
      'Blowout of the week: {W} by {margin}. Bullying is not a strategy, {W}. Except it worked.',
      '{W} beat {L} by {margin} and will still complain about the bench.',
      'The blowout award: {W}, up {margin}. Running up the score on {L} is a choice.',
      'Widest margin: {margin}, courtesy of {W}. Nobody likes a show-off, {W}.',
    ],
  },
  nail_biter_loser: {
    participation_trophy: [
      'Nail-biter of the week: {W} over {L} by {margin}. So close, {L}.',
      'The closest game: {margin} points. {L} will get that one back.',
      'By just {margin}, {L} fell to {W}.',
      'Nail-biter award: {L}, short by {margin}.',
    ],
    sunburn: [
      'Nail-biter: {L} lost by {margin}. Any lineup change at all by {L} would have done it.',
      'By {margin}, {L} lost a coin flip and blamed the coin.',
      'Closest game of the week: {L} short by {margin}. Almost is not a result, {L}.',
      '{margin} points separated {W} and {L}. {L} chose the wrong side of it.',
    ],
  },
  nail_biter_winner: {
    participation_trophy: [
      'Nail-biter of the week: {W} by {margin}. {W}, breathe out now.',
      '{W} survived {L} by {margin}. Good thing {W} did not check the score early.',
      'The closest win: {W}, by {margin}. Lucky socks for {W}, we assume.',
      'By {margin}, {W} over {L}. {W} aged a year this weekend.',
    ],
    sunburn: [
      "Nail-biter: {W} by {margin}. The kicker deserves a share of {W}'s trophy.",
      '{W} beat {L} by {margin}. Skill had nothing to do with it, {W}.',
      '{W} survived by {margin} and will tell everyone it was never in doubt.',
      '{W} over {L} by {margin}. Lucky. Say it with us, {W}: lucky.',
    ],
  },
  bench_blunder: {
    participation_trophy: [
      'Bench blunder: {T} left {left} points on the bench, including {P} with {ppts}.',
      '{T} benched {P}, who scored {ppts}. Oops: {left} points left sitting.',
      'The bench blunder goes to {T}: {left} points on the bench, and {P} scored {ppts} there.',
      '{P} scored {ppts} from the bench for {T}. Let {P} play, {T}.',
    ],
    sunburn: [
      "Bench blunder: {T} sat {P}, who scored {ppts}. {left} points rotted on {T}'s bench.",
      '{T} left {left} on the bench. {P} scored {ppts} watching. Incredible management, {T}.',
      '{P} scored {ppts} on the bench for {T}, who set the lineup in the dark.',
      '{T} benched {P} for {ppts} points. Setting a lineup is one job, {T}.',
    ],
  },
  luckiest: {
    participation_trophy: [
      'Luckiest win: {T}, with just {pts}, the {rank} best score.',
      "{T} won with {pts}. Only the {rank} best score of the week, but who's counting. We are, {T}.",
      'Luckiest of the week: {T}, with {pts} points and still a win. Buy a lottery ticket, {T}.',
      '{T} scored {pts}, {rank} in the league, and won anyway. The schedule loves {T}.',
    ],
    sunburn: [
      'Luckiest win: {T}, with {pts}, the {rank} best score. Pure robbery by {T}.',
      '{T} won with {pts}. That score beats {wins} teams, and {T} was lucky it drew one of them.',
      'The luck award: {T}, who scored {pts} and won. The schedule did all the work for {T}.',
      "{T} put up the {rank} best score and still won. Don't call it skill, {T}.",
    ],
  },
  unluckiest: {
    participation_trophy: [
      'Unluckiest: {T}, who scored {pts}, the {rank} best, and still lost.',
      '{T} scored {pts} and lost. That beats {wins} teams, {T}. Just not the one that mattered.',
      'Tough break for {T}: {pts} points, the {rank} best score, and a loss.',
      '{pts} points, and a loss. {T}, the schedule owes you one.',
    ],
    sunburn: [
      'Unluckiest: {T}, with {pts}, the {rank} best score, and a loss. The universe has a sense of humor about {T}.',
      '{T} scored {pts}, beat {wins} teams on paper, and lost the only game that counted.',
      '{T} put up {pts} and still lost. Cursed is a strong word for {T}. Accurate, though.',
      '{T}, {pts} points, and a loss. Go ahead and blame the schedule, {T}.',
    ],
  },
  move_of_the_week: {
    participation_trophy: [
      'Move of the week: {T} picked up {P}, who scored {ppts}. Smart shopping, {T}.',
      '{T} grabbed {P} off the {via}, and got {ppts} points. Nicely done, {T}.',
      'The move of the week goes to {T}: {P}, {ppts} points.',
      '{P} joined {T} and put up {ppts}. {T} has been doing homework.',
    ],
    sunburn: [
      'Move of the week: {T} added {P}, who scored {ppts}. Even a broken clock, {T}.',
      '{T} found {P} on the {via}: {ppts} points while the rest of the league napped.',
      "{P} scored {ppts} for {T}. One good move. Let's not make it a trend, {T}.",
      'Best pickup: {P}, {ppts} points, for {T}. Everyone else left {P} there.',
    ],
  },
};

export const STANDINGS_HEAD: readonly string[] = [
  'In the standings, {TOP} leads at {topw} and {topl}, and {LAST} sits last at {lastw} and {lastl}.',
  'The table: {TOP} on top at {topw} and {topl}, and at the bottom, {LAST}, {lastw} and {lastl}.',
  '{TOP} leads the league at {topw} and {topl}. {LAST} holds down last place, {lastw} and {lastl}.',
  'Standings check: {TOP} first at {topw} and {topl}, {LAST} last at {lastw} and {lastl}.',
  'After week {week}, {TOP} is first at {topw} and {topl}, and {LAST} is last at {lastw} and {lastl}.',
];

/** A roast line in the standings for the leader, the last-placed team or anyone: {R}, {rank}, {w}, {l}. */
export const STANDINGS_ROAST: Record<'top' | 'bottom' | 'middle', Lines> = {
  top: {
    participation_trophy: [
      '{R}, enjoy the view from {w} and {l}.',
      'Nice perch, {R}. Try not to fall off.',
      '{R} is on top at {w} and {l}, and earned it.',
      '{R} leads, and we will allow {R} one victory lap.',
    ],
    sunburn: [
      '{R} is first, which says more about the league than about {R}.',
      '{R} leads at {w} and {l}. Somebody frame it before it is gone.',
      '{R} is on top and already talking like a champion. Relax, {R}.',
      'First place, {R}. Pride comes before the fall, and the fall is scheduled for {R}.',
    ],
  },
  bottom: {
    participation_trophy: [
      '{R}, at {w} and {l}, the only way is up.',
      'Hang in there, {R}.',
      '{R} is at the bottom, and {R} is building character.',
      'Chin up, {R}. Comebacks make the best stories.',
    ],
    sunburn: [
      '{R} is last at {w} and {l}, and it is earned.',
      'Last place, {R}. The view from {w} and {l} must be educational.',
      '{R} is at the bottom, digging.',
      'Bottom of the table: {R}. Somebody had to be, and {R} volunteered.',
    ],
  },
  middle: {
    participation_trophy: [
      '{R} sits {rank} at {w} and {l}. Steady.',
      '{R} is {rank}, perfectly average, and that is fine.',
      'And {R}, {rank}, quietly doing its thing.',
      '{R} holds {rank} at {w} and {l}.',
    ],
    sunburn: [
      '{R} is {rank}, the most forgettable place in the standings.',
      '{R} sits {rank}: not good enough to brag, not bad enough to pity.',
      '{R}, {rank} at {w} and {l}. The definition of meh.',
      '{R} is {rank}, and nobody has noticed {R}.',
    ],
  },
};

export const OUTRO: Lines = {
  participation_trophy: [
    "That's week {week} of {league}. Tag us if you post. See you next week.",
    "And that's week {week} of {league}. Share it with the group chat, and see you next week.",
    "That's all for week {week} in {league}. Tag us if you post, and be nice to each other.",
    'Week {week} of {league}, done. Post it, tag us, and set your lineups.',
  ],
  sunburn: [
    "That's week {week} of {league}. Tag us if you post. Try to be less embarrassing next week.",
    "That's week {week} of {league}. Share it, tag us, and fix your lineups.",
    'Week {week} of {league} is over. Tag us if you post. Some of you should not.',
    'Week {week} of {league}, done. Post it, tag us, and lower your expectations.',
  ],
};

/** Outro callback to one member, with a fact of the week: {R}, {fact}. */
export const OUTRO_CALLBACK: Lines = {
  participation_trophy: [
    'And {R}: {fact}. We see you.',
    'Special mention to {R}: {fact}.',
    'One last wave to {R}: {fact}.',
    '{R}, thanks for the material: {fact}.',
  ],
  sunburn: [
    'And {R}: {fact}. We will be watching.',
    "{R}, {fact}. Don't make us come back here.",
    'One last thing, {R}: {fact}. You know.',
    '{R}: {fact}. The group chat has screenshots.',
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
  "It's championship week in {league}. One team takes the {season} title.",
  '{league}, this is it: the last week of the {season} season.',
  "The {season} season of {league} ends here. Let's crown somebody.",
];

/** A line for a team in the bracket segment: still alive, on a bye, or out. {R}, {score}. */
export const BRACKET_ROAST: Record<'alive' | 'bye' | 'out', Lines> = {
  alive: {
    participation_trophy: [
      '{R}, still standing. Keep it going, {R}.',
      '{R} lives to play another week.',
      '{R} is still in it, and we love to see it.',
      '{R} scored {score} and is still alive.',
    ],
    sunburn: [
      '{R} is still alive. Nobody is sure how {R} did it.',
      '{R} survives, and the rest of the bracket is nervous about {R}. Or amused.',
      '{R} moves on, which says a lot about the teams {R} played.',
      '{R} is alive with {score} points. Low bar, cleared.',
    ],
  },
  bye: {
    participation_trophy: [
      '{R} earned the week off. Enjoy the couch, {R}.',
      '{R} rested up for the big games ahead.',
      "{R} didn't have to play. That's what a good season gets you, {R}.",
    ],
    sunburn: [
      '{R} had a bye and still looked tired.',
      '{R} got the week off, the one week nobody could blame the lineup of {R}.',
      '{R} rested all week. The hard part starts now, {R}.',
    ],
  },
  out: {
    participation_trophy: [
      "{R}'s season is done, and what a run it was.",
      '{R} is out of the hunt. Hold your head high, {R}.',
      "{R}'s season is over. There's always the draft, {R}.",
      '{R} scored {score} in its last game of the season.',
    ],
    sunburn: [
      "{R} is out. The offseason starts now for {R}, and it's been ready for a while.",
      "{R}'s title hopes are done. They were never that high, {R}.",
      '{R} is out of the race. The trophy never knew your name, {R}.',
      '{R} closed out the season with a {score}-point game. Fitting, {R}.',
    ],
  },
};

/** The champion, cheered: {C}, {season}, {league}. */
export const CHAMPION_CHEER: Lines = {
  participation_trophy: [
    'Congratulations, {C}. That trophy is yours for a whole year.',
    '{C}, take a bow. {C} earned this one.',
    'Champions of {league}: {C}. Get the banner ready.',
  ],
  sunburn: [
    "{C} wins it all. We'll be hearing about {C} all offseason.",
    'Congratulations, {C}. Everyone else will be sick of {C} by Friday.',
    '{C} are champions, and the group chat is about to get unbearable.',
  ],
};

/** The runner-up, roasted fairly: {R}, {C}. */
export const RUNNER_UP: Lines = {
  participation_trophy: [
    'And {R}, runner-up: a great season, one game short.',
    "{R} made the final, and that's a season to be proud of.",
    '{R} came up one win short. Second place still looks good on {R}.',
  ],
  sunburn: [
    '{R} made it all the way to the final and then remembered who {R} was.',
    '{R}, second place: the first loser, as they say. Somebody had to say it to {R}.',
    '{R} reached the final and handed {C} the trophy personally.',
  ],
};

export const OUTRO_SEASON: Lines = {
  participation_trophy: [
    "That's the {season} season of {league}. Tag us if you post. See you next season.",
    'And that wraps up {season} in {league}. Thanks for a great season. See you next season.',
  ],
  sunburn: [
    "That's the {season} season of {league}. Tag us if you post. See you next season, and study up.",
    '{season} is over, {league}. Tag us if you post, and see you next season.',
  ],
};

/** Outro callback in the season's last recap, with a fact of the week: {R}, {fact}. */
export const OUTRO_CALLBACK_SEASON: Lines = {
  participation_trophy: [
    'And {R}: {fact}. Thanks for the season, {R}.',
    'One last wave to {R}: {fact}. See you at the draft, {R}.',
    '{R}, {fact}. We will miss the material, {R}.',
  ],
  sunburn: [
    'And {R}: {fact}. Enjoy the offseason, {R}. You need it.',
    "{R}, {fact}. The draft is your chance at redemption, {R}. Don't waste it.",
    'One last thing, {R}: {fact}. The offseason is long, {R}.',
  ],
};

/** The episode's running bit, for the second and later teams caught benching points: {R}, {prev}, {count}. */
export const BENCH_CLUB: Lines = {
  participation_trophy: [
    "{R} joins {prev} in this week's bench club.",
    'That makes {count} teams in the bench club, {R} right behind {prev}.',
    '{R}, welcome to the bench club. {prev} saved you a seat.',
  ],
  sunburn: [
    "{R} and {prev}: this week's bench club, and membership is growing.",
    'The bench club is up to {count} members, {R}. {prev} will show you around.',
    '{R} joins {prev} in the bench club. Dues are paid in points.',
  ],
};
