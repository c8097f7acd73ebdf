// CPU time by thread of this process and its descendants (Chromium's processes, ffmpeg), read
// from /proc while a render runs: `npm run bench:render -- --threads` prints where a frame's CPU
// goes (the page's main thread, raster, the display compositor, the screenshot's encoding, x264).
import fs from 'node:fs';
import { processTree, readStat } from './proc-tree';

type Thread = { name: string; cpu: number; base: number };

/** "Chromium renderer", "Chromium gpu-process", "ffmpeg", … from a process's command line. */
function processKind(pid: string): string {
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // ended while we looked
  }
  const args = cmdline.split(/[\0 ]/);
  const exe = (args[0] ?? '').split('/').pop() ?? '?';
  const type = args.find((a) => a.startsWith('--type='))?.slice('--type='.length);
  const name = exe.startsWith('chrom') ? 'Chromium' : exe;
  return type ? `${name} ${type}` : name;
}

/**
 * Starts sampling every 100 ms; the returned function stops and gives CPU seconds by
 * "process kind · thread name" (numbered threads such as x264's workers summed under one name).
 * Threads that start and end between two samples are missed: a breakdown, not an exact total.
 */
export function sampleCpuByThread(): () => Map<string, number> {
  const threads = new Map<string, Thread>();
  const kinds = new Map<string, string>();
  const sample = (first: boolean) => {
    for (const pid of processTree()) {
      const kind = kinds.get(pid) ?? processKind(pid);
      kinds.set(pid, kind);
      let tids: string[] = [];
      try {
        tids = fs.readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const tid of tids) {
        const stat = readStat(`/proc/${pid}/task/${tid}/stat`);
        if (!stat) continue;
        const cpu = (Number(stat.fields[11]) + Number(stat.fields[12])) / 100;
        const known = threads.get(`${pid}/${tid}`);
        if (known) known.cpu = cpu;
        else {
          threads.set(`${pid}/${tid}`, { name: `${kind} · ${stat.name.replace(/\d+$/, '#')}`, cpu, base: first ? cpu : 0 });
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
