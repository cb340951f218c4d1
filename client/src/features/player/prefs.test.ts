import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, PREFS_STORAGE_KEY, readPrefs, sanitizePrefs, writePrefs } from './prefs.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('player preferences', () => {
  it('default to full volume, unmuted, no shuffle', () => {
    expect(DEFAULT_PREFS).toEqual({ volume: 1, muted: false, savedVolume: 1, shuffle: false });
    expect(readPrefs(memoryStorage())).toEqual(DEFAULT_PREFS);
  });

  it('round-trip through storage', () => {
    const storage = memoryStorage();
    const prefs = { volume: 0, muted: true, savedVolume: 0.4, shuffle: true };
    writePrefs(prefs, storage);
    expect(JSON.parse(storage.data.get(PREFS_STORAGE_KEY)!)).toEqual(prefs);
    expect(readPrefs(storage)).toEqual(prefs);
  });

  it('survive broken, hostile or blocked storage', () => {
    expect(readPrefs(memoryStorage({ [PREFS_STORAGE_KEY]: '{not json' }))).toEqual(DEFAULT_PREFS);
    expect(
      readPrefs({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toEqual(DEFAULT_PREFS);
    expect(() =>
      writePrefs(DEFAULT_PREFS, {
        setItem: () => {
          throw new Error('QuotaExceeded');
        },
      }),
    ).not.toThrow();
  });

  it('are sanitised: clamped volume, volume 0 means muted, wrong types ignored', () => {
    expect(sanitizePrefs({ volume: 3, shuffle: 'yes' })).toEqual({
      volume: 1,
      muted: false,
      savedVolume: 1,
      shuffle: false,
    });
    expect(sanitizePrefs({ volume: 0, muted: false, savedVolume: 0.3 })).toEqual({
      volume: 0,
      muted: true,
      savedVolume: 0.3,
      shuffle: false,
    });
    expect(sanitizePrefs({ volume: 0.7, muted: true })).toEqual({
      volume: 0,
      muted: true,
      savedVolume: 0.7,
      shuffle: false,
    });
    expect(sanitizePrefs(null)).toEqual(DEFAULT_PREFS);
    expect(sanitizePrefs([])).toMatchObject({ volume: 1 });
  });
});
