// The benchmark's yardstick: same size and length as a recap, only flat colours and text, so
// `npm run bench:render` can tell what the recap's design costs over the bare pipeline.
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { TEAM_PALETTE } from '../theme';
import type { RecapProps } from '../props';

export const FlatReference: React.FC<RecapProps> = ({ league }) => {
  const frame = useCurrentFrame();
  const color = TEAM_PALETTE[Math.floor(frame / 90) % TEAM_PALETTE.length];
  return (
    <AbsoluteFill style={{ backgroundColor: color, alignItems: 'center', justifyContent: 'center' }}>
      <div style={{ fontFamily: 'sans-serif', fontSize: 96, color: '#ffffff', textAlign: 'center' }}>
        {league.name}
        <br />
        {frame}
      </div>
    </AbsoluteFill>
  );
};
