// RecapScript: what the announcer says, segment by segment, with the on-screen lines and the
// facts each segment refers to. Every writer (template or OpenAI) produces this shape, and the
// audits check it before anything is voiced.
// Its closed sets (roast levels, segment and award kinds, writers) are src/vocabulary.ts's.
import { z } from 'zod';
import { AwardKind, RoastLevel, ScriptWriter, SegmentKind } from '../../../src/vocabulary';

export const SegmentRefs = z.object({
  rosterIds: z.array(z.number().int()),
  matchupId: z.number().int().optional(),
  playerIds: z.array(z.string()).optional(),
});
export type SegmentRefs = z.infer<typeof SegmentRefs>;

export const Segment = z.object({
  /** Stable across rewrites of the same week: "cold_open", "matchup-3", "award-top_scorer". */
  id: z.string().min(1),
  kind: SegmentKind,
  award: AwardKind.optional(),
  /** What the voice says: plain sentences, digits for numbers, no symbols. */
  text: z.string().min(1),
  /** Short lines shown on screen (may carry decimals and emoji). */
  captions: z.array(z.string()),
  refs: SegmentRefs,
  /** Roster ids roasted in this segment (one roast line each). */
  roasts: z.array(z.number().int()),
});
export type Segment = z.infer<typeof Segment>;

export const RecapScript = z.object({
  level: RoastLevel,
  writer: ScriptWriter,
  /** Why the OpenAI writer was not used, when it was asked for; null otherwise. */
  fallbackReason: z.string().nullable(),
  seed: z.string(),
  segments: z.array(Segment).min(1),
});
export type RecapScript = z.infer<typeof RecapScript>;

/** The order segments must come in (awards keep their own order from AWARD_ORDER). */
/** Playoff weeks show the bracket instead of the standings; the championship week crowns the champion. */
export const SEGMENT_ORDER: readonly SegmentKind[] = SegmentKind.options;
export const AWARD_ORDER: readonly AwardKind[] = AwardKind.options;

/** Thrown for a roast level that cannot be written (today: red_band). */
export class RoastLevelError extends Error {
  override name = 'RoastLevelError';
  constructor(readonly level: RoastLevel) {
    super(level === 'red_band' ? 'Red Band is coming soon: pick Participation Trophy or Sunburn for now.' : `Unknown roast level ${level}`);
  }
}

/** Thrown when a script breaks a rule (fairness, truth, level, limits); lists every problem. */
export class ScriptAuditError extends Error {
  override name = 'ScriptAuditError';
  constructor(readonly problems: string[]) {
    super(`Script audit failed: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (+${problems.length - 5} more)` : ''}`);
  }
}
