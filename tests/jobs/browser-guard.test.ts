// The worker's browser dies with the worker (server/jobs/supervisor.ts, server/render/browser-guard.ts),
// fast and without a render: tests/jobs/browser-child.ts starts a "browser" the way Remotion does
// (detached, behind a non-exec'ing sh wrapper, so it survives its parent). Every process of one run
// carries a marker in its environment, which is how the test finds them, reparented or not.
// The slow, real-Chromium version of the first case is in crash.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_RECORD_ENV, processesWithEnv, sweepOrphanedBrowsers } from '../../server/render/browser-guard';
import { offlineExecutable } from '../../server/render/offline-browser';
import { stopProcess, until, waitForLine } from './processes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MARK = 'RECAP_TEST_MARK';

const started: { proc: ChildProcess; mark: string }[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) {
    await stopProcess(s.proc, 'SIGKILL');
    for (const p of processesWithEnv(MARK, s.mark)) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function startSupervised() {
  const mark = crypto.randomUUID();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-chromium-'));
  dirs.push(dir);
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/jobs/browser-child.ts', 'supervise'], {
    cwd: ROOT,
    env: { ...process.env, [MARK]: mark, FAKE_CHROMIUM_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  started.push({ proc, mark });
  return { proc, mark, output: () => out };
}

/** The fake browsers of a run: `sleep 600` (behind the sh wrapper, in their own process group). */
const browsersOf = (mark: string) =>
  processesWithEnv(MARK, mark).filter((p) => fs.readFileSync(`/proc/${p.pid}/cmdline`, 'utf8').startsWith('/bin/sleep\x00600'));

describe('the worker’s browser dies with it', () => {
  it('supervisor SIGKILLed: its child, the child’s processes and the browser all end', async () => {
    const run = startSupervised();
    await waitForLine(run.proc, /ready/, 30_000);
    await until(() => browsersOf(run.mark).length === 1, 10_000, 'the fake browser to start');
    const browser = browsersOf(run.mark)[0];
    expect(browser.pgid).not.toBe(browser.pid); // behind the wrapper, like Debian's chromium
    expect(processesWithEnv(MARK, run.mark).length).toBeGreaterThanOrEqual(4); // child, helper, wrapper, browser

    await stopProcess(run.proc, 'SIGKILL');
    await until(() => processesWithEnv(MARK, run.mark).length === 0, 10_000, `every process of the run to end:\n${run.output()}`);
  });

  it('child SIGKILLed: the supervisor ends its browser and helpers, starts a new child, and stops cleanly', async () => {
    const run = startSupervised();
    await waitForLine(run.proc, /ready/, 30_000);
    await until(() => browsersOf(run.mark).length === 1, 10_000, 'the fake browser to start');
    const first = browsersOf(run.mark)[0];
    const child = Number(/\[child (\d+)\] browser/.exec(run.output())![1]);

    process.kill(child, 'SIGKILL');
    await until(() => !browsersOf(run.mark).some((b) => b.pid === first.pid), 10_000, 'the first browser to end');
    // A new child and browser replace them; nothing of the old child is left.
    await until(() => browsersOf(run.mark).length === 1, 30_000, `a new child with its browser:\n${run.output()}`);
    expect(run.output()).toMatch(/was killed \(SIGKILL\); starting a new one/);
    expect(processesWithEnv(MARK, run.mark).some((p) => p.pid === child || p.pgid === first.pgid)).toBe(false);

    await stopProcess(run.proc, 'SIGTERM');
    await until(() => processesWithEnv(MARK, run.mark).length === 0, 10_000, `every process of the run to end:\n${run.output()}`);
  });

  it('owner gone without cleaning up: the next start ends the browsers its record names', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-records-'));
    const dead = spawn('true');
    await new Promise((r) => dead.once('exit', r));
    const record = path.join(dir, `${dead.pid}-0123456789ab.pids`);
    fs.writeFileSync(record, '');
    const mark = crypto.randomUUID();
    const wrapperDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-chromium-'));
    const wrapper = path.join(wrapperDir, 'chromium-headless-shell');
    fs.writeFileSync(wrapper, '#!/bin/sh -e\n/bin/sleep 600\n', { mode: 0o755 });
    const browser = spawn(offlineExecutable(wrapper), [], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, [MARK]: mark, [BROWSER_RECORD_ENV]: record },
    });
    browser.unref();
    started.push({ proc: browser, mark });
    await until(() => browsersOf(mark).length === 1, 10_000, 'the fake browser to start');
    // An unrelated record of a live process is left alone.
    const live = path.join(dir, `${process.pid}-0123456789ab.pids`);
    fs.writeFileSync(live, String(browser.pid));

    expect(sweepOrphanedBrowsers(dir)).toBe(1);
    await until(() => processesWithEnv(MARK, mark).length === 0, 10_000, 'the orphaned browser to end');
    expect(fs.readdirSync(dir)).toEqual([path.basename(live)]);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(wrapperDir, { recursive: true, force: true });
  });
});
