// Where the bench scene puts things (pure, tested in tests/video/bench-trade.test.ts). The star
// who sat is the big face on a drawn bench on the left, the starter who played instead stands
// on the right with his (low) points on a red tag; without a known starter the bench is centred
// and alone. Below both: the points left on the bench, counting up. Everything inside the
// content box (x 64–1016, y 220–1280); names are cut to their column, never wider.
import { fitSize } from '../common/Fit';
import { points } from '../common/format';
import { shortenName } from '../common/names';
import { WIDTH, type BenchCard, type MatchupStar } from '../props';
import { CONTENT, SAFE } from '../theme';

/** Anton upper case is about 0.4 em a letter; a little over, so the estimate errs short. */
export const ANTON_EMS = 0.46;
/** Inter 600–800 mixed case, a little over its average. */
export const INTER_EMS = 0.6;

export const LEFT = SAFE.side;
export const RIGHT = WIDTH - SAFE.side;
export const BODY_WIDTH = RIGHT - LEFT;

// Rows, top to bottom (px of the 1080×1920 frame).
export const KICKER_TOP = CONTENT.top;
export const TEAM_TOP = 330;
export const TEAM_AVATAR = 96;
export const FACE_BOTTOM = 752;
export const SAT_FACE = 300;
export const STARTED_FACE = 216;
export const SEAT_TOP = 738;
export const NAME_TOP = 872;
export const TAG_TOP = 940;
export const PANEL_TOP = 1036;
export const PANEL_BOTTOM = CONTENT.bottom;

/** One player's column: where his face, name and tag sit. */
export type BenchColumn = {
  star: MatchupStar;
  /** Middle of the column (px from the frame's left). */
  centerX: number;
  width: number;
  face: number;
  /** His name as it fits the column, and its size. */
  name: string;
  nameFont: number;
  /** "27.40 PTS". */
  tag: string;
};

export type BenchPlan = {
  sat: BenchColumn;
  /** Null when the card knows no starter: then only the sat player and the numbers. */
  started: BenchColumn | null;
  /** The drawn bench: its left edge and width. */
  bench: { left: number; width: number };
  /** The big number, as it reads once counted up: "31.50". */
  pointsLeft: string;
  /** Under it: what the lineup scored and could have. */
  summary: string;
};

export const tagText = (p: number): string => `${points(p)} PTS`;

function column(star: MatchupStar, centerX: number, width: number, face: number, max: number): BenchColumn {
  const nameFont = fitSize(star.name.trim(), max, 40, Math.floor(width / (max * ANTON_EMS)));
  return { star, centerX, width, face, name: shortenName(star.name, width, nameFont, ANTON_EMS), nameFont, tag: tagText(star.points) };
}

export function benchPlan(card: BenchCard): BenchPlan {
  const summary = `Scored ${points(card.actual)} · best ${points(card.optimal)}`;
  if (!card.started) {
    // Alone: the bench in the middle, his name as wide as the body.
    const benchWidth = 620;
    return {
      sat: column(card.sat, WIDTH / 2, BODY_WIDTH, SAT_FACE, 72),
      started: null,
      bench: { left: (WIDTH - benchWidth) / 2, width: benchWidth },
      pointsLeft: points(card.pointsLeft),
      summary,
    };
  }
  // Side by side: the bench takes the left 556 px, the starter the right 360, a gap between.
  const satWidth = 556;
  const startedWidth = 360;
  const satCenter = LEFT + satWidth / 2;
  const startedCenter = RIGHT - startedWidth / 2;
  const benchWidth = 520;
  return {
    sat: column(card.sat, satCenter, satWidth, SAT_FACE, 64),
    started: column(card.started, startedCenter, startedWidth, STARTED_FACE, 52),
    bench: { left: satCenter - benchWidth / 2, width: benchWidth },
    pointsLeft: points(card.pointsLeft),
    summary,
  };
}
