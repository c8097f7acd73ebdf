// The name a downloaded shared recap is saved under: the league and week, in safe characters.
export function fileNameOf(v: { league_name: string; season: string; week: number }): string {
  const league = v.league_name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${league || 'recap'}-${v.season}-week-${v.week}.mp4`;
}
