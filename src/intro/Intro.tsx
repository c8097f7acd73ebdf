// Title: league avatar, league name, season and week.
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Avatar } from '../common/Avatar';
import { Backdrop } from '../common/Backdrop';
import { SceneBody } from '../common/SceneBody';
import { Headline } from '../common/Fit';
import { Kicker } from '../common/Kicker';
import { enter, rise } from '../common/motion';
import { mediaUrl, type RecapProps } from '../props';
import { COLORS, TEXT_FONT } from '../theme';

/** The league, and where its avatar is. */
export type IntroProps = Pick<RecapProps, 'league' | 'mediaBase'>;

export const Intro: React.FC<IntroProps> = ({ league, mediaBase }) => {
  const frame = useCurrentFrame();
  const pop = enter(frame, 0, 180);
  return (
    <AbsoluteFill>
      <Backdrop name="intro" />
      <SceneBody style={{ alignItems: 'center', justifyContent: 'center', gap: 44, textAlign: 'center' }}>
        <div style={{ transform: `scale(${pop})` }}>
          <Avatar
            src={league.avatar ? mediaUrl({ mediaBase }, league.avatar) : null}
            initials={league.initials}
            color="#1d75de"
            size={340}
            ring={COLORS.accent}
          />
        </div>
        <div style={rise(frame, 6)}>
          <Headline text={league.name} max={136} min={88} charsAtMax={11} />
        </div>
        <div style={rise(frame, 14)}>
          <Kicker>{`Week ${league.week}`}</Kicker>
        </div>
        <div style={{ ...rise(frame, 20), fontFamily: TEXT_FONT, fontWeight: 600, fontSize: 52, color: COLORS.muted }}>{`${league.season} season recap`}</div>
      </SceneBody>
    </AbsoluteFill>
  );
};
