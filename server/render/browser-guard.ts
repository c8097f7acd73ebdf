// Chromium must not outlive the process it renders for. Remotion starts the browser detached, in
// a process group of its own, and only kills that group when Node exits normally; a worker that
// is SIGKILLed (OOM killer, deploy) leaves the browser running, adopted by init. Debian's
// /usr/bin/chromium-headless-shell is a shell script that starts the real binary as its child, so
// Remotion's `setpriv --pdeathsig` only reaches the script, not the browser.
//
// So the browser launcher (offline-browser.ts) appends its pid, which is the browser's process
// group id, to the file named by RECAP_BROWSER_RECORD. Whoever owns that record can end the
// groups: the worker's supervisor when its child dies, the child when its supervisor dies, and
// a later start for records whose owner process is gone. A group is only killed after checking
// that a process in it still carries the record in its environment (pids are reused).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';

/** Environment variable naming the file browser launchers append their process group id to. */
export const BROWSER_RECORD_ENV = 'RECAP_BROWSER_RECORD';

/** Where records live: one file per owning process, `<owner pid>-<random>.pids`. */
export const browserRecordDir = (): string => path.join(os.tmpdir(), 'recap-browsers');

/** A new record file for the process `ownerPid` (created empty, so a sweep can find it). */
export function newBrowserRecord(ownerPid: number = process.pid, dir: string = browserRecordDir()): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${ownerPid}-${crypto.randomBytes(6).toString('hex')}.pids`);
  fs.writeFileSync(file, '');
  return file;
}

/** Process group ids written to a record. */
export function recordedGroups(file: string): number[] {
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const ids = text
    .split(/\s+/)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 1);
  return [...new Set(ids)];
}

type ProcInfo = { pid: number; ppid: number; pgid: number };

/** /proc/<pid>/stat: the command may hold spaces and parentheses, so fields are read after the last ')'. */
export function procInfo(pid: number): ProcInfo | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // rest[0] = state, rest[1] = ppid, rest[2] = pgrp
    if (rest[0] === 'Z') return null; // a zombie is already dead
    return { pid, ppid: Number(rest[1]), pgid: Number(rest[2]) };
  } catch {
    return null;
  }
}

function allPids(): number[] {
  try {
    return fs
      .readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return [];
  }
}

/** The environment of a process (empty when unreadable: another user's, or gone). */
export function procEnv(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** Live processes whose environment has NAME=value (ours only: others' environments are unreadable). */
export function processesWithEnv(name: string, value: string): ProcInfo[] {
  const entry = `${name}=${value}`;
  const found: ProcInfo[] = [];
  for (const pid of allPids()) {
    if (pid === process.pid) continue;
    const info = procInfo(pid);
    if (info && procEnv(pid).includes(entry)) found.push(info);
  }
  return found;
}

/** Live processes in a process group. */
export function groupMembers(pgid: number): ProcInfo[] {
  const found: ProcInfo[] = [];
  for (const pid of allPids()) {
    const info = procInfo(pid);
    if (info && info.pgid === pgid) found.push(info);
  }
  return found;
}

/**
 * SIGKILLs every recorded browser group that still belongs to the record (some member carries
 * RECAP_BROWSER_RECORD=file). Returns how many groups were ended. Never throws.
 */
export function killRecordedBrowsers(file: string, opts: { removeRecord?: boolean } = {}): number {
  let ended = 0;
  const marker = `${BROWSER_RECORD_ENV}=${file}`;
  for (const pgid of recordedGroups(file)) {
    const members = groupMembers(pgid);
    if (!members.some((m) => procEnv(m.pid).includes(marker))) continue;
    try {
      process.kill(-pgid, 'SIGKILL');
      ended++;
    } catch {
      // Gone meanwhile, or not ours.
    }
  }
  if (opts.removeRecord) fs.rmSync(file, { force: true });
  return ended;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Ends the browsers recorded by processes that are no longer running (a worker or server killed
 * together with its supervisor, or before it could clean up) and removes their records.
 */
export function sweepOrphanedBrowsers(dir: string = browserRecordDir(), log?: (line: string) => void): number {
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return 0;
  }
  let ended = 0;
  for (const name of names) {
    const owner = Number(/^(\d+)-[0-9a-f]+\.pids$/.exec(name)?.[1]);
    if (!owner || isAlive(owner)) continue;
    const n = killRecordedBrowsers(path.join(dir, name), { removeRecord: true });
    if (n) log?.(`ended ${n} browser(s) left by process ${owner}`);
    ended += n;
  }
  return ended;
}

/**
 * For a process that renders in-process (the server's workers): record its browsers from now
 * on, and end the ones a previous run left behind. Returns the record file. Idempotent.
 */
export function recordBrowsersOfThisProcess(log?: (line: string) => void): string {
  const existing = process.env[BROWSER_RECORD_ENV];
  if (existing) return existing;
  sweepOrphanedBrowsers(browserRecordDir(), log);
  const file = newBrowserRecord(process.pid);
  process.env[BROWSER_RECORD_ENV] = file;
  process.once('exit', () => fs.rmSync(file, { force: true }));
  return file;
}

/** This process's own process group id (Linux), or null when unknown. */
export function ownProcessGroup(): number | null {
  return procInfo(process.pid)?.pgid ?? null;
}
