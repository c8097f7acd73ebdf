// The championship trophy, drawn in flat SVG shapes (no images to fetch, no gradients to paint):
// a gold cup with handles on a dark plinth. Children sit on the cup's face (the champion's avatar).
import React from 'react';

const GOLD = '#f5c542';
const GOLD_LIGHT = '#ffe28a';
const GOLD_DARK = '#c9961c';
const PLINTH = '#2b2118';

/** Where the face of the cup is, in the 200 × 240 drawing: the children are centred there. */
const FACE = { x: 100, y: 78 };

/** Points of a five-pointed star around (cx, cy). */
const star = (cx: number, cy: number, outer: number, inner: number): string =>
  Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

export const Trophy: React.FC<{ height: number; children?: React.ReactNode }> = ({ height, children }) => {
  const width = (height * 200) / 240;
  const scale = height / 240;
  return (
    <div style={{ position: 'relative', width, height, flexShrink: 0 }}>
      <svg viewBox="0 0 200 240" width={width} height={height} style={{ position: 'absolute', inset: 0 }}>
        {/* Handles behind the cup. */}
        <path d="M44 36 C6 34 4 100 58 118" fill="none" stroke={GOLD_DARK} strokeWidth={12} strokeLinecap="round" />
        <path d="M156 36 C194 34 196 100 142 118" fill="none" stroke={GOLD_DARK} strokeWidth={12} strokeLinecap="round" />
        {/* The bowl, its lit left side and shaded right side. */}
        <path d="M34 14 H166 V62 C166 118 136 150 100 150 C64 150 34 118 34 62 Z" fill={GOLD} />
        <path d="M46 22 H62 V70 C62 102 72 124 88 138 C62 130 46 102 46 70 Z" fill={GOLD_LIGHT} />
        <path d="M154 22 H144 V70 C144 104 132 126 112 140 C140 132 154 104 154 70 Z" fill={GOLD_DARK} />
        <rect x={30} y={8} width={140} height={12} rx={6} fill={GOLD_DARK} />
        {/* Stem, knot and foot. */}
        <rect x={90} y={148} width={20} height={30} fill={GOLD_DARK} />
        <ellipse cx={100} cy={166} rx={20} ry={8} fill={GOLD} />
        <path d="M64 194 C64 182 80 176 100 176 C120 176 136 182 136 194 Z" fill={GOLD} />
        {/* Plinth with a gold plate. */}
        <rect x={48} y={194} width={104} height={40} rx={6} fill={PLINTH} />
        <rect x={70} y={204} width={60} height={20} rx={3} fill={GOLD_DARK} />
        {/* A star on the face when no picture covers it. */}
        {!children && <polygon points={star(FACE.x, FACE.y, 34, 14)} fill={GOLD_DARK} />}
      </svg>
      {children && <div style={{ position: 'absolute', left: FACE.x * scale, top: FACE.y * scale, transform: 'translate(-50%, -50%)' }}>{children}</div>}
    </div>
  );
};

/** The biggest round picture that fits on the cup's face at a trophy height. */
export const faceSize = (height: number): number => Math.round((height / 240) * 104);
