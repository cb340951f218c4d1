import { describe, expect, it } from 'vitest';
import { DEVICE_STORAGE } from './privacy-storage.ts';

// The privacy policy's storage table lists everything the app really keeps on a device (issue 25). Every source
// file of the client and of shared/ is read as text, and every localStorage key and IndexedDB store found is
// expected in the table.
const sources = {
  ...import.meta.glob<string>(['../../../**/*.{ts,tsx}', '!../../../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  // shared/'s top level, and the one storage key kept in a folder (shared/sync's other `*_KEY`s are HKDF labels).
  ...import.meta.glob<string>(
    ['../../../../../shared/*.ts', '../../../../../shared/sync/storage-key.ts', '!../../../../../shared/*.test.ts'],
    { query: '?raw', import: 'default', eager: true },
  ),
};

/** Older versions' keys, read once to move their data and then removed (named in the row of where it went). */
const LEGACY = new Set(['focusHistory']);

function storageKeys(): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/export const \w*(?:STORAGE_KEY|_KEY) = '([^']+)'/g)) keys.add(match[1]);
    for (const match of text.matchAll(/localStorage\.(?:getItem|setItem|removeItem)\('([^']+)'/g)) keys.add(match[1]);
  }
  return keys;
}

function indexedDbStores(): Set<string> {
  const stores = new Set<string>();
  for (const text of Object.values(sources)) {
    const database = /const DB_NAME = '([^']+)'/.exec(text)?.[1];
    if (!database) continue;
    for (const match of text.matchAll(/createObjectStore\('([^']+)'/g)) stores.add(`${database} › ${match[1]}`);
  }
  return stores;
}

describe('the privacy policy’s storage table', () => {
  const listed = new Set(DEVICE_STORAGE.map((item) => item.name));

  it('reads the whole client (the search itself works)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(storageKeys()).toContain('timerState');
    expect(indexedDbStores()).toContain('pomolo › history');
  });

  it('lists every localStorage key the client uses', () => {
    const missing = [...storageKeys()].filter((key) => !LEGACY.has(key) && !listed.has(key));
    expect(missing).toEqual([]);
  });

  it('lists every IndexedDB store, by database and store', () => {
    const missing = [...indexedDbStores()].filter((store) => !listed.has(store));
    expect(missing).toEqual([]);
  });

  it('mentions the legacy keys where their data went', () => {
    for (const key of LEGACY) expect(DEVICE_STORAGE.some((item) => item.purpose.includes(key))).toBe(true);
  });

  it('names no key the client does not use', () => {
    const used = new Set([...storageKeys(), ...indexedDbStores()]);
    const described = DEVICE_STORAGE.filter((item) => /^[\w:]+$|›/.test(item.name) && item.name !== 'pomolo_admin');
    expect(described.filter((item) => !used.has(item.name)).map((item) => item.name)).toEqual([]);
  });
});
