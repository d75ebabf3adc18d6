import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Locator, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules whose violations are all minor or moderate: axe-core gives each violation its rule's
 * impact (its _finalizeRuleResult), and only serious and critical ones fail a check here, so these
 * rules are not run (the landmark and region rules walked every screen's whole tree for nothing).
 */
const BELOW_SERIOUS = (
  require('axe-core') as { _audit: { rules: { id: string; impact?: string }[] } }
)._audit.rules
  .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
  .map((rule) => rule.id);

/** axe.run's options with per-check options, which axe-core reads but does not type. */
type AxeRunOptions = RunOptions & { checks?: Record<string, { options: object }> };

declare global {
  interface Window {
    axe?: { run(context: Document, options: AxeRunOptions): Promise<AxeResults> };
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

export interface A11yReport {
  /** Serious and critical violations, one per element. */
  violations: A11yViolation[];
  /** The lowest contrast of any text axe-core could measure (care mode only, else null). */
  lowestContrast: { ratio: number; html: string } | null;
}

/**
 * axe-core's colour-contrast check as it ships (4.5:1, 3:1 for large text), and care mode's: 4.5:1
 * for all text, whatever its size (the aging-friendly spec). The options replace the check's own
 * as a whole (axe's getCheckOption), so they repeat its defaults.
 */
const contrastCheck = (care: boolean) => ({
  options: {
    ignoreUnicode: true,
    ignoreLength: false,
    ignorePseudo: false,
    boldValue: 700,
    boldTextPt: 14,
    largeTextPt: 18,
    contrastRatio: { normal: { expected: 4.5 }, large: { expected: care ? 4.5 : 3 } },
    pseudoSizeThreshold: 0.25,
    shadowOutlineEmMax: 0.2,
    textStrokeEmMin: 0.03,
  },
});

/**
 * Waits until every dialog on screen has opened all the way: antd-mobile fades and scales its
 * pop-ups and their masks in, and axe-core measures colours as drawn, so a check during the fade
 * finds grey text too faint (and a dialog's box not yet where its text is).
 */
async function dialogsDrawnInFull(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role="dialog"]')]
        .filter((dialog) => dialog.getClientRects().length > 0)
        .every((dialog) => {
          for (let up: Element | null = dialog; up; up = up.parentElement) {
            if (Number(getComputedStyle(up).opacity) < 1) return false;
          }
          // The boxes antd-mobile animates inside the dialog, and its mask (the page behind is
          // checked too, dimmed as the owner sees it).
          const drawn = [
            dialog.firstElementChild,
            dialog.firstElementChild?.firstElementChild,
            dialog.previousElementSibling,
          ];
          return drawn.every((box) => !box || Number(getComputedStyle(box).opacity) >= 1);
        }),
    undefined,
    { polling: 'raf' },
  );
}

/**
 * axe-core on the page as it is now, once its dialogs have opened all the way. Evaluated through
 * the DevTools protocol, so the app's Content-Security-Policy (no inline scripts) stays in force.
 * In care mode the contrast check asks 4.5:1 of large text too, and the lowest contrast measured
 * is reported (every element axe passed is then listed, which costs a little more).
 */
export async function a11yReport(
  page: Page,
  { care = false, within }: { care?: boolean; within?: Locator } = {},
): Promise<A11yReport> {
  await dialogsDrawnInFull(page);
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const options: AxeRunOptions = {
    checks: { 'color-contrast': contrastCheck(care) },
    rules: Object.fromEntries(BELOW_SERIOUS.map((id) => [id, { enabled: false }])),
    // Outside care mode only the violations are needed: listing every pass costs time.
    ...(care ? {} : { resultTypes: ['violations'] }),
  };
  // The whole page, or the part asked for (the root element stands for the document).
  const results = await (within ?? page.locator(':root')).evaluate((context, runOptions) => {
    if (!window.axe) throw new Error('axe-core did not load');
    return window.axe.run(
      (context === document.documentElement ? document : context) as Document,
      runOptions,
    );
  }, options);
  const violations = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        html: node.html,
      })),
    );
  if (!care) return { violations, lowestContrast: null };
  const measured = [...results.passes, ...results.violations]
    .filter((rule) => rule.id === 'color-contrast')
    .flatMap((rule) => rule.nodes)
    .flatMap((node) => {
      const ratio = (node.any[0]?.data as { contrastRatio?: number } | undefined)?.contrastRatio;
      return typeof ratio === 'number' && ratio > 0 ? [{ ratio, html: node.html }] : [];
    })
    .sort((a, b) => a.ratio - b.ratio);
  return { violations, lowestContrast: measured[0] ?? null };
}

/** Serious and critical violations only, of the page or of one part of it (a dialog). */
export const seriousA11yViolations = async (
  page: Page,
  options: { care?: boolean; within?: Locator } = {},
) => (await a11yReport(page, options)).violations;
