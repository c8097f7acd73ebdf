// Team names are read as words. A name put inside a joke sentence can turn the joke onto what the
// words mean: a cause or a memorial mocked ("Imagine if Black Lives Matter had tried"), a sexual
// pun next to a double entendre ("Kamara Sutra ... the group chat has screenshots"), the narrator
// seeming to swear at someone ("Connect the dots, Mahomes bleep Show"), or a name that is an
// ordinary phrase swallowed by the sentence ("Connect the dots, not today"). This module classes a
// name by what its words say, tells the writer where each class may go (NAME_SLOTS), and lists the
// problems of one finished sentence with a name in it. Pure: word lists and regular expressions.
//
// Lexicons are curated for team names, not for joke sentences (that is wordlists.ts LIMITS):
// "Christian" is McCaffrey, "Senators" and "Survivor Pool" are football, "Swift", "Harris" and
// "Sanders" are players. Matching is whole-word and case-insensitive throughout.
import { z } from 'zod';
import { BLEEP, cleanName } from '../name-forms';
import { namesPattern } from './names';
import { MILD_PROFANITY, STING } from './wordlists';

export const NameClass = z.enum(['plain', 'phrase', 'cause', 'person', 'sexual', 'profane', 'bleeped']);
export type NameClass = z.infer<typeof NameClass>;

/** Where a class may be used; the writer consults this. */
export const NAME_SLOTS: Record<NameClass, { report: boolean; roast: boolean; vocative: boolean }> = {
  plain: { report: true, roast: true, vocative: true },
  // Roast the manager instead ("jsmith's team"): a phrase misparses, the others turn the joke onto their words.
  phrase: { report: true, roast: false, vocative: false },
  cause: { report: true, roast: false, vocative: false },
  person: { report: true, roast: false, vocative: false },
  sexual: { report: true, roast: false, vocative: false },
  // The bleep is the league's own joke; addressing it ("..., Mahomes bleep Show.") sounds like the narrator swearing.
  profane: { report: true, roast: true, vocative: false },
  // Nothing sayable but bleeps: only a handle ("the team whose name we can't say on air").
  bleeped: { report: false, roast: false, vocative: false },
};

// ---------------------------------------------------------------------------------------------
// Lexicons (regular-expression fragments, matched as whole words on lower-cased, "&" → "and" text)

/** Words that carry no name of their own: a name of bleeps and these is all bleeps ("The Sh!t", "$hit 69"). */
const STOP_WORDS: readonly string[] = [
  'the',
  'a',
  'an',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'at',
  'for',
  'with',
  'my',
  'your',
  'our',
  'his',
  'her',
  'their',
  'its',
  'this',
  'that',
  'is',
  'so',
];

/**
 * Sexual puns and words that make the whole name sexual. Not here on purpose: "tight end" alone,
 * "ball" (Ball Don't Lie), "deep" (Deep Threat), "butt" (the Butt Fumble), "sack", "dick" (Dick
 * Butkus; real profanity is the obscenity filter's job), "breast" (Breast Cancer Awareness is a cause).
 */
const SEXUAL: readonly string[] = [
  'kama(?:ra)? ?sutra',
  'sutra',
  'netflix and (?:chill\\w*|chubb\\w*)',
  'deez nuts',
  'balls',
  'ball ?sacks?',
  'nut ?sacks?',
  'tea ?bag\\w*',
  'deep ?throat\\w*',
  'throat ?goat',
  'nudes?',
  'pound ?town',
  'bone ?zone',
  'boners?',
  '69(?:ers?)?',
  'show me (?:your|ur|ya) (?:t ?ds?|tits?|tatas|boobs?)',
  'tight ends? lovers?',
  'pull(?:ing)? out',
  'happy endings?',
  'massage parlou?rs?',
  'lap ?dances?',
  'strip ?clubs?',
  'strippers?',
  // Slang for selling sex, however fond ("Pimpin Ain't Leesy"): readers 79-81 heard it said beside a member's first name.
  'pimp\\w*',
  'morning wood',
  'wet dreams?',
  'booty ?calls?',
  'sex(?:y|ual|ier|iest)?',
  'porn\\w*',
  'orgasm\\w*',
  'horny',
  'kinky',
  'thicc',
  'milfs?',
  'dilfs?',
  'thots?',
  'hoes',
  'boob\\w*',
  'titties',
  'breasts',
  'erection\\w*',
  'viagra',
  'condoms?',
  'dildos?',
  'spank\\w*',
  'twerk\\w*',
  'doggy ?style',
  'ligma',
  'sugma',
];

