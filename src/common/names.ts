// Team names as a small box can hold them. Names are whatever members typed (64 characters,
// emoji, CJK, right-to-left), and a bracket card has room for a dozen letters, so names are cut
// to an estimated width, between graphemes (never inside an emoji or a combining sequence), with
// an ellipsis. CSS `text-overflow: ellipsis` stays on as the guard for a wrong estimate.

// The website Player runs in viewers' browsers too: without Intl.Segmenter (old ones), code points.
const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** User-perceived characters: "👨‍👩‍👧" and "é" are one each. */
export const graphemes = (text: string): string[] => (segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text));

/** Emoji, CJK and full-width forms take about a full em; Latin letters about half of one. */
const WIDE =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}|[\u3000-\u303f\uff00-\uffef]/u;

/** Estimated width of one grapheme in ems, for a font whose letters are `narrow` em wide. */
export const graphemeEms = (g: string, narrow: number): number => (WIDE.test(g) ? 1.15 : /^\s+$/u.test(g) ? 0.3 : narrow);

/** Whitespace runs (trailing spaces, newlines, tabs) as one space, trimmed. */
const ELLIPSIS_EMS = 0.6;

export const tidyName = (name: string): string => name.replace(/\s+/gu, ' ').trim();

/**
 * `name` cut to fit `widthPx` at `fontPx`, ending in "…" when cut. `narrow` is the font's
 * average letter width in ems (Anton upper case ≈ 0.5, Inter 800 ≈ 0.62).
 */
export function shortenName(name: string, widthPx: number, fontPx: number, narrow = 0.5): string {
  const text = tidyName(name);
  const budget = widthPx / fontPx;
  const parts = graphemes(text);
  const widths = parts.map((g) => graphemeEms(g, narrow));
  if (widths.reduce((a, b) => a + b, 0) <= budget) return text;
  let end = 0;
  let used = ELLIPSIS_EMS;
  while (end < parts.length && used + widths[end] <= budget) used += widths[end++];
  // Never nothing but the ellipsis, and no space left hanging before it.
  return `${parts.slice(0, Math.max(1, end)).join('').trimEnd()}…`;
}
