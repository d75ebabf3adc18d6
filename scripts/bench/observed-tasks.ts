/**
 * What the main thread's tasks were doing, from the trace Lighthouse recorded of its (unthrottled)
 * load. Lighthouse's simulator runs each observed task 4x slower and TBT counts what a task lasts
 * over 50 ms, so the tasks that matter here are those over 12.5 ms; its own "long tasks" name only
 * a script URL (or none) for each, which cannot tell a layout from a render. (The long-tasks
 * audit's breakdown by kind is no help either: simulated, it puts nearly all of a task in "other".)
 *
 * The tasks are Lighthouse's own (tracehouse, what its main-thread audits read): each with its
 * children and its self time.
 */
import type { Artifacts } from 'lighthouse';
import {
  MainThreadTasks,
  type TaskNode,
} from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Lighthouse's simulated CPU is 4x slower than the observed load. */
const COUNTED_OVER_MS = 50 / 4;
/** The events whose script is worth naming (the rest are named by their own kind). */
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.compileModule']);

function kindOf({ event }: TaskNode): string {
  const url = (event.args?.data as { url?: string } | undefined)?.url;
  if (!url || !SCRIPT_EVENTS.has(event.name)) return event.name;
  return `${event.name} ${url.split('/').pop()}`;
}

function addSelfTimes(task: TaskNode, byKind: Map<string, number>): Map<string, number> {
  const kind = kindOf(task);
  byKind.set(kind, (byKind.get(kind) ?? 0) + task.selfTime);
  for (const child of task.children) addSelfTimes(child, byKind);
  return byKind;
}

/**
 * Each main-thread task over 12.5 ms: when it began (ms after the time origin), how long it took,
 * and the three kinds of work that took most of it (self time).
 */
export function observedTasks(trace: Artifacts['Trace']): string {
  const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  );
  return (
    tasks
      .filter((task) => !task.parent && task.duration > COUNTED_OVER_MS)
      .map((task) => {
        const top = [...addSelfTimes(task, new Map())]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`);
        return `${task.startTime.toFixed(0)} ms: ${task.duration.toFixed(0)} ms (${top.join(', ')})`;
      })
      .join('; ') || '(none)'
  );
}