/** Sexual emoji: they make a name innuendo even when its words are not ("Glutes & Fumbles 🍑💦"). */
const SEXUAL_EMOJI = /[\u{1F351}\u{1F4A6}\u{1F346}\u{1F445}\u{1F975}]/u; // 🍑 💦 🍆 👅 🥵

/** Innocent alone, suggestive beside a double entendre: the sentence check treats such names as sexual. */
const SUGGESTIVE: readonly string[] = [
  'breasts?',
  // Slang only in pairs ("Bush Johnson"), but a report's "went down to" beside either is what readers heard.
  'johnsons?',
  'bush(?:es)?',
  'tight ends?',
  'throats?',
  'nuts',
  'stroke\\w*',
  'packages?',
  'sausages?',
  'booty',
  'butts?',
  'glutes',
  'massages?',
];

/**
 * Partisan chants and insults: read aloud by the narrator, even in a plain report, they sound like
 * the show taking a side. The team is named through its manager; the screen still shows the name.
 */
const PARTISAN: readonly string[] = [
  "let'?s go brandon",
  'fjb',
  'maga',
  'make \\w+(?: \\w+)? great again',
  'build the wall',
  'lock (?:her|him) up',
  'drain the swamp',
  'stop the steal',
  'feel the bern',
  "i'm with her",
  'not my president',
  'acab',
  'defund the police',
  'intifada',
  'white (?:power|pride)',
];

/**
 * Causes, slogans, political and social messages, health causes and memorials. "Free" only with
 * a place or a known cause ("#FreeTheBench" is football); "Save the" only with what gets saved.
 */
const CAUSE: readonly string[] = [
  ...PARTISAN,
  '\\w+ lives matter',
  'blm',
  'back the blue',
  'thin blue line',
  'abolish (?:ice|the police)',
  'stand with \\w+',
  'pray for \\w+',
  'free (?:palestine|gaza|israel|ukraine|tibet|hong kong|iran|taiwan|britney|the nipple)',
  'palestin\\w*',
  'gaza',
  'ukrain\\w*',
  'slava ukraini',
  'zionis\\w*',
  'great again',
  'we the people',
  "don't tread on me",
  'second amendment',
  'pro ?(?:choice|life)',
  'my body my choice',
  'roe v\\.? wade',
  'abortion\\w*',
  'love is love',
  'love wins',
  'gay pride',
  'trans rights',
  'lgbt\\w*',
  'me ?too',
  "time's up",
  'believe women',
  'never again',
  'thoughts and prayers',
  'support (?:our|the) troops',
  'god bless (?:america|the usa)',
  'thank a vet\\w*',
  'save the (?:bees|whales|planet|earth|children|kids|rainforests?|turtles|oceans?|elephants|rhinos|tigers|arctic|polar bears)',
  'climate (?:change|crisis|action|justice)',
  'global warming',
  'stop (?:\\w+ )?hate',
  'end racism',
  'refugees welcome',
  'black power',
  'cancer',
  'awareness',
  'autis\\w*',
  'alzheimer\\w*',
  'als',
  'ice bucket',
  'diabet\\w*',
  'leuk(?:a)?emia',
  'chemo\\w*',
  'tumou?rs?',
  'sobriety',
  'mental health',
  'suicid\\w*',
  'overdose\\w*',
  '(?:stroke|cancer|concussion|suicide|covid|heart attack) survivors?',
  'rest in peace',
  'in (?:loving )?memory of',
  'in memoriam',
  'long live \\w+',
  'gone but not forgotten',
];

