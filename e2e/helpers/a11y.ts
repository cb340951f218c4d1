import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What axe checks: WCAG 2.0–2.2 A and AA, and its best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is and returns its serious and critical violations, one line per rule
 * with the first few elements and axe's reason (moderate and minor ones are not counted).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
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

/** Follows the system's light or dark preference (nothing stored), and waits until the app applied it. */
export async function useColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
}
