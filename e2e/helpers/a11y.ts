import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** What axe checks: WCAG 2.0–2.2 A and AA, and its best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The rules whose outcome depends on colours: all that can change when only the colour scheme does. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core in the page as it is, loading it into the document first if it is not there yet (once per document:
 * an in-app navigation keeps it). @axe-core/playwright's analyze() loaded it again on every call and finished each
 * run in a blank page of its own: 5–10× slower here (2.1–6.5 s against 0.1–0.7 s a page), which made the sweeps a
 * quarter of the journeys' time (issue 24). The app has no frames, which is all that the builder adds.
 */
async function runAxe(page: Page, options: axe.RunOptions): Promise<axe.AxeResults> {
  // A colour still moving is not the page's colour: the body's colours follow a scheme change over 0.3 s
  // (theme.css), and axe once read a dark page's text a third of the way there (contrast 2.78, on CI). So axe runs
  // once no CSS transition is running (getAnimations() brings the styles up to date first).
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length), {
      message: 'CSS transitions to end before axe reads the colours',
    })
    .toBe(0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    // Only the violations are needed: axe does not build the report of what passed.
    { ...options, resultTypes: ['violations'] } satisfies axe.RunOptions,
  );
}

/**
 * Runs axe on the page as it is and returns its serious and critical violations, one line per rule
 * with the first few elements and axe's reason (moderate and minor ones are not counted).
 * `coloursOnly`: only the colour rules, for a second scheme of a page already checked in full.
 */
export async function seriousViolations(page: Page, { coloursOnly = false } = {}): Promise<string[]> {
  const results = await runAxe(page, {
    runOnly: coloursOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: AXE_TAGS },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')}: ${(node.any[0] ?? node.all[0])?.message ?? node.failureSummary}`);
      return `${violation.id} (${violation.impact}, ${violation.nodes.length}×) ${nodes.join(' | ')}`;
    });
}

export type ColorScheme = 'light' | 'dark';

/**
 * Checks the page in light (every rule) and then in dark (the colour rules: the markup is the same),
 * and adds what it finds to `problems` under `"<scheme> <name>"`.
 */
export async function checkBothSchemes(page: Page, name: string, problems: Record<string, string[]>): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await useColorScheme(page, scheme);
    const found = await seriousViolations(page, { coloursOnly: scheme === 'dark' });
    if (found.length > 0) problems[`${scheme} ${name}`] = found;
  }
}

/** Follows the system's light or dark preference (nothing stored), and waits until the app applied it. */
export async function useColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
}
