// The bench blunder drawn as the bench: the star who sat, big, on a wooden bench with the points
// he scored there on a green tag; the starter who played instead, smaller, on a patch of turf
// with his few points on a red tag; and the points left on the bench counting up below, with the
// team and its owner at the top. Without a known starter, the bench alone in the middle.
// Springs that settle (src/common/motion.ts), flat shapes: still frames after about 3 s.
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Avatar } from '../common/Avatar';
import { Backdrop } from '../common/Backdrop';
import { fitSize } from '../common/Fit';
import { points } from '../common/format';
import { Kicker } from '../common/Kicker';
import { countUp, enter, rise } from '../common/motion';
import { shortenName } from '../common/names';
import { PropsFace } from '../common/Silhouette';
import { avatarSrc, teamOf, type Cast } from '../common/teams';
import type { FactCard, TeamCard } from '../props';
import { COLORS, DISPLAY_FONT, ONE_LINE, TEXT_FONT } from '../theme';
import { Backrest, Seat, Tag, Turf } from './Bench';
import {
  ANTON_EMS,
  BODY_WIDTH,
  benchPlan,
  FACE_BOTTOM,
  INTER_EMS,
  KICKER_TOP,
  LEFT,
  NAME_TOP,
  PANEL_BOTTOM,
  PANEL_TOP,
  SEAT_TOP,
  TAG_TOP,
  TEAM_AVATAR,
  TEAM_TOP,
  type BenchColumn,
} from './layout';

const COUNT_FROM = 34;
const COUNT_TO = 80;
const NUMBER_FONT = 140;

/** The team whose lineup it was: avatar, name, owner, centred under the kicker. */
const TeamLine: React.FC<{ cast: Cast; team: TeamCard; frame: number }> = ({ cast, team, frame }) => {
  const textWidth = BODY_WIDTH - TEAM_AVATAR - 24;
  const nameFont = fitSize(team.name.trim(), 60, 44, 18);
  return (
    <div
      style={{
        position: 'absolute',
        top: TEAM_TOP,
        left: LEFT,
        width: BODY_WIDTH,
        height: TEAM_AVATAR,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 24,
        ...rise(frame, 4),
      }}
    >
      <Avatar src={avatarSrc(cast, team)} initials={team.initials} color={team.color} size={TEAM_AVATAR} />
      <div style={{ minWidth: 0, maxWidth: textWidth, textAlign: 'left' }}>
        <div
          dir="auto"
          style={{
            fontFamily: DISPLAY_FONT,
            fontSize: nameFont,
            lineHeight: 1.1,
            color: COLORS.paper,
            textTransform: 'uppercase',
            ...ONE_LINE,
          }}
        >
          {shortenName(team.name, textWidth, nameFont, ANTON_EMS)}
        </div>
        {team.owner && (
          <div
            dir="auto"
            style={{
              fontFamily: TEXT_FONT,
              fontWeight: 600,
              fontSize: 40,
              lineHeight: 1.15,
              color: COLORS.muted,
              ...ONE_LINE,
            }}
          >
            {shortenName(team.owner, textWidth, 40, INTER_EMS)}
          </div>
        )}
      </div>
    </div>
  );
};

/** A player's name under his face, cut to his column. */
const Name: React.FC<{ col: BenchColumn; style: React.CSSProperties }> = ({ col, style }) => (
  <div
    dir="auto"
    style={{
      position: 'absolute',
      top: NAME_TOP,
      left: col.centerX - col.width / 2,
      width: col.width,
      textAlign: 'center',
      fontFamily: DISPLAY_FONT,
      fontSize: col.nameFont,
      lineHeight: 1.1,
      color: COLORS.paper,
      textTransform: 'uppercase',
      ...ONE_LINE,
      ...style,
    }}
  >
    {col.name}
  </div>
);

/** A column's tag, centred under the name, stamped in. */
const PointsTag: React.FC<{ col: BenchColumn; color: string; ink?: string; p: number; tilt: number; fontSize: number }> = ({
  col,
  color,
  ink,
  p,
  tilt,
  fontSize,
}) => (
  <div
    style={{
      position: 'absolute',
      top: TAG_TOP,
      left: col.centerX - col.width / 2,
      width: col.width,
      display: 'flex',
      justifyContent: 'center',
      opacity: Math.min(1, p * 2),
    }}
  >
    <Tag text={col.tag} color={color} ink={ink} fontSize={fontSize} style={{ transform: `rotate(${tilt}deg) scale(${1.8 - 0.8 * p})` }} />
  </div>
);

export type BenchProps = { cast: Cast; card: FactCard | null };

