// The bench and trade scenes' layout logic (src/bench/layout.ts, src/trade/plan.ts): what a
// viewer checks on the frame: who is shown, which numbers, that names of any length stay in
// their boxes, that every trade item is shown or counted, and that it all sits in the content
// box. Pure: no render here (Scene-bench-* / Scene-trade-* in Studio draw them).
import { describe, expect, it } from 'vitest';
import {
  benchPlan,
  BODY_WIDTH as BENCH_BODY,
  FACE_BOTTOM,
  LEFT as BENCH_LEFT,
  NAME_TOP,
  PANEL_BOTTOM,
  TAG_TOP,
  TEAM_TOP,
  ANTON_EMS as BENCH_ANTON,
} from '../../src/bench/layout';
import { graphemeEms, graphemes } from '../../src/common/names';
import type { BenchCard, MatchupStar } from '../../src/props';
import {
  chipEms,
  chipWidth,
  CHIPS_WIDTH,
  getsWidth,
  headlineText,
  itemKind,
  LEVELS,
  MAX_SIDES,
  planTrade,
  ROWS_BOTTOM,
  ROWS_TOP,
  sideChips,
  slideFrom,
  STATS_GAP,
  STATS_HEIGHT,
  type TradePlan,
} from '../../src/trade/plan';
import { CONTENT } from '../../src/theme';

const LONG_PLAYER = 'Amon-Ra St. Brown-Smith-Njigba Jr.';
const NAME_64 = 'The Extremely Long Team Name That Uses All Sixty-Four Characters';

const star = (name: string, points: number): MatchupStar => ({ playerId: '4046', name, points, nflTeam: 'KC', photo: null, logo: null });
const card = (over: Partial<BenchCard> = {}): BenchCard => ({
  sat: star('Javonte Williams', 27.4),
  started: star('Jared Goff', 3.1),
  pointsLeft: 31.5,
  actual: 143.48,
  optimal: 174.98,
  ...over,
});

/** Estimated width of a name in Anton at a size (the same estimate the layout cuts with). */
const antonWidth = (text: string, font: number): number => graphemes(text).reduce((w, g) => w + graphemeEms(g, BENCH_ANTON), 0) * font;

describe('bench scene', () => {
  it('shows the star who sat, the starter who played instead, and the points left as the big number', () => {
    const plan = benchPlan(card());
    expect(plan.sat.star.name).toBe('Javonte Williams');
    expect(plan.sat.tag).toBe('27.40 PTS');
    expect(plan.started?.star.name).toBe('Jared Goff');
    expect(plan.started?.tag).toBe('3.10 PTS');
    expect(plan.pointsLeft).toBe('31.50');
    expect(plan.summary).toBe('Scored 143.48 · best 174.98');
  });

  it('draws the star big on the bench on the left and the starter smaller on the right, apart and inside the body', () => {
    const { sat, started, bench } = benchPlan(card());
    if (!started) throw new Error('starter expected');
    expect(sat.face).toBeGreaterThan(started.face);
    expect(sat.centerX).toBeLessThan(started.centerX);
    expect(sat.centerX + sat.width / 2).toBeLessThanOrEqual(started.centerX - started.width / 2);
    for (const col of [sat, started]) {
      expect(col.centerX - col.width / 2).toBeGreaterThanOrEqual(BENCH_LEFT);
      expect(col.centerX + col.width / 2).toBeLessThanOrEqual(BENCH_LEFT + BENCH_BODY);
    }
    // He sits on it: the bench spans under his face, and stays clear of the starter's column.
    expect(bench.left).toBeLessThan(sat.centerX - sat.face / 2);
    expect(bench.left + bench.width).toBeGreaterThan(sat.centerX + sat.face / 2);
    expect(bench.left + bench.width).toBeLessThanOrEqual(started.centerX - started.width / 2);
  });

  it('without a known starter shows only the star, centred on the bench, and the numbers', () => {
    const plan = benchPlan(card({ started: null }));
    expect(plan.started).toBeNull();
    expect(plan.sat.centerX).toBe(540);
    expect(plan.bench.left + plan.bench.width / 2).toBe(540);
    expect(plan.pointsLeft).toBe('31.50');
    expect(plan.summary).toContain('143.48');
  });

  it('cuts names of any length to their column, at 40 px or more', () => {
    for (const name of [LONG_PLAYER, NAME_64, '🏈🔥💯'.repeat(10), '山田太郎山田太郎山田太郎山田太郎', 'Zay Flowers']) {
      for (const started of [star(name, 1), null]) {
        const plan = benchPlan(card({ sat: star(name, 20), started }));
        for (const col of [plan.sat, plan.started].filter((c) => c !== null)) {
          expect(col.nameFont).toBeGreaterThanOrEqual(40);
          expect(antonWidth(col.name, col.nameFont)).toBeLessThanOrEqual(col.width);
        }
      }
    }
    expect(benchPlan(card({ sat: star(NAME_64, 20) })).sat.name.endsWith('…')).toBe(true);
    expect(benchPlan(card()).sat.name).toBe('Javonte Williams');
  });

  it('stacks team line, faces, names, tags and the number panel top to bottom inside the content box', () => {
    expect(TEAM_TOP).toBeGreaterThan(CONTENT.top + 88);
    expect(FACE_BOTTOM).toBeLessThan(NAME_TOP);
    expect(NAME_TOP + 60).toBeLessThanOrEqual(TAG_TOP);
    expect(PANEL_BOTTOM).toBeLessThanOrEqual(CONTENT.bottom);
  });

  it('prints negative and fractional points as the screen does', () => {
    const plan = benchPlan(card({ started: star('Jets D/ST', -1), pointsLeft: 0.5 }));
    expect(plan.started?.tag).toBe('-1.00 PTS');
    expect(plan.pointsLeft).toBe('0.50');
  });
});

