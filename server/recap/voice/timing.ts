// Word timings for captions: the text's own words (as written, so captions show "145" and
// "Centipede,"), with times from the engine where it gives them, else spread by syllables.
import type { WordTiming } from './schema';
import { syllables } from '../script/speech';

/** The caption words of a text: whitespace-separated, as written. */
export function captionWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Spread words over [start, end] in proportion to their syllables (pauses after punctuation). */
export function spreadBySyllables(words: string[], start: number, end: number): WordTiming[] {
  const weight = (w: string) => syllables(w) + (/[.!?]$/.test(w) ? 1.2 : /[,;:]$/.test(w) ? 0.6 : 0);
  const total = words.reduce((s, w) => s + weight(w), 0) || 1;
  const span = Math.max(0, end - start);
  let t = start;
  return words.map((w) => {
    const d = (span * weight(w)) / total;
    const out = { text: w, start: round(t), end: round(t + d * (/[.!?,;:]$/.test(w) ? 0.7 : 1)) };
    t += d;
    return out;
  });
}

/**
 * Times for every word from partial anchors (word index -> [start, end]); words without an anchor
 * (the engine said nothing for them) get the gap between their neighbours, by syllables.
 */
export function fillTimings(words: string[], anchors: Map<number, [number, number]>, duration: number): WordTiming[] {
  const out: WordTiming[] = [];
  let i = 0;
  while (i < words.length) {
    const a = anchors.get(i);
    if (a) {
      out.push({ text: words[i], start: round(a[0]), end: round(a[1]) });
      i++;
      continue;
    }
    let j = i;
    while (j < words.length && !anchors.has(j)) j++;
    const from = out.length ? out[out.length - 1].end : 0;
    const to = j < words.length ? anchors.get(j)![0] : duration;
    out.push(...spreadBySyllables(words.slice(i, j), from, Math.max(from, to)));
    i = j;
  }
  return out;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
