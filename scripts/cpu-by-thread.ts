// CPU time by thread of this process and its descendants (Chromium's processes, ffmpeg), read
// from /proc while a render runs: `npm run bench:render -- --threads` prints where a frame's CPU
// goes (the page's main thread, raster, the display compositor, the screenshot's encoding, x264).
import fs from 'node:fs';

type Thread = { name: string; cpu: number; base: number };

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // ended while we looked
  }
}

/** "Chromium renderer", "Chromium gpu-process", "ffmpeg", … from a process's command line. */
function processKind(pid: string): string {
  const args = (read(`/proc/${pid}/cmdline`) ?? '').split(/[\0 ]/);
  const exe = (args[0] ?? '').split('/').pop() ?? '?';
  const type = args.find((a) => a.startsWith('--type='))?.slice('--type='.length);
  const name = exe.startsWith('chrom') ? 'Chromium' : exe;
  return type ? `${name} ${type}` : name;
}

function descendants(): string[] {
  const parent = new Map<string, string>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = read(`/proc/${pid}/stat`);
    if (stat) parent.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  const mine = String(process.pid);
  return [...parent.keys()].filter((pid) => {
    for (let p: string | undefined = pid; p && p !== '1' && p !== '0'; p = parent.get(p)) if (p === mine) return true;
    return false;
  });
}

/**
 * Starts sampling every 100 ms; the returned function stops and gives CPU seconds by
 * "process kind · thread name" (numbered threads such as x264's workers summed under one name).
 * Threads that start and end between two samples are missed: a breakdown, not an exact total.
 */
export function sampleCpuByThread(): () => Map<string, number> {
  const threads = new Map<string, Thread>();
  const sample = (first: boolean) => {
    for (const pid of descendants()) {
      const kind = processKind(pid);
      let tids: string[] = [];
      try {
        tids = fs.readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const tid of tids) {
        const stat = read(`/proc/${pid}/task/${tid}/stat`);
        if (!stat) continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const cpu = (Number(fields[11]) + Number(fields[12])) / 100;
        const known = threads.get(`${pid}/${tid}`);
        if (known) known.cpu = cpu;
        else {
          const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '#');
          threads.set(`${pid}/${tid}`, { name: `${kind} · ${name}`, cpu, base: first ? cpu : 0 });
        }
      }
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), 100);
  return () => {
    clearInterval(timer);
    sample(false);
    const byName = new Map<string, number>();
    for (const t of threads.values()) byName.set(t.name, (byName.get(t.name) ?? 0) + t.cpu - t.base);
    return byName;
  };
}
