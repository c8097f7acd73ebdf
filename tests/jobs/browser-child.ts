// A stand-in worker for tests/jobs/browser-guard.test.ts, run as `supervise` (what scripts/worker.ts
// does, with this file as the child) or as `child`: the child starts a long-running "browser"
// through the real launcher (offline-browser.ts) the way Remotion does (detached: a process group
// of its own, behind a `sh` wrapper that does not exec, like Debian's chromium-headless-shell),
// plus a plain child in its own group (like ffmpeg), then waits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineExecutable } from '../../server/render/offline-browser';
import { exitWithSupervisor, superviseWorker } from '../../server/jobs/supervisor';

const log = (line: string) => console.log(`[${process.argv[2]} ${process.pid}] ${line}`);

if (process.argv[2] === 'supervise') {
  superviseWorker({ entry: fileURLToPath(import.meta.url), args: ['child'], log, restartDelayMs: 100 });
} else {
  exitWithSupervisor(log);
  // The test names (and removes) the folder; a killed child cannot clean up.
  const dir = process.env.FAKE_CHROMIUM_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fake-chromium-'));
  const wrapper = path.join(dir, `chromium-headless-shell-${process.pid}`);
  // Like /usr/bin/chromium-headless-shell: a shell that runs the real binary as its child.
  fs.writeFileSync(wrapper, '#!/bin/sh -e\n/bin/sleep 600\n', { mode: 0o755 });
  const browser = spawn(offlineExecutable(wrapper), ['--headless'], { detached: true, stdio: 'ignore' });
  const helper = spawn('/bin/sleep', ['601'], { stdio: 'ignore' });
  log(`browser ${browser.pid} helper ${helper.pid} ready`);
  setInterval(() => {}, 1000);
}
