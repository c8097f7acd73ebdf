// The dashboard thumbnail (a still, rendered at half size): one face and one number, big enough
// to read on a phone's video card. See story.ts for what story it tells.
import React, { useState } from 'react';
import { AbsoluteFill } from 'remotion';
import { Avatar } from '../common/Avatar';
import { Backdrop } from '../common/Backdrop';
import { fitSize } from '../common/Fit';
import { shortenName } from '../common/names';
import { PropsFace } from '../common/Silhouette';
import { avatarSrc, teamOf } from '../common/teams';
import { loadRecapFonts } from '../fonts';
import { mediaUrl, type RecapProps } from '../props';
import { COLORS, DISPLAY_FONT, ONE_LINE, TEXT_FONT } from '../theme';
import { thumbnailStory } from './story';

export const Thumbnail: React.FC<RecapProps> = (recap) => {
  useState(loadRecapFonts);
  const story = thumbnailStory(recap);
  const team = story.rosterId !== null ? teamOf(recap, story.rosterId) : null;
  const face = 820;
  return (
    <AbsoluteFill>
      <Backdrop name={recap.season.champion !== null ? 'award' : 'cold'} />
      <AbsoluteFill style={{ alignItems: 'center', paddingTop: 150, gap: 34, textAlign: 'center' }}>
        <div
          style={{
            fontFamily: DISPLAY_FONT,
            fontSize: 70,
            color: COLORS.ink,
            backgroundColor: COLORS.accent,
            padding: '14px 30px 6px',
            maxWidth: 960,
            ...ONE_LINE,
            textTransform: 'uppercase',
          }}
        >
          {shortenName(story.kicker, 900, 70, 0.46)}
        </div>
        {story.player ? (
          <PropsFace media={recap} player={story.player} color={team?.color ?? COLORS.accent} size={face} />
        ) : team ? (
          <Avatar src={avatarSrc(recap, team)} initials={team.initials} color={team.color} size={face} ring={COLORS.accent} />
        ) : (
          <Avatar
            src={recap.league.avatar ? mediaUrl(recap, recap.league.avatar) : null}
            initials={recap.league.initials}
            color="#1d75de"
            size={face}
            ring={COLORS.accent}
          />
        )}
        <div
          style={{
            marginTop: -110,
            fontFamily: DISPLAY_FONT,
            fontSize: story.number.length > 6 ? 250 : 300,
            lineHeight: 1,
            color: COLORS.accent,
            backgroundColor: COLORS.ink,
            padding: '24px 44px 6px',
            borderRadius: 16,
          }}
        >
          {story.number}
          {story.unit && <span style={{ fontSize: 110, color: COLORS.paper, marginLeft: 18 }}>{story.unit}</span>}
        </div>
        <div
          style={{
            fontFamily: DISPLAY_FONT,
            fontSize: fitSize(story.line, 130, 84, 14),
            lineHeight: 1.05,
            color: COLORS.paper,
            textTransform: 'uppercase',
            maxWidth: 980,
            overflowWrap: 'anywhere',
          }}
        >
          {story.line}
        </div>
        {story.sub && (
          <div
            style={{
              fontFamily: TEXT_FONT,
              fontWeight: 800,
              fontSize: 64,
              color: COLORS.muted,
              maxWidth: 960,
              ...ONE_LINE,
            }}
          >
            {story.sub}
          </div>
        )}
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