/** "RIP Big Mike": capitals or dots only, since "Rip City" is Portland. Matched on the raw name, case-sensitively. */
const MEMORIAL_RIP = /(?<![\p{L}\p{N}])R\.?I\.?P\.?(?![\p{L}\p{N}])/u;

/**
 * Religious figures and words, and real public figures outside football. Player puns are plain:
 * football players are what team names are made of ("Ja'Marr the Merrier", "Dak to the Future").
 */
const PERSON: readonly string[] = [
  'jesus',
  'christ',
  'god',
  'the lord',
  'our lord',
  'lord and savior',
  'allah\\w*',
  'akbar',
  'muhammad',
  'prophet',
  'buddha',
  'moses',
  'holy (?:spirit|ghost)',
  'hallelujah',
  'amen',
  'messiah',
  'jehovah',
  'yahweh',
  'bible',
  'church',
  'pope',
  'vatican',
  'mecca',
  'torah',
  'qur.?an',
  'koran',
  'satan\\w*',
  'trump\\w*',
  'biden\\w*',
  'obama\\w*',
  'hillary',
  'clinton\\w*',
  'kamala',
  'pelosi',
  'bernie sanders',
  'desantis',
  'aoc',
  'jd vance',
  'putin\\w*',
  'zelensk\\w*',
  'kim jong',
  'elon',
  'musk',
  'bezos',
  'zuckerberg',
  'kanye',
  'taylor swift',
  'tswift',
  'swifties?',
  'beyonc[eé]',
  'kardashian\\w*',
  'oprah',
  'diddy',
  'epstein',
  'hitler',
  'nazi\\w*',
  'stalin',
  'bin laden',
  'osama',
  'mlk',
  'martin luther',
  'gandhi',
  'mandela',
  'jfk',
  'rfk',
  'harambe',
  'princess diana',
  'queen elizabeth',
  'king charles',
];

/**
 * Words that make a name a clause of English rather than a proper name. Only first and second
 * person pronouns (the narrator seems to speak: "at me next time"); "them" in "One Beard To Rule
 * Them All" stays a name. No "will" or "may": Will Levis, May.
 */
const CLAUSE_WORDS: readonly string[] = [
  // pronouns
  'i',
  "i'm",
  "i'd",
  "i'll",
  "i've",
  'me',
  'my',
  'mine',
  'myself',
  'you',
  "you're",
  "you'll",
  'your',
  'yours',
  'yourself',
  "y'all",
  'ya',
  'we',
  "we're",
  'us',
  'our',
  'ours',
  "let's",
  // negations
  'not',
  'no',
  'nope',
  'nah',
  'never',
  'nobody',
  'nothing',
  "\\w+n't",
  'dont',
  'cant',
  'wont',
  'aint',
  // finite verbs and auxiliaries
  'is',
  'are',
  'was',
  'were',
  'am',
  'got',
  'gets',
  'has',
  'have',
  'had',
  'do',
  'does',
  'did',
  'can',
  'could',
  'would',
  'should',
  'must',
  'might',
  'gotta',
  'gonna',
  'wanna',
  // bare verbs that turn a name into a saying ("Just Win Baby", "Tua Legit Tua Quit")
  'win',
  'quit',
  'lie',
  'lies',
  'sucks?',
  'cry',
  'just',
  // chat abbreviations are sentences ("idk" = "I don't know")
  'idk',
  'idc',
  'lol',
  'lmao',
  'smh',
  'tbh',
  'imo',
  'imho',
  'ngl',
  'fml',
  'yolo',
  'brb',
  'omg',
  'iykyk',
];

