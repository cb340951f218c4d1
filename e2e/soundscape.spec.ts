import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { storeTimer } from './helpers/timer.ts';

// Issue 28: the soundscape, heard. The app ships no test hooks: before any page script runs, this spec taps
// whatever the soundscape connects to the speakers (its AudioWorkletNode, or the ScriptProcessor fallback) with an
// analyser, and reads the RMS level there.

let errors: string[] = [];

async function tapSoundscape(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    let analyser: AnalyserNode | null = null;
    const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
    AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
      const target = args[0];
      const isSoundscape =
        (typeof AudioWorkletNode === 'function' && this instanceof AudioWorkletNode) ||
        this instanceof ScriptProcessorNode;
      if (isSoundscape && target instanceof AudioDestinationNode) {
        analyser = this.context.createAnalyser();
        analyser.fftSize = 4096;
        connect.call(this, analyser);
      }
      return connect.apply(this, args);
    } as typeof AudioNode.prototype.connect;
    w.__soundscapeKind = () =>
      analyser ? (typeof AudioWorkletNode === 'function' ? 'worklet' : 'script-processor') : null;
    w.__soundscapeLevel = () => {
      if (!analyser || analyser.context.state !== 'running') return analyser ? 0 : null;
      const data = new Float32Array(analyser.fftSize);
      analyser.getFloatTimeDomainData(data);
      let sum = 0;
      for (const v of data) sum += v * v;
      return Math.sqrt(sum / data.length);
    };
  });
}

test.beforeEach(async ({ context, page }) => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await tapSoundscape(context);
});

test.afterEach(() => {
  expect(errors).toEqual([]);
});

const level = (page: Page) =>
  page.evaluate(() => (window as unknown as { __soundscapeLevel(): number | null }).__soundscapeLevel());

/** The level averaged over `count` reads 100 ms apart (noise layers vary from one analyser window to the next). */
async function averageLevel(page: Page, count = 8): Promise<number> {
  return page.evaluate(
    (n) =>
      new Promise<number>((resolve) => {
        const w = window as unknown as { __soundscapeLevel(): number | null };
        let sum = 0;
        let k = 0;
        const id = setInterval(() => {
          sum += w.__soundscapeLevel() ?? 0;
          if (++k === n) {
            clearInterval(id);
            resolve(sum / n);
          }
        }, 100);
      }),
    count,
  );
}

