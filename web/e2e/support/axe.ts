import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: Document): Promise<AxeResults> };
  }
}

/** One element that breaks one axe-core rule. */
export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  /** The element's opening tag, as axe-core quotes it. */
  html: string;
}

/** What a known violation is recognised by: its rule and a pattern of the element's tag. */
export interface KnownViolation {
  rule: string;
  html: RegExp;
  /** Why it is still there and who fixes it. */
  reason: string;
}

/**
 * axe-core's serious and critical violations on the page as it is now, one per element, minus
 * the `known` ones. Evaluated through the DevTools protocol, so the app's Content-Security-Policy
 * (no inline scripts) stays in force.
 */
export async function seriousA11yViolations(
  page: Page,
  known: readonly KnownViolation[] = [],
): Promise<A11yViolation[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load');
    return window.axe.run(document);
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        html: node.html,
      })),
    )
    .filter(
      (violation) =>
        !known.some((entry) => entry.rule === violation.rule && entry.html.test(violation.html)),
    );
}
