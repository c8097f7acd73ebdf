// The drawn pieces of the bench scene: a wooden bench (backrest, seat, legs), a patch of turf
// for the starter to stand on, and a price tag for points. Flat rectangles only.
import React from 'react';
import { COLORS, DISPLAY_FONT } from '../theme';

const WOOD = '#b7793f';
const WOOD_EDGE = '#8a5526';
const WOOD_DARK = '#5e3817';
const TURF = '#2a9d5c';

/** The backrest: drawn behind the face (the face sits in front of it). */
export const Backrest: React.FC<{ left: number; width: number; seatTop: number }> = ({ left, width, seatTop }) => {
  const post = 24;
  const plankTop = seatTop - 150;
  return (
    <>
      {[left + 46, left + width - 46 - post].map((x) => (
        <div key={x} style={{ position: 'absolute', left: x, top: plankTop, width: post, height: 150, backgroundColor: WOOD_DARK }} />
      ))}
      <div
        style={{
          position: 'absolute',
          left: left + 10,
          top: plankTop,
          width: width - 20,
          height: 34,
          backgroundColor: WOOD,
          borderBottom: `8px solid ${WOOD_EDGE}`,
          borderRadius: 6,
        }}
      />
    </>
  );
};

/** The seat plank and its legs: drawn behind the face too, the face resting on the plank. */
export const Seat: React.FC<{ left: number; width: number; seatTop: number }> = ({ left, width, seatTop }) => {
  const leg = 28;
  return (
    <>
      {[left + 52, left + width - 52 - leg].map((x) => (
        <div key={x} style={{ position: 'absolute', left: x, top: seatTop + 50, width: leg, height: 70, backgroundColor: WOOD_DARK }} />
      ))}
      {/* A crossbar between the legs. */}
      <div style={{ position: 'absolute', left: left + 52, top: seatTop + 88, width: width - 104, height: 12, backgroundColor: WOOD_DARK }} />
      <div style={{ position: 'absolute', left, top: seatTop, width, height: 32, backgroundColor: WOOD, borderRadius: 8 }} />
      <div
        style={{
          position: 'absolute',
          left: left + 8,
          top: seatTop + 30,
          width: width - 16,
          height: 22,
          backgroundColor: WOOD_EDGE,
          borderRadius: '0 0 6px 6px',
        }}
      />
    </>
  );
};

/** The starter's patch of field: turf with yard lines. */
export const Turf: React.FC<{ centerX: number; top: number; width: number }> = ({ centerX, top, width }) => (
  <div style={{ position: 'absolute', left: centerX - width / 2, top, width, height: 46, backgroundColor: TURF, borderRadius: 8, overflow: 'hidden' }}>
    {[0.2, 0.5, 0.8].map((f) => (
      <div key={f} style={{ position: 'absolute', left: width * f - 3, top: 0, width: 6, height: 46, backgroundColor: COLORS.paper, opacity: 0.75 }} />
    ))}
  </div>
);

/** A price tag: a notched label with a punched hole, for a player's points. */
export const Tag: React.FC<{ text: string; color: string; ink?: string; fontSize?: number; style?: React.CSSProperties }> = ({
  text,
  color,
  ink = COLORS.ink,
  fontSize = 50,
  style,
}) => {
  const notch = Math.round(fontSize * 0.5);
  return (
    <div
      style={{
        position: 'relative',
        display: 'inline-block',
        backgroundColor: color,
        color: ink,
        fontFamily: DISPLAY_FONT,
        fontSize,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        padding: `12px 24px 8px ${notch + 26}px`,
        clipPath: `polygon(${notch}px 0, 100% 0, 100% 100%, ${notch}px 100%, 0 50%)`,
        ...style,
      }}
    >
      <div style={{ position: 'absolute', left: notch - 4, top: '50%', width: 14, height: 14, marginTop: -7, borderRadius: 7, backgroundColor: COLORS.ink }} />
      {text}
    </div>
  );
};
