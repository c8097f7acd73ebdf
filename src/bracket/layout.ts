// Sizes of the bracket scene, picked so the whole bracket fits the content box of a portrait
// frame: the roomiest size that fits, then the least important games left out (other games of the
// week first, then the oldest rounds), never the round being played. Text never goes under 44 px.
import { CONTENT } from '../theme';
import type { Section } from './model';

export type Metrics = {
  /** One team's line in a card: its height, avatar, name and score sizes. */
  line: number;
  avatar: number;
  font: number;
  score: number;
  /** The same for the round's only game when it is this week's (the final, usually). */
  bigLine: number;
  bigAvatar: number;
  bigFont: number;
  bigScore: number;
  /** A card's own label line ("3RD PLACE"), a section heading, and spacing. */
  label: number;
  header: number;
  pad: number;
  gap: number;
  sectionGap: number;
};

export const BORDER = 4;
/** SceneBody with inset 24: 1080 − 2 × 40. */
export const BODY_WIDTH = 1000;
export const COLUMN_GAP = 16;
/** The kicker and the space under it. */
export const KICKER_BLOCK = 112;

export const LEVELS: readonly Metrics[] = [
  { line: 64, avatar: 52, font: 50, score: 52, bigLine: 92, bigAvatar: 76, bigFont: 64, bigScore: 70, label: 54, header: 64, pad: 8, gap: 12, sectionGap: 18 },
  { line: 56, avatar: 46, font: 46, score: 46, bigLine: 78, bigAvatar: 64, bigFont: 56, bigScore: 60, label: 50, header: 58, pad: 6, gap: 12, sectionGap: 14 },
  { line: 52, avatar: 42, font: 44, score: 44, bigLine: 66, bigAvatar: 54, bigFont: 50, bigScore: 52, label: 48, header: 54, pad: 5, gap: 10, sectionGap: 10 },
];

export type PlacedSection = Section & { big: boolean; columns: 1 | 2 };
export type Plan = { metrics: Metrics; sections: PlacedSection[] };

const place = (s: Section, wide = false): PlacedSection => ({
  ...s,
  big: s.tone === 'current' && s.games.length === 1 && !s.labelled,
  columns: wide || s.games.length === 1 ? 1 : 2,
});

export const cardHeight = (m: Metrics, big: boolean, labelled: boolean): number =>
  (labelled ? m.label : 0) + 2 * (big ? m.bigLine : m.line) + 2 * m.pad + 2 * BORDER;
export const byeHeight = (m: Metrics): number => m.line + 2 * m.pad + 2 * BORDER;

export function sectionHeight(s: PlacedSection, m: Metrics): number {
  const rows = Math.ceil(s.games.length / s.columns);
  const byeRows = Math.ceil(s.byes.length / 2);
  return m.header + rows * (cardHeight(m, s.big, s.labelled) + m.gap) + byeRows * (byeHeight(m) + m.gap);
}

export const planHeight = (sections: PlacedSection[], m: Metrics): number =>
  sections.reduce((h, s) => h + sectionHeight(s, m), 0) + Math.max(0, sections.length - 1) * m.sectionGap;

export function planBracket(sections: Section[], budget = CONTENT.bottom - CONTENT.top - KICKER_BLOCK): Plan {
  const shown = sections.filter((s) => s.games.length + s.byes.length > 0);
  // A game a row when there is room (whole names), else two side by side.
  const wide = shown.map((s) => place(s, true));
  for (const metrics of LEVELS.slice(0, 2)) if (planHeight(wide, metrics) <= budget) return { metrics, sections: wide };
  let placed = shown.map((s) => place(s));
  for (const metrics of LEVELS) if (planHeight(placed, metrics) <= budget) return { metrics, sections: placed };

  const metrics = LEVELS[LEVELS.length - 1];
  const fits = () => planHeight(placed, metrics) <= budget;
  // Other games of the week, a row at a time from the least important.
  const side = placed.find((s) => s.tone === 'side');
  while (side && side.games.length > 0 && !fits()) side.games = side.games.slice(0, (Math.ceil(side.games.length / side.columns) - 1) * side.columns);
  placed = placed.filter((s) => s.games.length + s.byes.length > 0);
  // Then whole rounds: the oldest played ones, then the furthest ahead.
  while (!fits()) {
    const past = placed.findIndex((s) => s.tone === 'past' || s.tone === 'side');
    const ahead = placed.map((s) => s.tone).lastIndexOf('upcoming');
    const drop = past >= 0 ? past : ahead;
    if (drop < 0) break;
    placed = placed.filter((_, i) => i !== drop);
  }
  // Last resort, a huge round alone: its first games, as many as fit.
  const current = placed.find((s) => s.tone === 'current');
  while (current && current.games.length > 1 && !fits()) current.games = current.games.slice(0, -2);
  return { metrics, sections: placed.map((s) => place(s)) };
}
