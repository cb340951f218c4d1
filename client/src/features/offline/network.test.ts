import { describe, expect, it } from 'vitest';
import { store } from '../../lib/store.ts';
import { browserSaysOnline, onlineAtom } from './network.ts';

describe('browserSaysOnline', () => {
  it('follows the browser where it answers', () => {
    expect(browserSaysOnline({ onLine: true })).toBe(true);
    expect(browserSaysOnline({ onLine: false })).toBe(false);
  });

  it("is online on the server, with no navigator (Node 20) or Node's own without onLine (Node 21+)", () => {
    expect(browserSaysOnline(undefined)).toBe(true);
    // Node 24's globalThis.navigator has hardwareConcurrency, language, platform and userAgent, no onLine: read
    // as offline, the prerendered pages said "Offline" and the browser's first render ("Online") failed to hydrate.
    expect(browserSaysOnline({})).toBe(true);
  });

  it('renders online in the Node that runs this test, as the prerendering does', () => {
    expect(store.get(onlineAtom)).toBe(true);
  });
});
