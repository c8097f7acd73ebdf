// The template writer's lines. Every beat has many variants per level so that consecutive weeks
// do not repeat (the writer skips lines the league heard recently). Placeholders in {braces} are
// filled from the facts; numbers arrive already rounded for the ear ("145", "0.4").
// Participation Trophy: warm, PG sports-desk teasing. Sunburn: deadpan, a friend who won't let
// it go; never profane, never about who someone is (the audits check every line anyway).
import type { OfferedLevel } from '../schema';

export type Lines = Record<OfferedLevel, readonly string[]>;
const both = (lines: readonly string[]): Lines => ({ participation_trophy: lines, sunburn: lines });

export const COLD_OPEN: Record<'big_score_big_bench' | 'blowout' | 'nail_biter' | 'top_player' | 'dud', Lines> = {
  big_score_big_bench: {
    participation_trophy: [
      '{T} scored {pts} this week. And still left {left} on the bench.',
      '{pts} points for {T}. Plus {left} more sitting on the bench, just relaxing.',
      'Imagine scoring {pts} and leaving {left} on the bench. {T} doesn\'t have to imagine.',
      '{T} put up {pts}. The bench added {left} more, quietly, to nobody.',
      'Top score of the week, {pts}, from {T}. With {left} points still warming the bench.',
      '{T} hit {pts}. Somehow, {left} points never left the bench.',
    ],
    sunburn: [
      '{T} scored {pts} and left {left} on the bench. Greedy and careless at the same time.',
      '{pts} points for {T}. And {left} more rotting on the bench. Talent is wasted on some people.',
      '{T} dropped {pts} and still found time to leave {left} on the bench.',
      'Top score, {pts}, from {T}. Who also benched {left}. Imagine being that good and that sloppy.',
      '{T} hung {pts} on the league. The bench had {left} more. Nobody asked the bench.',
      '{pts} for {T}, with {left} more on the bench. The lineup was a suggestion.',
    ],
  },
  blowout: {
    participation_trophy: [
      '{L} lost by {margin} this week. That\'s not a typo.',
      'A {margin} point loss for {L}. Somebody check on them.',
      '{W} beat {L} by {margin}. It was over before kickoff.',
      'By {margin} points. That\'s how much {L} lost by. Deep breaths.',
      '{L} took a {margin} point loss this week, and we\'re going to talk about it.',
      'There are losses, and then there\'s {L}, down {margin}.',
    ],
    sunburn: [
      '{L} lost by {margin}. Not a game. A public service announcement.',
      'A {margin} point loss. {L}, that was a forfeit with extra steps.',
      '{W} beat {L} by {margin}. The mercy rule exists for a reason.',
      '{L} lost by {margin} points and somehow the score was the nice part.',
      'By {margin}. {L} got folded like a lawn chair.',
      '{margin} points. That\'s the gap between {W} and {L}. Let that sit.',
    ],
  },
  nail_biter: {
    participation_trophy: [
      '{W} won by {margin}. Yes, {margin}. Breathe.',
      'A {margin} point win for {W}. Somebody hold {L}.',
      '{W} beat {L} by {margin} points. Hearts were racing.',
      'By {margin}. That\'s all that separated {W} from {L}.',
      '{margin} points. {W} by a whisker over {L}.',
      'The closest one of the week: {W} over {L} by {margin}.',
    ],
    sunburn: [
      '{W} won by {margin}. The kicker deserves a share of the trophy.',
      'A {margin} point win for {W}. {L} will be thinking about that one for a while.',
      'By {margin}. {L} lost by less than a single catch. Sleep well.',
      '{W} over {L} by {margin}. A rounding error with consequences.',
      '{margin} points. That\'s how close {L} came. Close doesn\'t count.',
      '{W} by {margin}. {L} is still refreshing the app.',
    ],
  },
  top_player: {
    participation_trophy: [
      '{P} scored {ppts} points this week. For {T}. Who won\'t stop talking about it.',
      '{ppts} points from {P}. {T} says thank you.',
      'The week belonged to {P}: {ppts} points for {T}.',
      '{P} put up {ppts}. {T} takes all the credit, naturally.',
      'One player, {ppts} points. {P}, carrying {T} on his back.',
      '{T} got {ppts} from {P} this week. Must be nice.',
    ],
    sunburn: [
      '{P} scored {ppts}. {T} did the hard part: clicking his name.',
      '{ppts} points from {P}. {T} will call it strategy. It was luck.',
      '{P} put up {ppts} for {T}. The manager contributed nothing but a login.',
      '{ppts} from {P}. {T} is about to become unbearable.',
      'The week belonged to {P}. {T} just happened to own him.',
      '{P}, {ppts} points. {T}, zero effort. Great team.',
    ],
  },
  dud: {
    participation_trophy: [
      '{P} scored {ppts} this week. For {T}. On purpose, apparently.',
      '{ppts}. That\'s what {P} gave {T} this week.',
      '{T} started {P}. {P} gave back {ppts}. Tough week.',
      'A big round {ppts} from {P}. {T} deserved better.',
      '{P} put up {ppts} for {T}. The bench sends its regards.',
      'Week highlights for {P}: {ppts} points. For {T}. That\'s the whole highlight.',
    ],
    sunburn: [
      '{P} scored {ppts} for {T}. A cardboard cutout would have tied him.',
      '{ppts}. {P}. Started by {T}. On purpose.',
      '{T} started {P} and got {ppts}. Bold. Wrong, but bold.',
      '{P} gave {T} {ppts} points. He owes the league an apology.',
      '{ppts} from {P}. {T} should ask for a refund.',
      'Somebody started {P} and got {ppts}. That somebody was {T}.',
    ],
  },
};

