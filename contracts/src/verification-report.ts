/**
 * What a verification found, read from the verifier core's JSON report: the same report from Pact
 * JS's Verifier (its promise's value, or its rejection's message) and from the standalone
 * `pact-verifier --json`.
 */

export interface InteractionOutcome {
  description: string;
  passed: boolean;
  /** Why it failed: each mismatch (`$.data.unPay -> ...`) or error, in the verifier's words. */
  problems: string[];
}

export interface ServiceVerification {
  provider: string;
  passed: boolean;
  interactions: InteractionOutcome[];
  /** Failures tied to no interaction (a pact that would not load, no pacts found...). */
  otherProblems: string[];
}

interface Mismatch {
  mismatch?: string;
  path?: string;
}

interface VerifierError {
  /** `Verifying a pact between <consumer> and <provider> [Given <states>] - <description>` */
  interaction?: string;
  mismatch?: { type?: string; message?: string; mismatches?: Mismatch[] };
}

interface VerifierJson {
  result: boolean;
  interactionResults?: { description: string; result: string }[];
  errors?: VerifierError[];
}

function isVerifierJson(value: unknown): value is VerifierJson {
  return typeof value === 'object' && value !== null && 'result' in value && 'errors' in value;
}

/** The verifier's JSON report, or null when the text is something else (a crash, a log line). */
export function verifierJsonOf(text: string): VerifierJson | null {
  try {
    const value: unknown = JSON.parse(text);
    return isVerifierJson(value) ? value : null;
  } catch {
    return null;
  }
}

function problemsOf(error: VerifierError): string[] {
  const mismatches = error.mismatch?.mismatches ?? [];
  if (mismatches.length === 0) return [error.mismatch?.message ?? 'failed'];
  return mismatches.map((each) =>
    each.path ? `${each.path} -> ${each.mismatch ?? ''}` : (each.mismatch ?? ''),
  );
}

export function serviceVerification(provider: string, json: VerifierJson): ServiceVerification {
  const errors = json.errors ?? [];
  const belongsTo = (description: string) => (error: VerifierError) =>
    error.interaction === description || (error.interaction ?? '').endsWith(` - ${description}`);
  const interactions = (json.interactionResults ?? []).map(({ description, result }) => ({
    description,
    passed: result === 'OK',
    problems: errors.filter(belongsTo(description)).flatMap(problemsOf),
  }));
  const otherProblems = errors
    .filter((error) => !interactions.some(({ description }) => belongsTo(description)(error)))
    .flatMap((error) =>
      problemsOf(error).map((problem) => `${error.interaction ?? ''}: ${problem}`),
    );
  return { provider, passed: json.result, interactions, otherProblems };
}

/** Plain-text lines for one provider: a count, then each failed interaction and why. */
export function summaryLines(verification: ServiceVerification): string[] {
  const { provider, interactions } = verification;
  const failed = interactions.filter((interaction) => !interaction.passed);
  const count = interactions.length;
  let headline = `${provider}: ${failed.length} of ${count} interactions failed`;
  if (failed.length === 0) {
    headline = verification.passed
      ? `${provider}: ${count} of ${count} interactions verified`
      : `${provider}: verification failed`;
  }
  const lines = [headline];
  for (const interaction of failed) {
    lines.push(`  ✗ ${interaction.description}`);
    for (const problem of interaction.problems) lines.push(`      ${problem}`);
  }
  for (const problem of verification.otherProblems) lines.push(`  ✗ ${problem}`);
  return lines;
}
