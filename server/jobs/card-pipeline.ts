// A lightweight stand-in for the recap pipeline, for the queue's own tests and scale-out checks:
// it reads the league from Sleeper and encodes a short, small real MP4 and thumbnail with ffmpeg,
// so a job does real work (HTTP, a child process, files) in about a second instead of minutes.
// Not a recap: never used by the product's workers unless asked for (scripts/worker.ts --pipeline card).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RecapPipeline } from './worker';

const run = promisify(execFile);

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
  return {
    videoPath,
    thumbnailPath,
    props: { card: true, level: input.level },
    durationSeconds: seconds,
    width: 108,
    height: 192,
    facts: { leagueName: league.name, season: league.season, week: input.week, teams: [], matchups: [] },
  };
};
