import type { DriftEntry, DriftSnapshot, OperationSeen } from './drift';

/** A table cell: one line, no pipe breaking the table. */
const cell = (text: unknown) =>
  String(text ?? '')
    .replaceAll('|', '\\|')
    .replace(/\s*\n\s*/g, ' ');
const code = (text: string) => (text ? `\`${text.replaceAll('`', "'")}\`` : '(whole)');

/** Whether an x-inferred operation was confirmed by the real service's answers. */
export function inferredVerdict(
  seen: OperationSeen | undefined,
  drifts: DriftEntry[],
): 'not called' | 'no answer' | 'matched' | 'differs' {
  if (!seen) return 'not called';
  if (seen.calls === seen.unanswered) return 'no answer';
  return drifts.length > 0 ? 'differs' : 'matched';
}

/**
 * The drift journal as Markdown for a pull request: a summary, the inferred operations with
 * whether the real service answered and matched, then each operation's differences with counts
 * and the latest masked example.
 */
export function driftReport(snapshot: DriftSnapshot): string {
  const seenBy = new Map(snapshot.operations.map((seen) => [seen.operation, seen]));
  const driftsBy = new Map<string, DriftEntry[]>();
  for (const drift of snapshot.drifts) {
    driftsBy.set(drift.operation, [...(driftsBy.get(drift.operation) ?? []), drift]);
  }
  const calls = snapshot.operations.reduce((sum, seen) => sum + seen.calls, 0);
  const matched = snapshot.operations.filter((seen) => !driftsBy.has(seen.operation)).length;
  const lines = [
    '# Drift between the operator and openapi.yaml',
    '',
    `Upstream: ${snapshot.upstream ?? '(none: not a proxy)'} · since ${snapshot.since}. ` +
      `${calls} calls over ${snapshot.operations.length} operations; ${matched} operations matched ` +
      `the description, ${driftsBy.size} differed (${snapshot.drifts.length} distinct differences` +
      `${snapshot.dropped ? `, ${snapshot.dropped} more not kept` : ''}). A value is kept only ` +
      'where openapi.yaml declares the field and does not mark it sensitive; the rest is masked ' +
      'or written as its shape (type, length, hash: `‹string:11:9f2c1a0b›`).',
    '',
    '## Inferred operations (to confirm with the backend team)',
    '',
    '| operation | path | answered | matched | statuses |',
    '| --- | --- | --- | --- | --- |',
    ...snapshot.inferred.map(({ operation, method, path }) => {
      const seen = seenBy.get(operation);
      const verdict = inferredVerdict(seen, driftsBy.get(operation) ?? []);
      const answered = seen ? `${seen.calls - seen.unanswered} of ${seen.calls}` : 'not called';
      const matchedText =
        verdict === 'matched'
          ? 'yes'
          : verdict === 'differs'
            ? `no (${driftsBy.get(operation)?.length} differences)`
            : '-';
      return `| ${operation} | ${method} ${code(path)} | ${answered} | ${matchedText} | ${statuses(seen)} |`;
    }),
    '',
    '## Differences by operation',
    '',
  ];
  if (driftsBy.size === 0) lines.push('None: every call matched openapi.yaml.', '');
  for (const [operation, drifts] of [...driftsBy].sort(([a], [b]) => a.localeCompare(b))) {
    const first = drifts[0]!;
    const seen = seenBy.get(operation);
    lines.push(
      `### ${operation}${first.inferred ? ' (x-inferred)' : ''}`,
      '',
      `${first.method} ${code(first.path)}` +
        (seen ? ` · ${seen.calls} calls, ${seen.matched} matched · ${statuses(seen)}` : ''),
      '',
      '| where | pointer | kind | expected | came (latest, masked) | status | count |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...drifts.map(
        (drift) =>
          `| ${drift.where} | ${code(drift.pointer)} | ${drift.kind} | ${cell(drift.expected)} | ` +
          `${code(cell(drift.example.came))} | ${drift.example.status} | ${drift.count} |`,
      ),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function statuses(seen: OperationSeen | undefined): string {
  if (!seen) return '';
  return Object.entries(seen.statuses)
    .map(([status, count]) => `${status} ×${count}`)
    .join(', ');
}
