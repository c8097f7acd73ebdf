// The camera over a scene: always drifting (push-in, pull-back, pan), and the punchline's beat:
// a zoom punch, a shake, a stamp slammed on, or a burst of emoji, landing on the word the voice
// says it on. Transforms and opacity only; the stamp and the emoji are text, no images or filters.
import React from 'react';
import { AbsoluteFill, interpolate, random, useCurrentFrame } from 'remotion';
import { COLORS, CONTENT, DISPLAY_FONT, TEXT_FONT } from '../theme';
import { BEAT_FRAMES, type Beat } from './beats';
import { enter } from './motion';

/**
 * The camera drifts for the whole scene: a slow push-in and pull-back (1.00–1.04) with a
 * sideways pan a quarter-turn apart, so when one comes to rest the other is at its fastest and
 * the picture never stands still. One period is CAMERA_PERIOD frames.
 */
export const CAMERA_PERIOD = 300;
const ZOOM = 0.02;
const PAN_PX = 12;
const SHAKE_PX = 14;

/** 0 → 1 in 3 frames from the beat, then back to 0 by BEAT_FRAMES. */
const punch = (t: number): number =>
  t < 0 || t >= BEAT_FRAMES ? 0 : t < 3 ? t / 3 : interpolate(t, [3, BEAT_FRAMES], [1, 0], { extrapolateRight: 'clamp' }) ** 2;

/** The camera's transform at a frame of a scene: the drift, plus the beat's zoom punch or shake. */
export function cameraTransform(frame: number, beat: Beat | null): string {
  const phase = (2 * Math.PI * frame) / CAMERA_PERIOD;
  const t = beat ? frame - beat.frame : -1;
  let scale = 1 + ZOOM - ZOOM * Math.cos(phase);
  let x = PAN_PX * Math.sin(phase);
  let y = 0;
  if (beat?.kind === 'zoom') scale += 0.08 * punch(t);
  if (beat?.kind === 'shake' && t >= 0 && t < BEAT_FRAMES) {
    const fade = 1 - t / BEAT_FRAMES;
    x += SHAKE_PX * fade * Math.sin(t * 2.3);
    y += SHAKE_PX * 0.6 * fade * Math.cos(t * 1.9);
  }
  return `translate(${x.toFixed(2)}px, ${y.toFixed(2)}px) scale(${scale.toFixed(5)})`;
}

const Stamp: React.FC<{ text: string; at: number }> = ({ text, at }) => {
  const frame = useCurrentFrame();
  if (frame < at) return null;
  const p = enter(frame, at, 260);
  return (
    <AbsoluteFill style={{ alignItems: 'center', justifyContent: 'center', top: CONTENT.top, bottom: 1920 - CONTENT.bottom, height: 'auto' }}>
      <div
        style={{
          fontFamily: DISPLAY_FONT,
          fontSize: text.length > 10 ? 96 : 140,
          lineHeight: 1,
          color: COLORS.loss,
          border: `12px solid ${COLORS.loss}`,
          borderRadius: 18,
          padding: '22px 40px 10px',
          backgroundColor: 'rgba(11, 13, 23, 0.78)',
          textTransform: 'uppercase',
          whiteSpace: 'nowrap',
          transform: `rotate(-12deg) scale(${2.4 - 1.4 * p})`,
          opacity: Math.min(1, p * 2),
        }}
      >
        {text}
      </div>
    </AbsoluteFill>
  );
};

const Burst: React.FC<{ emoji: string; at: number; seed: string }> = ({ emoji, at, seed }) => {
  const frame = useCurrentFrame();
  const t = frame - at;
  if (t < 0 || t >= BEAT_FRAMES + 6) return null;
  const cx = 540;
  const cy = (CONTENT.top + CONTENT.bottom) / 2;
  return (
    <AbsoluteFill>
      {Array.from({ length: 12 }, (_, i) => {
        const angle = (i / 12) * Math.PI * 2 + random(`${seed}-a${i}`) * 0.5;
        const speed = 26 + random(`${seed}-s${i}`) * 18;
        const x = cx + Math.cos(angle) * speed * t;
        // A little gravity: they arc down as they fly out.
        const y = cy + Math.sin(angle) * speed * t + 1.6 * t * t;
        const size = 80 + random(`${seed}-z${i}`) * 50;
        return (
          <div
            key={i}
            style={{
              position: 'absolute',
              left: 0,
              top: 0,
              fontFamily: TEXT_FONT,
              fontSize: size,
              lineHeight: 1,
              transform: `translate(${(x - size / 2).toFixed(1)}px, ${(y - size / 2).toFixed(1)}px) rotate(${(t * (i % 2 ? 9 : -9)).toFixed(0)}deg)`,
              opacity: t > BEAT_FRAMES - 6 ? Math.max(0, (BEAT_FRAMES + 6 - t) / 12) : 1,
            }}
          >
            {emoji}
          </div>
        );
      })}
    </AbsoluteFill>
  );
};

export const Camera: React.FC<{ beat: Beat | null; stamp: string; emoji: string; seed: string; children: React.ReactNode }> = ({
  beat,
  stamp,
  emoji,
  seed,
  children,
}) => {
  const frame = useCurrentFrame();
  return (
    <AbsoluteFill style={{ overflow: 'hidden' }}>
      <AbsoluteFill style={{ transform: cameraTransform(frame, beat) }}>{children}</AbsoluteFill>
      {beat?.kind === 'stamp' && <Stamp text={stamp} at={beat.frame} />}
      {beat?.kind === 'burst' && <Burst emoji={emoji} at={beat.frame} seed={seed} />}
    </AbsoluteFill>
  );
};
