// The fact audit: every number and every name the script says must come from the facts.
//
// Numbers: a number said with d decimals matches a fact value when it is that value rounded to d
// decimals (|said - fact| <= 0.5 * 10^-d), so "103" may stand for 103.08 and "0.4" for 0.42,
// but "104" may not. Signs count ("minus 2" is -2). Spelled-out numbers of 13 and up ("forty
// one") are checked the same way; smaller spelled numbers are left alone because idioms use them
// ("one job", "two left feet"). Names of teams, managers and players are masked before numbers
// are read, so a team called "Sons of 44" does not need a fact of 44.
//
// Names: a capitalised word inside a sentence must be part of a known name (team, manager,
// player, NFL team code, league, a nickname from the league's context) or a common capitalised
// word (days, football terms). A sentence's first word is only checked when it starts a
// multi-word proper name or carries a possessive ("Brady's").
import type { RecapFacts } from '../../facts/schema';
import type { RecapScript } from '../schema';
import { COMMON_CAPITALISED } from '../wordlists';
import { maskNames } from '../names';
import { spokenName } from '../speech';

/** Every number the facts hold (points, margins, ranks, records, bids, week, season...). */
export function factNumbers(facts: RecapFacts): number[] {
  const out = new Set<number>();
  const walk = (v: unknown): void => {
    if (typeof v === 'number' && Number.isFinite(v)) out.add(v);
    else if (typeof v === 'string') {
      // Only whole numeric strings (season "2026", streak "3W"), never digits inside names.
      const m = /^(\d+)[WLT]?$/.exec(v.trim());
      if (m) out.add(Number(m[1]));
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(facts);
  out.add(facts.teams.length);
  out.add(facts.matchups.length);
  // A margin said the way the scores were said: "127 to 120, by 7" (127.46 to 120.10 is 7.36).
  for (const m of facts.matchups) out.add(Math.abs(Math.round(m.score1) - Math.round(m.score2)));
  return [...out];
}

/** `about`: said as a round number near the fact, "nearly fifteen hundred" (-1, the fact is under it) or "just over" (1). */
export type SaidNumber = { value: number; decimals: number; raw: string; about?: -1 | 1 };
/** How far a round total may be from the fact it stands for (aboutTotal in speech.ts). */
const ABOUT = 25;

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const NUMBER_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS), 'hundred', 'thousand'].join('|')})`;
const SPELLED = new RegExp(`\\b(?:minus |negative )?${NUMBER_WORD}(?:(?:[ -]|(?: and ))${NUMBER_WORD})*\\b`, 'gi');

function spelledValue(phrase: string): number | null {
  let total = 0;
  let current = 0;
  for (const w of phrase.toLowerCase().split(/[\s-]+/)) {
    if (w === 'and' || w === 'minus' || w === 'negative') continue;
    if (w in UNITS) current += UNITS[w];
    else if (w in TENS) current += TENS[w];
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
  }
  const value = total + current;
  return /^(minus|negative)/i.test(phrase) ? -value : value;
}

/** The numbers a text says: digits (with "minus"), ordinals like "3rd", spelled numbers from 13 up. */
export function saidNumbers(text: string): SaidNumber[] {
  const out: SaidNumber[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}.])(minus |negative |-)?(\d+(?:,\d{3})*(?:\.(\d+))?)(?:st|nd|rd|th)?/giu)) {
    const value = Number(m[2].replace(/,/g, '')) * (m[1] ? -1 : 1);
    out.push({ value, decimals: m[3]?.length ?? 0, raw: m[0] });
  }
  for (const m of text.matchAll(SPELLED)) {
    const value = spelledValue(m[0]);
    const hedge = /\b(nearly|just over) $/.exec(text.slice(0, m.index))?.[1];
    if (value !== null && Math.abs(value) >= 13) out.push({ value, decimals: 0, raw: m[0], ...(hedge ? { about: hedge === 'nearly' ? -1 : 1 } : {}) });
  }
  return out;
}

export function numberMatches(said: SaidNumber, facts: number[]): boolean {
  if (said.about) return facts.some((f) => (f - said.value) * said.about! > 0 && Math.abs(f - said.value) <= ABOUT);
  const tolerance = 0.5 * 10 ** -said.decimals + 1e-9;
  return facts.some((f) => Math.abs(f - said.value) <= tolerance);
}

const CAPITALISED = /[\p{Lu}][\p{L}'’.-]*/u;

/** Capitalised words that name nobody we know. */
export function unknownNames(text: string, names: string[]): string[] {
  const known = new Set<string>();
  // Names as written and as the text is read (spokenName splits "CeeDee" into "Cee Dee").
  for (const n of names)
    for (const form of [n, spokenName(n)]) for (const part of form.split(/[\s.,-]+/)) if (part) known.add(part.toLowerCase().replace(/['’]s?$/, ''));
  const unknown: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:;])\s+|["“”]/)) {
    const words = sentence.trim().split(/\s+/).filter(Boolean);
    words.forEach((raw, i) => {
      const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '');
      if (!word || !CAPITALISED.test(word[0])) return;
      const bare = word.replace(/['’]s?$/, '').toLowerCase();
      const isKnown = (w: string) => w.split('-').every((part) => known.has(part) || COMMON_CAPITALISED.has(part));
      if (isKnown(bare)) return;
      if (i === 0) {
        // A sentence's first word is capitalised anyway: only a possessive, or a following
        // unknown capitalised word with no comma between, makes it look like a name.
        const next = words[1]?.replace(/[^\p{L}'’-]+$/u, '') ?? '';
        const joined = !/[,;:]$/.test(raw);
        const startsName = /['’]s$/.test(word) || (joined && /^\p{Lu}/u.test(next) && !isKnown(next.replace(/['’]s$/, '').toLowerCase()));
        if (!startsName) return;
      }
      unknown.push(word);
    });
  }
  return unknown;
}

/**
 * @param names the spoken names a line may use.
 * @param maskList every form of every name (raw, on screen, spoken): digits inside names are
 * names, not claims.
 */
export function auditTruth(script: RecapScript, facts: RecapFacts, names: string[], maskList: string[] = names): string[] {
  const problems: string[] = [];
  const numbers = factNumbers(facts);
  for (const seg of script.segments) {
    for (const [where, text] of [['text', seg.text], ...seg.captions.map((c) => ['caption', c] as const)] as const) {
      const masked = maskNames(text, maskList);
      for (const n of saidNumbers(masked)) {
        if (!numberMatches(n, numbers)) problems.push(`${seg.id}: the ${where} says "${n.raw.trim()}", which is not a number in the facts`);
      }
      if (where === 'text') {
        for (const w of unknownNames(spokenName(text), names)) problems.push(`${seg.id}: "${w}" is not a team, manager or player in the facts`);
      }
    }
  }
  return problems;
}
