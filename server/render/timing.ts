// Voice timings (seconds) to the frames the video counts in.
import { FPS, type Word } from '../../src/props';

export type VoiceWord = { text: string; start: number; end: number };

/** A scene is its clip plus a breath before the next one starts. */
export const SCENE_TAIL_FRAMES = 12;
export const MIN_SCENE_FRAMES = 45;

export const toFrame = (seconds: number): number => Math.round(seconds * FPS);

export function wordsToFrames(words: VoiceWord[]): Word[] {
  return words
    .filter((w) => w.text.trim() !== '')
    .map((w) => {
      const startFrame = Math.max(0, toFrame(w.start));
      return { text: w.text.trim(), startFrame, endFrame: Math.max(startFrame + 1, toFrame(w.end)) };
    });
}

/** When the voice gives no word timings: spread the words over the clip by their length. */
export function estimateWords(text: string, durationSeconds: number): Word[] {
  const words = text.split(/\s+/).filter(Boolean);
  const weights = words.map((w) => w.length + 2);
  const total = weights.reduce((a, b) => a + b, 0);
  let t = 0;
  return words.map((w, i) => {
    const start = (t / total) * durationSeconds;
    t += weights[i];
    const end = (t / total) * durationSeconds;
    const startFrame = toFrame(start);
    return { text: w, startFrame, endFrame: Math.max(startFrame + 1, toFrame(end)) };
  });
}

export const sceneFrames = (durationSeconds: number): number => Math.max(MIN_SCENE_FRAMES, Math.ceil(durationSeconds * FPS) + SCENE_TAIL_FRAMES);
