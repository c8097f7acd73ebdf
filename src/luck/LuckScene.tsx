// Luckiest win / unluckiest loss: the week's scores as bars, highest first, each with its real
// result (W/L) and its all-play record (how it would have done against every score of the week),
// the unlucky loser (highest-scoring loser) and the lucky winner (lowest-scoring winner) tagged,
// the card's team highlighted. Bars grow one after another (scaleX from the left), scores count
// up, the tags pop in last; then every frame is the same (rounded springs, src/common/motion.ts).
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Backdrop } from '../common/Backdrop';
import { fitSize } from '../common/Fit';
import { points } from '../common/format';
import { Kicker } from '../common/Kicker';
import { countUp, enter, rise } from '../common/motion';
import { shortenName } from '../common/names';
import { SceneBody } from '../common/SceneBody';
import { teamOf, type Cast } from '../common/teams';
import type { FactCard, MatchupCard } from '../props';
import { COLORS, CONTENT, DISPLAY_FONT, ONE_LINE, SAFE } from '../theme';
import { allPlayText, barShare, luckTable, type LuckRow, type Result } from './model';

/** The body reaches this far into the side margins: rows are wide, text stays off the edges. */
const INSET = 24;
const BODY_W = 1080 - 2 * (SAFE.side - INSET);
const ROW_PAD = 16;
const GAP = 14;
/** Columns of a row: name | bar track | score | W/L | all-play. */
const NAME_W = 300;
const SCORE_W = 128;
const TAG_W = 52;
const REC_W = 104;
const TRACK_W = BODY_W - 2 * ROW_PAD - NAME_W - SCORE_W - TAG_W - REC_W - 4 * GAP;
/** Anton upper case is about 0.46 em a letter (src/matchup/MatchupScene.tsx). */
const ANTON_EMS = 0.46;

const KICKER_H = 88;
const HEADER_H = 52;
const HEADLINE_H = 78;
const STACK_GAP = 14;
/** Rows are never taller than this (few teams) nor text smaller than MIN_FONT (16 teams). */
const MAX_PITCH = 86;
const MIN_FONT = 40;
/** The card's headline shows when the rows keep at least this pitch with it. */
const HEADLINE_MIN_PITCH = 64;

const ROW_START = 8;
const COUNT_FRAMES = 24;

/** Row pitch (height + gap) and whether the card's headline fits, for `n` rows in the content box. */
export function luckLayout(n: number): { pitch: number; headline: boolean } {
  const box = CONTENT.bottom - CONTENT.top - KICKER_H - HEADER_H - 2 * STACK_GAP;
  const rows = Math.max(1, n);
  const withHeadline = Math.floor((box - HEADLINE_H - STACK_GAP) / rows);
  if (withHeadline >= HEADLINE_MIN_PITCH) return { pitch: Math.min(MAX_PITCH, withHeadline), headline: true };
  return { pitch: Math.min(MAX_PITCH, Math.floor(box / rows)), headline: false };
}

const TAG_COLOR: Record<Result, string> = { W: COLORS.win, L: COLORS.loss, T: COLORS.muted };

/** "LUCKY"/"UNLUCKY": inside the bar's end when the bar can hold it, else just after the bar. */
const LuckLabel: React.FC<{ text: string; bar: number; top: number; height: number; pop: number }> = ({ text, bar, top, height, pop }) => {
  const font = MIN_FONT;
  const width = Math.ceil([...text].length * 0.48 * font) + 22;
  const inside = bar >= width + 16;
  const left = inside ? bar - 8 - width : Math.min(bar + 10, TRACK_W - width);
  return (
    <div
      style={{
        position: 'absolute',
        left: Math.max(0, left),
        top,
        width,
        height,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: COLORS.ink,
        border: `3px solid ${COLORS.accent}`,
        color: COLORS.accent,
        fontFamily: DISPLAY_FONT,
        fontSize: font,
        lineHeight: 1,
        paddingTop: 4,
        whiteSpace: 'nowrap',
        opacity: Math.min(1, pop * 1.5),
        transform: `scale(${0.5 + 0.5 * pop})`,
      }}
    >
      {text}
    </div>
  );
};