export const INTRO: Lines = {
  participation_trophy: [
    'Welcome to {league}, week {week}. Let\'s see how everybody did.',
    'This is {league}, week {week} of {season}. Grab a snack.',
    'Week {week} in {league} is in the books. Here\'s the damage.',
    '{league}, week {week}. Everybody played. Not everybody played well.',
    'Hello, {league}. Week {week} is done, and we have notes.',
    'It\'s week {week} in {league}, and everyone gets a turn in the spotlight.',
    'Week {week} of the {season} season. {league}, this is your recap.',
  ],
  sunburn: [
    'This is {league}, week {week}. Some of you should look away now.',
    'Week {week} in {league}. We watched it so you wouldn\'t have to.',
    '{league}, week {week}. We have receipts.',
    'Welcome back to {league}. Week {week} happened, and nobody is safe.',
    'Week {week} of {season}. {league}, let\'s review the evidence.',
    'This is week {week} in {league}. Lower your expectations accordingly.',
    '{league}. Week {week}. Somebody has to say it, so we\'ll.',
  ],
};

/** The result of a matchup, said plainly (level-free): {W} {L} {ws} {ls} {margin}. */
export const MATCHUP_REPORT: readonly string[] = [
  '{W} beat {L}, {ws} to {ls}.',
  '{W} over {L}, {ws} to {ls}.',
  '{W} took down {L}, {ws} to {ls}.',
  '{L} scored {ls}. {W} scored {ws}. That\'s the story.',
  '{W} handled {L}, {ws} to {ls}.',
  '{W} gets the win over {L}, {ws} to {ls}.',
  '{L} fell to {W}, {ls} to {ws}.',
  '{W} put up {ws} and {L} answered with {ls}.',
  '{L} brought {ls}. {W} brought {ws}.',
  '{W} outscored {L}, {ws} to {ls}.',
  '{W} beat {L} by {margin}. {ws} to {ls}.',
];

export const MATCHUP_TIE: readonly string[] = [
  '{W} and {L} tied at {ws}. Nobody wins. Everybody loses.',
  'A tie. {W} and {L}, both at {ws}. Fantasy football, ladies and gentlemen.',
  '{W} {ws}, {L} {ls}. Yes, a tie. Shake hands.',
  'Dead even at {ws}: {W} and {L}. Nobody gets to brag.',
  '{W} and {L} both scored {ws}. Perfectly balanced, like nothing should be.',
  'It\'s a tie, {ws} apiece, between {W} and {L}.',
];

