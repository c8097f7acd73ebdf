// Which players' faces a recap fetches (server/render/faces.ts fetches them): read from the facts
// and the script, so only the faces the video can show are asked of the CDN.
import type { RecapFacts } from '../recap/facts/schema';
import type { RecapScript } from '../recap/script/schema';
import { isTeam, type CardPlayer } from '../render/faces';
import { topStarter } from './build-props';
import { cardPlayers } from './fact-cards';

/** Players whose faces a recap fetches, at most. */
export const MAX_FACES = 32;

/**
 * The players whose faces the video can show, best first, at most MAX_FACES: the players of the
 * award and cold-open cards, then both top scorers of every matchup (the matchup scenes), then
 * the week's top performers, duds and bench stars.
 */
export function facesWanted(facts: RecapFacts, script?: RecapScript): CardPlayer[] {
  const out = new Map<string, CardPlayer>();
  const add = (p: CardPlayer | null | undefined) => {
    if (p && p.playerId && !out.has(p.playerId) && out.size < MAX_FACES) out.set(p.playerId, p);
  };
  for (const seg of script?.segments ?? []) cardPlayers(facts, seg).forEach(add);
  const asWant = (p: { playerId: string; nflTeam: string | null }): CardPlayer => ({
    playerId: p.playerId,
    nflTeam: p.nflTeam ?? (isTeam(p.playerId) ? p.playerId : null),
  });
  // Each matchup's two top scorers, faced off on its scene.
  for (const m of facts.matchups) {
    for (const rosterId of [m.team1, m.team2]) {
      const star = topStarter(facts, rosterId);
      if (star) add(asWant(star));
    }
  }
  facts.topPerformers.forEach((p) => add(asWant(p)));
  facts.worstPerformers.forEach((p) => add(asWant(p)));
  facts.bench.forEach((b) => [b.bestBenched, b.benchedFor].forEach((p) => p && add(asWant(p))));
  return [...out.values()];
}