/** Every chip shown (not the "+N more" count or the blank), across all lines. */
const shownItems = (plan: TradePlan, side: number): string[] =>
  plan.sides[side].lines
    .flat()
    .filter((c) => c.kind !== 'more' && c.kind !== 'none')
    .map((c) => c.text);

/** The stack of panels and the stats line stay in the content box, every line of chips in its panel's width. */
function expectFits(plan: TradePlan) {
  const bottom = plan.showStats ? ROWS_BOTTOM - STATS_HEIGHT - STATS_GAP : ROWS_BOTTOM;
  expect(plan.top).toBeGreaterThanOrEqual(ROWS_TOP);
  expect(plan.top + plan.height).toBeLessThanOrEqual(bottom);
  expect(ROWS_BOTTOM).toBeLessThanOrEqual(CONTENT.bottom);
  expect(plan.level.chipFont).toBeGreaterThanOrEqual(40);
  expect(plan.level.nameFont).toBeGreaterThanOrEqual(40);
  for (const side of plan.sides) {
    side.lines.forEach((line, i) => {
      const width =
        (i === 0 ? getsWidth(plan.level) + plan.level.chipGap : 0) +
        line.reduce((w, c) => w + chipWidth(c.text, plan.level), 0) +
        Math.max(0, line.length - 1) * plan.level.chipGap;
      expect(width).toBeLessThanOrEqual(CHIPS_WIDTH);
    });
  }
}