/** Roast of a matchup's loser, by how the game went: {R} is the roasted team, {O} the other. */
export const ROAST_LOSER: Record<'close' | 'normal' | 'blowout', Lines> = {
  close: {
    participation_trophy: [
      '{R} lost by {margin}. One more catch. Just one.',
      'So close, {R}. Next week that bounce goes your way.',
      '{R}, {margin} points short. Somebody on that bench is feeling guilty.',
      'A {margin} point loss for {R}. That one will sting until Thursday.',
      '{R} came up {margin} short. Close counts in horseshoes, not here.',
      'Heartbreaker for {R}, by {margin}. Chin up.',
      '{R} lost by {margin}, which is technically a moral victory.',
    ],
    sunburn: [
      '{R} lost by {margin}. Any decision at all would have won it.',
      '{margin} points, {R}. You will be replaying that lineup in your sleep.',
      '{R} lost by {margin}. Somewhere on that bench sits the win, fully rested.',
      'A {margin} point loss for {R}. Close enough to hurt, far enough to count.',
      '{R} came up {margin} short. The lineup was set with eyes closed.',
      '{R}, beaten by {margin}. Almost is the most expensive word in fantasy.',
      '{R} lost by {margin}. We would say unlucky, but we watched the lineup.',
    ],
  },
  normal: {
    participation_trophy: [
      '{R} gave it a go. The go didn\'t go far.',
      'Tough week for {R}, but the snacks were probably great.',
      '{R} showed up, and honestly, that\'s half the battle.',
      '{R} will bounce back. Probably. Maybe.',
      'A gentle pat on the back for {R}. A gentle one.',
      '{R} played hard. The players, less so.',
      'Not the week {R} wanted, but a week nonetheless.',
      '{R} took the loss with grace. And {ls} points.',
      'The good news for {R}: there\'s always next week.',
      '{R} had a plan. The plan had other ideas.',
    ],
    sunburn: [
      '{R} set a lineup and hoped. Hope isn\'t a strategy.',
      '{R} lost, and it wasn\'t close enough to blame luck.',
      '{R} scored {ls}. That\'s not a score, that\'s a cry for help.',
      'Credit to {R} for showing up. That\'s all the credit available.',
      '{R} made some choices this week. All of them were wrong.',
      '{R} brought a spoon to a knife fight.',
      'The lineup {R} started looked good on paper. The paper lied.',
      '{R} lost and will blame the players. The players blame {R}.',
      'Somewhere, a fantasy expert is using {R} as a warning.',
      '{R} is the reason the league fee feels like a donation.',
    ],
  },
  blowout: {
    participation_trophy: [
      '{R} lost by {margin}. Some weeks are just like that.',
      'A {margin} point loss for {R}. We won\'t dwell on it. Much.',
      '{R} got run over by {margin}. Good thing fantasy has no injuries to pride.',
      'By {margin}. {R}, maybe just skip the replay.',
      '{R} lost by {margin}, but look at the bright side. There\'s no bright side. Next week!',
      'Down {margin}, {R} kept smiling. We think.',
    ],
    sunburn: [
      '{R} lost by {margin}. That wasn\'t a matchup, that was a crime scene.',
      'A {margin} point loss. {R}, the white flag was right there.',
      '{R} got beaten by {margin}. Even the waiver wire felt bad.',
      'By {margin}. {R} should be charged with impersonating a contender.',
      '{R} lost by {margin} and still thinks the lineup was fine.',
      '{margin} points, {R}. That\'s not a loss, that\'s a lesson.',
    ],
  },
};

/** Roast of a matchup's winner (winners get roasted too): {R} roasted, {O} the loser. */
export const ROAST_WINNER: Record<'close' | 'normal', Lines> = {
  close: {
    participation_trophy: [
      '{R} won by {margin}. Not exactly a statement, but a win is a win.',
      '{R} escaped by {margin}. Send the kicker a thank you card.',
      'By {margin}, {R}. Don\'t get comfortable.',
      '{R} squeaked by. That was more stressful than it needed to be.',
      '{R} wins by {margin}, and somehow looks nervous about it.',
      'A win by {margin} for {R}. We\'ll call it careful.',
    ],
    sunburn: [
      '{R} won by {margin}. The kicker deserves a share of the trophy.',
      '{R} escaped by {margin}. Luck isn\'t a skill, {R}.',
      'By {margin}. {R} won the way you pass a driving test on the fourth try.',
      '{R} won by {margin} and will call it dominance. It wasn\'t.',
      '{R} by {margin}. Lucky, and about to pretend otherwise.',
      'A {margin} point win for {R}. Barely a win. Barely.',
    ],
  },
  normal: {
    participation_trophy: [
      '{R} got the win. Don\'t let it go to your head.',
      'Nice win, {R}. The group chat will hear about it. A lot.',
      '{R} won, and we\'re contractually obliged to mention it.',
      '{R} takes it. Enjoy it, it never lasts.',
      '{R} won this week. Next week, the bar is higher.',
      'Congratulations, {R}. Your trophy is in the mail. There\'s no trophy.',
      '{R} won. We checked. Twice.',
      'Good week for {R}. Please be gracious. Please.',
    ],
    sunburn: [
      '{R} won. Against {O}. Let\'s not pretend that was hard.',
      '{R} got the win and won\'t stop talking about it. Someone mute the group chat.',
      '{R} won this week, which proves even a broken clock is right twice a day.',
      '{R} wins. The victory lap will be longer than the game.',
      '{R} took it. Remember this. It won\'t happen often.',
      'A win for {R}. The schedule maker deserves some of the credit.',
      '{R} won, and the smug level is already unbearable.',
      '{R} beat {O}. Somewhere, a coin flip is taking a bow.',
    ],
  },
};

