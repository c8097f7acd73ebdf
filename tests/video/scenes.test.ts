// Scenes as modules (src/scenes.ts, src/<scene>/entry.ts): every layout has its entry, every
// entry has Studio samples for every edge case (a new scene left without them fails here), the
// Studio folders hold them one per layout, and a scene receives only its own props.
import fs from 'node:fs';
import path from 'node:path';
import type React from 'react';
import { describe, expect, it } from 'vitest';
import { PUBLIC_DIR } from '../../server/render/paths';
import { STAMP_AT } from '../../src/matchup/MatchupScene';
import { RecapProps, type FactCard } from '../../src/props';
import { SegmentKind } from '../../src/vocabulary';
import { Layout, layoutOf, SCENES } from '../../src/scenes';
import { SAMPLE_CASES, sceneFolders, sceneSamples } from '../../src/studio/samples';

const load = (dir: string) => RecapProps.parse(JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, dir, 'recap-props.json'), 'utf8')));
const demo = load('demo');
const championship = load('demo-championship');
const samples = sceneSamples(demo, championship);

describe('the scene registry', () => {
  it('has one entry for every layout and none for a layout that does not exist', () => {
    expect(Object.keys(SCENES).sort()).toEqual([...Layout.options].sort());
  });

  it('gives every layout a Studio sample of every edge case, each drawn by that layout', () => {
    for (const layout of Layout.options) {
      const cases = samples.filter((s) => s.layout === layout).map((s) => s.sampleCase);
      expect(new Set(cases), `samples of ${layout}`).toEqual(new Set(SAMPLE_CASES));
    }
    for (const s of samples) {
      expect(s.props.segments).toHaveLength(1);
      expect(layoutOf(s.props.segments[0]), s.id).toBe(s.layout);
    }
    expect(new Set(samples.map((s) => s.id)).size).toBe(samples.length);
    expect(samples.map((s) => s.id)).toContain('Scene-versus-final');
  });

  it('files the samples in one Studio folder per layout, under names Remotion accepts', () => {
    const folders = sceneFolders(samples);
    expect(folders.map((f) => f.name)).toEqual(Layout.options.map((l) => l.replace(/_/g, '-')));
    for (const f of folders) {
      expect(f.name).toMatch(/^[a-zA-Z0-9-]+$/);
      for (const s of f.samples) expect(s.id.startsWith(`Scene-${f.name}-`)).toBe(true);
    }
    expect(folders.flatMap((f) => f.samples)).toHaveLength(samples.length);
  });

  it('stamps every stamped scene with a word, and never the intro, outro or cold open', () => {
    for (const s of samples) {
      const scene = SCENES[s.layout];
      expect(scene.stamped, s.layout).toBe(!['cold_open', 'intro', 'outro'].includes(s.layout));
      expect(scene.stampText(s.props.segments[0].card).length > 0, s.id).toBe(scene.stamped);
    }
  });
});

describe('which scene draws a segment', () => {
  const card = (over: Partial<FactCard>): FactCard => ({
    ...demo.segments.find((s) => s.card)!.card!,
    sides: undefined,
    bench: null,
    award: 'top_scorer',
    ...over,
  });
  const bench = { sat: demo.matchups[0].star1!, started: null, pointsLeft: 10, actual: 90, optimal: 100 };
  const sides = [{ rosterId: 1, lines: ['Josh Allen'] }];

  it('is the scene of its kind, and an award the scene its card suits', () => {
    for (const kind of SegmentKind.options) expect(Layout.options).toContain(layoutOf({ kind, card: null }));
    expect(layoutOf({ kind: 'matchup', card: null })).toBe('versus');
    expect(layoutOf({ kind: 'standings', card: null })).toBe('standings');
    expect(layoutOf({ kind: 'award', card: null })).toBe('card');
    expect(layoutOf({ kind: 'award', card: card({}) })).toBe('card');
    expect(layoutOf({ kind: 'award', card: card({ bench }) })).toBe('bench');
    expect(layoutOf({ kind: 'award', card: card({ award: 'luckiest' }) })).toBe('luck');
    expect(layoutOf({ kind: 'award', card: card({ award: 'unluckiest' }) })).toBe('luck');
    expect(layoutOf({ kind: 'award', card: card({ sides }) })).toBe('trade');
    expect(layoutOf({ kind: 'award', card: card({ sides: [] }) })).toBe('card');
    // A card that could be two scenes: a trade's sides first, then a bench.
    expect(layoutOf({ kind: 'award', card: card({ sides, bench, award: 'luckiest' }) })).toBe('trade');
    expect(layoutOf({ kind: 'award', card: card({ bench, award: 'unluckiest' }) })).toBe('bench');
  });
});

describe('a scene', () => {
  const propsOf = (element: React.ReactElement) => element.props as Record<string, unknown>;

  it('receives its own props, not the whole recap', () => {
    for (const s of samples) {
      const props = propsOf(SCENES[s.layout].render(s.props.segments[0], s.props));
      expect(Object.keys(props), s.id).not.toContain('recap');
      expect(Object.keys(props), s.id).not.toContain('segment');
    }
  });

  it('shows the game its segment names, and the first game when the recap lacks it', () => {
    const segment = demo.segments.find((s) => s.kind === 'matchup' && s.matchupId !== demo.matchups[0].matchupId)!;
    const own = propsOf(SCENES.versus.render(segment, demo));
    const index = demo.matchups.findIndex((m) => m.matchupId === segment.matchupId);
    expect(own).toMatchObject({ matchup: demo.matchups[index], index: index + 1, total: demo.matchups.length });
    expect(propsOf(SCENES.versus.render({ ...segment, matchupId: 999_999 }, demo))).toMatchObject({ matchup: demo.matchups[0], index: 1 });
  });

  it("asks for its own sounds: a matchup's hit as a winner is stamped, none for a game the recap lacks", () => {
    const segment = demo.segments.find((s) => s.kind === 'matchup' && demo.matchups.find((m) => m.matchupId === s.matchupId)?.winner != null)!;
    expect(SCENES.versus.cues(segment, demo)).toEqual([{ sfx: 'hit', frame: STAMP_AT, volume: 0.5 }]);
    expect(SCENES.versus.cues({ ...segment, durationInFrames: STAMP_AT }, demo)).toEqual([]);
    expect(SCENES.versus.cues({ ...segment, matchupId: 999_999 }, demo)).toEqual([]);
    for (const layout of Layout.options) if (layout !== 'versus') expect(SCENES[layout].cues(segment, demo)).toEqual([]);
  });
});
