import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers/admin.ts';

test.use({ serviceWorkers: 'block' });

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test('the Activity tab lists sign-ins, failures and changes, latest first, with who and from where', async ({
  page,
}) => {
  // A failed sign-in for the account, then the real one.
  const failed = await page.request.post('/api/admin/login', {
    data: { username: ADMIN.username, password: 'not-the-password' },
  });
  expect(failed.status()).toBe(401);
  await signIn(page);
  const created = await page.request.post('/api/admin/categories', {
    data: { name: 'Activity Test', slug: `activity-${Date.now()}` },
  });
  expect(created.status()).toBe(201);

  await page.getByRole('tab', { name: 'Activity', exact: true }).click();
  const entries = page.getByTestId('activity-entry');
  await expect(entries.first()).toHaveAttribute('data-action', 'category.create');
  await expect(entries.first()).toContainText('Created a category');
  await expect(entries.first()).toContainText(ADMIN.username);
  await expect(entries.first()).toContainText('Activity Test');
  await expect(entries.nth(1)).toHaveAttribute('data-action', 'sign-in.success');
  await expect(entries.nth(1)).toContainText('Signed in');
  await expect(entries.nth(1)).toContainText(/From (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
  await expect(page.locator('[data-action="sign-in.failure"]').first()).toContainText('Failed sign-in');

  if (SHOTS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByTestId('activity-panel').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/activity-${width}-${colorScheme}.png` });
      }
    }
  }
});
