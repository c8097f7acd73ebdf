// The demo stack for browser tests: the real server as `npm start` runs it (standins/serve.ts: the
// stand-ins, then server/serve.ts) as a child process on a free port with a temp data dir, the
// built website, and Debian's Chromium through playwright-core.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Builds web/dist when stale; a lock keeps parallel test files from building at once. */
export function ensureWebBuilt(): void {
  const result = spawnSync('flock', ['/tmp/recap-web-build.lock', process.execPath, '--import', 'tsx', 'web/build-if-stale.ts'], {
    cwd: ROOT,
    stdio: 'pipe',
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`web build failed:\n${result.stdout}\n${result.stderr}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Stack {
  url: string;
  dataDir: string;
  logs: () => string;
  /** Starts `npm run worker` on this stack's database with these options (e.g. `--frames 0-89`); it stops with the stack. */
  startWorker: (args: string[]) => void;
  stop: () => Promise<void>;
}

/** Starts `npm start`'s entry (standins/serve.ts) on the embedded defaults, in a temp dir, with extra settings. */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recap-web-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const stackEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO: 'false',
    SCHEDULE_ENABLED: 'false',
    WORKERS: '0',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    GOOGLE_CLIENT_ID: '',
    ...env,
  };
  const children: ChildProcess[] = [];
  const run = (entry: string, args: string[] = []) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: ROOT, env: stackEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    proc.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    children.push(proc);
    return proc;
  };
  const child = run('standins/serve.ts');

  // Generous: on a shared two-core machine, with the other test worker rendering, tsx compiling the
  // server once took over 60 s (the clean clone of 2a41a9b); a healthy start takes a few seconds.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 150 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    dataDir,
    logs: () => output,
    startWorker: (args) => void run('scripts/worker.ts', args),
    stop: async () => {
      await Promise.all(children.map(stopChild));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
async function stopChild(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A fresh browser context (own cookies and storage) at a viewport, with console errors kept. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}
