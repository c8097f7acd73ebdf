// A team or member name is the league's own words: data, never a reason to fail a recap. This
// module owns every form of a name:
// - on screen: as the league wrote it (emoji, accents, any script kept), invisible characters
//   dropped, profanity masked ("Mahomes $h*t Show"), shortened with an ellipsis where it must fit;
// - spoken: what the voice says: emoji, symbols and markup out, "&" as "and", camel case split,
//   shouted words calmed, profanity replaced by the word "bleep" (the voice turns it into a
//   tone); null when nothing sayable is left, so the caller falls back (team → manager → "Team 3").
import { FIRST_NAMES } from './first-names';
import { Obscenity } from './script/wordlists';
import { UNSPEAKABLE } from './script/speech';

/** The word the voice turns into a bleep tone (server/recap/voice). Writers never use it otherwise. */
export const BLEEP = 'bleep';

// Zero-width characters, joiners outside emoji, bidi controls, BOM: invisible, and they break matching.
const INVISIBLE = /[\u00AD\u200B-\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

/** The name as written, minus invisible characters and outer or doubled spaces. */
export function cleanName(raw: string | null | undefined): string {
  return (raw ?? '').normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

type Span = { start: number; end: number };

/**
 * The words of a name that hide profanity ("$hit", "Fu©k"), as spans of the whole word. "Dick"
 * before a capitalised word is a first name (Dick Butkus, Dick Vermeil), not a word.
 */
export function profaneWords(name: string): Span[] {
  const spans: Span[] = [];
  for (const m of Obscenity.getAllMatches(name, true)) {
    let start = m.startIndex;
    let end = m.endIndex + 1;
    while (start > 0 && !/\s/.test(name[start - 1])) start--;
    while (end < name.length && !/\s/.test(name[end])) end++;
    const word = name.slice(start, end);
    const next = name.slice(end).trimStart();
    if (/^Dick$/.test(word.replace(/[^\p{L}]/gu, '')) && /^\p{Lu}/u.test(next)) continue;
    if (!spans.some((s) => s.start === start)) spans.push({ start, end });
  }
  return spans.sort((a, b) => a.start - b.start);
}

const VOWELISH = /[aeiouAEIOU0134!@|]/;

/** "$hit" → "$h*t", "Fu©k" → "F*©k", "A$$" → "A*$": first and last kept, the vowels between starred. */
export function maskWord(word: string): string {
  const chars = [...word];
  if (chars.length <= 2) return chars[0] + '*'.repeat(chars.length - 1);
  const inner = chars.slice(1, -1);
  const starred = inner.map((c) => (VOWELISH.test(c) ? '*' : c));
  const masked = starred.some((c, i) => c !== inner[i]) ? starred : inner.map(() => '*');
  return [chars[0], ...masked, chars[chars.length - 1]].join('');
}

function replaceSpans(name: string, spans: Span[], fn: (word: string) => string): string {
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += name.slice(at, s.start) + fn(name.slice(s.start, s.end));
    at = s.end;
  }
  return out + name.slice(at);
}

/** The name as shown on screen: as written, with profanity masked. */
export function screenName(raw: string | null | undefined): string {
  const name = cleanName(raw);
  return replaceSpans(name, profaneWords(name), maskWord);
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** At most `max` characters as a reader counts them (emoji and accents whole), with "…" when cut. */
export function shortName(name: string, max = 24): string {
  const graphemes = [...segmenter.segment(name)].map((s) => s.segment);
  if (graphemes.length <= max) return name;
  return `${graphemes
    .slice(0, max - 1)
    .join('')
    .replace(/[\s\p{P}]+$/u, '')}…`;
}

/** One word as said: CamelCase split, SHOUTING calmed, odd caps ("aBRADy") read as one word; null if unsayable. */
function sayWord(word: string): string | null {
  // A suffix is said as the word ("DJKJnr" is "D J K Junior", not "D J K Jnr" read as letters).
  if (/^(?:Jnr|Jr)$/.test(word)) return 'Junior';
  if (/^(?:Snr|Sr)$/.test(word)) return 'Senior';
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (!letters) return word; // digits: "3rd", "100"
  if (/^\p{Lu}+$/u.test(letters)) {
    if (/[AEIOUY]/.test(letters)) return letters.length <= 4 ? word : word.charAt(0) + word.slice(1).toLowerCase();
    // No vowel: an acronym, spelled letter by letter ("FC" → "F C"); past five letters unreadable ("BLTZGRMXQ").
    return letters.length <= 5 ? word.replace(/(\p{Lu})(?=\p{Lu})/gu, '$1 ') : null;
  }
  // CamelCase ("OneBeardToRuleThemAll", "CrownNCubes"; "McConkey" kept whole): split, then each part as a word.
  if (/^\p{Lu}/u.test(word) && /\p{Ll}/u.test(letters)) {
    const parts = word
      .replace(/(?<!\b(?:M|Ma))(\p{Ll})(?=\p{Lu})/gu, '$1 ')
      .replace(/(\p{Lu})(?=\p{Lu}\p{Ll})/gu, '$1 ')
      .split(' ');
    if (parts.length > 1) {
      const said = parts.map(sayWord);
      return said.some((p) => p === null) ? null : said.join(' ');
    }
    return /^\p{Lu}\p{Ll}+$/u.test(word) ? plainWord(word) : word;
  }
  // A handle of three to five small letters with no vowel ("thd", "nfl") is letters too, not a word;
  // not "hmm" or "psst" (a letter doubled).
  if (/^\p{Ll}{3,5}$/u.test(letters) && !/[aeiouy]/.test(letters) && !/(\p{L})\1/u.test(letters)) return letters.toUpperCase().split('').join(' ');
  if (/^\p{Lu}?\p{Ll}+$/u.test(word)) return plainWord(word);
  // Odd capitals ("aBRADy", "tHe"): one word, said plainly.
  const lower = word.toLowerCase();
  return /^\p{Lu}/u.test(word) || /\p{Lu}/u.test(letters.slice(1)) ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
}

/**
 * A word of small letters (its first may be capital) as said: a vowel held for effect ("Siiibon")
 * is said once, and initials run into a surname ("jmshelley", "mkolb") are letters: "J M Shelley".
 */
function plainWord(word: string): string {
  const lower = word.toLowerCase().replace(/([aeiouy])\1{2,}/g, '$1');
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const initials = /^[bcdfghjklmnpqrstvwxz]+(?=[aeiouy])/.exec(lower)?.[0] ?? '';
  let cut = 0;
  while (cut < initials.length - 1 && !ONSETS.has(initials.slice(cut))) cut++;
  if (cut > 0 && lower.length - cut >= 3) return `${lower.slice(0, cut).toUpperCase().split('').join(' ')} ${cap(lower.slice(cut))}`;
  return /^\p{Lu}/u.test(word) ? cap(lower) : lower;
}

/** The consonants an English word may open on: any other run ("jmsh", "mk") is initials. */
const ONSETS = new Set(
  'bl br ch chl chr cl cr dr dv dw fl fr gh gl gn gr hl hr kl kn kr kv mb mw nd ng nk ph phl pl pr ps sc sch schl schm schn schr schw scr sh shm shr sk sl sm sn sp sph spl spr sr st str sv sw th thr thw tr ts tw vl vr wh wr zh zl zw'.split(
    ' ',
  ),
);

/**
 * The name as the voice says it, or null when nothing sayable is left (emoji only, another
 * script, an unreadable acronym). Profane words become "bleep".
 */
export function spokenForm(raw: string | null | undefined, opts: { stripDigits?: boolean } = {}): string | null {
  let name = cleanName(raw);
  name = replaceSpans(name, profaneWords(name), () => ` ${BLEEP} `);
  // A word the league censored itself ("Sh*t", "B*tch") is still that word: a bleep, not "Sh t".
  // So is an initial and its stars ("F*** Your Bye Week"): "F Your Bye Week" still says it.
  name = name.replace(/(?<![\p{L}\p{N}])(?:\p{L}+\*+\p{L}+|\p{L}\*{2,})(?![\p{L}\p{N}])/gu, ` ${BLEEP} `);
  name = name
    .replace(/<[^>]*>/g, ' ') // markup is not read
    .replace(/\s*[([{][^)\]}]*[)\]}]/g, ' ') // "(Est. 2017)": an aside, not the name
    .replace(UNSPEAKABLE, ' ')
    .replace(/&/g, ' and ')
    .replace(/%/g, ' percent ')
    .replace(/(^|\s)@\s*/g, '$1at ')
    .replace(/\+/g, ' plus ')
    .replace(/[\u2018\u2019\u02BC`´]/g, "'")
    .replace(/(\d)\.0(?!\d)/g, '$1 point oh') // "2.0" is "2 point oh", as people say it
    .replace(/(\d)\.(?=\d)/g, '$1 point ') // "2.5" is "2 point 5", not "2 5"
    .replace(/[_#*@|<>{}[\]()\\/^~=$"“”«»:;.!?¿¡…]+/g, ' ')
    .replace(/(\p{L})-(?=\p{L})/gu, '$1 ')
    .replace(/\s+,/g, ',')
    .replace(/^[\s,'-]+|[\s,'-]+$/g, '');
  // Usernames collect digits ("kraken808", "user_48213"): not part of how a friend says them.
  if (opts.stripDigits) name = name.replace(/(\p{L})[\s]*\d+$/u, '$1');
  // A name in capitals throughout is shouting, not acronyms: "PASSWORD IS TACO" → "Password Is Taco".
  const shouted = !/\p{Ll}/u.test(name) && (name.match(/\p{Lu}/gu) ?? []).length > 4;
  if (shouted) name = name.replace(/\p{L}+/gu, (w) => (/[AEIOUY]/.test(w) ? w.charAt(0) + w.slice(1).toLowerCase() : w));
  // Letters the voice cannot read (CJK, Arabic, …) are dropped; too few Latin ones left: unsayable.
  const allLetters = (name.match(/\p{L}/gu) ?? []).length;
  const latin = name.replace(/[^\p{Script=Latin}\p{N}\s,'-]/gu, ' ');
  const latinLetters = (latin.match(/\p{L}/gu) ?? []).length;
  if (latinLetters < 2 || latinLetters * 2 < allLetters) return null;
  const words = latin.split(/\s+/).filter(Boolean).map(sayWord);
  if (words.some((w) => w === null)) return null;
  const said = (words as string[]).join(' ').replace(/\s+,/g, ',').replace(/,+$/, '').trim();
  return said.replace(/[^\p{L}]/gu, '').length >= 2 ? said : null;
}

/**
 * The given name a username starts with, as friends say it: "anthonyxyz", "Jeremymfisher",
 * "kennyt" and "Joshua Bretschneider" are Anthony, Jeremy, Kenny and Joshua. Null when it does
 * not start with a common given name, or when the rest reads as part of the word ("davidino",
 * "brocky", "bradyfan": a nickname, not David, Brock or Brad).
 */
export function givenName(said: string | null): string | null {
  if (!said) return null;
  const [first, ...rest] = said.split(' ');
  const lower = first.toLowerCase();
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  if (FIRST_NAMES.has(lower)) return cap(lower);
  if (rest.length || !/^\p{Ll}*$/u.test(first.slice(1))) return null;
  for (let n = Math.min(lower.length - 1, 11); n >= 3; n--) {
    const head = lower.slice(0, n);
    if (FIRST_NAMES.has(head)) return /^[aeiouy]/.test(lower.slice(n)) ? null : cap(head);
  }
  return null;
}

export type NameForms = { screen: string; spoken: string; spokenManager: string; profane: boolean };

/** Every form of each team's name, with duplicates told apart by their manager when spoken. */
export function teamNameForms(teams: { rosterId: number; teamName: string; displayName: string }[]): Map<number, NameForms> {
  const username = (t: (typeof teams)[number]) => spokenForm(t.displayName, { stripDigits: true });
  // A username said the way the league says its owner ("jeremymfisher" is Jeremy), unless two owners would share it.
  const given = new Map(teams.map((t) => [t.rosterId, givenName(username(t))]));
  const shared = (g: string | null) => g !== null && [...given.values()].filter((x) => x === g).length > 1;
  const manager = (t: (typeof teams)[number]) => {
    const g = given.get(t.rosterId) ?? null;
    return g !== null && !shared(g) ? g : username(t);
  };
  // A team without a name of its own goes by its manager's: said like a username, digits dropped.
  const base = teams.map((t) => ({ t, spoken: spokenForm(t.teamName, { stripDigits: t.teamName === t.displayName }) ?? manager(t) ?? `Team ${t.rosterId}` }));
  const out = new Map<number, NameForms>();
  for (const { t, spoken } of base) {
    const twins = base.filter((b) => b.spoken.toLowerCase() === spoken.toLowerCase()).length > 1;
    const m = manager(t);
    out.set(t.rosterId, {
      screen: screenName(t.teamName) || screenName(t.displayName) || `Team ${t.rosterId}`,
      spoken: twins && m && m.toLowerCase() !== spoken.toLowerCase() ? `${m}'s ${spoken}` : spoken,
      spokenManager: m ?? spoken,
      profane: profaneWords(cleanName(t.teamName)).length > 0 || profaneWords(cleanName(t.displayName)).length > 0,
    });
  }
  return out;
}
