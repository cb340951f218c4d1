import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { storeTwoSessionsToday } from './helpers/timer.ts';

// Forced colours (Windows' contrast themes, and Chromium's emulation of them): the browser draws the page in the
// system's colours, drops background gradients and fills everything with the system's background. The fills that
// showed a pressed toggle or the selected phase, the sliders' tracks (gradients), the playing track's bars and the
// timer's translucent ring then vanished: pressed looked like not pressed, and a slider was a thumb on nothing.

test.use({ serviceWorkers: 'block' });

/** The system colours as this page resolves them (the emulation's Highlight is translucent: compared as computed). */
function systemColours(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.cssText =
      'forced-color-adjust: none; background: Highlight; color: CanvasText; border: 1px solid GrayText';
    document.body.append(probe);
    const style = getComputedStyle(probe);
    const colours = { highlight: style.backgroundColor, canvasText: style.color, grayText: style.borderTopColor };
    probe.remove();
    return colours;
  });
}

const computed = (
  locator: Locator,
  property: 'backgroundColor' | 'backgroundImage' | 'stroke' | 'borderTopColor' | 'boxShadow',
) => locator.evaluate((element, name) => getComputedStyle(element)[name], property);

/**
 * How many pixels of the slider's middle row, in its first 30 % (left of the thumb at 50 %), differ from the
 * system's background: the track's fill up to the value, or nothing when the track is not drawn.
 */
async function drawnTrackPixels(slider: Locator): Promise<number> {
  const { data, info } = await sharp(await slider.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  };
  const canvas = pixel(0, 0);
  const row = Math.floor(info.height / 2);
  let drawn = 0;
  for (let x = 2; x < Math.floor(info.width * 0.3); x++) {
    const [r, g, b] = pixel(x, row);
    if (Math.abs(r - canvas[0]) + Math.abs(g - canvas[1]) + Math.abs(b - canvas[2]) > 60) drawn++;
  }
  return drawn;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`in forced colours (${colorScheme}), pressed and selected controls, sliders, the playing track and the timer's ring are drawn`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active', colorScheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    // Two of today's six sessions done, so the daily goal's bar has a fill.
    await page.addInitScript(storeTwoSessionsToday);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.+/);
    const system = await systemColours(page);
    expect(system.highlight).not.toBe(system.canvasText);

    // Pressed: the phase, the music's category and a soundscape layer show the highlight; unpressed ones do not.
    await page.getByTestId('soundscape-fire').click();
    for (const [pressed, unpressed] of [
      [page.getByTestId('phase-tab-focus'), page.getByTestId('phase-tab-short-break')],
      [
        page.locator('.category-chip[aria-pressed="true"]'),
        page.locator('.category-chip[aria-pressed="false"]').first(),
      ],
      [page.getByTestId('soundscape-fire'), page.getByTestId('soundscape-wind')],
    ]) {
      await expect(pressed).toHaveAttribute('aria-pressed', 'true');
      expect(await computed(pressed, 'backgroundColor'), await pressed.innerText()).toBe(system.highlight);
      expect(await computed(unpressed, 'backgroundColor'), await unpressed.innerText()).not.toBe(system.highlight);
    }

    // The sliders' tracks: a soundscape layer's (at 50 %) and the music's volume.
    for (const slider of [page.getByTestId('soundscape-white-volume'), page.locator('.volume-input').first()]) {
      expect(await drawnTrackPixels(slider), (await slider.getAttribute('aria-label')) ?? 'a slider').toBeGreaterThan(
        20,
      );
    }

    // The bars that mark the current track, and the timer's ring.
    expect(await computed(page.locator('.track-row .equalizer > span').first(), 'backgroundColor')).toBe(
      system.canvasText,
    );
    expect(await computed(page.locator('.timer-ring-track'), 'stroke')).toBe(system.grayText);
    expect(await computed(page.locator('.timer-ring-progress'), 'stroke')).toBe(system.highlight);

    // The daily goal's bar: its outline, and its fill up to two of six.
    const goalBar = page.locator('.timer-goal-bar');
    await expect(page.getByTestId('timer-goal')).toHaveAttribute('data-today', '2');
    expect(await computed(goalBar, 'borderTopColor')).toBe(system.canvasText);
    expect(await computed(goalBar.locator('span'), 'backgroundColor')).toBe(system.highlight);
    const [bar, fill] = [await goalBar.boundingBox(), await goalBar.locator('span').boundingBox()];
    expect(fill!.width / bar!.width).toBeCloseTo(2 / 6, 1);

    // Settings: the chosen mode shows the highlight, the colour themes' swatches keep their colours, and the chosen
    // one is ringed in the highlight.
    await page.getByTestId('settings-button').click();
    const mode = (id: string) => page.locator(`[data-testid="theme-mode-${id}"] + span`);
    await expect(page.getByTestId('theme-mode-system')).toBeChecked();
    expect(await computed(mode('system'), 'backgroundColor')).toBe(system.highlight);
    expect(await computed(mode('light'), 'backgroundColor')).not.toBe(system.highlight);
    const swatches = page.locator('.color-theme-swatch > span:first-child');
    await expect(swatches.first()).toBeVisible();
    const gradients = await swatches.evaluateAll((spans) => spans.map((s) => getComputedStyle(s).backgroundImage));
    expect(gradients.length).toBeGreaterThan(1);
    expect(gradients.every((g) => g.startsWith('linear-gradient'))).toBe(true);
    expect(new Set(gradients).size).toBe(gradients.length);
    const chosen = page.locator('.color-theme-option input:checked ~ .color-theme-swatch');
    expect(await computed(chosen, 'boxShadow')).toContain(system.highlight);
    const other = page.locator('.color-theme-option input:not(:checked) ~ .color-theme-swatch').first();
    expect(await computed(other, 'boxShadow')).not.toContain(system.highlight);
  });
}

