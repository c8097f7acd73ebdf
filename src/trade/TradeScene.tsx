// A trade as its sides: one panel per team (avatar or initials, name, owner) with what it got as
// chips (players white, picks yellow, FAAB green), swap arrows between the panels. Each panel
// slides in from one side and its items from the other, so the goods cross. The card's headline
// sits small under the kicker and its numbers at the bottom when there is room. Sizes and cuts:
// src/trade/plan.ts.
import React from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Avatar } from '../common/Avatar';
import { Backdrop } from '../common/Backdrop';
import { Kicker } from '../common/Kicker';
import { enter, rise } from '../common/motion';
import { shortenName } from '../common/names';
import { avatarSrc, teamOf, type Cast } from '../common/teams';
import type { FactCard } from '../props';
import { COLORS, DISPLAY_FONT, ONE_LINE, TEXT_FONT } from '../theme';
import {
  ANTON_EMS,
  BODY_WIDTH,
  BORDER,
  BORDER_LEFT,
  chipsHeight,
  GETS_LABEL,
  GETS_SPACING,
  HEADLINE_FONT,
  HEADLINE_TOP,
  headlineText,
  KICKER_TOP,
  LEFT,
  PAD_X,
  planTrade,
  ROWS_BOTTOM,
  slideFrom,
  STATS_HEIGHT,
  type Chip,
  type ItemKind,
  type Level,
  type PlannedSide,
} from './plan';

const CHIP_COLORS: Record<ItemKind, { bg: string; fg: string }> = {
  player: { bg: COLORS.paper, fg: COLORS.ink },
  pick: { bg: COLORS.accent, fg: COLORS.ink },
  faab: { bg: COLORS.win, fg: COLORS.ink },
  more: { bg: COLORS.panelEdge, fg: COLORS.paper },
  none: { bg: 'transparent', fg: COLORS.muted },
};

const OWNER_FONT = 40;
const OWNER_LINE = 48;
const INTER_EMS = 0.6;

const ItemChip: React.FC<{ chip: Chip; level: Level; style: React.CSSProperties }> = ({ chip, level, style }) => {
  const { bg, fg } = CHIP_COLORS[chip.kind];
  return (
    <div
      dir="auto"
      style={{
        height: level.chipHeight,
        lineHeight: `${level.chipHeight}px`,
        padding: `0 ${level.chipPadX}px`,
        boxSizing: 'border-box',
        minWidth: 0,
        flexShrink: 1,
        borderRadius: 14,
        backgroundColor: bg,
        color: fg,
        fontFamily: TEXT_FONT,
        fontWeight: 800,
        fontSize: level.chipFont,
        ...ONE_LINE,
        ...style,
      }}
    >
      {chip.text}
    </div>
  );
};

