// The table after the week: rank, the move since last week (▲2 / ▼1 / —), team, streak (W3 / L2),
// record, points for. Rows land one after another, then the move arrows pop in.
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Avatar } from '../common/Avatar';
import { Backdrop } from '../common/Backdrop';
import { fitSize } from '../common/Fit';
import { SceneBody } from '../common/SceneBody';
import { points, record } from '../common/format';
import { Kicker } from '../common/Kicker';
import { enter, rise } from '../common/motion';
import { shortenName } from '../common/names';
import { avatarSrc, teamOf, type Cast } from '../common/teams';
import type { StandingRow } from '../props';
import { COLORS, CONTENT, DISPLAY_FONT, ONE_LINE, SAFE, TEXT_FONT } from '../theme';

/** A team's move in the table since last week; null when last week's rank is unknown (week 1, old props). */
export type RankMove = { dir: 'up' | 'down' | 'same'; by: number };

export function rankMove(row: Pick<StandingRow, 'rank' | 'rankBefore'>): RankMove | null {
  if (row.rankBefore == null) return null;
  const by = row.rankBefore - row.rank;
  return by > 0 ? { dir: 'up', by } : by < 0 ? { dir: 'down', by: -by } : { dir: 'same', by: 0 };
}

/** The move as read on screen: "▲2", "▼1", "—"; "" for none. */
export function moveText(move: RankMove | null): string {
  if (!move) return '';
  return move.dir === 'up' ? `▲${move.by}` : move.dir === 'down' ? `▼${move.by}` : '—';
}

/** A streak chip: Sleeper's "3W" / "1L" / "2T" as "W3" / "L1" / "T2"; null when there is none ("", "0W", garbage). */
export type StreakChip = { text: string; result: 'W' | 'L' | 'T' };

export function streakChip(streak: string): StreakChip | null {
  const s = streak.replace(/\s+/g, '').toUpperCase();
  const countFirst = /^(\d+)([WLT])$/.exec(s);
  const resultFirst = /^([WLT])(\d+)$/.exec(s);
  const [count, result] = countFirst ? [countFirst[1], countFirst[2]] : resultFirst ? [resultFirst[2], resultFirst[1]] : ['', ''];
  const n = Number(count);
  if (!count || !Number.isInteger(n) || n <= 0 || n > 99) return null;
  return { text: `${result}${n}`, result: result as StreakChip['result'] };
}

const MOVE_COLOR: Record<RankMove['dir'], string> = { up: COLORS.win, down: COLORS.loss, same: COLORS.muted };
const STREAK_COLOR: Record<StreakChip['result'], string> = { W: COLORS.win, L: COLORS.loss, T: COLORS.muted };

const INSET = 24;
const ROW_PAD = 20;
const GAP = 12;
const RANK_W = 50;
const MOVE_W = 78;
const STREAK_W = 76;
const RECORD_W = 100;
const POINTS_W = 154;
/** Air between the record and the points, so "3-1" and "640.90" never read as one. */
const POINTS_GAP = 12;
/** Inter 800 mixed case averages a little under 0.6 em a letter; CSS ellipsis guards a wrong guess. */
const INTER_EMS = 0.58;

/** The move: a drawn triangle (no font has to carry ▲) and the places, on an ink pill. */
const Move: React.FC<{ move: RankMove; font: number; height: number; pop: number }> = ({ move, font, height, pop }) => {
  const tri = Math.round(font * 0.5);
  const color = MOVE_COLOR[move.dir];
  return (
    <div
      style={{
        width: MOVE_W,
        height,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 6,
        borderRadius: 10,
        backgroundColor: COLORS.ink,
        color,
        fontFamily: DISPLAY_FONT,
        fontSize: font,
        lineHeight: 1,
        opacity: Math.min(1, pop * 1.5),
        transform: `scale(${0.4 + 0.6 * pop})`,
      }}
    >
      {move.dir === 'same' ? (
        <div style={{ width: tri + 8, height: Math.max(5, Math.round(font / 9)), backgroundColor: color }} />
      ) : (
        <>
          <svg width={tri} height={tri} viewBox="0 0 10 10" style={{ display: 'block', flexShrink: 0 }}>
            <path d={move.dir === 'up' ? 'M5 0 L10 10 L0 10 Z' : 'M0 0 L10 0 L5 10 Z'} fill={color} />
          </svg>
          <span style={{ paddingTop: 4 }}>{move.by}</span>
        </>
      )}
    </div>
  );
};

/** The table after the week's games, and the week's number. */
export type StandingsProps = { cast: Cast; standings: StandingRow[]; week: number };

