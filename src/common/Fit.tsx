// Headline text that shrinks (by steps, not measurement) so long team names stay on two lines.
import React from 'react';
import { COLORS, DISPLAY_FONT } from '../theme';

export const fitSize = (text: string, max: number, min: number, charsAtMax: number): number => {
  const size = Math.floor((max * charsAtMax) / Math.max(charsAtMax, [...text].length));
  return Math.max(min, Math.min(max, size));
};

export const Headline: React.FC<{ text: string; max?: number; min?: number; charsAtMax?: number; color?: string; style?: React.CSSProperties }> = ({
  text,
  max = 140,
  min = 80,
  charsAtMax = 12,
  color = COLORS.paper,
  style,
}) => (
  <div
    style={{
      fontFamily: DISPLAY_FONT,
      fontSize: fitSize(text, max, min, charsAtMax),
      lineHeight: 1.05,
      color,
      textTransform: 'uppercase',
      overflowWrap: 'anywhere',
      ...style,
    }}
  >
    {text}
  </div>
);