/** One team's panel: who it is, then what it got. */
const SidePanel: React.FC<{ cast: Cast; side: PlannedSide; index: number; level: Level; top: number }> = ({ cast, side, index, level, top }) => {
  const frame = useCurrentFrame();
  const team = teamOf(cast, side.rosterId);
  const from = slideFrom(index);
  const delay = 10 + index * 10;
  const p = enter(frame, delay, 130);
  const textWidth = BODY_WIDTH - BORDER_LEFT - BORDER - 2 * PAD_X - level.avatar - 20;
  // Owner after the name on the small level: the name gets up to two thirds of the line.
  const nameWidth = level.ownerBelow ? textWidth : Math.floor(textWidth * 0.66);
  const name = shortenName(team.name, nameWidth, level.nameFont, ANTON_EMS);
  const ownerWidth = level.ownerBelow ? textWidth : textWidth - Math.min(nameWidth, Math.ceil([...name].length * ANTON_EMS * level.nameFont)) - 18;
  const owner = team.owner ? shortenName(team.owner, Math.max(0, ownerWidth), OWNER_FONT, INTER_EMS) : '';
  const nameStyle: React.CSSProperties = {
    fontFamily: DISPLAY_FONT,
    fontSize: level.nameFont,
    lineHeight: level.ownerBelow ? `${level.header - OWNER_LINE}px` : `${level.header}px`,
    color: COLORS.paper,
    textTransform: 'uppercase',
    ...ONE_LINE,
  };
  const ownerStyle: React.CSSProperties = {
    fontFamily: TEXT_FONT,
    fontWeight: 600,
    fontSize: OWNER_FONT,
    lineHeight: `${level.ownerBelow ? OWNER_LINE : level.header}px`,
    color: COLORS.muted,
    ...ONE_LINE,
  };
  return (
    <div
      style={{
        position: 'absolute',
        left: LEFT,
        top,
        width: BODY_WIDTH,
        height: side.height,
        boxSizing: 'border-box',
        backgroundColor: COLORS.panel,
        border: `${BORDER}px solid ${COLORS.panelEdge}`,
        borderLeft: `${BORDER_LEFT}px solid ${team.color}`,
        borderRadius: 24,
        padding: `${level.pad}px ${PAD_X}px`,
        overflow: 'hidden',
        opacity: Math.min(1, p * 1.5),
        transform: `translateX(${(1 - p) * from * 700}px)`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, height: level.header }}>
        <Avatar src={avatarSrc(cast, team)} initials={team.initials} color={team.color} size={level.avatar} />
        {level.ownerBelow ? (
          <div style={{ minWidth: 0, flex: 1 }}>
            <div dir="auto" style={nameStyle}>
              {name}
            </div>
            {owner && (
              <div dir="auto" style={ownerStyle}>
                {owner}
              </div>
            )}
          </div>
        ) : (
          <div style={{ minWidth: 0, flex: 1, display: 'flex', alignItems: 'baseline', gap: 18 }}>
            <div dir="auto" style={{ ...nameStyle, flexShrink: 0, maxWidth: nameWidth }}>
              {name}
            </div>
            {owner && (
              <div dir="auto" style={{ ...ownerStyle, minWidth: 0, flex: 1 }}>
                {owner}
              </div>
            )}
          </div>
        )}
      </div>
      {/* Lines as planned; a chip wider than its estimate is cut with an ellipsis, never wrapped. */}
      <div style={{ marginTop: level.headerGap, display: 'flex', flexDirection: 'column', gap: level.chipGap, height: chipsHeight(side.lines.length, level) }}>
        {side.lines.map((line, l) => (
          <div key={l} style={{ display: 'flex', alignItems: 'center', gap: level.chipGap, height: level.chipHeight, overflow: 'hidden' }}>
            {l === 0 && (
              // Above the chips, on the panel's colour: they slide out from under it.
              <div
                style={{
                  position: 'relative',
                  zIndex: 1,
                  flexShrink: 0,
                  height: level.chipHeight,
                  lineHeight: `${level.chipHeight}px`,
                  fontFamily: TEXT_FONT,
                  fontWeight: 800,
                  fontSize: level.chipFont,
                  letterSpacing: GETS_SPACING,
                  color: COLORS.muted,
                  backgroundColor: COLORS.panel,
                }}
              >
                {GETS_LABEL}
              </div>
            )}
            {line.map((chip, j) => {
              // The goods come from the other side: opposite to the panel.
              const order = side.lines.slice(0, l).reduce((n, x) => n + x.length, 0) + j;
              const c = enter(frame, delay + 8 + Math.min(order, 8) * 3, 170);
              return (
                <ItemChip key={j} chip={chip} level={level} style={{ opacity: Math.min(1, c * 1.5), transform: `translateX(${(1 - c) * -from * 500}px)` }} />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
};

/** Swap arrows (one up, one down) on a disc between two panels, spun in. */
const SwapBadge: React.FC<{ centerY: number; size: number; delay: number }> = ({ centerY, size, delay }) => {
  const frame = useCurrentFrame();
  const p = enter(frame, delay, 180);
  return (
    <div
      style={{
        position: 'absolute',
        left: 540 - size / 2,
        top: centerY - size / 2,
        width: size,
        height: size,
        borderRadius: size / 2,
        backgroundColor: COLORS.ink,
        border: `5px solid ${COLORS.accent}`,
        boxSizing: 'border-box',
        opacity: Math.min(1, p * 2),
        transform: `scale(${p}) rotate(${(1 - p) * 180}deg)`,
      }}
    >
      <svg viewBox="0 0 100 100" width="100%" height="100%" style={{ display: 'block' }}>
        <g fill={COLORS.accent}>
          <rect x="27" y="34" width="13" height="46" />
          <polygon points="14,40 33.5,16 53,40" />
          <rect x="60" y="20" width="13" height="46" />
          <polygon points="47,60 66.5,84 86,60" />
        </g>
      </svg>
    </div>
  );
};

/** The card's numbers, small, in one line: "31.30 Williams this week". */
const Stats: React.FC<{ stats: FactCard['stats']; delay: number }> = ({ stats, delay }) => {
  const frame = useCurrentFrame();
  const each = Math.floor((BODY_WIDTH - (stats.length - 1) * 20) / Math.max(1, stats.length));
  return (
    <div
      style={{
        position: 'absolute',
        left: LEFT,
        width: BODY_WIDTH,
        top: ROWS_BOTTOM - STATS_HEIGHT,
        height: STATS_HEIGHT,
        display: 'flex',
        justifyContent: 'center',
        gap: 20,
        ...rise(frame, delay, 40),
      }}
    >
      {stats.map((s, i) => (
        <div
          key={i}
          style={{
            maxWidth: each,
            minWidth: 0,
            display: 'flex',
            alignItems: 'baseline',
            gap: 14,
            padding: '0 24px',
            boxSizing: 'border-box',
            lineHeight: `${STATS_HEIGHT - 8}px`,
            backgroundColor: COLORS.panel,
            border: `4px solid ${COLORS.panelEdge}`,
            borderRadius: 18,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          <span style={{ fontFamily: DISPLAY_FONT, fontSize: 52, color: COLORS.accent, flexShrink: 0 }}>{s.value}</span>
          <span
            dir="auto"
            style={{
              fontFamily: TEXT_FONT,
              fontWeight: 600,
              fontSize: 40,
              color: COLORS.muted,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              minWidth: 0,
              unicodeBidi: 'isolate',
            }}
          >
            {s.label}
          </span>
        </div>
      ))}
    </div>
  );
};

export type TradeProps = { cast: Cast; card: FactCard | null };

export const TradeScene: React.FC<TradeProps> = ({ cast, card }) => {
  const frame = useCurrentFrame();
  const kicker = card ? `${card.emoji} ${card.title}`.trim() : 'Trade';
  const plan = planTrade(card?.sides ?? [], (card?.stats.length ?? 0) > 0);
  const tops: number[] = [];
  let y = plan.top;
  for (const side of plan.sides) {
    tops.push(y);
    y += side.height + plan.level.rowGap;
  }
  return (
    <AbsoluteFill>
      <Backdrop name="award" />
      <div style={{ position: 'absolute', top: KICKER_TOP, left: 0, right: 0, textAlign: 'center', ...rise(frame, 0) }}>
        <Kicker>{kicker}</Kicker>
      </div>
      {card && (
        <div
          dir="auto"
          style={{
            position: 'absolute',
            top: HEADLINE_TOP,
            left: LEFT,
            width: BODY_WIDTH,
            textAlign: 'center',
            fontFamily: DISPLAY_FONT,
            fontSize: HEADLINE_FONT,
            lineHeight: 1.1,
            color: COLORS.paper,
            textTransform: 'uppercase',
            ...ONE_LINE,
            ...rise(frame, 5, 50),
          }}
        >
          {headlineText(card.headline)}
        </div>
      )}
      {plan.sides.map((side, i) => (
        <SidePanel key={`${side.rosterId}-${i}`} cast={cast} side={side} index={i} level={plan.level} top={tops[i]} />
      ))}
      {plan.sides.slice(1).map((_, i) => (
        <SwapBadge key={i} centerY={tops[i + 1] - plan.level.rowGap / 2} size={plan.level.badge} delay={24 + i * 10} />
      ))}
      {card && plan.showStats && <Stats stats={card.stats} delay={26 + plan.sides.length * 10} />}
    </AbsoluteFill>
  );
};