/** A storyline from the league's own context, then how the week answered it: {story}, {R}. */
export const STORY_INTRO: readonly string[] = [
  'Word around the league: {story}',
  'The league says: {story}',
  'From the group chat: {story}',
  'Noted for the record: {story}',
  'Storyline of the week: {story}',
  'We were told: {story}',
];
export const STORY_WON: readonly string[] = ['The scoreboard agrees, for once.', 'This week, it held up.', 'Receipts say it was true.', 'For one week, at least, it checked out.', 'Fine. This time it held.', 'The results back it up. Annoyingly.'];
export const STORY_LOST: readonly string[] = ['The scoreboard disagrees.', 'This week, it didn\'t hold up.', 'The results have a different opinion.', 'The receipts say otherwise.', 'Well. About that.', 'Reality had other plans.'];

/** The top scorer's best player, said inside the award: {P}, {ppts}. */
export const STAR: readonly string[] = ['{P} had {ppts} of them.', '{ppts} came from {P}.', '{P} chipped in {ppts}.', 'Credit {P} for {ppts} of those.', '{P} supplied {ppts}.', '{ppts} of that was {P} alone.', '{P} alone put up {ppts}.'];

export const AWARDS: Record<string, Lines> = {
  top_scorer: {
    participation_trophy: [
      'Top scorer of the week: {T}, with {pts}. Take a bow. A small one.',
      'The high score belongs to {T}: {pts} points. {star}Enjoy it while it lasts.',
      '{T} led the league with {pts}. {star}Someone bring them a participation trophy, just to keep them humble.',
      'Most points this week: {T}, {pts}. {star}The group chat has been warned.',
      'Gold star to {T}, top score at {pts}. {star}Don\'t frame it.',
      '{T} posted the week\'s best, {pts}. {star}Humility is optional, apparently.',
    ],
    sunburn: [
      'Top scorer: {T}, with {pts}. {star}Somehow that still feels like luck.',
      '{T} led the league with {pts}. {star}Expect a speech nobody asked for.',
      'High score of the week, {pts}, from {T}. {star}The ego is now bigger than the score.',
      '{T} scored {pts}, the best in the league. {star}Please don\'t make it your personality.',
      'The top score, {pts}, goes to {T}. {star}Someone peaked in week {week}.',
      '{pts} points for {T}, tops in the league. {star}Even the winner gets roasted. Especially the winner.',
    ],
  },
  dud: {
    participation_trophy: [
      'Dud of the week: {P}, with {ppts} for {T}. He tried. We assume.',
      'This week\'s dud award goes to {P}. {ppts} points for {T}. Better luck next week.',
      '{P} gave {T} {ppts}. The dud award comes with a hug.',
      'Dud of the week: {P}, {ppts} points. {T} started him with love.',
      '{ppts} from {P}. {T}, that one is on the schedule, not you. Mostly.',
      'The dud trophy goes to {P} and {T}: {ppts} points together.',
    ],
    sunburn: [
      'Dud of the week: {P}, {ppts} points for {T}. Started on purpose.',
      '{P} scored {ppts} for {T}. A bench would have scored the same and complained less.',
      'The dud award: {P}, with {ppts}. {T} looked at that matchup and said yes. Incredible.',
      '{ppts} points from {P}. {T} should send him an invoice.',
      '{T} started {P} and got {ppts}. Somebody revoke the lineup privileges.',
      'Dud of the week goes to {P}: {ppts} points. {T}, you did this.',
    ],
  },
  blowout_loser: {
    participation_trophy: [
      'Blowout of the week: {W} over {L} by {margin}. {L}, we\'re sending snacks.',
      'Biggest margin: {margin} points, {W} over {L}. {L} will get them next time.',
      'The blowout award: {L}, down {margin} to {W}. Shake it off.',
      '{W} beat {L} by {margin}, the widest gap of the week. Hugs to {L}.',
      'By {margin}, the blowout of the week. {L}, there\'s always next week.',
      'Blowout: {W} by {margin}. {L} gets a rest day, emotionally.',
    ],
    sunburn: [
      'Blowout of the week: {W} by {margin}. {L} was technically present.',
      'The biggest beating: {margin} points, {W} over {L}. {L} should check the lineup for signs of life.',
      '{L} lost to {W} by {margin}. That\'s not a matchup, that\'s a hostage video.',
      'Blowout award: {L}, down {margin}. The white flag would have scored more.',
      '{W} beat {L} by {margin}. {L} played defense like a revolving door.',
      'By {margin}, the blowout of the week. {L} got folded, spindled and filed.',
    ],
  },
  blowout_winner: {
    participation_trophy: [
      'Blowout of the week: {W} by {margin} over {L}. {W}, you can stop now.',
      '{W} won by {margin}, the biggest margin of the week. Save some points for later.',
      'The blowout award goes to {W}, up {margin} on {L}. Easy, tiger.',
      '{W} by {margin}. Somebody tell {W} the game ended.',
      'Widest margin: {W} over {L}, by {margin}. Manners, {W}.',
      'Blowout: {W}, by {margin}. Leave some for the rest of us.',
    ],
    sunburn: [
      'Blowout of the week: {W} by {margin}. Bullying isn\'t a strategy, {W}. Except it worked.',
      '{W} beat {L} by {margin} and will still complain about the bench.',
      'The blowout award: {W}, up {margin}. Running up the score on {L} is a choice.',
      '{W} by {margin}. Enjoy it, {W}. The schedule gets harder. It has to.',
      'Widest margin: {margin}, courtesy of {W}. Nobody likes a show-off.',
      '{W} won by {margin}. Big win. Bigger mouth incoming.',
    ],
  },
  nail_biter_loser: {
    participation_trophy: [
      'Nail-biter of the week: {W} over {L} by {margin}. So close, {L}.',
      'The closest game: {margin} points. {L} will get that one back.',
      'By just {margin}, {L} fell to {W}. Heartbreaker.',
      'Nail-biter award: {L}, short by {margin}. One more first down.',
      '{W} edged {L} by {margin}. That bench decision is looking lonely, {L}.',
      'Closest of the week: {margin} points between {W} and {L}. Ouch, {L}.',
    ],
    sunburn: [
      'Nail-biter: {L} lost by {margin}. Any lineup change at all would have done it.',
      'By {margin}. {L} lost a coin flip and blamed the coin.',
      'Closest game of the week: {L} short by {margin}. Almost isn\'t a result.',
      '{W} edged {L} by {margin}. {L} will be hearing about this one at the draft.',
      'Nail-biter award: {L}, by {margin}. Somewhere a benched player is laughing.',
      '{margin} points separated {W} and {L}. {L} chose the wrong side of it.',
    ],
  },
  nail_biter_winner: {
    participation_trophy: [
      'Nail-biter of the week: {W} by {margin}. {W}, breathe out now.',
      '{W} survived {L} by {margin}. Good thing you didn\'t check the score early.',
      'The closest win: {W}, by {margin}. Lucky socks, we assume.',
      '{W} escaped by {margin}. Send flowers to whoever scored last.',
      'By {margin}, {W} over {L}. {W} aged a year this weekend.',
      'Nail-biter award to {W}, winners by {margin}. Not pretty, still counts.',
    ],
    sunburn: [
      'Nail-biter: {W} by {margin}. The kicker deserves a share of the trophy.',
      '{W} beat {L} by {margin}. Skill had nothing to do with it.',
      'The closest win: {W}, by {margin}. A stolen win is still a win, we suppose.',
      '{W} survived by {margin} and will tell everyone it was never in doubt.',
      'By {margin}. {W} won the way you find money in old jeans.',
      '{W} over {L} by {margin}. Lucky. Say it with us, {W}. Lucky.',
    ],
  },
  bench_blunder: {
    participation_trophy: [
      'Bench blunder: {T} left {left} points on the bench, including {P} with {ppts}.',
      '{T} benched {P}, who scored {ppts}. Oops. {left} points left sitting.',
      'The bench blunder goes to {T}: {left} points on the bench. {P} had {ppts} of them.',
      '{P} scored {ppts} from the bench for {T}. Next time, let him play.',
      '{left} points on the bench for {T}. {P} alone had {ppts}. Whoopsie.',
      'Bench blunder of the week: {T}, {left} points, starring {P} with {ppts}.',
    ],
    sunburn: [
      'Bench blunder: {T} sat {P}, who scored {ppts}. {left} points rotted on the bench.',
      '{T} left {left} on the bench. {P} scored {ppts} watching. Incredible management.',
      '{P} scored {ppts} on the bench for {T}. The lineup was set in the dark.',
      'The bench blunder: {T}, with {left} points unused. {P}, {ppts}, sat in street clothes.',
      '{left} points left on the bench by {T}. {P} had {ppts}. That\'s malpractice.',
      '{T} benched {P} for {ppts} points. Setting a lineup is one job, {T}. One.',
    ],
  },
  luckiest: {
    participation_trophy: [
      'Luckiest win: {T}, with just {pts}, the {rank} best score. A win is a win.',
      '{T} won with {pts}. Only the {rank} best score of the week, but who is counting. We\'re.',
      'Luckiest of the week: {T}. {pts} points, and still a win. Buy a lottery ticket.',
      '{T} scored {pts}, {rank} in the league, and won anyway. The schedule loves you.',
      'The luck award: {T}, winning with the {rank} best score. Four-leaf clover energy.',
      '{T} won with {pts}. Against most teams that loses. Not this week.',
    ],
    sunburn: [
      'Luckiest win: {T}, with {pts}, the {rank} best score. Pure robbery.',
      '{T} won with {pts}. That score beats {wins} teams. Lucky it was one of them.',
      'The luck award: {T}, who scored {pts} and won. The schedule did all the work.',
      '{T} put up the {rank} best score and still won. Don\'t call it skill.',
      '{pts} points and a win for {T}. Against anyone else, that\'s a loss. Say thank you.',
      'Luckiest of the week: {T}. {pts} points. A win. Somebody check the math.',
    ],
  },
  unluckiest: {
    participation_trophy: [
      'Unluckiest: {T}, who scored {pts}, the {rank} best, and still lost.',
      '{T} scored {pts} and lost. That beats {wins} teams. Just not the one that mattered.',
      'Tough break for {T}: {pts} points, the {rank} best score, and a loss.',
      'The unlucky award goes to {T}. {pts} points deserved better.',
      '{T} had the {rank} best score and a loss to show for it. Chin up.',
      '{pts} points, and a loss. {T}, the schedule owes you one.',
    ],
    sunburn: [
      'Unluckiest: {T}, with {pts}, the {rank} best score, and a loss. The universe has a sense of humor.',
      '{T} scored {pts}, beat {wins} teams on paper, and lost the only game that counted.',
      '{T} put up {pts} and still lost. Cursed is a strong word. Accurate, though.',
      'The unlucky award: {T}. The {rank} best score and nothing to show for it.',
      '{pts} points and a loss for {T}. Fantasy football doesn\'t care about your feelings.',
      '{T}, {pts} points, and a loss. Go ahead and blame the schedule. We\'ll allow it.',
    ],
  },
  move_of_the_week: {
    participation_trophy: [
      'Move of the week: {T} picked up {P}, who scored {ppts}. Smart shopping.',
      '{T} grabbed {P} off the {via}, and got {ppts} points. Nicely done.',
      'The move of the week goes to {T}: {P}, {ppts} points. Gold star.',
      '{P} joined {T} and put up {ppts}. Somebody has been doing homework.',
      'Best pickup: {P}, with {ppts} for {T}. The rest of you were asleep.',
      '{T} added {P}, and {P} added {ppts}. That\'s how it works.',
    ],
    sunburn: [
      'Move of the week: {T} added {P}, who scored {ppts}. Even a broken clock.',
      '{T} found {P} on the {via}. {ppts} points. The rest of the league was busy napping.',
      '{P} scored {ppts} for {T}. One good move. Let\'s not make it a trend.',
      'Best pickup: {P}, {ppts} points, for {T}. Everyone else left him there. Everyone.',
      '{T} picked up {P} and got {ppts}. Enjoy being right, {T}. It\'s rare.',
      'The move of the week: {T} and {P}, {ppts} points. Took you long enough.',
    ],
  },
};

