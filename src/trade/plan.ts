// How the trade scene fits a trade into the content box (pure, tested in
// tests/video/bench-trade.test.ts). One panel per team (up to 3), stacked, each with its
// header (avatar, name, owner) and what it got as chips that wrap. Sizes by steps, not
// measurement: the roomiest level at which every chip shows (the card's numbers only at the two
// roomiest); at the smallest level the longest lists are cut to their first items and a
// "+N more" chip. Text never under 40 px; chip widths are estimated a little wide, and
// every box also clips (CSS ellipsis/overflow) as the guard for a wrong estimate.
import { graphemeEms, graphemes, shortenName, tidyName } from '../common/names';
import type { FactCard } from '../props';
import { CONTENT, SAFE } from '../theme';

export const MAX_SIDES = 3;

/** The body: the content box less the phone-safe sides. */
export const LEFT = SAFE.side;
export const BODY_WIDTH = 1080 - 2 * SAFE.side;
export const KICKER_TOP = CONTENT.top;
/** The card's headline, one small line under the kicker. */
export const HEADLINE_TOP = 328;
export const HEADLINE_FONT = 52;
export const ROWS_TOP = 408;
/** The card's numbers, one small line at the bottom, when there is room. */
export const STATS_HEIGHT = 76;
export const STATS_GAP = 24;
export const ROWS_BOTTOM = CONTENT.bottom;

/** A panel's borders: the team's colour on the left, a thin edge elsewhere. */
export const BORDER = 4;
export const BORDER_LEFT = 14;
export const PAD_X = 20;
/** Room for chips on a line: the body less the borders and padding. */
export const CHIPS_WIDTH = BODY_WIDTH - BORDER_LEFT - BORDER - 2 * PAD_X;

/**
 * Chip text is Inter 800; its width in ems, estimated by kind of letter, a little over what
 * Chromium measures (names ≈ 0.53 em a letter, upper case ≈ 0.71, digits ≈ 0.63), so a
 * line planned to fit does.
 */
