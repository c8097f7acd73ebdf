// The playoff bracket in playoff weeks (in place of the standings): the winners bracket round by
// round from top to bottom, this week's round framed in yellow, byes tagged, eliminated teams in
// grey, then the week's other playoff games. Without bracket data: the week's games and byes.
import React, { useMemo } from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';
import { Backdrop } from '../common/Backdrop';
import { Kicker } from '../common/Kicker';
import { rise } from '../common/motion';
import { SceneBody } from '../common/SceneBody';
import type { Cast } from '../common/teams';
import type { RecapProps } from '../props';
import { COLORS, DISPLAY_FONT } from '../theme';
import { ByeCard, GameCard, GREY } from './GameCard';
import { BODY_WIDTH, COLUMN_GAP, KICKER_BLOCK, planBracket, type Metrics, type PlacedSection } from './layout';
import { bracketSections, type SectionTone } from './model';

const HEADING: Record<SectionTone, { color: string; tag: string | null }> = {
  current: { color: COLORS.accent, tag: 'This week' },
  upcoming: { color: COLORS.muted, tag: 'Up next' },
  past: { color: COLORS.paper, tag: null },
  side: { color: COLORS.muted, tag: null },
};

const Heading: React.FC<{ title: string; tone: SectionTone; tag?: string | null; height: number }> = ({ title, tone, tag: ownTag, height }) => {
  const { color } = HEADING[tone];
  const tag = ownTag === undefined ? HEADING[tone].tag : ownTag;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 18, height, fontFamily: DISPLAY_FONT, textTransform: 'uppercase' }}>
      <div style={{ fontSize: 48, lineHeight: 1, color, whiteSpace: 'nowrap' }}>{title}</div>
      <div style={{ flex: 1, height: 4, backgroundColor: tone === 'current' ? COLORS.accent : COLORS.panelEdge }} />
      {tag && (
        <div
          style={{
            fontSize: 44,
            lineHeight: 1,
            padding: '6px 14px 4px',
            borderRadius: 8,
            color: tone === 'current' ? COLORS.ink : COLORS.muted,
            backgroundColor: tone === 'current' ? COLORS.accent : 'transparent',
            border: tone === 'current' ? 'none' : `3px solid ${GREY}`,
          }}
        >
          {tag}
        </div>
      )}
    </div>
  );
};

const SectionBlock: React.FC<{ cast: Cast; section: PlacedSection; metrics: Metrics; eliminated: ReadonlySet<number>; style: React.CSSProperties }> = ({
  cast,
  section,
  metrics,
  eliminated,
  style,
}) => {
  const half = (BODY_WIDTH - COLUMN_GAP) / 2;
  const cardWidth = section.columns === 1 ? BODY_WIDTH : half;
  const grid: React.CSSProperties = { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: COLUMN_GAP };
  return (
    <div style={style}>
      <Heading title={section.title} tone={section.tone} tag={section.tag} height={metrics.header} />
      <div style={grid}>
        {section.games.map((game) => (
          <GameCard
            key={game.key}
            cast={cast}
            game={game}
            eliminated={eliminated}
            metrics={metrics}
            width={cardWidth}
            big={section.big}
            labelled={section.labelled}
            highlight={section.tone === 'current'}
            style={{ marginBottom: metrics.gap }}
          />
        ))}
        {section.byes.map((rosterId) => (
          <ByeCard
            key={`bye-${rosterId}`}
            cast={cast}
            rosterId={rosterId}
            eliminated={eliminated}
            metrics={metrics}
            width={half}
            style={{ marginBottom: metrics.gap }}
          />
        ))}
      </div>
    </div>
  );
};

/** Where the season stands (its bracket, byes, who is out) and the week's games. */
export type BracketProps = { cast: Cast } & Pick<RecapProps, 'season' | 'matchups'>;

export const BracketScene: React.FC<BracketProps> = ({ cast, season, matchups }) => {
  const frame = useCurrentFrame();
  const plan = useMemo(() => planBracket(bracketSections(season, matchups)), [season, matchups]);
  const eliminated = useMemo(() => new Set(season.eliminated), [season.eliminated]);
  return (
    <AbsoluteFill>
      <Backdrop name="standings" />
      <SceneBody inset={24} style={{ justifyContent: 'center' }}>
        <div style={{ textAlign: 'center', height: KICKER_BLOCK, flexShrink: 0, ...rise(frame, 0) }}>
          <Kicker>{season.roundName ?? 'Playoffs'}</Kicker>
        </div>
        {plan.sections.map((section, i) => (
          <SectionBlock
            key={section.key}
            cast={cast}
            section={section}
            metrics={plan.metrics}
            eliminated={eliminated}
            style={{ flexShrink: 0, marginTop: i === 0 ? 0 : plan.metrics.sectionGap, ...rise(frame, 4 + i * 5, 40) }}
          />
        ))}
      </SceneBody>
    </AbsoluteFill>
  );
};
