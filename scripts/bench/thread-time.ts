import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: unknown;
}

/** Where Lighthouse's gather mode writes a navigation's trace (its asset saver's name). */
export const SAVED_TRACE = 'defaultPass.trace.json';

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The page's main thread as the trace shows it: the renderer thread that parsed the audited
 * page's HTML.
 */
function mainThreadOf(events: TraceEvent[], host: string): string {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && JSON.stringify(event.args ?? {}).includes(host),
  );
  if (!parse) throw new Error(`the trace shows no HTML of ${host} parsed`);
  return `${parse.pid}:${parse.tid}`;
}

/**
 * Rewrites a saved trace so that each top-level task of the page's main thread lasts the CPU time
 * its thread had (the trace's `tdur`) instead of its wall time: everything inside the task is
 * squeezed in proportion, where it started stays. On a host shared with other work a task's wall
 * time includes the time other processes held the core (6x the CPU time on 2026-12-02's loaded
 * host); Lighthouse's simulator then multiplies that again. What the audit of the rewritten trace
 * shows is the load as a quiet host of the same CPU would have run it.
 *
 * Returns the share of the main thread's wall time that was CPU time.
 */
export function squeezeToThreadTime(folder: string, origin: string): number {
  const file = join(folder, SAVED_TRACE);
  const trace = JSON.parse(readFileSync(file, 'utf8')) as
    TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const thread = mainThreadOf(events, new URL(origin).host);
  const onThread = events
    .filter((event) => `${event.pid}:${event.tid}` === thread)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let wall = 0;
  let cpu = 0;
  let task: { start: number; end: number; factor: number } | undefined;
  for (const event of onThread) {
    if (task && event.ts >= task.end) task = undefined;
    if (!task && event.ph === 'X' && TOP_LEVEL.has(event.name) && event.dur && event.tdur) {
      const factor = Math.min(1, event.tdur / event.dur);
      task = { start: event.ts, end: event.ts + event.dur, factor };
      wall += event.dur;
      cpu += event.dur * factor;
    }
    if (!task) continue;
    event.ts = task.start + (event.ts - task.start) * task.factor;
    if (event.dur !== undefined) event.dur *= task.factor;
  }
  writeFileSync(file, JSON.stringify(trace));
  return wall > 0 ? cpu / wall : 1;
}