test('in forced colours, the stats by label draw their bars', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  // Three sessions this week, two labelled (the import creates the labels).
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  const file = {
    format: 'pomolo-focus-history',
    version: 1,
    sessions: [
      { completedAt: at(3), minutes: 50, label: 'Code' },
      { completedAt: at(2), minutes: 25, label: 'Reading' },
      { completedAt: at(1), minutes: 25 },
    ],
  };
  await page.goto('/stats');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.+/);
  await page.getByTestId('import-file').setInputFiles({
    name: 'history.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByTestId('history-message')).toHaveText('Imported 3 new sessions.');
  await page.getByTestId('stats-labels').getByRole('radio', { name: 'All time' }).check();
  const system = await systemColours(page);
  const bars = page.locator('.stats-label-bar');
  await expect(bars).toHaveCount(3);
  for (const bar of await bars.all()) {
    expect(await computed(bar, 'borderTopColor')).toBe(system.canvasText);
    expect(await computed(bar.locator('span'), 'backgroundColor')).toBe(system.highlight);
  }
  // The chosen period shows the highlight.
  const period = (name: string) =>
    page.getByTestId('stats-labels').locator('.stats-period', { hasText: name }).locator('span');
  expect(await computed(period('All time'), 'backgroundColor')).toBe(system.highlight);
  expect(await computed(period('Today'), 'backgroundColor')).not.toBe(system.highlight);
  // The longest fills its track; the others half of it (25 of 50 minutes).
  const widths = await bars.locator('span').evaluateAll((fills) => fills.map((f) => f.getBoundingClientRect().width));
  const track = (await bars.first().boundingBox())!.width;
  expect(widths[0] / track).toBeGreaterThan(0.95);
  expect(widths[1] / widths[0]).toBeCloseTo(0.5, 1);

  // Manage labels: each label's colours keep their colours (every swatch was the system's background), and the
  // chosen one is ringed in the highlight.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.+/);
  await page.getByRole('button', { name: 'Manage labels' }).click();
  const row = page.getByRole('dialog', { name: 'Labels' }).locator('.labels-colors').first();
  // As drawn (a computed style gives the authored colour even where forced colours paint over it).
  const colours: string[] = [];
  await expect(row.locator('.label-swatch')).toHaveCount(8);
  for (const swatch of await row.locator('.label-swatch').all()) {
    const { data, info } = await sharp(await swatch.screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    colours.push(String([data[at], data[at + 1], data[at + 2]]));
  }
  expect(new Set(colours).size, colours.join(' ')).toBe(colours.length);
  expect(await computed(row.locator('.labels-color:has(input:checked)'), 'boxShadow')).toContain(system.highlight);
  expect(await computed(row.locator('.labels-color:has(input:not(:checked))').first(), 'boxShadow')).toBe('none');
});

test('the header’s logo is drawn in its own colours, in normal and in forced colours, as the favicon is', async ({
  page,
}) => {
  // The logo is inline SVG (decision 0105), not an image: forced colours would repaint its fills unless it opts out.
  /** The colour at a point of the logo, as a fraction of its box (the screenshot is in device pixels). */
  const colourAt = async (logo: Locator, points: [number, number][]) => {
    const { data, info } = await sharp(await logo.screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true });
    return points.map(([x, y]) => {
      const at = (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    });
  };
  /** Within 40 of each channel of #rrggbb (antialiasing, colour management). */
  const near = (rgb: number[], hex: string) =>
    [1, 3, 5].every((i, channel) => Math.abs(rgb[channel] - parseInt(hex.slice(i, i + 2), 16)) <= 40);
  for (const forcedColors of ['none', 'active'] as const) {
    await page.emulateMedia({ forcedColors });
    await page.goto('/faq');
    const logo = page.getByTestId('brand').locator('svg.brand-logo');
    await expect(logo).toBeVisible();
    await expect(page.getByTestId('brand').locator('img')).toHaveCount(0);
    // The tile's edge (blue), the clock face's lower part (orange), the leaf (green).
    const [tile, face, leaf] = await colourAt(logo, [
      [0.5, 0.06],
      [0.5, 0.8],
      [0.41, 0.22],
    ]);
    expect(near(tile, '#1e3a8a'), `${forcedColors}: tile ${tile.join()}`).toBe(true);
    expect(near(face, '#f97316'), `${forcedColors}: face ${face.join()}`).toBe(true);
    expect(near(leaf, '#22c55e'), `${forcedColors}: leaf ${leaf.join()}`).toBe(true);
  }
});
