import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory of this process's Chromium children that hold a page: its renderers (the page,
 * its workers, their array buffers) and the GPU process (the vertex buffers), in bytes. Linux
 * only (/proc); the browser process itself, which holds no page data, is left out.
 */
export function pageMemoryBytes(): number {
  const parents = new Map<number, number>();
  const kinds = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      kinds.set(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  for (const [pid, cmdline] of kinds) {
    if (!/--type=(renderer|gpu-process)/.test(cmdline) || !descends(pid, parents)) continue;
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      // Ended meanwhile.
    }
  }
  return total;
}

function descends(pid: number, parents: Map<number, number>): boolean {
  for (let current = parents.get(pid); current && current > 1; current = parents.get(current)) {
    if (current === process.pid) return true;
  }
  return false;
}

/** Samples pageMemoryBytes every `everyMs` until stopped; answers the peak. */
export function memoryPeak(everyMs = 50): { stop(): number } {
  let peak = pageMemoryBytes();
  const timer = setInterval(() => {
    peak = Math.max(peak, pageMemoryBytes());
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, pageMemoryBytes());
    },
  };
}
