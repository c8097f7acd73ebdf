// A worker process that cannot leak its browser. `npm run worker` is a small supervisor that
// runs the real worker as a child in a process group of its own, connected by an IPC channel:
// - the child dies (OOM killer, crash, SIGKILL): the supervisor kills the child's process group
//   (ffmpeg, Remotion's compositor) and the browser groups the child recorded, then starts a new
//   child if the old one was killed by a signal, or exits with the child's exit code;
// - the supervisor dies (SIGKILL, deploy): the child sees the IPC channel close, kills its
//   recorded browser groups and its own process group, itself included;
// - both die at once: the next worker or server on the machine ends the browsers their record
//   names (sweepOrphanedBrowsers).
// SIGTERM/SIGINT/SIGHUP to the supervisor are passed on to the child, which stops as before.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { BROWSER_RECORD_ENV, browserRecordDir, killRecordedBrowsers, newBrowserRecord, ownProcessGroup, sweepOrphanedBrowsers } from '../render/browser-guard';

export type SuperviseOptions = {
  /** The script the child runs (scripts/worker-run.ts). */
  entry: string;
  args: string[];
  log: (line: string) => void;
  /** Pause before restarting a child killed by a signal; doubles up to 30 s. Default 1 s. */
  restartDelayMs?: number;
};

/** Runs the worker as a supervised child until it exits; exits this process with its code. */
export function superviseWorker(opts: SuperviseOptions): void {
  const { log } = opts;
  sweepOrphanedBrowsers(browserRecordDir(), log);
  const record = newBrowserRecord(process.pid);
  let child: ChildProcess | null = null;
  let stopping = false;
  let delay = opts.restartDelayMs ?? 1000;

  /** Everything the dead child left: its own process group and its recorded browsers. */
  const endLeftovers = (pid: number | undefined) => {
    if (pid) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // The group is already empty.
      }
    }
    const n = killRecordedBrowsers(record);
    fs.writeFileSync(record, '');
    if (n) log(`ended ${n} browser(s) of child ${pid}`);
  };

  const start = () => {
    const proc = spawn(process.execPath, [...process.execArgv, opts.entry, ...opts.args], {
      detached: true, // its own process group, so the group can be killed as a whole
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, [BROWSER_RECORD_ENV]: record },
    });
    child = proc;
    proc.on('exit', (code, signal) => {
      endLeftovers(proc.pid);
      child = null;
      if (signal && !stopping) {
        log(`worker child ${proc.pid} was killed (${signal}); starting a new one in ${delay} ms`);
        setTimeout(start, delay);
        delay = Math.min(delay * 2, 30_000);
        return;
      }
      fs.rmSync(record, { force: true });
      process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 1));
    });
  };

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.on(signal, () => {
      stopping = true;
      if (child) child.kill(signal);
      else process.exit(0);
    });
  }
  // Should the supervisor itself fail, the child goes with it.
  process.on('exit', () => {
    if (child?.pid) endLeftovers(child.pid);
  });
  start();
}

/**
 * In the child: when the supervisor is gone (its IPC channel closes), end the recorded browsers
 * and this whole process group at once. A render in hand is abandoned; its lease runs out and
 * another worker redoes it.
 */
export function exitWithSupervisor(log: (line: string) => void): void {
  if (!process.send) return;
  // The channel must not keep an idle worker alive.
  (process.channel as { unref?: () => void } | undefined)?.unref?.();
  process.once('disconnect', () => {
    log('supervisor gone: ending this worker and its browser');
    const record = process.env[BROWSER_RECORD_ENV];
    if (record) killRecordedBrowsers(record, { removeRecord: true });
    if (ownProcessGroup() === process.pid) {
      try {
        process.kill(-process.pid, 'SIGKILL');
      } catch {
        // fall through to exit
      }
    }
    process.exit(1);
  });
}
