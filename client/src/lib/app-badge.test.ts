import { describe, expect, it, vi } from 'vitest';
import { AppBadge } from './app-badge.ts';

function fakeNavigator() {
  return {
    setAppBadge: vi.fn<(count?: number) => Promise<void>>(() => Promise.resolve()),
    clearAppBadge: vi.fn<() => Promise<void>>(() => Promise.resolve()),
  };
}

describe('the app badge', () => {
  it('asks the browser only when the number changes, and clears it when the timer stops', () => {
    const nav = fakeNavigator();
    const badge = new AppBadge(nav);
    badge.show(null);
    for (const count of [25, 25, 25, 24, 24, 1]) badge.show(count);
    badge.show(null);
    badge.show(null);
    expect(nav.setAppBadge.mock.calls).toEqual([[25], [24], [1]]);
    expect(nav.clearAppBadge).toHaveBeenCalledOnce();
  });

  it('does nothing without the Badging API, and ignores a refused call', async () => {
    expect(() => new AppBadge(undefined).show(3)).not.toThrow();
    expect(() => new AppBadge({}).show(3)).not.toThrow();
    const nav = fakeNavigator();
    const refused = Promise.reject(new DOMException('not installed', 'NotAllowedError'));
    const caught = vi.spyOn(refused, 'catch');
    nav.setAppBadge.mockImplementation(() => refused);
    new AppBadge(nav).show(5);
    expect(nav.setAppBadge).toHaveBeenCalledExactlyOnceWith(5);
    expect(caught).toHaveBeenCalledOnce();
    await expect(caught.mock.results[0].value).resolves.toBeUndefined();
  });
});