export const STANDINGS_HEAD: readonly string[] = [
  'In the standings, {TOP} leads at {topw} and {topl}. {LAST} sits last at {lastw} and {lastl}.',
  'The table: {TOP} on top, {topw} and {topl}. At the bottom, {LAST}, {lastw} and {lastl}.',
  '{TOP} leads the league at {topw} and {topl}. {LAST} holds down last place, {lastw} and {lastl}.',
  'Standings check. First: {TOP}, {topw} and {topl}. Last: {LAST}, {lastw} and {lastl}.',
  'Up top, {TOP} at {topw} and {topl}. Down below, {LAST} at {lastw} and {lastl}.',
  'After week {week}, {TOP} is first at {topw} and {topl}, and {LAST} is last at {lastw} and {lastl}.',
];

/** A roast line in the standings for the leader, the last-placed team or anyone: {R}, {rank}. */
export const STANDINGS_ROAST: Record<'top' | 'bottom' | 'middle', Lines> = {
  top: {
    participation_trophy: ['{R}, enjoy the view. It\'s a long season.', 'Nice perch, {R}. Try not to fall off.', '{R} is on top. For now.', 'Top of the table, {R}. Don\'t get used to it.', '{R} leads, and we\'ll allow one victory lap.', 'Look at {R}, all the way up there.'],
    sunburn: ['{R} is first, which says more about the league than about {R}.', '{R} leads. Enjoy it. It\'s week {week}.', '{R} on top. History says that lasts about a week.', 'First place, {R}. Pride comes before the fall, and the fall is scheduled.', '{R} is on top and already talking like a champion. Relax.', '{R} leads the league. Somebody frame it before it\'s gone.'],
  },
  bottom: {
    participation_trophy: ['{R}, the only way is up.', 'Hang in there, {R}. Long season.', '{R} is last, but the season is young.', 'Last place, {R}. Think of it as a head start on next year.', '{R} is at the bottom. Character building.', 'Chin up, {R}. Comebacks make the best stories.'],
    sunburn: ['{R} is last, and it\'s earned.', 'Last place, {R}. The view from down there must be educational.', '{R} is at the bottom, digging.', '{R} is last. Start drafting the apology to the league.', 'Bottom of the table: {R}. Somebody had to be, and {R} volunteered.', '{R} sits last. The playoff odds just sighed.'],
  },
  middle: {
    participation_trophy: ['{R} sits {rank}. Steady. Very steady.', '{R} is {rank}, perfectly average, and that\'s fine.', 'And {R}, {rank}, quietly doing its thing.', '{R} is {rank}. Nobody is worried, nobody is impressed.', '{R} holds {rank}. Middle of the pack, middle of the road.', '{R} is {rank} and comfortable. Maybe too comfortable.'],
    sunburn: ['{R} is {rank}, the most forgettable place in the standings.', '{R} sits {rank}. Not good enough to brag, not bad enough to pity.', '{R}, {rank}. The definition of meh.', '{R} is {rank}, and nobody has noticed.', '{R} holds {rank}. Mediocrity, but consistent.', '{R} is {rank}. Beige, in fantasy form.'],
  },
};

