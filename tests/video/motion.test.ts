// The video's motion and sound, as pure functions: punchline beats on the voice's words, the
// camera never standing still, and the sound effects on the transitions and the winner stamps.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_DIR } from '../../server/render/paths';
import { BEAT_FRAMES, beatOf, punchlineFrame } from '../../src/common/beats';
import { CAMERA_PERIOD, cameraTransform } from '../../src/common/Camera';
import { STAMP_AT } from '../../src/matchup/MatchupScene';
import { RecapProps } from '../../src/props';
import { layoutOf, SCENES, sceneOf } from '../../src/scenes';
import { SFX, soundCues, WHOOSH_LEAD } from '../../src/sound/cues';
import { heldFrame, SETTLED_FRAME } from '../../src/still-recap/StillRecap';

const demo = RecapProps.parse(JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'demo', 'recap-props.json'), 'utf8')));
const word = (text: string, startFrame: number) => ({ text, startFrame, endFrame: startFrame + 8 });

describe('punchline beats', () => {
  it('land on the last spoken word of the segment', () => {
    const words = [word('Silver', 0), word('Bean', 10), word('lost', 40), word('again.', 90), word('—', 100)];
    expect(punchlineFrame(words, 200)).toBe(90);
    // Too early (the scene is still entering) or no words: no beat.
    expect(punchlineFrame([word('Hi.', 12)], 200)).toBeNull();
    expect(punchlineFrame([], 200)).toBeNull();
    // Late in a short scene: moved up so the beat plays out before the cut.
    expect(punchlineFrame([word('a', 0), word('b', 95)], 100)).toBe(100 - BEAT_FRAMES);
  });

  it('differ from one scene to the next, and stamp only facts the scene shows', () => {
    const beats = demo.segments.map((s, i) => beatOf(s, i, sceneOf(s).stamped));
    expect(beats.filter((b) => b !== null).length).toBeGreaterThanOrEqual(demo.segments.length - 1);
    for (let i = 1; i < beats.length; i++) {
      if (beats[i] && beats[i - 1]) expect(beats[i]!.kind).not.toBe(beats[i - 1]!.kind);
    }
    demo.segments.forEach((s, i) => {
      const layout = layoutOf(s);
      if (['intro', 'outro', 'cold_open'].includes(layout)) expect(beats[i]?.kind).not.toBe('stamp');
      if (beats[i]?.kind === 'stamp') expect(SCENES[layout].stampText(s.card).length).toBeGreaterThan(0);
    });
    expect(SCENES.luck.stampText({ award: 'luckiest', title: 'Luckiest win' })).toBe('LUCKY');
    expect(SCENES.luck.stampText({ award: 'unluckiest', title: 'Unluckiest loss' })).toBe('UNLUCKY');
  });
});

describe('camera', () => {
  it('moves on every frame (push-in and pan a quarter-turn apart), and punches or shakes on the beat', () => {
    const frames = Array.from({ length: 2 * CAMERA_PERIOD }, (_, f) => cameraTransform(f, null));
    for (let f = 1; f < frames.length; f++) expect(frames[f]).not.toBe(frames[f - 1]);
    const scale = (t: string) => Number(/scale\(([\d.]+)\)/.exec(t)![1]);
    const x = (t: string) => Number(/translate\((-?[\d.]+)px/.exec(t)![1]);
    expect(Math.min(...frames.map(scale))).toBeGreaterThanOrEqual(1);
    expect(Math.max(...frames.map(scale))).toBeLessThanOrEqual(1.04);
    expect(scale(cameraTransform(103, { kind: 'zoom', frame: 100 }))).toBeGreaterThan(scale(cameraTransform(103, null)) + 0.05);
    expect(x(cameraTransform(105, { kind: 'shake', frame: 100 }))).not.toBeCloseTo(x(cameraTransform(105, null)), 0);
    expect(cameraTransform(100 + BEAT_FRAMES, { kind: 'shake', frame: 100 })).toBe(cameraTransform(100 + BEAT_FRAMES, null));
    // Stamps and bursts are drawn over the scene, not by moving it.
    expect(cameraTransform(105, { kind: 'stamp', frame: 100 })).toBe(cameraTransform(105, null));
  });
});

describe('the still yardstick (StillRecap)', () => {
  it('holds each scene on one frame after its entrance, and changes picture only at the cuts', () => {
    const [first, second] = demo.segments;
    expect(heldFrame(demo.segments, 0)).toBe(SETTLED_FRAME);
    expect(heldFrame(demo.segments, first.durationInFrames - 1)).toBe(SETTLED_FRAME);
    expect(heldFrame(demo.segments, first.durationInFrames)).toBe(first.durationInFrames + SETTLED_FRAME);
    expect(heldFrame(demo.segments, first.durationInFrames + second.durationInFrames - 1)).toBe(first.durationInFrames + SETTLED_FRAME);
    // A scene shorter than its entrance holds its last frame.
    const short = [{ ...first, durationInFrames: 20 }, second];
    expect(heldFrame(short, 5)).toBe(19);
    const total = demo.segments.reduce((n, s) => n + s.durationInFrames, 0);
    const held = new Set(Array.from({ length: total }, (_, f) => heldFrame(demo.segments, f)));
    expect(held.size).toBe(demo.segments.length);
  });
});

describe('sound effects', () => {
  it('whoosh on every transition, hit on every winner stamped, and a sound on every beat', () => {
    const cues = soundCues(demo);
    const starts = demo.segments.map((_, i) => demo.segments.slice(0, i).reduce((n, s) => n + s.durationInFrames, 0));
    const whooshes = cues.filter((c) => c.file === SFX.whoosh).map((c) => c.frame);
    expect(whooshes).toEqual(starts.slice(1).map((s) => s - WHOOSH_LEAD));
    const decided = demo.segments.flatMap((s, i) =>
      s.kind === 'matchup' && demo.matchups.find((m) => m.matchupId === s.matchupId)?.winner != null ? [starts[i] + STAMP_AT] : [],
    );
    expect(decided.length).toBeGreaterThan(0);
    for (const frame of decided) expect(cues).toContainEqual(expect.objectContaining({ file: SFX.hit, frame }));
    demo.segments.forEach((s, i) => {
      const beat = beatOf(s, i, sceneOf(s).stamped);
      if (beat) expect(cues.some((c) => c.frame === starts[i] + beat.frame && c.file !== SFX.whoosh)).toBe(true);
    });
    for (const file of Object.values(SFX)) expect(fs.existsSync(path.join(PUBLIC_DIR, file))).toBe(true);
  });
});
