import { readFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';

const GB = 1024 ** 3;

/** The machine a run was taken on, for the record (benchmarks.md). */
export function describeMachine(): string[] {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return [
    `nproc ${cpus().length} (${cpu}), memory ${(totalmem() / GB).toFixed(1)} GB (${(freemem() / GB).toFixed(1)} GB free at start)`,
    `Node ${process.version}, ${process.platform} ${process.arch}`,
  ];
}

/** The 1-minute load average: above the core count, other work competed with the run. */
export const loadAverage = () => loadavg()[0]!.toFixed(2);

/**
 * The share of the last minute in which some runnable task waited for a CPU
 * (/proc/pressure/cpu, "some avg60"): on a shared host, what the other guests and processes took.
 * Empty where the kernel does not report it.
 */
export function cpuPressure(): string {
  try {
    const some = /^some avg10=([\d.]+) avg60=([\d.]+)/m.exec(
      readFileSync('/proc/pressure/cpu', 'utf8'),
    );
    return some ? `${some[2]} %` : '';
  } catch {
    return '';
  }
}