export const BenchScene: React.FC<BenchProps> = ({ cast, card }) => {
  const frame = useCurrentFrame();
  const kicker = card ? `${card.emoji} ${card.title}`.trim() : 'Bench blunder';
  if (!card?.bench) {
    return (
      <AbsoluteFill>
        <Backdrop name="award" />
        <div style={{ position: 'absolute', top: KICKER_TOP, left: 0, right: 0, textAlign: 'center', ...rise(frame, 0) }}>
          <Kicker>{kicker}</Kicker>
        </div>
      </AbsoluteFill>
    );
  }
  const team = teamOf(cast, card.rosterId);
  const plan = benchPlan(card.bench);
  const { sat, started, bench } = plan;

  const benchIn = enter(frame, 6, 150);
  const drop = enter(frame, 12, 180);
  const satName = enter(frame, 18, 150);
  const satTag = enter(frame, 26, 220);
  const walkIn = enter(frame, 20, 130);
  const redTag = enter(frame, 38, 240);
  const panel = rise(frame, 30);
  const numberWidth = Math.ceil(plan.pointsLeft.length * 0.52 * NUMBER_FONT);
  return (
    <AbsoluteFill>
      <Backdrop name="award" />
      <div style={{ position: 'absolute', top: KICKER_TOP, left: 0, right: 0, textAlign: 'center', ...rise(frame, 0) }}>
        <Kicker>{kicker}</Kicker>
      </div>
      <TeamLine cast={cast} team={team} frame={frame} />

      {/* The bench slides up into place, then the star plops onto it. */}
      <div style={{ position: 'absolute', inset: 0, opacity: Math.min(1, benchIn * 1.5), transform: `translateY(${(1 - benchIn) * 160}px)` }}>
        <Backrest left={bench.left} width={bench.width} seatTop={SEAT_TOP} />
        <Seat left={bench.left} width={bench.width} seatTop={SEAT_TOP} />
      </div>
      <div
        style={{
          position: 'absolute',
          left: sat.centerX - sat.face / 2,
          top: FACE_BOTTOM - sat.face,
          // Plops onto the seat: grows from its bottom, never up into the team line.
          opacity: Math.min(1, drop * 2),
          transformOrigin: 'center bottom',
          transform: `translateY(${(1 - drop) * -40}px) scale(${0.4 + 0.6 * drop})`,
        }}
      >
        <PropsFace media={cast} player={sat.star} color={team.color} size={sat.face} />
      </div>
      <Name col={sat} style={{ opacity: Math.min(1, satName * 1.5), transform: `translateX(${(1 - satName) * -360}px)` }} />
      <PointsTag col={sat} color={COLORS.win} p={satTag} tilt={-4} fontSize={56} />

      {/* The starter walks in from the right onto his patch of field. */}
      {started && (
        <div style={{ position: 'absolute', inset: 0, opacity: Math.min(1, walkIn * 1.5), transform: `translateX(${(1 - walkIn) * 520}px)` }}>
          <div
            style={{
              position: 'absolute',
              top: FACE_BOTTOM - started.face - 66,
              left: started.centerX - started.width / 2,
              width: started.width,
              textAlign: 'center',
              fontFamily: TEXT_FONT,
              fontWeight: 800,
              fontSize: 40,
              lineHeight: 1.2,
              letterSpacing: 3,
              color: COLORS.loss,
              textTransform: 'uppercase',
            }}
          >
            Started
          </div>
          <Turf centerX={started.centerX} top={FACE_BOTTOM - 22} width={300} />
          <div style={{ position: 'absolute', left: started.centerX - started.face / 2, top: FACE_BOTTOM - started.face }}>
            <PropsFace media={cast} player={started.star} color={team.color} size={started.face} />
          </div>
          <Name col={started} style={{}} />
        </div>
      )}
      {started && <PointsTag col={started} color={COLORS.loss} ink={COLORS.paper} p={redTag} tilt={5} fontSize={50} />}

      {/* The points left on the bench. */}
      <div
        style={{
          position: 'absolute',
          top: PANEL_TOP,
          left: LEFT,
          width: BODY_WIDTH,
          height: PANEL_BOTTOM - PANEL_TOP,
          boxSizing: 'border-box',
          backgroundColor: COLORS.panel,
          border: `4px solid ${COLORS.panelEdge}`,
          borderRadius: 24,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 6,
          ...panel,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 30 }}>
          <div
            style={{
              width: numberWidth,
              textAlign: 'right',
              fontFamily: DISPLAY_FONT,
              fontSize: NUMBER_FONT,
              lineHeight: 1,
              color: COLORS.accent,
              fontVariantNumeric: 'tabular-nums',
              paddingTop: 10,
            }}
          >
            {points(countUp(card.bench.pointsLeft, frame, COUNT_FROM, COUNT_TO))}
          </div>
          <div style={{ fontFamily: DISPLAY_FONT, fontSize: 56, lineHeight: 1.02, color: COLORS.paper, textTransform: 'uppercase', textAlign: 'left' }}>
            Points left
            <br />
            on the bench
          </div>
        </div>
        <div style={{ fontFamily: TEXT_FONT, fontWeight: 600, fontSize: 40, lineHeight: 1.2, color: COLORS.muted, whiteSpace: 'nowrap' }}>{plan.summary}</div>
      </div>
    </AbsoluteFill>
  );
};
