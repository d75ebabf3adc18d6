import { maskText } from './mask';
import type { Difference } from './spec-check';
import type { Operation } from './spec-operations';

/** One kind of difference at one place of one operation, however often it came. */
export interface DriftEntry {
  operation: string;
  method: string;
  /** The operation's path as openapi.yaml writes it. */
  path: string;
  inferred: boolean;
  where: Difference['where'];
  /** JSON pointer; array positions are written `*` (every item of a list drifts alike). */
  pointer: string;
  kind: string;
  expected: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  /** The latest occurrence, as written (redact-call.ts): the request, its status, what came. */
  example: { request: string; status: number; pointer: string; came: string };
}

/** What the proxy saw of one operation: calls, statuses, and how many matched the description. */
export interface OperationSeen {
  operation: string;
  method: string;
  path: string;
  inferred: boolean;
  calls: number;
  /** Calls whose request and answer both matched the description. */
  matched: number;
  /** Calls the upstream did not answer (stall, refused connection). */
  unanswered: number;
  statuses: Record<string, number>;
  lastSeen: string;
}

export interface DriftSnapshot {
  /** Where the calls went: the upstream origin, or `replay <dir>`. */
  upstream: string | null;
  since: string;
  operations: OperationSeen[];
  drifts: DriftEntry[];
  /** Differences not kept because the journal was full (kinds beyond MAX_ENTRIES). */
  dropped: number;
  /** The x-inferred operations of openapi.yaml (whether or not they were called). */
  inferred: { operation: string; method: string; path: string }[];
}

/** How many distinct drifts are kept; more distinct ones are only counted (`dropped`). */
export const MAX_ENTRIES = 1000;
/** How long an example value may be. */
const MAX_EXAMPLE_CHARS = 300;

const arrayPositions = /\/\d+(?=\/|$)/g;

/** A written value as an example (already redacted; masked once more, as every line written is). */
export function exampleText(value: unknown): string {
  const text = value === undefined ? '(absent)' : maskText(JSON.stringify(value) ?? String(value));
  return text.length > MAX_EXAMPLE_CHARS ? `${text.slice(0, MAX_EXAMPLE_CHARS)}…` : text;
}

/**
 * The differences between the upstream's traffic and openapi.yaml, deduplicated per operation,
 * place and kind with a count and the latest masked example. In memory, bounded.
 */
export class DriftJournal {
  private readonly entries = new Map<string, DriftEntry>();
  private readonly seen = new Map<string, OperationSeen>();
  private dropped = 0;
  private readonly since = new Date().toISOString();
  private readonly listeners = new Set<(entry: DriftEntry) => void>();

  constructor(
    private readonly upstream: string | null,
    private readonly inferred: Operation[],
  ) {}

  /** Called with each drift the first time it is seen (for the log line). */
  onNew(listener: (entry: DriftEntry) => void): void {
    this.listeners.add(listener);
  }

  /**
   * Records one call: its operation (or the method and written path), the written request
   * target, its status, and its differences as written (redact-call.ts).
   */
  record(
    operation: Operation,
    call: { request: string; status: number; unanswered?: boolean },
    differences: Difference[],
  ): void {
    const now = new Date().toISOString();
    const seen = this.seenOf(operation, now);
    seen.calls += 1;
    if (differences.length === 0) seen.matched += 1;
    if (call.unanswered) seen.unanswered += 1;
    seen.statuses[call.status] = (seen.statuses[call.status] ?? 0) + 1;
    seen.lastSeen = now;
    const { request } = call;
    for (const difference of differences) {
      const pointer = difference.pointer.replace(arrayPositions, '/*');
      const key = `${operation.id}|${difference.where}|${pointer}|${difference.kind}`;
      const example = {
        request,
        status: call.status,
        pointer: difference.pointer,
        came: exampleText(difference.came),
      };
      const entry = this.entries.get(key);
      if (entry) {
        entry.count += 1;
        entry.lastSeen = now;
        entry.example = example;
        continue;
      }
      if (this.entries.size >= MAX_ENTRIES) {
        this.dropped += 1;
        continue;
      }
      const created: DriftEntry = {
        operation: operation.id,
        method: operation.method,
        path: operation.path,
        inferred: operation.inferred,
        where: difference.where,
        pointer,
        kind: difference.kind,
        expected: difference.expected,
        count: 1,
        firstSeen: now,
        lastSeen: now,
        example,
      };
      this.entries.set(key, created);
      for (const listener of this.listeners) listener(created);
    }
  }

  private seenOf(operation: Operation, now: string): OperationSeen {
    let seen = this.seen.get(operation.id);
    if (!seen) {
      // Undocumented paths each count as an operation: bounded like the drifts.
      if (this.seen.size >= MAX_ENTRIES) {
        seen = this.seen.get('(other)');
        if (!seen) {
          seen = this.emptySeen({ id: '(other)', method: '*', path: '*', inferred: false }, now);
          this.seen.set('(other)', seen);
        }
        return seen;
      }
      seen = this.emptySeen(operation, now);
      this.seen.set(operation.id, seen);
    }
    return seen;
  }

  private emptySeen(operation: Operation, now: string): OperationSeen {
    return {
      operation: operation.id,
      method: operation.method,
      path: operation.path,
      inferred: operation.inferred,
      calls: 0,
      matched: 0,
      unanswered: 0,
      statuses: {},
      lastSeen: now,
    };
  }

  snapshot(): DriftSnapshot {
    return {
      upstream: this.upstream,
      since: this.since,
      operations: [...this.seen.values()]
        .map((seen) => ({ ...seen, statuses: { ...seen.statuses } }))
        .sort((a, b) => a.operation.localeCompare(b.operation)),
      drifts: [...this.entries.values()]
        .map((entry) => ({ ...entry, example: { ...entry.example } }))
        .sort(
          (a, b) =>
            a.operation.localeCompare(b.operation) ||
            a.where.localeCompare(b.where) ||
            a.pointer.localeCompare(b.pointer) ||
            a.kind.localeCompare(b.kind),
        ),
      dropped: this.dropped,
      inferred: this.inferred.map(({ id, method, path }) => ({ operation: id, method, path })),
    };
  }

  clear(): void {
    this.entries.clear();
    this.seen.clear();
    this.dropped = 0;
  }
}
