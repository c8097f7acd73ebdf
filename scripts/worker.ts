// `npm run worker`: a render worker process. With JOB_BACKEND=sqlite it shares the server's
// database file (same machine); with JOB_BACKEND=bullmq it needs only REDIS_URL, the Sleeper
// API and the video store (VIDEO_STORE=s3, or a VIDEO_DIR shared with the server), and runs on any machine.
//   --pipeline recap|card   recap (default) makes real recaps; card is the light ffmpeg stand-in
//                           used by the scale-out test (standins/card-pipeline.ts)
//   --lease-ms N            lease of a claimed job (default 60000)
//   --poll-ms N             pause when nothing is due (default 2000)
//   --exit-when-idle        stop once no job is due (batch scripts, tests)
//   --frames A-B            render only these frames of every recap (tests, benchmarks)
// This process only supervises: the worker (scripts/worker-run.ts) runs as its child, and the
// child's Chromium dies with either of them (server/jobs/supervisor.ts).
import { fileURLToPath } from 'node:url';
import { superviseWorker } from '../server/jobs/supervisor';

superviseWorker({
  entry: fileURLToPath(new URL('./worker-run.ts', import.meta.url)),
  args: process.argv.slice(2),
  log: (line) => console.log(`[worker supervisor ${process.pid}] ${line}`),
});
