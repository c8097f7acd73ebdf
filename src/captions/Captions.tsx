// The spoken words on screen, synced to the voice's word timings, the current word highlighted.
import React, { useMemo } from 'react';
import { useCurrentFrame } from 'remotion';
import type { Word } from '../props';
import { CAPTION_BOX, COLORS, SAFE, TEXT_FONT } from '../theme';
import { captionPages, pageAt } from './pages';

export const Captions: React.FC<{ words: Word[] }> = ({ words }) => {
  const frame = useCurrentFrame();
  const pages = useMemo(() => captionPages(words), [words]);
  const page = pageAt(pages, frame);
  if (!page) return null;
  return (
    <div
      style={{
        position: 'absolute',
        left: SAFE.side,
        right: SAFE.side,
        top: CAPTION_BOX.top,
        height: CAPTION_BOX.height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <div
        style={{
          backgroundColor: 'rgba(8, 10, 20, 0.88)',
          borderRadius: 20,
          padding: '18px 30px',
          textAlign: 'center',
          fontFamily: TEXT_FONT,
          fontWeight: 800,
          fontSize: 64,
          lineHeight: 1.15,
          color: COLORS.paper,
        }}
      >
        {page.words.map((w, i) => {
          const current = frame >= w.startFrame && frame < w.endFrame;
          return (
            <span key={i} style={{ color: current ? COLORS.accent : COLORS.paper }}>
              {w.text}
              {i < page.words.length - 1 ? ' ' : ''}
            </span>
          );
        })}
      </div>
    </div>
  );
};
