// Chromium for renders, kept off the network: a tiny launcher script adds
// --host-resolver-rules so every host name except localhost fails to resolve. Remotion passes
// its own flags through; this one is appended last, after them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_RECORD_ENV } from './browser-guard';

/** Resolve nothing but the loopback: outside URLs fail fast instead of reaching the network. */
export const BLOCK_OUTSIDE_HOSTS = 'MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

const made = new Map<string, string>();

/** A launcher for `executable` with the given host rules; made once per process and rule set. */
export function offlineExecutable(executable: string, hostRules: string = BLOCK_OUTSIDE_HOSTS): string {
  const key = `${executable}\n${hostRules}`;
  const existing = made.get(key);
  if (existing && fs.existsSync(existing)) return existing;
  if (!fs.existsSync(executable)) throw new Error(`Chromium not found at ${executable} (set CHROMIUM_EXECUTABLE)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recap-chromium-'));
  const file = path.join(dir, 'chromium');
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  // Remotion starts this script detached, so its pid is the browser's process group id: it is
  // appended to $RECAP_BROWSER_RECORD when set, for whoever must end the browser (browser-guard.ts).
  const record = `if [ -n "\${${BROWSER_RECORD_ENV}:-}" ]; then echo "$$" >> "$${BROWSER_RECORD_ENV}" 2>/dev/null || true; fi\n`;
  fs.writeFileSync(file, `#!/bin/sh\n${record}exec ${quote(executable)} "$@" ${quote(`--host-resolver-rules=${hostRules}`)}\n`, { mode: 0o755 });
  made.set(key, file);
  return file;
}
