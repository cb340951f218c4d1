import { expect, test, type Page } from '@playwright/test';
import { signIn, testWav } from './helpers/admin.ts';
import { checkBothSchemes } from './helpers/a11y.ts';

test.use({ serviceWorkers: 'block' });

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function uploadWithCredit(page: Page, title: string, credit: string): Promise<void> {
  await signIn(page);
  await page.getByRole('tab', { name: 'Upload Track', exact: true }).click();
  const form = page.getByTestId('upload-form');
  await form.getByLabel('Title *').fill(title);
  await form.getByLabel('Artist *').fill('E2E Credits');
  await form.getByLabel('Category *').selectOption({ index: 1 });
  await form.getByLabel('Source / credit (optional)').fill(credit);
  await form
    .getByLabel('Audio file *')
    .setInputFiles({ name: 'credit.wav', mimeType: 'audio/wav', buffer: testWav(5) });
  await form.getByRole('button', { name: 'Upload Track' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Track uploaded successfully!' })).toBeVisible({
    timeout: 20_000,
  });
}

test('an upload is measured (loudness in the admin list) and credited with its source on the Music credits page', async ({
  page,
}) => {
  // Sign-in, upload, a measurement in the background and two languages: longer than the default on a busy machine.
  test.setTimeout(240_000);
  const title = `Credited Tone ${Date.now()}`;
  const credit = 'CC BY 4.0, recorded by E2E Credits';
  await uploadWithCredit(page, title, credit);

  // The server measures it in the background; the list shows the reading once it is there.
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('tab', { name: 'Music Library', exact: true }).click();
        await page.getByLabel('Search tracks').fill(title);
        const row = page.getByTestId('admin-track-row').filter({ hasText: title });
        await expect(row).toBeVisible();
        return row.getByTestId('track-loudness').textContent();
      },
      { timeout: 90_000, intervals: [1000, 2000, 4000] },
    )
    .toMatch(/^−\d+\.\d LUFS · −\d+\.\d dBTP$/);

  // The page, reached from About: the shipped music with its licence and how it was made, then the upload.
  await page.goto('/about');
  await page.getByTestId('about-credits').click();
  await expect(page).toHaveURL('/credits');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Music credits');
  await expect(page).toHaveTitle('Music credits — Pomolo');
  const catalogue = (await (await page.request.get('/api/tracks')).json()) as {
    data: { categories: { tracks: { title: string; howMade: string; licence: string }[] }[] };
  };
  const shipped = catalogue.data.categories.flatMap((c) => c.tracks).filter((t) => t.howMade !== '');
  expect(shipped.length).toBeGreaterThan(0);
  await expect(page.getByTestId('credit-shipped')).toHaveCount(shipped.length);
  const first = page.getByTestId('credit-shipped').first();
  await expect(first).toContainText('Licence');
  await expect(first).toContainText(shipped[0].licence);
  await expect(first).toContainText('How it was made');
  await expect(first).toContainText(shipped[0].howMade);
  const uploaded = page.getByTestId('credit-uploaded').filter({ hasText: title });
  await expect(uploaded).toContainText('Source');
  await expect(uploaded).toContainText(credit);
  await expect(page.getByTestId('credits-loading')).toHaveCount(0);
  // The sampled instruments (issue 29): each shipped track names them, and their MIT notice is on the page in full.
  expect(shipped[0].howMade).toContain('MuseScore General Lite SoundFont (MIT)');
  const instruments = page.getByTestId('credits-instruments');
  await expect(instruments.getByRole('heading', { level: 2 })).toHaveText('The instruments');
  await expect(instruments).toContainText('MuseScore General Lite SoundFont, used under the MIT licence');
  await expect(instruments).toContainText('Copyright © 2018-2021 S. Christian Collins');
  await expect(instruments).toContainText('Permission is hereby granted, free of charge');

  // In another language, with the footer link.
  await page.goto('/fr');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Crédits musicaux' }).click();
  await expect(page).toHaveURL('/fr/credits');
  await expect(page.getByRole('heading', { level: 2, name: 'La musique de Pomolo' })).toBeVisible();
  await expect(page.getByTestId('credit-shipped').first()).toContainText('Comment il a été créé');
  await expect(page.getByRole('heading', { level: 2, name: 'Les instruments' })).toBeVisible();

  const problems: Record<string, string[]> = {};
  await page.goto('/credits');
  await expect(page.getByTestId('credit-uploaded').first()).toBeVisible();
  await checkBothSchemes(page, 'credits', problems);
  expect(problems).toEqual({});

  if (SHOTS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/credits-${width}-${colorScheme}.png` });
        await page.getByTestId('credit-uploaded').first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/credits-uploads-${width}-${colorScheme}.png` });
      }
    }
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Music Library', exact: true }).click();
    await page.getByLabel('Search tracks').fill(title);
    await expect(page.getByTestId('admin-track-row').filter({ hasText: title })).toBeVisible();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/admin-loudness-${width}.png` });
    }
  }
});

test('the Music credits page shows its loading state, then an error with a retry when the catalogue fails', async ({
  page,
}) => {
  let fail = true;
  await page.route('**/api/tracks', async (route) => {
    if (fail) return route.fulfill({ status: 503, body: '{"success":false}', contentType: 'application/json' });
    return route.continue();
  });
  await page.goto('/credits');
  await expect(page.getByTestId('credits-error')).toContainText('could not be loaded');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('credit-shipped').first()).toBeVisible();
  await expect(page.getByTestId('credits-error')).toHaveCount(0);
});
