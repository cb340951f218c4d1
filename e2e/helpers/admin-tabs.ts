import { expect, type Page } from '@playwright/test';

/**
 * Selects every tab of the admin dashboard in turn, and every tab inside it (the tab lists are read
 * from the page, so tabs added later are covered), running `visit` with the selected tab's id.
 * Expects the dashboard to be open. Returns the ids visited.
 */
export async function forEachAdminTab(page: Page, visit: (tabId: string) => Promise<void>): Promise<string[]> {
  const tabIds = (scope: string) =>
    page.locator(scope).evaluateAll((tabs) => tabs.map((tab) => tab.id).filter((id) => id !== ''));
  const select = async (id: string) => {
    const tab = page.locator(`[id="${id}"]`);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await visit(id);
  };
  const visited: string[] = [];
  const topTabs = await tabIds('[role="tablist"] >> nth=0 >> [role="tab"]');
  for (const top of topTabs) {
    await select(top);
    visited.push(top);
    for (const inner of (await tabIds('[role="tab"]')).filter((id) => !topTabs.includes(id))) {
      await select(inner);
      visited.push(inner);
    }
  }
  return visited;
}