export const OUTRO: Lines = {
  participation_trophy: [
    'That\'s week {week}. Tag us if you post. See you next week.',
    'And that\'s the recap. Share it with the group chat, and see you next week.',
    'That\'s all for week {week}. Tag us if you post, and be nice to each other.',
    'Week {week}, done. Post it, tag us, and set your lineups.',
    'That\'s the show. Tag us if you post. Same time next week.',
    'That wraps week {week}. Go set those lineups. Tag us if you post.',
  ],
  sunburn: [
    'That\'s week {week}. Tag us if you post. Try to be less embarrassing next week.',
    'That\'s the recap. Share it, tag us, and fix your lineups.',
    'Week {week} is over. Tag us if you post. Some of you should not.',
    'That\'s all. Tag us if you post, and we\'ll see who learned nothing.',
    'Done with week {week}. Post it, tag us, and lower your expectations.',
    'That\'s the show. Tag us if you post. We\'ll be watching your lineups.',
  ],
};

/** Outro callback to one member: {R}. */
export const OUTRO_CALLBACK: Lines = {
  participation_trophy: ['And {R}, we see you. Keep it up.', 'Special mention to {R}. You know why.', '{R}, same time next week?', 'One last wave to {R}. Hi, {R}.', 'And {R}, save some points for next week.', '{R}, thanks for the material.'],
  sunburn: ['And {R}, we\'ll be watching.', '{R}, don\'t make us come back here.', 'One last thing, {R}. No. Never mind. You know.', '{R}, the league will remember this one.', 'And {R}, the group chat has screenshots.', '{R}, we have notes. So many notes.'],
};