/** A name ending in a time adverb or a stranded preposition is a clause ("not today", "The Team Nobody Asked For"). */
const CLAUSE_ENDINGS: readonly string[] = ['today', 'tonight', 'tomorrow', 'yesterday', 'anymore', 'again', 'for', 'with', 'to', 'of', 'at', 'from', 'about'];

/**
 * Double entendres beside a sexual name: leaked pictures, arousal, climax, positions, size and
 * stamina. Deliberately absent, because every report says them: "scored", "beat", "lost", "won",
 * "points", "big", "long", "short" alone, "ball", "top" alone, "head" (head-to-head).
 */
const DOUBLE_ENTENDRE: readonly string[] = [
  'screenshots?',
  // Result verbs readers heard as innuendo beside a suggestive name ("went down to Bush Johnson, 69 to 84", "handled Bush Johnson").
  'went down',
  'go(?:es|ing)? down',
  'handled',
  'took care of',
  'takes care of',
  'handles',
  'took down',
  'takes down',
  // Readings 93 and 98: "Bush Johnson lost a title to a hand-me-down", "people waiting their turn".
  'hand[- ]me[- ]downs?',
  'waiting (?:their|its|your) turn',
  // Reading 105: "Bush Johnson has won 5 straight. J M Shelley is victim number 5."
  'victims?',
  // Reading 109: "Bush Johnson has won 5 straight, J M Shelley included. Their schedule is starting to read like a to-do list."
  'to[- ]do lists?',
  // Reading 112: "Bush Johnson won with only the eighth best score. From where J M Shelley was standing, we're sure it looked taller."
  'taller',
  'screenshotted',
  'group chats?',
  'photos?',
  'pics',
  'pictures?',
  'nudes?',
  'naked',
  'tape',
  'footage',
  'camera',
  'leak\\w*',
  'exposed',
  'flash\\w*',
  'hard',
  'harder',
  'hardest',
  'stiff\\w*',
  'erect\\w*',
  'came',
  'come',
  'comes',
  'coming',
  'comebacks?',
  'climax\\w*',
  'finish\\w*',
  'deep',
  'deeper',
  'deepest',
  'blow\\w*',
  'blew',
  'blown',
  'balls',
  'nuts',
  'suck\\w*',
  'swallow\\w*',
  'gag\\w*',
  'chok\\w*',
  'lick\\w*',
  'on top',
  'bottom\\w*',
  'from behind',
  'pull(?:s|ed|ing)? out',
  'positions?',
  'missionary',
  'tight\\w*',
  'ride',
  'rides',
  'rode',
  'riding',
  'mount\\w*',
  'load\\w*',
  'pound\\w*',
  'bang\\w*',
  'nailed',
  'screw\\w*',
  'smash\\w*',
  'thrust\\w*',
  'stroke\\w*',
  'shaft\\w*',
  'hole',
  'wet',
  'moist',
  'juicy',
  'sloppy',
  'inches',
  'lasted',
  'last(?:ed)? longer',
  'stamina',
  'premature\\w*',
  'satisf\\w*',
  'pleasure\\w*',
  'happy ending',
  'got off',
  'get(?:s|ting)? off',
  'got lucky',
  'get lucky',
  '(?:went|go|goes|going) down',
  'gave head',
  'giving head',
  'in the sack',
  'bed',
  'bedroom',
  'naughty',
  'dirty',
  'filthy',
  'thick',
  'thicc',
  'touch(?:ed|es|ing)?',
  'strip\\w*',
  'spank\\w*',
  'package',
  'wood',
  // Not "69": a score is a fact every report must say, so beside a suggestive name ("Bush Johnson") it
  // would leave a segment no line could mend. The verbs around it are what readers heard.
];

/**
 * Mocking, effort and death words that turn a sentence against a cause, a memorial or a faith
 * ("Imagine if Black Lives Matter had tried", "RIP Big Mike is dead last"); STING and
 * MILD_PROFANITY from wordlists.ts count too.
 */
