// Outro: the ask to tag us, and where the recap comes from.
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Backdrop } from '../common/Backdrop';
import { SceneBody } from '../common/SceneBody';
import { Headline } from '../common/Fit';
import { enter, rise } from '../common/motion';
import type { RecapProps } from '../props';
import { COLORS, DISPLAY_FONT, TEXT_FONT } from '../theme';

export type OutroProps = { siteName: string; league: Pick<RecapProps['league'], 'name' | 'week'> };

export const Outro: React.FC<OutroProps> = ({ siteName, league }) => {
  const frame = useCurrentFrame();
  const pop = enter(frame, 0, 180);
  return (
    <AbsoluteFill>
      <Backdrop name="outro" />
      <SceneBody style={{ alignItems: 'center', justifyContent: 'center', gap: 48, textAlign: 'center' }}>
        <div style={{ transform: `scale(${0.6 + 0.4 * pop})`, opacity: pop }}>
          <Headline text="Tag us if you post" max={150} min={120} charsAtMax={9} />
        </div>
        <div style={{ ...rise(frame, 10), fontFamily: DISPLAY_FONT, fontSize: 96, color: COLORS.accent }}>{siteName}</div>
        <div style={{ ...rise(frame, 18), fontFamily: TEXT_FONT, fontWeight: 600, fontSize: 48, color: COLORS.muted }}>
          {`${league.name} · Week ${league.week}`}
        </div>
      </SceneBody>
    </AbsoluteFill>
  );
};