const Row: React.FC<{
  cast: Cast;
  row: LuckRow;
  top: number;
  highlight: boolean;
  height: number;
  font: number;
  delay: number;
  labelAt: number;
}> = ({ cast, row, top, highlight, height, font, delay, labelAt }) => {
  const frame = useCurrentFrame();
  const team = teamOf(cast, row.rosterId);
  const grow = enter(frame, delay + 2, 120);
  const share = barShare(row.score, top);
  const barH = height - 14;
  /** Tags and labels: as tall as their text needs, which may be taller than a 16-team bar. */
  const tagH = Math.min(height - 4, font + 8);
  const label = row.unlucky ? 'UNLUCKY' : row.lucky ? 'LUCKY' : null;
  const ink = highlight ? COLORS.ink : COLORS.paper;
  const rec = allPlayText(row);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: GAP,
        height,
        padding: `0 ${ROW_PAD}px`,
        backgroundColor: highlight ? COLORS.accent : COLORS.panel,
        color: ink,
        fontFamily: DISPLAY_FONT,
        fontSize: font,
        lineHeight: 1,
        ...rise(frame, delay, 30),
      }}
    >
      <div style={{ width: NAME_W, flexShrink: 0, textTransform: 'uppercase', ...ONE_LINE, paddingTop: 4 }}>
        {shortenName(team.name, NAME_W, font, ANTON_EMS)}
      </div>
      <div style={{ position: 'relative', width: TRACK_W, height: barH, flexShrink: 0 }}>
        <div
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width: TRACK_W,
            height: barH,
            backgroundColor: team.color,
            transformOrigin: 'left center',
            transform: `scaleX(${share * grow})`,
          }}
        />
        {label && frame >= labelAt && <LuckLabel text={label} bar={share * TRACK_W} top={(barH - tagH) / 2} height={tagH} pop={enter(frame, labelAt, 220)} />}
      </div>
      <div style={{ width: SCORE_W, flexShrink: 0, textAlign: 'right', paddingTop: 4, fontVariantNumeric: 'tabular-nums' }}>
        {points(countUp(row.score, frame, delay + 2, delay + 2 + COUNT_FRAMES))}
      </div>
      <div
        style={{
          width: TAG_W,
          height: tagH,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          paddingTop: 4,
          boxSizing: 'border-box',
          backgroundColor: TAG_COLOR[row.result],
          color: COLORS.ink,
          fontSize: MIN_FONT,
        }}
      >
        {row.result}
      </div>
      <div style={{ width: REC_W, flexShrink: 0, textAlign: 'right', paddingTop: 4, fontSize: fitSize(rec, font, MIN_FONT, 4), whiteSpace: 'nowrap' }}>
        {rec}
      </div>
    </div>
  );
};

/** The week's games (the all-play table) and its number; the card names the team to mark. */
export type LuckProps = { cast: Cast; card: FactCard | null; matchups: MatchupCard[]; week: number };

export const LuckScene: React.FC<LuckProps> = ({ cast, card, matchups, week }) => {
  const frame = useCurrentFrame();
  const rows = luckTable(matchups);
  const top = rows.length ? rows[0].score : 0;
  const { pitch, headline } = luckLayout(rows.length);
  const gap = pitch >= 70 ? 10 : 6;
  const height = pitch - gap;
  const font = Math.max(MIN_FONT, Math.min(44, height - 16));
  const stagger = rows.length > 10 ? 3 : 4;
  const labelAt = ROW_START + rows.length * stagger + 16;
  const kicker = card ? `${card.emoji} ${card.title}`.trim() : 'Luck of the week';
  const headlineFont = card ? fitSize(card.headline, 64, 44, 26) : 64;
  return (
    <AbsoluteFill>
      <Backdrop name="award" />
      <SceneBody inset={INSET} style={{ justifyContent: 'center', gap: STACK_GAP }}>
        <div style={{ textAlign: 'center', height: KICKER_H, ...rise(frame, 0) }}>
          <Kicker>{kicker}</Kicker>
        </div>
        {headline && card && (
          <div
            style={{
              height: HEADLINE_H,
              textAlign: 'center',
              fontFamily: DISPLAY_FONT,
              fontSize: headlineFont,
              lineHeight: `${HEADLINE_H}px`,
              color: COLORS.accent,
              textTransform: 'uppercase',
              ...ONE_LINE,
              ...rise(frame, 4),
            }}
          >
            {shortenName(card.headline, BODY_W, headlineFont, ANTON_EMS)}
          </div>
        )}
        <div style={{ display: 'flex', flexDirection: 'column', gap: 0 }}>
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'flex-end',
              height: HEADER_H - 8,
              marginBottom: 8,
              padding: `0 ${ROW_PAD}px`,
              fontFamily: DISPLAY_FONT,
              fontSize: MIN_FONT,
              lineHeight: 1,
              color: COLORS.muted,
              textTransform: 'uppercase',
              ...rise(frame, 6, 30),
            }}
          >
            <span>{`Week ${week} scores`}</span>
            <span>All-play</span>
          </div>
          {rows.map((row, i) => (
            <div key={row.rosterId} style={{ marginBottom: i < rows.length - 1 ? gap : 0 }}>
              <Row
                cast={cast}
                row={row}
                top={top}
                highlight={card?.rosterId === row.rosterId}
                height={height}
                font={font}
                delay={ROW_START + i * stagger}
                labelAt={labelAt}
              />
            </div>
          ))}
        </div>
      </SceneBody>
    </AbsoluteFill>
  );
};