const MOCKING: readonly string[] = [
  'tr(?:y|ied|ies|ying)',
  'imagine\\w*',
  'excuses?',
  'blam\\w*',
  'jok(?:e|es|ed|ing)',
  'shame\\w*',
  'sorry',
  'cr(?:y|ied|ies|ying)',
  'tears',
  'worst',
  'loser\\w*',
  'laugh\\w*',
  'mock\\w*',
  'roast\\w*',
  'effort',
  'bother\\w*',
  'show(?:ed|s)? up',
  'phon\\w* it in',
  'gave up',
  'give(?:s)? up',
  'quit\\w*',
  'surrender\\w*',
  'weak\\w*',
  'soft',
  'sad\\w*',
  'pity',
  'pitiful',
  'laughable',
  'cringe\\w*',
  'lame',
  'owned',
  'dead',
  'death',
  'die',
  'died',
  'dies',
  'dying',
  'kill\\w*',
  'murder\\w*',
  'buried',
  'bury\\w*',
  'grave\\w*',
  'rest in peace',
  'rip',
  'ghost\\w*',
  'life support',
  'flatlin\\w*',
  'pulse',
  // faith words turned on a name: a religious joke
  'pray\\w*',
  'miracles?',
  'hail mary',
  'heaven\\w*',
  'hell',
  'sins?',
  'sinned',
  'bless\\w*',
  'amen',
  'holy',
  'resurrect\\w*',
  'crucif\\w*',
  'worship\\w*',
  'saviou?r',
  'gospel',
];

/** Words before a spoken address: "Hey X", "Sorry, X", "Nice try, X". */
const ADDRESS_OPENERS: readonly string[] = [
  'hey',
  'oh',
  'dear',
  'sorry',
  'congrats',
  'congratulations',
  'thanks',
  'thank you',
  'listen',
  'look',
  'yo',
  'bye',
  'goodbye',
  'welcome',
  'well done',
  'nice try',
  'good try',
  'good luck',
  'cheer up',
  'come on',
];

/** After "X, " at the start: the narrator talking to X ("X, you had one job", "X, listen"). */
const ADDRESS_FOLLOWERS: readonly string[] = [
  'you',
  'your',
  "you're",
  'yourself',
  "y'all",
  'listen',
  'look',
  'stop',
  'please',
  'relax',
  'come on',
  'try',
  'take',
  'go',
  'get',
  'start',
  'bench',
  'maybe',
  'just',
  'wake up',
  'seriously',
  'buddy',
  'friend',
  'pal',
  'my friend',
  'hey',
];

/** A phrase name reads as a name only where a report puts one: after these words (or first, or after punctuation)... */
const PHRASE_BEFORE: readonly string[] = [
  'to',
  'over',
  'against',
  'beat',
  'beats',
  'beating',
  'edged',
  'topped',
  'past',
  'versus',
  'vs',
  'faced',
  'faces',
  'face',
  'played',
  'plays',
  'meets',
  'met',
  // The result's verbs sized to the margin: "handled X", "blew out X", "held off X", "took down X".
  'handled',
  'outscored',
  'out',
  'off',
  'down',
  // A list of teams in a report ("X and Y move on") frames each of them.
  'and',
  // "the team called not today": said as a name.
  'called',
  // "team idk": how the show says a phrase name it has already announced.
  'team',
  // "our friends at idk": how the show first says one.
  'at',
];

/** ...and before these report verbs (or punctuation, or the end). "not today lost to Silver Bean" parses. */
const PHRASE_AFTER: readonly string[] = [
  'beat',
  'beats',
  'lost',
  'loses',
  'lose',
  'won',
  'wins',
  'win',
  'scored',
  'scores',
  'score',
  'put',
  'puts',
  'posted',
  'posts',
  'had',
  'has',
  'finished',
  'finishes',
  'edged',
  'edges',
  'topped',
  'tops',
  'fell',
  'falls',
  'dropped',
  'drops',
  'sits',
  'sat',
  'is',
  'was',
  'got',
  'gets',
  'will',
  'played',
  'plays',
  'faces',
  'faced',
  'meets',
  'met',
  'took',
  'takes',
  'came',
  'just',
  'ran',
  'blew',
  'held',
  'handled',
  'outscored',
  'led',
  'leads',
  'held',
  'holds',
  'needed',
  'needs',
  'started',
  'starts',
  'moved',
  'moves',
  // The bracket's report: "X and Y move on", "X is out", "X and Y are out", "X waits".
  'and',
  'move',
  'are',
  'wait',
  'waits',
];

