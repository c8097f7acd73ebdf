// A second benchmark yardstick: the recap with every scene standing still. Each scene's picture is
// held on one frame once it has landed, the captions hold with it, and the sound plays as in the
// recap. `npm run bench:render` renders it in the same run as the recap and FlatReference, so the
// figures show what the pictures cost standing still and what making them move adds.
import React, { useState } from 'react';
import { AbsoluteFill, Freeze, useCurrentFrame } from 'remotion';
import { loadRecapFonts } from '../fonts';
import type { RecapProps, Segment } from '../props';
import { RecapPictures, RecapSound } from '../WeeklyRecap';

/** Frames into a scene by which its entrance has played. */
export const SETTLED_FRAME = 45;

/** The frame a still recap shows at `frame`: its scene's frame SETTLED_FRAME (or its last). */
export function heldFrame(segments: Segment[], frame: number): number {
  let start = 0;
  for (const s of segments) {
    if (frame < start + s.durationInFrames) return start + Math.min(SETTLED_FRAME, s.durationInFrames - 1);
    start += s.durationInFrames;
  }
  return frame;
}

export const StillRecap: React.FC<RecapProps> = (recap) => {
  useState(loadRecapFonts);
  const frame = useCurrentFrame();
  return (
    <AbsoluteFill>
      <Freeze frame={heldFrame(recap.segments, frame)}>
        <RecapPictures recap={recap} />
      </Freeze>
      <RecapSound recap={recap} />
    </AbsoluteFill>
  );
};
