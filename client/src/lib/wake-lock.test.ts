import { describe, expect, it, vi } from 'vitest';
import { ScreenWakeLock, type WakeLockDeps } from './wake-lock.ts';

/** A wake lock like the browser's: a hidden page's lock is released by the browser itself. */
function fakeBrowser() {
  let visible = true;
  const listeners = new Set<() => void>();
  const sentinels: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
  const request = vi.fn(async () => {
    await Promise.resolve();
    const sentinel = Object.assign(new EventTarget(), {
      released: false,
      type: 'screen' as const,
      onrelease: null,
      release: async () => {
        if (sentinel.released) return;
        sentinel.released = true;
        sentinel.dispatchEvent(new Event('release'));
        await Promise.resolve();
      },
    });
    sentinels.push(sentinel);
    return sentinel;
  });
  const deps: WakeLockDeps = {
    wakeLock: { request },
    visible: () => visible,
    onVisibilityChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setVisible = (next: boolean) => {
    visible = next;
    if (!next) for (const s of sentinels) void s.release();
    for (const listener of listeners) listener();
  };
  return { deps, request, sentinels, listeners, setVisible };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keeping the screen on', () => {
  it('holds a lock while wanted and releases it when not', async () => {
    const browser = fakeBrowser();
    const lock = new ScreenWakeLock(browser.deps);
    expect(lock.supported).toBe(true);
    lock.setWanted(true);
    lock.setWanted(true);
    await settle();
    expect(browser.request).toHaveBeenCalledOnce();
    expect(lock.held).toBe(true);
    lock.setWanted(false);
    expect(lock.held).toBe(false);
    expect(browser.sentinels[0].released).toBe(true);
    expect(browser.listeners.size).toBe(0);
  });

  it('asks again when the page becomes visible, only while still wanted', async () => {
    const browser = fakeBrowser();
    const lock = new ScreenWakeLock(browser.deps);
    lock.setWanted(true);
    await settle();
    browser.setVisible(false);
    await settle();
    expect(lock.held).toBe(false);
    expect(browser.request).toHaveBeenCalledOnce();
    browser.setVisible(true);
    await settle();
    expect(browser.request).toHaveBeenCalledTimes(2);
    expect(lock.held).toBe(true);

    lock.setWanted(false);
    browser.setVisible(false);
    browser.setVisible(true);
    await settle();
    expect(browser.request).toHaveBeenCalledTimes(2);
  });

  it('lets go of a lock granted after it stopped being wanted', async () => {
    const browser = fakeBrowser();
    const lock = new ScreenWakeLock(browser.deps);
    lock.setWanted(true);
    lock.setWanted(false);
    await settle();
    expect(browser.sentinels[0].released).toBe(true);
    expect(lock.held).toBe(false);
  });

  it('does nothing where the API is missing or refuses', async () => {
    const browser = fakeBrowser();
    const missing = new ScreenWakeLock({ ...browser.deps, wakeLock: undefined });
    expect(missing.supported).toBe(false);
    missing.setWanted(true);
    expect(browser.request).not.toHaveBeenCalled();

    const refused = new ScreenWakeLock({
      ...browser.deps,
      wakeLock: { request: () => Promise.reject(new DOMException('battery saver', 'NotAllowedError')) },
    });
    refused.setWanted(true);
    await settle();
    expect(refused.held).toBe(false);
  });
});