// ---------------------------------------------------------------------------------------------

const BOUNDARY_BEFORE = "(?<![\\p{L}\\p{N}'])";
const BOUNDARY_AFTER = '(?![\\p{L}\\p{N}])';

/** One case-insensitive whole-word pattern of a lexicon; global so every hit can be listed. */
const lexicon = (list: readonly string[]) => new RegExp(`${BOUNDARY_BEFORE}(?:${list.join('|')})${BOUNDARY_AFTER}`, 'giu');

const SEXUAL_RE = lexicon(SEXUAL);
const SUGGESTIVE_RE = lexicon(SUGGESTIVE);
const CAUSE_RE = lexicon(CAUSE);

const PARTISAN_RE = lexicon(PARTISAN);

/** Whether the narrator should not say the name at all (a partisan chant). */
export function isPartisan(raw: string, spoken: string): boolean {
  return matches(PARTISAN_RE, nameText(raw, spoken));
}
const PERSON_RE = lexicon(PERSON);
const CLAUSE_RE = lexicon(CLAUSE_WORDS);
const CLAUSE_END_RE = new RegExp(`${BOUNDARY_BEFORE}(?:${CLAUSE_ENDINGS.join('|')})$`, 'iu');
const DOUBLE_ENTENDRE_RE = lexicon(DOUBLE_ENTENDRE);
const MOCKING_RE = lexicon(MOCKING);
const BLEEP_RE = new RegExp(`${BOUNDARY_BEFORE}${BLEEP}\\w*${BOUNDARY_AFTER}`, 'iu');
const STOP_SET = new Set(STOP_WORDS);
const PHRASE_BEFORE_SET = new Set(PHRASE_BEFORE);
const PHRASE_AFTER_SET = new Set(PHRASE_AFTER);
/** A word masked by the member with asterisks ("F***", "F**k"): a bleep the obscenity filter cannot see. */
const MASKED_WORD = /\p{L}\*+\p{L}|\p{L}\*{2,}/u;

