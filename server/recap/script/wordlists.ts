// The word lists behind the level and limits rules. Kept in one file so that the rules can be
// read (and argued with) in one place; docs/script-and-voice.md explains them.
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

/** The `obscenity` package's English profanity matcher (leet-speak and confusables resolved). */
export const Obscenity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

const words = (list: string[]) => new RegExp(`\\b(?:${list.join('|')})\\b`, 'i');

/** Mild words `obscenity` lets through but a clean, PG broadcast does not say. */
export const MILD_PROFANITY = words([
  'hell', 'damn\\w*', 'dammit', 'crap\\w*', 'sucks?', 'sucked', 'suckers?', 'ass', 'asses', 'asshat\\w*', 'jackass\\w*', 'dumbass\\w*', 'badass', 'smartass', 'kickass', 'arse', 'arsehole', 'butt', 'butts', 'butthurt', 'piss\\w*', 'screw(?:ed|s)? (?:up|you|him|them)',
  'freaking', 'frickin\\w*', 'friggin\\w*', 'wtf', 'omfg', 'stfu', 'effing', 'bloody', 'bugger\\w*', 'jerks?', 'idiot\\w*', 'moron\\w*', 'stupid\\w*', 'dumb', 'dumber', 'dumbest', 'loser face', 'shut up',
]);

/** Sharp words that sting: fine at sunburn, too much for participation_trophy. */
export const STING = words([
  'pathetic', 'embarrass\\w*', 'humiliat\\w*', 'disgrace\\w*', 'garbage', 'trash\\w*', 'dumpster', 'clown\\w*', 'fraud\\w*', 'joke of', 'laughingstock',
  'incompeten\\w*', 'hopeless', 'worthless', 'useless', 'disaster\\w*', 'catastroph\\w*', 'atrocious', 'abysmal', 'shameful', 'shame', 'brutal', 'carnage',
  'crime scene', 'autopsy', 'obituary', 'eulogy', 'funeral', 'coroner', 'arson', 'malpractice', 'felony', 'war crime', 'roadkill', 'rock bottom', 'delusion\\w*',
]);

/**
 * Off limits at every level: jokes about who people are, how they look, their health, family,
 * religion or politics. Matched on the text with all known names masked, so a team called
 * "Mom's Spaghetti" can still be named.
 */
export const LIMITS: Record<'identity' | 'appearance' | 'health' | 'family' | 'religion' | 'politics', RegExp> = {
  identity: words(['gay', 'lesbian', 'queer', 'trans(?:gender)?', 'gender', 'sexual\\w*', 'racial\\w*', 'racis\\w*', 'ethnic\\w*', 'immigrant\\w*', 'foreigner\\w*', 'accent', 'nationality', 'retard\\w*', 'disabled', 'handicapped', 'midget', 'old man', 'boomer', 'girly', 'manly', 'like a girl']),
  appearance: words(['fat', 'fatty', 'obese', 'chubby', 'ugly', 'bald\\w*', 'hairline', 'skinny', 'short king', 'his face', 'her face', 'your face', 'beer belly', 'dad bod', 'unibrow', 'acne', 'nose job', 'wig']),
  health: words(['cancer', 'tumou?r', 'diabet\\w*', 'autis\\w*', 'adhd', 'depress\\w*', 'suicid\\w*', 'anxiety', 'therapy', 'therapist', 'rehab', 'mental(?:ly)? ill\\w*', 'psycho\\w*', 'addict\\w*', 'alcoholic', 'overdose', 'disease', 'covid', 'sick in the head', 'pregnan\\w*', 'viagra', 'erectile']),
  family: words(['wife', 'wives', 'husband\\w*', 'girlfriend\\w*', 'boyfriend\\w*', 'mom', 'moms', 'mommy', 'mother\\w*', 'dad', 'dads', 'daddy', 'father\\w*', 'divorc\\w*', 'kids?', 'children', 'child', 'sons?', 'daughters?', 'grandma\\w*', 'grandpa\\w*', 'in-laws?', 'sister\\w*', 'brother-in-law', 'custody', 'alimony', 'your family', 'his family', 'her family']),
  religion: words(['gods?', 'goddamn\\w*', 'godless', 'jesus', 'christ\\w*', 'church\\w*', 'pray\\w*', 'bible\\w*', 'muslim\\w*', 'islam\\w*', 'jews?', 'jewish', 'hindu\\w*', 'buddh\\w*', 'atheis\\w*', 'allah', 'satan\\w*', 'devil', 'heaven', 'sinner', 'religio\\w*', 'catholic\\w*', 'mormon\\w*', 'pope', 'rabbi', 'pastor', 'priest']),
  politics: words(['democrat\\w*', 'republican\\w*', 'liberal\\w*', 'conservative\\w*', 'leftist\\w*', 'right-wing', 'left-wing', 'trump\\w*', 'biden', 'obama', 'maga', 'woke', 'election\\w*', 'voted?', 'voters?', 'congress\\w*', 'senat\\w*', 'president\\w*', 'politic\\w*', 'socialis\\w*', 'communis\\w*', 'fascis\\w*', 'nazi\\w*', 'abortion', 'gun control', 'immigration']),
};

/** Sentences in user context that read as orders to the writer rather than facts about the league. */
export const INSTRUCTION = words([
  'ignore', 'disregard', 'forget', 'override', 'bypass', 'jailbreak', 'pretend', 'roleplay', 'role-play', 'act as', 'you are', "you're", 'you must', 'you should', 'you will',
  'system prompt', 'prompt', 'instructions?', 'rules?', 'assistant', 'chatgpt', 'openai', 'gpt', 'ai', 'llm', 'model', 'swear\\w*', 'curse', 'cursing', 'cuss\\w*', 'profan\\w*',
  'explicit', 'uncensored', 'nsfw', 'say', 'write', 'output', 'print', 'respond', 'reply', 'repeat', 'do not', "don't", 'make sure', 'must',
]);

/**
 * Capitalised words that are not names but may appear mid-sentence in a recap (days, football
 * terms, acronyms); the truth audit lets them through.
 */
export const COMMON_CAPITALISED = new Set(
  [
    'I', "I'm", "I'd", "I'll", "I've", 'Week', 'Weeks', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Night', 'Football', 'NFL', 'PPR', 'FAAB', 'MVP',
    'Hail', 'Mary', 'Super', 'Bowl', 'Red', 'Zone', 'RedZone', 'QB', 'RB', 'WR', 'TE', 'K', 'DEF', 'DST', 'D', 'ST', 'Flex', 'Award', 'Awards', 'Trophy', 'Participation',
    'Sunburn', 'Dud', 'Top', 'Scorer', 'Blowout', 'Nail', 'Biter', 'Bench', 'Blunder', 'Luckiest', 'Unluckiest', 'Move', 'Of', 'The', 'Standings', 'Recap', 'Mr', 'Mister',
    // Contractions start sentences ("That's", "Let's") and are no possessives of a name.
    'That', 'Let', 'Here', 'It', 'There', 'What', 'Who', 'He', 'She',
    'Playoff', 'Semifinal', 'Semifinals', 'Quarterfinal', 'Quarterfinals', 'Championship', 'Champion', 'Champions', 'Final', 'Bye',
    'Fantasy', 'League', 'Season', 'Playoffs', 'OK', 'Okay', 'TV', 'Vegas', 'Hall', 'Fame', 'A', 'An', 'And', 'Or', 'To', 'In', 'On', 'At', 'For', 'By', 'With',
  ].map((w) => w.toLowerCase()),
);
