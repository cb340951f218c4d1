import { expect, test } from '@playwright/test';

test('the home page loads the shipped catalogue from the real server', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const tracksResponse = page.waitForResponse((r) => r.url().endsWith('/api/tracks'));
  await page.goto('/');
  expect((await tracksResponse).status()).toBe(200);
  const categories = page.getByTestId('category');
  await expect(categories).toHaveCount(4);
  for (const name of ['Study & Focus', 'Chill & Relax', 'Coffee & Jazz', 'Sleep & Calm']) {
    await expect(categories.filter({ hasText: name })).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

test('a language prefix renders the same page translated, with the right lang attribute', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByTestId('category')).toHaveCount(4);
});

test('the bell and the service worker are served from the build', async ({ page, request }) => {
  const bell = await request.head('/audio/bell.mp3');
  expect(bell.status()).toBe(200);
  expect(bell.headers()['content-type']).toBe('audio/mpeg');
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(await sw.text()).toContain('bell.mp3');
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), {
      timeout: 20_000,
    })
    .toBe('activated');
});
