// What the thumbnail shows: the week's biggest story as one face and one number, the first
// thing a member sees on the dashboard. The champion in the season's last week; else the cold
// open's hook (the script's pick of the wildest fact) when it is about a player; else the top
// scorer; else the best player of the week's games; else the league itself.
import { points } from '../common/format';
import type { MatchupStar, RecapProps } from '../props';

export type ThumbnailStory = {
  /** Small line on top: "WEEK 4 · BEARDHOUSE". */
  kicker: string;
  /** The player whose face is shown, or null for a team's (or the league's) avatar. */
  player: MatchupStar | null;
  /** The fantasy team the story is about (ring colour, avatar); null: the league. */
  rosterId: number | null;
  /** The big number and what it counts: "48.20" "PTS". */
  number: string;
  unit: string;
  /** One line under it: a player's or team's name. */
  line: string;
  /** A smaller line under that: the player's fantasy team, "🏆 Champions"; null for none. */
  sub: string | null;
};

export function thumbnailStory(recap: RecapProps): ThumbnailStory {
  const kicker = `Week ${recap.league.week} · ${recap.league.name}`;
  const { season } = recap;
  if (season.champion !== null) {
    const team = recap.teams.find((t) => t.rosterId === season.champion);
    const final = recap.matchups.find(
      (m) => [m.team1, m.team2].includes(season.champion!) && (season.runnerUp === null || [m.team1, m.team2].includes(season.runnerUp)),
    );
    const score = final ? (final.team1 === season.champion ? final.score1 : final.score2) : null;
    return {
      kicker: `${recap.league.season} · ${recap.league.name}`,
      player: null,
      rosterId: season.champion,
      number: score !== null ? points(score) : '🏆',
      unit: score !== null ? 'PTS' : '',
      line: team?.name ?? 'Champions',
      sub: '🏆 Champions',
    };
  }
  for (const seg of recap.segments) {
    const card = seg.card;
    const aboutPlayer = card?.playerId && (seg.kind === 'cold_open' || card.award === 'top_scorer');
    if (card && aboutPlayer) {
      const stat = card.stats.find((s) => /^-?\d/.test(s.value));
      const pts = stat ? Number(stat.value) : NaN;
      const name = seg.kind === 'cold_open' ? (stat?.label ?? card.headline) : card.headline;
      return {
        kicker,
        player: { playerId: card.playerId!, name, points: Number.isFinite(pts) ? pts : 0, nflTeam: card.nflTeam, photo: card.photo, logo: card.logo },
        rosterId: card.rosterId,
        number: stat?.value ?? '',
        unit: stat ? 'PTS' : '',
        line: name,
        sub: teamName(recap, card.rosterId),
      };
    }
  }
  const stars = recap.matchups.flatMap((m) => [
    { star: m.star1, rosterId: m.team1 },
    { star: m.star2, rosterId: m.team2 },
  ]);
  const best = stars.reduce<(typeof stars)[number] | null>((b, s) => (s.star && (!b?.star || s.star.points > b.star.points) ? s : b), null);
  if (best?.star)
    return {
      kicker,
      player: best.star,
      rosterId: best.rosterId,
      number: points(best.star.points),
      unit: 'PTS',
      line: best.star.name,
      sub: teamName(recap, best.rosterId),
    };
  return {
    kicker: `${recap.league.season} season`,
    player: null,
    rosterId: null,
    number: `WEEK ${recap.league.week}`,
    unit: '',
    line: recap.league.name,
    sub: null,
  };
}

function teamName(recap: RecapProps, rosterId: number | null): string | null {
  return recap.teams.find((t) => t.rosterId === rosterId)?.name ?? null;
}
