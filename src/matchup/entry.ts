import { defineScene } from '../common/scene';
import { castOf } from '../common/teams';
import { MatchupScene, STAMP_AT } from './MatchupScene';

export const matchupScene = defineScene({
  Component: MatchupScene,
  draws: (segment) => segment.kind === 'matchup',
  // The segment's game; the week's first when the segment names none the recap has.
  select: (segment, recap) => {
    const matchup = recap.matchups.find((x) => x.matchupId === segment.matchupId) ?? recap.matchups[0] ?? null;
    return { cast: castOf(recap), matchup, index: matchup ? recap.matchups.indexOf(matchup) + 1 : 0, total: recap.matchups.length };
  },
  stamp: () => 'FINAL',
  emoji: '💥',
  // A hit as the winner is stamped: none for a tie, nor when the scene ends first, nor for a
  // game the recap lacks (then the picture falls back to the first game; the sound never did).
  cues: ({ matchup }, segment) =>
    matchup?.matchupId === segment.matchupId && matchup.winner != null && STAMP_AT < segment.durationInFrames
      ? [{ sfx: 'hit', frame: STAMP_AT, volume: 0.5 }]
      : [],
  // A playoff game too: billed by its stakes ("SEMIFINAL") instead of its order.
  samples: { from: 'regular', extra: [{ name: 'final', from: 'championship' }] },
});