// The playoffs and the season's end: {round} is the round's name ("semifinals"), or "the playoffs"
// when Sleeper's bracket isn't there to name it.
export const INTRO_PLAYOFFS: readonly string[] = [
  "It's the playoffs in {league}, week {week} of {season}. Everything counts now.",
  "Week {week} in {league}, and it's playoff football. Let's see who survived.",
  "{league}, week {week}. The playoffs. No more excuses.",
];
export const INTRO_PLAYOFF_ROUND: readonly string[] = [
  "It's the {round} in {league}. Win or go home.",
  "{league}, the {round}. Week {week} of {season}, and it's win or go home.",
  "The {round} are done in {league}. Here's who is still standing.",
];
export const INTRO_CHAMPIONSHIP: readonly string[] = [
  "It's championship week in {league}. One team takes the {season} title.",
  "{league}, this is it: the last week of the {season} season.",
  "The {season} season of {league} ends here. Let's crown somebody.",
];

/** A line for a team in the bracket segment: still alive, on a bye, or out. {R}. */
export const BRACKET_ROAST: Record<'alive' | 'bye' | 'out', Lines> = {
  alive: {
    participation_trophy: ['{R}, still standing. Keep it going.', "{R} lives to play another week. Nice.", '{R} is still in it, and we love to see it.'],
    sunburn: ['{R} is still alive. Nobody is sure how.', '{R} survives. The rest of the bracket is nervous. Or amused.', "{R} moves on, which says a lot about the other teams."],
  },
  bye: {
    participation_trophy: ['{R} earned the week off. Enjoy the couch.', '{R} rested up. Big games ahead.', "{R} didn't have to play. That's what a good season gets you."],
    sunburn: ['{R} had a bye and still looked tired.', '{R} got the week off, the one week nobody could blame the lineup.', '{R} rested all week. The hard part starts now.'],
  },
  out: {
    participation_trophy: ["{R}'s title run is over, but what a run it was.", '{R} is out of the hunt. Hold your head high.', "{R}'s season is done. There's always the draft."],
    sunburn: ["{R} is out. The offseason starts now, and it's been ready for a while.", "{R}'s title hopes are done. They were never that high.", "{R} is out of the race. The trophy never knew your name."],
  },
};

