// Rules for the moment: what a line may say given where the team and the season are. A joke shape
// declares what it needs (shapes.ts tags); this table says where each need is met. Pure, and
// tested as a table (tests/script/angles.test.ts).
import type { SeasonPhase } from '../../../src/vocabulary';
import type { Band } from './material';
import type { Shape, ShapeTag } from './shapes';

export type Situation = {
  /** The roasted team's result this week. */
  role: 'winner' | 'loser' | 'tie' | 'none';
  /** Its game's margin for this league. */
  band: Band | null;
  week: number;
  phase: SeasonPhase;
  /** Nothing comes after this week. */
  seasonOver: boolean;
};

/** Where each need of a line is met. */
export const TAG_RULES: Record<ShapeTag, { rule: string; allowed: (s: Situation) => boolean }> = {
  record: { rule: 'records and the table: regular season, week 4 on', allowed: (s) => s.phase === 'regular' && s.week >= 4 },
  future: { rule: 'anything after this week: never once the season is over', allowed: (s) => !s.seasonOver },
  again: { rule: '"again": never in week 1', allowed: (s) => s.week >= 2 },
  easy: { rule: '"made it look easy": only a blowout, said of its winner', allowed: (s) => s.band === 'blowout' && s.role === 'winner' },
  effort: { rule: 'mocking decisions or effort: only a loser', allowed: (s) => s.role === 'loser' },
};

export const fitsMoment = (shape: Pick<Shape, 'tags'>, s: Situation): boolean => (shape.tags ?? []).every((t) => TAG_RULES[t].allowed(s));
