/**
 * What the main thread's tasks were doing, from the trace Lighthouse recorded of its (unthrottled)
 * load. Lighthouse's simulator runs each observed task 4x slower and TBT counts what a task lasts
 * over 50 ms, so the tasks that matter here are those over 12.5 ms; its own "long tasks" name only
 * a script URL (or none) for each, which cannot tell a layout from a render.
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
}

/** Lighthouse's simulated CPU is 4x slower than the observed load. */
const COUNTED_OVER_MS = 50 / 4;
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** The events whose script is worth naming (the rest are named by their own kind). */
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.compileModule']);

function kindOf(event: TraceEvent): string {
  const url = event.args?.data?.url;
  if (!url || !SCRIPT_EVENTS.has(event.name)) return event.name;
  return `${event.name} ${url.split('/').pop()}`;
}

/**
 * Each main-thread task over 12.5 ms: when it began (ms after the navigation), how long it took,
 * and the three kinds of work that took most of it (self time: an event's time less its children's).
 */
export function observedTasks(traceEvents: TraceEvent[]): string {
  const parse = traceEvents.find((event) => event.name === 'ParseHTML');
  if (!parse) return '(no page in the trace)';
  const navigation = traceEvents.find(
    (event) => event.name === 'navigationStart' && event.pid === parse.pid,
  );
  const main = traceEvents
    .filter(
      (event) =>
        event.pid === parse.pid &&
        event.tid === parse.tid &&
        event.ph === 'X' &&
        event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const origin = navigation?.ts ?? main[0]?.ts ?? 0;
  const described: string[] = [];
  let index = 0;
  while (index < main.length) {
    const task = main[index]!;
    index += 1;
    if (!TOP_LEVEL.has(task.name)) continue;
    const end = task.ts + task.dur!;
    const inside: TraceEvent[] = [];
    while (index < main.length && main[index]!.ts < end) inside.push(main[index++]!);
    if (task.dur! / 1000 <= COUNTED_OVER_MS) continue;
    described.push(`${Math.round((task.ts - origin) / 1000)} ms: ${describe(task, inside)}`);
  }
  return described.join('; ') || '(none)';
}

function describe(task: TraceEvent, inside: TraceEvent[]): string {
  const self = new Map<string, number>();
  const add = (kind: string, us: number) => self.set(kind, (self.get(kind) ?? 0) + us);
  const open: { event: TraceEvent; children: number }[] = [];
  let topLevelChildren = 0;
  const closeUntil = (time: number) => {
    for (
      let last = open.at(-1);
      last && last.event.ts + last.event.dur! <= time;
      last = open.at(-1)
    ) {
      open.pop();
      add(kindOf(last.event), last.event.dur! - last.children);
      const parent = open.at(-1);
      if (parent) parent.children += last.event.dur!;
      else topLevelChildren += last.event.dur!;
    }
  };
  for (const event of inside) {
    closeUntil(event.ts);
    open.push({ event, children: 0 });
  }
  closeUntil(Number.POSITIVE_INFINITY);
  add('(task itself)', task.dur! - topLevelChildren);
  const top = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([kind, us]) => `${kind} ${(us / 1000).toFixed(0)}`);
  return `${(task.dur! / 1000).toFixed(0)} ms (${top.join(', ')})`;
}
