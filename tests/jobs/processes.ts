// Child processes for the job tests: a throwaway Redis server and worker processes.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

export type RedisServer = { url: string; stop(): Promise<void> };

/** Debian's redis-server on a free port with a temp dir and no persistence. */
export async function startRedis(): Promise<RedisServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-'));
  const port = await freePort();
  const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(proc, /Ready to accept connections/, 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      await stopProcess(proc);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type WorkerProcess = { proc: ChildProcess; output: () => string; stop(): Promise<void> };

/** `scripts/worker.ts` as its own process, with the given settings. */
export function spawnWorker(env: Record<string, string>, args: string[]): WorkerProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  return { proc, output: () => out, stop: () => stopProcess(proc) };
}

export function waitForLine(proc: ChildProcess, re: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${re}; output:\n${seen}`)), timeoutMs);
    const onData = (c: Buffer) => {
      seen += c.toString();
      if (re.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      if (!re.test(seen)) reject(new Error(`process exited (${code}) before ${re}; output:\n${seen}`));
    });
  });
}

export async function stopProcess(proc: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  proc.kill(signal);
  const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