describe('trade scene', () => {
  const twoSides = [
    { rosterId: 1, lines: ['Javonte Williams', '2026 2nd'] },
    { rosterId: 2, lines: ['Jared Goff', '2027 1st', '$15 FAAB'] },
  ];

  it('tells players, picks and FAAB apart for their chips', () => {
    expect(itemKind('Josh Allen')).toBe('player');
    expect(itemKind('DET')).toBe('player');
    expect(itemKind('2026 2nd')).toBe('pick');
    expect(itemKind('2027 1st (Do The Math)')).toBe('pick');
    expect(itemKind('2028 3rd')).toBe('pick');
    expect(itemKind('$15 FAAB')).toBe('faab');
    expect(itemKind('$0 FAAB')).toBe('faab');
  });

  it('shows both teams with every item, in order, the numbers, at the roomiest size', () => {
    const plan = planTrade(twoSides, true);
    expect(plan.sides.map((s) => s.rosterId)).toEqual([1, 2]);
    expect(shownItems(plan, 0)).toEqual(['Javonte Williams', '2026 2nd']);
    expect(shownItems(plan, 1)).toEqual(['Jared Goff', '2027 1st', '$15 FAAB']);
    expect(plan.sides.every((s) => s.hidden === 0)).toBe(true);
    expect(plan.showStats).toBe(true);
    expect(plan.levelIndex).toBe(0);
    expectFits(plan);
  });

  it('fits a three-team trade, every item shown, and no more than three sides', () => {
    const three = [
      { rosterId: 1, lines: ['Josh Allen', '2026 2nd'] },
      { rosterId: 2, lines: ['Bijan Robinson', '$15 FAAB'] },
      { rosterId: 3, lines: ["Ja'Marr Chase", '2027 1st', '2026 3rd'] },
    ];
    const plan = planTrade(three, true);
    expect(plan.sides).toHaveLength(3);
    expect(plan.sides.every((s) => s.hidden === 0)).toBe(true);
    expectFits(plan);
    expect(planTrade([...three, { rosterId: 4, lines: ['Puka Nacua'] }], false).sides).toHaveLength(MAX_SIDES);
  });

  it('shrinks, then cuts long lists to their first items and a count of the rest, never overflowing', () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => (i % 3 === 2 ? `202${6 + (i % 2)} ${(i % 4) + 1}th` : i % 5 === 4 ? LONG_PLAYER : `Player Number ${i + 1}`));
    const plan = planTrade(
      [1, 2, 3].map((rosterId) => ({ rosterId, lines: many(14) })),
      true,
    );
    expect(plan.levelIndex).toBe(LEVELS.length - 1);
    expect(plan.showStats).toBe(false);
    expectFits(plan);
    for (const side of plan.sides) {
      const more = side.lines.flat().find((c) => c.kind === 'more');
      expect(side.hidden).toBeGreaterThan(0);
      expect(more?.text).toBe(`+${side.hidden} more`);
      // The first items, in order, then the count.
      expect(shownItems(plan, plan.sides.indexOf(side))[0]).toBe('Player Number 1');
    }
  });

  it('fits any mix of sides, item counts and name lengths', () => {
    const names = [
      'Josh Allen',
      '2026 2nd',
      '$15 FAAB',
      LONG_PLAYER,
      NAME_64,
      '🏈🔥💯🦁🍕',
      '山田太郎',
      'WWWWWWWWWWWWWWW',
      "Ja'Marr Chase",
      '2027 1st (Wolverhampton Wasters🏆🏆)',
    ];
    for (let sides = 1; sides <= MAX_SIDES; sides++) {
      for (let items = 0; items <= 12; items += 3) {
        for (let offset = 0; offset < names.length; offset += 3) {
          const list = Array.from({ length: items }, (_, i) => names[(i + offset) % names.length]);
          for (const stats of [true, false]) {
            const plan = planTrade(
              Array.from({ length: sides }, (_, s) => ({ rosterId: s, lines: list })),
              stats,
            );
            expectFits(plan);
            for (const side of plan.sides) expect(shownItems(plan, plan.sides.indexOf(side)).length + side.hidden).toBe(items);
          }
        }
      }
    }
  });

  it('cuts a name longer than a line with an ellipsis, and shows a side that got nothing as a dash', () => {
    const level = LEVELS[0];
    const [chip] = sideChips([NAME_64], level);
    expect(chip.text.endsWith('…')).toBe(true);
    expect(chipWidth(chip.text, level)).toBeLessThanOrEqual(CHIPS_WIDTH);
    expect(sideChips([], level)).toEqual([{ text: '—', kind: 'none' }]);
    expect(chipEms('Jared Goff')).toBeGreaterThan(5.18); // Chromium measures 5.18 em in Inter 800
  });

  it('slides the sides in from alternating directions, and keeps the headline to one line', () => {
    expect([0, 1, 2].map(slideFrom)).toEqual([-1, 1, -1]);
    expect(headlineText('Traded for Javonte Williams')).toBe('Traded for Javonte Williams');
    expect(headlineText(`Traded for ${NAME_64}`).endsWith('…')).toBe(true);
  });
});