const panel = (page: Page) => page.getByTestId('soundscape');
const toggleButton = (page: Page, name: string) => panel(page).getByRole('button', { name, exact: true });

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a layer turned on is heard through the worklet, its slider changes the level, off is silence', async ({
    page,
  }) => {
    await page.goto('/');
    const white = toggleButton(page, 'White noise');
    await expect(white).toHaveAttribute('aria-pressed', 'false');
    // Prerender-safe: nothing plays until a press.
    expect(await level(page)).toBeNull();

    await white.click();
    await expect(white).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __soundscapeKind(): string }).__soundscapeKind()))
      .toBe('worklet');
    await expect.poll(() => level(page), { message: 'white noise reaches the speakers' }).toBeGreaterThan(0.003);
    const before = await averageLevel(page);

    // The slider moves with the keyboard: End is full volume (+12 dB over the default).
    const slider = panel(page).getByRole('slider', { name: 'White noise volume' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('1');
    await expect.poll(() => averageLevel(page), { message: 'louder after the slider' }).toBeGreaterThan(before * 2);

    await white.click();
    await expect(white).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => level(page), { message: 'silence once off' }).toBeLessThan(1e-4);
  });

  test('the music and the soundscape play on one AudioContext, suspended once nothing plays', async ({ page }) => {
    // Issues 27/28 (decision 0089): each running AudioContext is an audio thread and an output stream of its own.
    await page.addInitScript(() => {
      const contexts: AudioContext[] = [];
      const Native = window.AudioContext;
      window.AudioContext = class extends Native {
        constructor(options?: AudioContextOptions) {
          super(options);
          contexts.push(this);
        }
      };
      (window as unknown as Record<string, unknown>).__contexts = () =>
        contexts.map((c) => ({ state: c.state, rate: c.sampleRate }));
    });
    const contexts = () =>
      page.evaluate(() => (window as unknown as { __contexts(): { state: string; rate: number }[] }).__contexts());
    await page.goto('/');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'playing');
    const brown = toggleButton(page, 'Brown noise');
    await brown.click();
    await expect.poll(() => level(page), { message: 'brown noise reaches the speakers' }).toBeGreaterThan(0.003);
    expect(await contexts()).toEqual([{ state: 'running', rate: 44100 }]);

    // Music paused, soundscape still on: the context keeps running (its grace is 3 s; 6 s is plenty on a busy machine).
    await page.getByRole('button', { name: 'Pause', exact: true }).first().click();
    await expect(page.getByTestId('player')).not.toHaveAttribute('data-state', 'playing');
    await expect.poll(() => level(page), { timeout: 6000 }).toBeGreaterThan(0.003);
    // Nothing plays: suspended after the grace (the poll's ceiling is generous for a slow machine).
    await brown.click();
    await expect
      .poll(() => contexts(), { timeout: 20_000, message: 'suspended once nothing plays' })
      .toEqual([{ state: 'suspended', rate: 44100 }]);
    // Play again: the same context wakes.
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => contexts(), { timeout: 20_000 }).toEqual([{ state: 'running', rate: 44100 }]);
  });

  test('in the focus view one toggle plays the soundscape (Deep focus when there is no mix) and pauses it, keeping its layers', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.+/);
    await page.getByTestId('focus-view-open').click();
    const view = page.getByTestId('focus-view');
    const toggle = view.getByTestId('soundscape-mini-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => level(page), { message: 'Deep focus (brown noise) is heard' }).toBeGreaterThan(0.003);
    const before = await averageLevel(page);
    // The soundscape's own volume, in the view: Home is silence, End is full.
    const volume = view.getByRole('slider', { name: 'Soundscape volume' });
    await volume.focus();
    await page.keyboard.press('Home');
    await expect(volume).toHaveValue('0');
    await expect.poll(() => level(page), { message: 'silent at volume 0' }).toBeLessThan(1e-4);
    await page.keyboard.press('End');
    await expect.poll(() => averageLevel(page), { message: 'louder at full volume' }).toBeGreaterThan(before);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => level(page), { message: 'silence once paused' }).toBeLessThan(1e-4);

    // Leaving the view: the mix is kept on the home page's panel, ready to play again.
    await view.getByTestId('focus-view-exit').click();
    await expect(toggleButton(page, 'Brown noise')).toHaveAttribute('aria-pressed', 'true');
    await expect(panel(page).getByTestId('soundscape-play')).toBeVisible();
  });

  test('a preset and Stop all; a shared link restores the mix in a fresh profile', async ({ page, browser }) => {
    await page.goto('/');
    const presets = page.getByRole('group', { name: 'Presets' });
    await presets.getByRole('button', { name: 'Rainy library' }).click();
    await expect(toggleButton(page, 'Light rain')).toHaveAttribute('aria-pressed', 'true');
    await expect(toggleButton(page, 'Brown noise')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => level(page)).toBeGreaterThan(0.003);

    await panel(page).getByRole('button', { name: 'Share mix' }).click();
    const link = await panel(page).getByTestId('soundscape-share-link').inputValue();
    expect(link).toContain('soundscape=brown.30~light-rain.55~master.80~meander');

    await panel(page).getByRole('button', { name: 'Stop all' }).click();
    await expect(toggleButton(page, 'Light rain')).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => level(page), { message: 'Stop all is silence' }).toBeLessThan(1e-4);

    const fresh = await browser.newContext({ serviceWorkers: 'block' });
    await tapSoundscape(fresh);
    const other = await fresh.newPage();
    other.on('pageerror', (error) => errors.push(error.message));
    await other.goto(link);
    await expect(toggleButton(other, 'Light rain')).toHaveAttribute('aria-pressed', 'true');
    await expect(toggleButton(other, 'Brown noise')).toHaveAttribute('aria-pressed', 'true');
    await expect(panel(other).getByRole('slider', { name: 'Light rain volume' })).toHaveValue('0.55');
    await expect(panel(other).getByRole('slider', { name: 'Brown noise volume' })).toHaveValue('0.3');
    await expect(other).toHaveURL((url) => !url.search.includes('soundscape'));
    // Restored, not playing: browsers start audio on a press.
    await panel(other).getByRole('button', { name: 'Play soundscape' }).click();
    await expect.poll(() => level(other)).toBeGreaterThan(0.003);
    // And it survives a reload.
    await other.reload();
    await expect(toggleButton(other, 'Light rain')).toHaveAttribute('aria-pressed', 'true');
    await fresh.close();
  });

  test('the soundscape fades out at the break when the music follows the timer, and back at focus', async ({
    page,
  }) => {
    await storeTimer(page, { status: 'paused', leftMs: 4000 });
    await page.goto('/');
    await toggleButton(page, 'Brown noise').click();
    await expect.poll(() => level(page)).toBeGreaterThan(0.003);
    await page.getByTestId('timer-toggle').click();
    await expect(page.getByTestId('timer-phase')).toHaveText('Break', { timeout: 20_000 });
    await expect
      .poll(() => level(page), { message: 'faded out at the break (3 s)', timeout: 10_000 })
      .toBeLessThan(1e-4);
    // Still on: only faded.
    await expect(toggleButton(page, 'Brown noise')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('timer-skip').click();
    await expect(page.getByTestId('timer-phase')).toHaveText('Focus');
    await expect.poll(() => level(page), { message: 'back at focus', timeout: 10_000 }).toBeGreaterThan(0.003);
  });
});

test('offline from the first visit: after an offline reload a layer plays', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('network-status')).toHaveAttribute('data-online', 'false');
  await toggleButton(page, 'Ocean waves').click();
  await expect.poll(() => level(page), { message: 'waves play offline' }).toBeGreaterThan(0.001);
});