/** The champion, cheered: {C}, {season}, {league}. */
export const CHAMPION_CHEER: Lines = {
  participation_trophy: ['Congratulations, {C}. That trophy is yours for a whole year.', '{C}, take a bow. You earned this one.', 'Champions of {league}: {C}. Get the banner ready.'],
  sunburn: ["{C} wins it all. We'll be hearing about this all offseason.", "Congratulations, {C}. Enjoy it. Everyone else will be sick of it by Friday.", "{C} are champions. The group chat is about to get unbearable."],
};

/** The runner-up, roasted fairly: {R}, {C}. */
export const RUNNER_UP: Lines = {
  participation_trophy: ['And {R}, runner-up. A great season, one game short.', "{R} made the final. That's a season to be proud of.", '{R} came up one win short. Second place still looks good on you.'],
  sunburn: ['{R} made it all the way to the final and then remembered who they were.', "{R}, second place. The first loser, as they say. Somebody had to say it.", '{R} reached the final and handed {C} the trophy personally.'],
};

export const OUTRO_SEASON: Lines = {
  participation_trophy: ["That's the {season} season of {league}. Tag us if you post. See you next season.", 'And that wraps up {season}. Thanks for a great season, {league}. See you next season.'],
  sunburn: ["That's the {season} season. Tag us if you post. See you next season, and study up.", "{season} is over, {league}. Some of you have a whole offseason to think about what you did. See you next season."],
};

/** Outro callback in the season's last recap: {R}. */
export const OUTRO_CALLBACK_SEASON: Lines = {
  participation_trophy: ['And {R}, thanks for the season. You were great material.', 'One last wave to {R}. See you at the draft.', "{R}, we'll miss the material. See you next season."],
  sunburn: ['And {R}, enjoy the offseason. You need it.', "{R}, the draft is your chance at redemption. Don't waste it.", 'One last thing, {R}. The offseason is long. Think about it.'],
};
