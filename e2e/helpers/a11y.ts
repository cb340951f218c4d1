import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What axe checks: WCAG 2.0–2.2 A and AA, and its best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The rules whose outcome depends on colours: all that can change when only the colour scheme does. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page as it is and returns its serious and critical violations, one line per rule
 * with the first few elements and axe's reason (moderate and minor ones are not counted).
 * `coloursOnly`: only the colour rules, for a second scheme of a page already checked in full.
 */
export async function seriousViolations(page: Page, { coloursOnly = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(AXE_TAGS)).analyze();
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