/** Lower case, straight apostrophes, "&" as "and", everything but letters, digits and apostrophes a space. */
function plainText(s: string): string {
  return s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC`´]/g, "'")
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
}

const matches = (re: RegExp, s: string) => {
  re.lastIndex = 0;
  return re.test(s);
};
const hits = (re: RegExp, s: string) => [...new Set([...s.matchAll(re)].map((m) => m[0].toLowerCase()))];

/** The raw and the spoken name as plain words, on separate lines so a phrase cannot span the two. */
const nameText = (raw: string, spoken: string) => `${plainText(cleanName(raw))}\n${plainText(spoken)}`;

/** Whether a name's words are suggestive (a sexual pun, or a word that turns so beside a double entendre). */
const isSuggestive = (text: string) => matches(SEXUAL_RE, text) || matches(SUGGESTIVE_RE, text);
/** Whether a name's words are a cause, a memorial or a person a joke must not be about. */
const isSerious = (text: string) => matches(CAUSE_RE, text) || matches(PERSON_RE, text);

/** The class of a name; first match wins: bleeped, profane, sexual, cause, person, phrase, plain. */
export function classifyName(raw: string, spoken: string): NameClass {
  const clean = cleanName(raw);
  const words = plainText(spoken).split(' ').filter(Boolean);
  const bleeps = words.filter((w) => w === BLEEP).length;
  const masked = clean.split(/\s+/).filter((w) => MASKED_WORD.test(w)).length;
  if (bleeps + masked > 0) {
    // What is left once bleeps, stop-words, digits and the letters left of a masked word ("F Your Bye Week") are gone.
    const sayable = words.filter((w) => w !== BLEEP && !STOP_SET.has(w) && !/^\d+$/.test(w) && !(masked > 0 && w.length === 1));
    return sayable.length === 0 ? 'bleeped' : 'profane';
  }
  const text = nameText(raw, spoken);
  if (matches(SEXUAL_RE, text) || SEXUAL_EMOJI.test(clean)) return 'sexual';
  if (matches(CAUSE_RE, text) || MEMORIAL_RIP.test(clean)) return 'cause';
  if (matches(PERSON_RE, text)) return 'person';
  const said = plainText(spoken);
  if (said && (matches(CLAUSE_RE, said) || CLAUSE_END_RE.test(said) || spoken.includes(',') || /[?!]\s*$/.test(clean.replace(/[^\p{L}\p{N}\p{P}\s]/gu, '')))) {
    return 'phrase';
  }
  return 'plain';
}

const NAME = '\uE000'; // stands for the name in the masked sentence: one character no lexicon matches
const alternatives = (list: readonly string[]) => list.map((w) => w.replace(/ /g, '\\s+')).join('|');
const OPENER_RE = new RegExp(`${BOUNDARY_BEFORE}(?:${alternatives(ADDRESS_OPENERS)})\\s*,?\\s*${NAME}`, 'iu');
const FOLLOWER_RE = new RegExp(`^[^\\p{L}\\p{N}]*${NAME}\\s*,\\s*(?:${alternatives(ADDRESS_FOLLOWERS)})${BOUNDARY_AFTER}`, 'iu');
const END_ADDRESS_RE = new RegExp(`,\\s*${NAME}\\s*(?:[.!?…]|$)`, 'u');
const MID_ADDRESS_RE = new RegExp(`,\\s*${NAME}\\s*,\\s*(?:you|your|you're|y'all)${BOUNDARY_AFTER}`, 'iu');

/** The sentence with the name replaced by one placeholder character ("'s" kept), so its words do not count. */
function maskName(sentence: string, spoken: string): string {
  const pattern = spoken.trim() ? namesPattern([spoken.trim()]) : null;
  return pattern ? sentence.replace(pattern, (m) => (/'s$/i.test(m) ? `${NAME}'s` : NAME)) : sentence;
}

// "Bush Johnson beat…" (readings 75-78), "…beat Bush Johnson" and "It's Bush Johnson over…" (reading 83).
const NAME_BEAT_RE = new RegExp(`${NAME}\\s+(?:beat|over)\\b|\\bbeat\\s+${NAME}`, 'i');

/** Whether the narrator talks to the name: "..., X." at the end, "X, you ..." at the start, "Hey X", "Sorry, X". */
const isAddress = (masked: string) => [END_ADDRESS_RE, MID_ADDRESS_RE, FOLLOWER_RE, OPENER_RE].some((re) => re.test(masked));

