// Writing for the ear: numbers rounded the way an announcer says them, names without emoji or
// symbols, and the word/syllable counts used to size a script and to spread caption timings.

/** Round a fact for speech: whole points from 10 up ("103" for 103.08), one decimal below. */
export function earNumber(n: number): string {
  const abs = Math.abs(n);
  const rounded = abs >= 10 ? Math.round(abs) : Math.round(abs * 10) / 10;
  const body = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  return n < 0 && rounded !== 0 ? `minus ${body}` : body;
}

const ORDINALS = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
/** "first", "tenth": ranks are said as words so they read naturally and stay auditable. */
export function ordinal(n: number): string {
  return ORDINALS[n] ?? `number ${n}`;
}

// Emoji, pictographs, variation selectors, zero-width joiners and other symbols a voice would
// either skip or spell out ("heavy black heart").
export const UNSPEAKABLE = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{200D}\u{20E3}\p{So}\p{Sk}\p{Co}]/gu;

/** A name as the voice should say it: no emoji or symbols, straight apostrophes, single spaces. */
export function spokenName(name: string): string {
  return (
    playerName(name)
      // "OneBeardToRuleThemAll" -> "One Beard To Rule Them All"; "KrakenK3V" -> "Kraken K3V".
      .replace(/(?<!\bM)(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
      // Shouted words read better as words: "PASSWORD IS TACO" -> "Password Is Taco" (acronyms stay).
      .replace(/\b(\p{Lu})(\p{Lu}{3,})\b/gu, (_, a: string, b: string) => a + b.toLowerCase())
      .replace(/^(?:.*\b\p{Lu}\p{Ll}{3,}\b.*)$/u, (all) =>
        /\p{Ll}/u.test(all.replace(/\b\p{Lu}\p{Ll}+\b/gu, '')) ? all : all.replace(/\b(\p{Lu})(\p{Lu})\b/gu, (_, a: string, b: string) => a + b.toLowerCase()),
      )
  );
}

/**
 * A season's total as people say it: 1479 is "nearly fifteen hundred", 2010 "just over two
 * thousand". Off a round hundred by more than 25, the number itself.
 */
export function aboutTotal(n: number): string {
  const hundreds = Math.round(n / 100);
  const off = n - hundreds * 100;
  if (n < 1000 || hundreds >= 100 || Math.abs(off) > 25) return earNumber(n);
  const round = hundreds % 10 === 0 ? `${numberToWords(hundreds / 10)} thousand` : `${numberToWords(hundreds)} hundred`;
  return `${off < -0.5 ? 'nearly ' : off > 0.5 ? 'just over ' : ''}${round}`;
}

const SPELLED = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** A small count said as a word ("three teams"); past twelve, the digits. */
export const spell = (n: number) => SPELLED[n] ?? String(n);

/** Final polish of spoken text: sentences start with a capital, "1 points" becomes "1 point". */
export function polish(text: string): string {
  return (
    text
      // A sentence does not open on a digit: "9 teams outscored them" is "Nine teams outscored them" (a score, "9 to 7", stays).
      .replace(/(^|[.!?]\s+)(\d{1,2})(?= (?!to\b)\p{Ll})/gu, (m, pre: string, n: string) => (Number(n) <= 12 ? pre + spell(Number(n)) : m))
      .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, pre: string, c: string) => pre + c.toUpperCase())
      .replace(/\b((?:minus )?1) points\b/g, '$1 point')
      // "Crown N Cubes' 99", not "Cubes's".
      .replace(/(\p{L}s)'s\b/gu, "$1'")
      // "an 11-point win", "an 8-point loss", "an 80": the article as the number is said.
      .replace(/\b([Aa]) (?=(?:8\d*|11|18)(?:\.\d+)?\b)/g, (_, a: string) => `${a}n `)
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A real person's name (NFL players) cleaned the same way, but never split: "McConkey" stays. */
export function playerName(name: string): string {
  return (
    name
      // Suffixes as said, and no period inside a sentence: "St. Brown" is "Saint Brown".
      .replace(/\bSt\.\s/g, 'Saint ')
      .replace(/\b([A-Z])\.([A-Z])\.?/g, '$1$2')
      .replace(/\bJr\.?(?=\s|$)/g, 'Junior')
      .replace(/\bSr\.?(?=\s|$)/g, 'Senior')
      .replace(/\bIII(?=\s|$)/g, 'the Third')
      .replace(/\bII(?=\s|$)/g, 'the Second')
      .replace(UNSPEAKABLE, ' ')
      .replace(/[\u2018\u2019\u02BC`´]/g, "'")
      .replace(/[\u201C\u201D"]/g, '')
      .replace(/[_#*@|<>{}\[\]\\/^~=+$%&]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 163 -> "one hundred sixty three" (as festival reads it); used for sizing and timing only. */
export function numberToWords(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (n < 0) return `minus ${numberToWords(-n)}`;
  if (!Number.isInteger(n)) {
    const [whole, frac] = String(n).split('.');
    return `${numberToWords(Number(whole))} point ${[...frac].map((d) => SMALL[Number(d)]).join(' ')}`;
  }
  if (n < 20) return SMALL[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? ` ${SMALL[n % 10]}` : '');
  if (n < 1000) return `${SMALL[Math.floor(n / 100)]} hundred${n % 100 ? ` ${numberToWords(n % 100)}` : ''}`;
  if (n < 1_000_000) return `${numberToWords(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${numberToWords(n % 1000)}` : ''}`;
  return String(n);
}

/** The words a voice actually says: digits expanded, punctuation dropped. */
export function spokenWords(text: string): string[] {
  const expanded = text.replace(/\d+(?:\.\d+)?/g, (m) => ` ${numberToWords(Number(m))} `);
  return expanded
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}']/gu, ''))
    .filter((w) => w.length > 0);
}

/** Rough English syllable count: vowel groups, minus a silent final e; at least one. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return /\d/.test(word) ? spokenWords(word).reduce((s, x) => s + syllables(x), 0) || 1 : 1;
  const groups = w
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Sentences of a spoken text (split after . ! ? followed by a space). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Verbs after a team's name that read right after "They" as they are, or with the plural form. */
const AFTER_THEY: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  knows: 'know',
  gets: 'get',
  takes: 'take',
  makes: 'make',
  does: 'do',
  "doesn't": "don't",
  needs: 'need',
  goes: 'go',
  says: 'say',
  wants: 'want',
  owes: 'owe',
  keeps: 'keep',
  sits: 'sit',
  leads: 'lead',
  holds: 'hold',
  looks: 'look',
  finishes: 'finish',
  ends: 'end',
  closes: 'close',
};
/** Words between "they" and its verb: "They finally have a win." */
const ADVERBS = new Set(['finally', 'just', 'still', 'already', 'never', 'always', 'also', 'only', 'now']);
/** Verbs that read the same after "they" and are not a regular past tense. */
const AS_IS = new Set([
  'would',
  'will',
  'won',
  'lost',
  'beat',
  'got',
  'had',
  'did',
  "didn't",
  'can',
  "can't",
  'left',
  'made',
  'took',
  'put',
  'came',
  'went',
  'found',
  'drew',
  'could',
  'should',
  'might',
  'must',
  'may',
  'sat',
  'let',
  'kept',
  'fell',
  'ran',
  'set',
  'held',
  'gave',
  'spent',
  'brought',
  'paid',
  'built',
]);
/** A sentence whose subject is "they": "They were third…", "Then they beat…". */
const THEY_FIRST = /^(?:(?:Then|And|So|But|Now) )?(?:They|they|Their|their|Them)\b/;

/** A past tense says the same after "they": the irregular ones above, and "benched", "dropped". */
const pastTense = (verb: string) => AS_IS.has(verb) || /^[a-z]{3,}ed$/.test(verb);

/**
 * Each team named once, then "they": a sentence that opens on the team the sentence before was
 * only about, or opened on, says "They" (or "Their"), when the verb after the name reads right with it.
 * A manager said in place of the team (`people`) is not held as the opener past a second name.
 */
export function theyAfterFirst(text: string, teams: readonly string[][], people: ReadonlySet<string> = new Set()): string {
  const said = sentences(text);
  // A form inside another team's longer form is not that team: "bleep" in "Mahomes bleep Show".
  const about = (s: string) => {
    const present = teams.map((forms) => forms.filter((f) => f && s.includes(f)));
    return teams.filter((_, t) => present[t].some((f) => !present.some((other, o) => o !== t && other.some((g) => g.length > f.length && g.includes(f)))));
  };
  /** The team a sentence opening on "they" means: the one team, or the opener, of the sentence before it that names one. */
  const theyMeant = (k: number): string[] | undefined => {
    for (let j = k - 1; j >= 0; j--) {
      if (THEY_FIRST.test(said[j])) continue;
      const named = about(said[j]);
      if (!named.length) continue;
      return named.length === 1 ? named[0] : named.find((forms) => forms.some((f) => f && said[j].startsWith(f) && !people.has(f)));
    }
    return undefined;
  };
  for (let i = 1; i < said.length; i++) {
    // The last sentence that named a team: "Team X beat Y by 28. Nothing fancy. X will call it fancy."
    let k = i - 1;
    while (k > 0 && about(said[k]).length === 0 && !/^(?:They|Their|Them)\b/.test(said[k])) k--;
    // A sentence skipped on the way has its own "they" ("Winning took two changes, and they went
    // with none."): whom it meant is whom the listener now hears, so no name gives way to "they".
    if (said.slice(k + 1, i).some((x) => /\b(?:they|their|them)\b/i.test(x))) continue;
    // "They didn't lose to Brocky so much as to arithmetic." is about its "They", not Brocky: only
    // the team that "they" means is "they" again ("Then they beat A, then B, then C. … C also…" keeps C).
    if (THEY_FIRST.test(said[k])) {
      const meant = theyMeant(k);
      const name = meant && [...meant].sort((a, b) => b.length - a.length).find((f) => f && said[i].startsWith(f));
      if (name) said[i] = asPlural(said[i].slice(name.length), 'They', 'Their') ?? said[i];
      continue;
    }
    // The one team the sentence before was about, or the team it opened on: "Kraken K3V lost to
    // Crown N Cubes, 109 to 125. They started…" keeps its subject, as people hear it.
    const named = about(said[k]);
    // A game's label is not its subject: "The final: X beat Y." and "In the consolation bracket,
    // X lost to Y." open on X. Not a pair: after "X and Y both lost.", "they" is both.
    const opened = said[k].replace(/^(?:[^:]{1,30}: |In the [a-z ]{1,30}, )/, '');
    const opener = (forms: string[]) => forms.some((f) => f && opened.startsWith(f) && !opened.startsWith(' and ', f.length));
    // A sentence that named both teams holds its subject only into the very next sentence.
    // Not where the sentence ends on the other side's own clause: "X put up 76, and Y answered
    // with 59. They traded…" would be heard as Y.
    const answered = (forms: string[]) => forms.some((f) => f && said[k].includes(`, and ${f}`));
    // A person's name (`people`) is not held past another name: "Rich beat The Dollar. They…" is heard as The Dollar.
    const held = (forms: string[]) => opener(forms) && !forms.some((f) => people.has(f));
    const subject = named.length === 1 ? named[0] : k === i - 1 && !named.some(answered) ? named.find(held) : undefined;
    if (!subject) continue;
    const name = [...subject].sort((a, b) => b.length - a.length).find((f) => f && said[i].startsWith(f));
    // The sentence opens on that team: it is the subject, whoever else the sentence names.
    if (!name) continue;
    said[i] = asPlural(said[i].slice(name.length), 'They', 'Their') ?? said[i];
  }
  return said.join(' ');
}

/**
 * A sentence's rest after a team's name, with a plural subject in its place: " has won 5" after
 * "They" is "They have won 5", "'s bench" is "Their bench". Null where the verb would not read right.
 */
export function asPlural(rest: string, subject: string, possessor: string): string | null {
  const possessive = /^'s? /.exec(rest);
  if (possessive) return `${possessor} ${rest.slice(possessive[0].length)}`;
  const [, first, second] = /^ ([\p{L}']+)(?: ([\p{L}']+))?/u.exec(rest) ?? [];
  if (!first) return null;
  const [adverb, verb] = ADVERBS.has(first) && second ? [`${first} `, second] : ['', first];
  const plural = pastTense(verb) ? verb : AFTER_THEY[verb];
  if (!plural) return null;
  // A second verb joined to the first agrees too: "They know, and are already calling it...".
  const after = rest.slice(adverb.length + verb.length + 1).replace(/\band ([\p{L}']+)/gu, (m, v: string) => (AFTER_THEY[v] ? `and ${AFTER_THEY[v]}` : m));
  return `${subject} ${adverb}${plural}${after}`;
}

const SUFFIX = /^(?:Junior|Senior|II|III|IV|V)$/;

/**
 * A player is named in full once a segment, then by his last name, as people say it: "Joe Burrow
 * put up 27… At this point Burrow should…". Not where two players said in the text share it.
 */
export function surnamesAfterFirst(text: string, players: readonly string[]): string {
  const last = (full: string) =>
    full
      .split(' ')
      .filter((w) => !SUFFIX.test(w))
      .pop() ?? full;
  const said = [...new Set(players)].filter((p) => p.includes(' ') && text.includes(p));
  let out = text;
  for (const full of said.sort((a, b) => b.length - a.length)) {
    const surname = last(full);
    if (said.some((o) => o !== full && last(o) === surname)) continue;
    const first = out.indexOf(full) + full.length;
    out = out.slice(0, first) + out.slice(first).split(full).join(surname);
  }
  return out;
}
