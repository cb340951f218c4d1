import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

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

const computed = (locator: Locator, property: 'backgroundColor' | 'stroke') =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

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
  });
}