export function chipEms(text: string): number {
  let ems = 0;
  for (const g of graphemes(text)) {
    if (/^\s+$/u.test(g)) ems += 0.24;
    else if (/^[ijlI.,:;'’!|]$/.test(g)) ems += 0.32;
    else if (/^[tfr()\-]$/.test(g)) ems += 0.44;
    else if (/^[mwMW]$/.test(g)) ems += 1.0;
    else if (/^[A-Z]$/.test(g)) ems += 0.74;
    else if (/^[a-z]$/.test(g)) ems += 0.6;
    else if (/^[0-9$+]$/.test(g)) ems += 0.66;
    else ems += graphemeEms(g, 0.74);
  }
  return ems * 1.03;
}
/** Anton upper case is about 0.47 em a letter (names are cut with CSS ellipsis as the guard). */
export const ANTON_EMS = 0.48;
export const GETS_LABEL = 'GETS';
/** Letter spacing of the "GETS" label, px. */
export const GETS_SPACING = 3;

export type Level = {
  pad: number;
  avatar: number;
  nameFont: number;
  /** Owner under the name (a taller header), or after it on the same line. */
  ownerBelow: boolean;
  header: number;
  headerGap: number;
  chipFont: number;
  chipHeight: number;
  chipGap: number;
  chipPadX: number;
  /** Between panels, where the swap arrows sit. */
  rowGap: number;
  badge: number;
};

export const LEVELS: readonly Level[] = [
  {
    pad: 22,
    avatar: 116,
    nameFont: 62,
    ownerBelow: true,
    header: 120,
    headerGap: 16,
    chipFont: 50,
    chipHeight: 76,
    chipGap: 12,
    chipPadX: 24,
    rowGap: 64,
    badge: 92,
  },
  {
    pad: 20,
    avatar: 100,
    nameFont: 56,
    ownerBelow: true,
    header: 110,
    headerGap: 16,
    chipFont: 46,
    chipHeight: 70,
    chipGap: 12,
    chipPadX: 22,
    rowGap: 60,
    badge: 84,
  },
  {
    pad: 16,
    avatar: 88,
    nameFont: 50,
    ownerBelow: true,
    header: 103,
    headerGap: 12,
    chipFont: 42,
    chipHeight: 62,
    chipGap: 10,
    chipPadX: 20,
    rowGap: 52,
    badge: 76,
  },
  {
    pad: 12,
    avatar: 60,
    nameFont: 46,
    ownerBelow: false,
    header: 60,
    headerGap: 10,
    chipFont: 40,
    chipHeight: 56,
    chipGap: 10,
    chipPadX: 18,
    rowGap: 44,
    badge: 66,
  },
];

export type ItemKind = 'player' | 'pick' | 'faab' | 'more' | 'none';
export type Chip = { text: string; kind: ItemKind };

/** What an item of a side is, for its chip's colour: "2026 2nd" a pick, "$15 FAAB" budget, else a player. */
export function itemKind(item: string): ItemKind {
  const text = tidyName(item);
  if (/\bFAAB\b/i.test(text) || /^\$\s?\d/.test(text)) return 'faab';
  if (/^\d{4}\s+(\d+(st|nd|rd|th)|round\b|rd\b|pick\b)/i.test(text)) return 'pick';
  return 'player';
}

export const moreChip = (n: number): Chip => ({ text: `+${n} more`, kind: 'more' });
export const NOTHING: Chip = { text: '—', kind: 'none' };

/** Estimated width of a chip at a level: its text and padding. */
export const chipWidth = (text: string, level: Level): number => Math.ceil(chipEms(text) * level.chipFont) + 2 * level.chipPadX;

/** The "GETS" label that leads the chips, as wide as it is estimated. */
export const getsWidth = (level: Level): number => Math.ceil(chipEms(GETS_LABEL) * level.chipFont + GETS_LABEL.length * GETS_SPACING);

/** `text` cut between graphemes, with "…", so that its chip is at most `widthPx` wide. */
export function chipText(text: string, widthPx: number, level: Level): string {
  const tidy = tidyName(text);
  if (chipWidth(tidy, level) <= widthPx) return tidy;
  const budget = (widthPx - 2 * level.chipPadX) / level.chipFont - chipEms('…');
  const parts = graphemes(tidy);
  let end = 0;
  let used = 0;
  while (end < parts.length && used + chipEms(parts[end]) <= budget) used += chipEms(parts[end++]);
  return `${parts.slice(0, Math.max(1, end)).join('').trimEnd()}…`;
}

/** Room beside the "GETS" label on the first line. */
const firstRoom = (level: Level): number => CHIPS_WIDTH - getsWidth(level) - level.chipGap;

/** The chips in lines as they wrap; the "GETS" label (not a chip) leads the first line. */
export function packLines(chips: readonly Chip[], level: Level): Chip[][] {
  const lines: Chip[][] = [[]];
  let x = getsWidth(level);
  for (const chip of chips) {
    const w = chipWidth(chip.text, level);
    const line = lines[lines.length - 1];
    // A chip too long for the rest of the line starts the next (the first one too: "GETS" alone above it).
    if (x + level.chipGap + w > CHIPS_WIDTH) {
      lines.push([chip]);
      x = w;
    } else {
      line.push(chip);
      x += level.chipGap + w;
    }
  }
  return lines;
}

export const countLines = (chips: readonly Chip[], level: Level): number => packLines(chips, level).length;

/**
 * The chips of a side at a level, at most `maxLines` lines, each item cut to a line at most;
 * when they take more lines, the first items and a "+N more" chip; on one line, the first item
 * cut to sit beside "GETS" and the count.
 */
export function sideChips(items: readonly string[], level: Level, maxLines = Infinity): Chip[] {
  if (!items.length) return [NOTHING];
  const all: Chip[] = items.map((item) => ({ text: chipText(item, CHIPS_WIDTH, level), kind: itemKind(item) }));
  if (countLines(all, level) <= maxLines) return all;
  // Short of lines: the first item cut to sit beside "GETS" rather than on a line of its own.
  const compact = [{ ...all[0], text: chipText(items[0], firstRoom(level), level) }, ...all.slice(1)];
  if (countLines(compact, level) <= maxLines) return compact;
  // Fewer and fewer items, the rest counted on a last chip; always at least the first item.
  for (let shown = compact.length - 1; shown >= 1; shown--) {
    const chips = [...compact.slice(0, shown), moreChip(compact.length - shown)];
    if (countLines(chips, level) <= maxLines) return chips;
  }
  // One line: the first item cut shorter still, to leave room for the count.
  const more = moreChip(all.length - 1);
  const first = { ...all[0], text: chipText(items[0], firstRoom(level) - chipWidth(more.text, level) - level.chipGap, level) };
  return all.length > 1 ? [first, more] : [first];
}

export const chipsHeight = (lines: number, level: Level): number => lines * level.chipHeight + (lines - 1) * level.chipGap;

export const panelHeight = (lines: number, level: Level): number => 2 * BORDER + 2 * level.pad + level.header + level.headerGap + chipsHeight(lines, level);

export type PlannedSide = {
  rosterId: number;
  /** The chips line by line, as the panel draws them. */
  lines: Chip[][];
  height: number;
  /** Items not shown (counted on the "+N more" chip). */
  hidden: number;
};

export type TradePlan = {
  level: Level;
  levelIndex: number;
  sides: PlannedSide[];
  /** Whether the card's numbers are shown at the bottom. */
  showStats: boolean;
  /** Top of the first panel, the stack centred in the room it has. */
  top: number;
  /** Height of the panels and the gaps between them. */
  height: number;
};

type Side = NonNullable<FactCard['sides']>[number];

const roomFor = (showStats: boolean): number => (showStats ? ROWS_BOTTOM - STATS_HEIGHT - STATS_GAP : ROWS_BOTTOM) - ROWS_TOP;

function place(sides: readonly Side[], levelIndex: number, showStats: boolean, maxLines = Infinity): TradePlan {
  const level = LEVELS[levelIndex];
  const planned = sides.map((s): PlannedSide => {
    const chips = sideChips(s.lines, level, maxLines);
    const lines = packLines(chips, level);
    const shown = chips.filter((c) => c.kind !== 'more' && c.kind !== 'none').length;
    return { rosterId: s.rosterId, lines, height: panelHeight(lines.length, level), hidden: s.lines.length - shown };
  });
  const height = planned.reduce((h, s) => h + s.height, 0) + Math.max(0, planned.length - 1) * level.rowGap;
  const top = ROWS_TOP + Math.max(0, Math.floor((roomFor(showStats) - height) / 2));
  return { level, levelIndex, sides: planned, showStats, top, height };
}

/**
 * The trade laid out: the roomiest level at which every item shows, with the card's numbers if
 * the two roomiest levels have room for them, else without; past the smallest level, the lists
 * cut to as many lines as fit (the same cap for every side).
 */
export function planTrade(sidesIn: readonly Side[], hasStats: boolean): TradePlan {
  const sides = sidesIn.slice(0, MAX_SIDES);
  const tries: [number, boolean][] = [
    ...(hasStats
      ? ([
          [0, true],
          [1, true],
        ] as [number, boolean][])
      : []),
    ...LEVELS.map((_, i): [number, boolean] => [i, false]),
  ];
  for (const [i, stats] of tries) {
    const plan = place(sides, i, stats);
    if (plan.height <= roomFor(stats)) return plan;
  }
  const last = LEVELS.length - 1;
  for (let maxLines = 6; maxLines > 1; maxLines--) {
    const plan = place(sides, last, false, maxLines);
    if (plan.height <= roomFor(false)) return plan;
  }
  return place(sides, last, false, 1);
}

/** The direction a side's items slide in from: alternating, so each pair of sides swaps. */
export const slideFrom = (index: number): -1 | 1 => (index % 2 === 0 ? -1 : 1);

/** The headline as one line of the body. */
export const headlineText = (headline: string): string => shortenName(headline, BODY_WIDTH, HEADLINE_FONT, ANTON_EMS);