/** A name's own words that a sentence could play on: four letters or more, suffixes off. */
const stem = (w: string) => w.replace(/(?:'s|ing|ed|es|e|s)$/, '');
const contentStems = (spoken: string) =>
  plainText(spoken)
    .split(' ')
    .filter((w) => w.length >= 4 && !STOP_SET.has(w) && w !== 'team' && w !== BLEEP)
    .map(stem)
    .filter((s) => s.length >= 3);
/** "save"/"saved", "pray"/"prayers", "survivor"/"survived": equal stems, or one a prefix of four letters or more of the other. */
const sameStem = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** Problems of one finished sentence that contains `name.spoken`, read with the name taken as plain words. */
export function nameSentenceProblems(sentence: string, name: { spoken: string; cls: NameClass }): string[] {
  const problems: string[] = [];
  const spoken = name.spoken.trim();
  const masked = maskName(sentence, spoken);
  const present = masked.includes(NAME);
  const nameWords = plainText(spoken);
  const quoted = `"${spoken}"`;

  // The voice turns "bleep" into a tone: anywhere but inside the name it is the narrator swearing.
  const bleep = BLEEP_RE.exec(masked);
  if (bleep) problems.push(`"${bleep[0]}" is said outside the team name ${quoted}: it sounds like the narrator swearing`);
  if (name.cls === 'bleeped' && present) problems.push(`${quoted} is nothing but bleeps: say its handle, not the name`);

  if (present && (!NAME_SLOTS[name.cls].vocative || BLEEP_RE.test(nameWords)) && isAddress(masked)) {
    problems.push(`${quoted} (${name.cls}) is addressed directly: read as words it is the narrator saying them to someone`);
  }

  const rest = plainText(masked);
  if (name.cls === 'sexual' || isSuggestive(nameWords)) {
    // "Bush Johnson beat 21st and Hine by 47" (readings 75, 77, 78): the name right beside "beat",
    // or before "over". Not "beat" alone: every report says it, and "beat Two Headed Mamba Unicorn,
    // then The Roaches, then Bush Johnson" keeps the verb far from the name.
    const beside = name.cls !== 'sexual' ? NAME_BEAT_RE.exec(masked) : null;
    const found = [...hits(DOUBLE_ENTENDRE_RE, rest), ...(beside ? [/over/i.test(beside[0]) ? 'over' : 'beat'] : [])];
    if (found.length) problems.push(`double entendre beside ${quoted}: ${found.map((w) => `"${w}"`).join(', ')}`);
  }

  if (name.cls === 'cause' || name.cls === 'person' || isSerious(nameWords)) {
    const found = [...hits(MOCKING_RE, rest), ...[STING, MILD_PROFANITY].map((re) => re.exec(rest)?.[0].toLowerCase()).filter((w): w is string => !!w)];
    if (found.length) problems.push(`mocking words beside ${quoted}, a cause or a person: ${[...new Set(found)].map((w) => `"${w}"`).join(', ')}`);
    // Wordplay on the name's own words ("Free Palestine wasn't free", "Save The Bees couldn't save a thing").
    const stems = contentStems(spoken);
    const echoes = rest.split(' ').filter((w) => stems.some((s) => sameStem(s, stem(w))));
    if (echoes.length) problems.push(`plays on the words of ${quoted}: ${[...new Set(echoes)].map((w) => `"${w}"`).join(', ')}`);
  }

  if (name.cls === 'phrase' && present) problems.push(...phraseProblems(masked, quoted));
  return problems;
}

/**
 * A phrase name read as words runs into the sentence unless a report frames it: first in the
 * sentence or after punctuation or a report word before it (PHRASE_BEFORE), and punctuation, the
 * end or a report verb after it (PHRASE_AFTER). Never a possessive: "not today's bench".
 */
function phraseProblems(masked: string, quoted: string): string[] {
  const problems: string[] = [];
  let at = masked.indexOf(NAME);
  while (at >= 0) {
    const head = masked.slice(0, at);
    const tail = masked.slice(at + 1);
    // A word right before or after (punctuation between is a boundary, so no word is found).
    const prev = /([\p{L}\p{N}']+)\s*$/u.exec(head)?.[1].toLowerCase();
    if (prev && !PHRASE_BEFORE_SET.has(prev)) problems.push(`${quoted} reads as part of the sentence after "${prev}"`);
    if (/^'s/i.test(tail)) problems.push(`${quoted} as a possessive does not parse`);
    else {
      const next = /^\s*([\p{L}\p{N}']+)/u.exec(tail)?.[1].toLowerCase();
      if (next && !PHRASE_AFTER_SET.has(next)) problems.push(`${quoted} runs on into "${next}"`);
    }
    at = masked.indexOf(NAME, at + 1);
  }
  return problems;
}
