import { expect, type Page } from '@playwright/test';

/**
 * The track list shows a window of rows (4 in view, 2 more each side) and scrolls to the track picked at load, which
 * with 8 tracks a category can leave the first rows out: back to the top, once the list is there. The list is there
 * once the picked track is marked current, and it scrolls to it in the next frame's callback (track-list.tsx): one
 * frame later, that scroll is done and cannot undo this one.
 */
export async function listAtTop(page: Page): Promise<void> {
  const list = page.getByTestId('track-list');
  await expect(list.locator('[aria-current="true"]')).toHaveCount(1);
  await list.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await list.evaluate((element) => element.scrollTo({ top: 0 }));
  await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(0);
}