export const StandingsScene: React.FC<StandingsProps> = ({ cast, standings: rows, week }) => {
  const frame = useCurrentFrame();
  const available = CONTENT.bottom - CONTENT.top - 130;
  const rowHeight = Math.min(104, Math.floor(available / Math.max(1, rows.length)));
  const avatar = Math.min(56, rowHeight - 24);
  const font = Math.max(44, Math.min(54, rowHeight - 50));
  // Columns only when they say something: no arrows in week 1, no chips without streaks.
  const moves = rows.map(rankMove);
  const chips = rows.map((r) => streakChip(r.streak));
  const hasMoves = moves.some((m) => m !== null);
  const hasChips = chips.some((c) => c !== null);
  const columns = [RANK_W, hasMoves ? MOVE_W : null, avatar, hasChips ? STREAK_W : null, RECORD_W, POINTS_W].filter((w): w is number => w !== null);
  const nameW = 1080 - 2 * (SAFE.side - INSET) - 2 * ROW_PAD - columns.reduce((a, b) => a + b, 0) - columns.length * GAP - POINTS_GAP;
  const chipH = Math.min(rowHeight - 14, font + 8);
  const chipFont = Math.min(font, chipH - 6);
  // The arrows come once every row has landed.
  const arrowsAt = 4 + rows.length * 3 + 14;
  return (
    <AbsoluteFill>
      <Backdrop name="standings" />
      <SceneBody inset={INSET} style={{ justifyContent: 'center' }}>
        <div style={{ textAlign: 'center', marginBottom: 30, ...rise(frame, 0) }}>
          <Kicker>{`Standings after week ${week}`}</Kicker>
        </div>
        {rows.map((row, i) => {
          const team = teamOf(cast, row.rosterId);
          const top = i === 0;
          const move = moves[i];
          const chip = chips[i];
          const rec = record(row.wins, row.losses, row.ties);
          return (
            <div
              key={row.rosterId}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: GAP,
                height: rowHeight - 8,
                marginBottom: 8,
                padding: `0 ${ROW_PAD}px`,
                borderRadius: 16,
                backgroundColor: top ? COLORS.accent : COLORS.panel,
                color: top ? COLORS.ink : COLORS.paper,
                ...rise(frame, 4 + i * 3, 40),
              }}
            >
              <div style={{ fontFamily: DISPLAY_FONT, fontSize: font + 4, width: RANK_W, flexShrink: 0, textAlign: 'right' }}>{row.rank}</div>
              {hasMoves && (
                <div style={{ width: MOVE_W, flexShrink: 0 }}>
                  {move && frame >= arrowsAt + i * 2 && (
                    <Move move={move} font={Math.min(40, chipFont)} height={chipH} pop={enter(frame, arrowsAt + i * 2, 220)} />
                  )}
                </div>
              )}
              <Avatar src={avatarSrc(cast, team)} initials={team.initials} color={team.color} size={avatar} ring={top ? COLORS.ink : '#ffffff'} />
              <div
                style={{
                  flex: 1,
                  minWidth: 0,
                  fontFamily: TEXT_FONT,
                  fontWeight: 800,
                  fontSize: font,
                  ...ONE_LINE,
                }}
              >
                {shortenName(team.name, nameW, font, INTER_EMS)}
              </div>
              {hasChips && (
                <div style={{ width: STREAK_W, flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
                  {chip && (
                    <div
                      style={{
                        minWidth: 68,
                        height: chipH,
                        boxSizing: 'border-box',
                        padding: '4px 8px 0',
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        borderRadius: 10,
                        backgroundColor: STREAK_COLOR[chip.result],
                        color: COLORS.ink,
                        fontFamily: DISPLAY_FONT,
                        fontSize: chipFont,
                        lineHeight: 1,
                      }}
                    >
                      {chip.text}
                    </div>
                  )}
                </div>
              )}
              <div
                style={{
                  fontFamily: DISPLAY_FONT,
                  fontSize: fitSize(rec, font + 4, 40, 4),
                  width: RECORD_W,
                  flexShrink: 0,
                  textAlign: 'right',
                  whiteSpace: 'nowrap',
                }}
              >
                {rec}
              </div>
              <div
                style={{
                  fontFamily: TEXT_FONT,
                  fontWeight: 600,
                  fontSize: 44,
                  width: POINTS_W,
                  marginLeft: POINTS_GAP,
                  flexShrink: 0,
                  textAlign: 'right',
                  opacity: 0.85,
                }}
              >
                {points(row.pointsFor)}
              </div>
            </div>
          );
        })}
      </SceneBody>
    </AbsoluteFill>
  );
};
