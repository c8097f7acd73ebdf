// A lightweight stand-in for the recap pipeline, for the queue's own tests and scale-out checks:
// it reads the league from Sleeper and encodes a short, small real MP4 and thumbnail with ffmpeg,
// so a job does real work (HTTP, a child process, files) in about a second instead of minutes.
// Not a recap: never used by the product's workers unless asked for (scripts/worker.ts --pipeline card).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { FPS, RecapProps } from '../src/props';
import { TEAM_PALETTE } from '../src/theme';
import { SITE_NAME } from '../server/pipeline/build-props';
import type { RecapPipeline } from '../server/pipeline/contract';

const run = promisify(execFile);

/** Props of a one-scene title card, valid like a recap's so the row and the Player treat it as one. */
function cardProps(leagueName: string, season: string, week: number, teams: number, mediaBase: string): RecapProps {
  const text = `${leagueName}, week ${week}.`;
  return RecapProps.parse({
    siteName: SITE_NAME,
    mediaBase,
    music: null,
    league: { name: leagueName, season, week, initials: [...leagueName][0]?.toUpperCase() ?? '?', avatar: null },
    teams: Array.from({ length: Math.max(2, teams) }, (_, i) => ({
      rosterId: i + 1,
      name: `Team ${i + 1}`,
      owner: '',
      initials: `T${i + 1}`,
      color: TEAM_PALETTE[i % TEAM_PALETTE.length],
      avatar: null,
    })),
    matchups: [],
    standings: [],
    segments: [{ id: 'card', kind: 'intro', text, words: [], audio: null, durationInFrames: FPS }],
  });
}

export const cardPipeline: RecapPipeline = async (input) => {
  input.onProgress('facts', 5);
  const league = await input.client.getLeague(input.leagueId);
  if (!league) throw new Error(`League ${input.leagueId} not found`);
  input.onProgress('render', 30);
  const videoPath = path.join(input.outDir, 'card.mp4');
  const thumbnailPath = path.join(input.outDir, 'card.png');
  const seconds = 1;
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=108x192:rate=15:duration=${seconds}`, '-pix_fmt', 'yuv420p', videoPath], {
    signal: input.signal,
  });
  await run('ffmpeg', ['-v', 'error', '-y', '-i', videoPath, '-frames:v', '1', thumbnailPath], { signal: input.signal });
  input.onProgress('render', 100);
  const leagueName = league.name || `League ${input.leagueId}`;
  return {
    videoPath,
    thumbnailPath,
    props: cardProps(leagueName, league.season, input.week, league.total_rosters, input.mediaBase),
    // Silent: nothing a later script could repeat.
    spokenLines: [],
    durationSeconds: seconds,
    width: 108,
    height: 192,
    facts: { leagueName: league.name, season: league.season, week: input.week, teams: [], matchups: [] },
  };
};
