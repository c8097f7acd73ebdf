// This process and its descendants (Chromium's processes, ffmpeg) as /proc shows them, for the
// benchmarks' memory and CPU figures.
import fs from 'node:fs';

/** A /proc …/stat file: the command (or thread) name and the fields after it (field 3 on); null if it is gone. */
export function readStat(file: string): { name: string; fields: string[] } | null {
  try {
    const stat = fs.readFileSync(file, 'utf8');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
  } catch {
    return null; // the process ended while we looked
  }
}

/** The pids of this process and of every process under it. */
export function processTree(): string[] {
  const parent = new Map<string, string>();
  for (const pid of fs.readdirSync('/proc')) {
    const stat = /^\d+$/.test(pid) ? readStat(`/proc/${pid}/stat`) : null;
    if (stat) parent.set(pid, stat.fields[1]);
  }
  const mine = String(process.pid);
  return [...parent.keys()].filter((pid) => {
    for (let p: string | undefined = pid; p && p !== '0' && p !== '1'; p = parent.get(p)) if (p === mine) return true;
    return false;
  });
}
