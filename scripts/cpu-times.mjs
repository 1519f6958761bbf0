// CPU time counters of the whole machine (Linux /proc/stat), for the benchmarks: on a virtual
// machine the host can take CPU time from us (steal), and a busy neighbour slows every figure.
import { readFileSync } from 'node:fs';

/** The machine's CPU counters now, or null where there are none. */
export function cpuTimes() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
  } catch {
    return null;
  }
}

/** The share (%) of CPU time the host took between two readings, or null. */
export function stealShare(a, b) {
  if (!a || !b) return null;
  return (100 * (b.steal - a.steal)) / Math.max(1, b.busy + b.idle + b.steal - a.busy - a.idle - a.steal);
}
