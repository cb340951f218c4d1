import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './test-storage.ts';

const LEGACY = [
  { type: 'focus-completed', completedAt: 1_700_000_000_000, minutes: 25 },
  { type: 'focus-completed', completedAt: 1_700_000_900_000, minutes: 50 },
  { type: 'focus-completed', completedAt: 1_700_001_800_000, minutes: 25, task: 'Read' },
];

/** A version-1 database as the previous release left it, with one download. */
async function createVersion1(): Promise<void> {
  const v1 = await openDB('pomolo', 1, {
    upgrade(database) {
      database.createObjectStore('downloads', { keyPath: 'trackId' }).createIndex('by-date', 'downloadedAt');
    },
  });
  await v1.put('downloads', { trackId: 't1', downloadedAt: 5 });
  v1.close();
}

async function freshDb() {
  vi.resetModules();
  return import('./db.ts');
}

describe('the focus history in IndexedDB', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('moves the localStorage history into IndexedDB on upgrade, without loss, and keeps the downloads', async () => {
    await createVersion1();
    const storage = memoryStorage({ focusHistory: JSON.stringify(LEGACY), other: 'kept' });
    vi.stubGlobal('localStorage', storage);
    const db = await freshDb();

    expect(await db.listSessions()).toEqual([
      { completedAt: 1_700_000_000_000, minutes: 25 },
      { completedAt: 1_700_000_900_000, minutes: 50 },
      { completedAt: 1_700_001_800_000, minutes: 25, task: 'Read' },
    ]);
    expect(storage.getItem('focusHistory')).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
    expect((await db.listDownloads()).map((d) => d.trackId)).toEqual(['t1']);
  });

  it('also moves sessions an older tab wrote to localStorage after the upgrade', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    let db = await freshDb();
    await db.addSession({ completedAt: 1_700_000_000_000, minutes: 25 });

    vi.stubGlobal('localStorage', memoryStorage({ focusHistory: JSON.stringify(LEGACY) }));
    db = await freshDb();
    expect((await db.listSessions()).map((s) => s.completedAt)).toEqual(LEGACY.map((e) => e.completedAt));
  });

  it('records a session once, imports only new ones and clears everything', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const db = await freshDb();
    await db.addSession({ completedAt: 2000, minutes: 25 });
    await db.addSession({ completedAt: 2000, minutes: 50 });
    expect(await db.listSessions()).toEqual([{ completedAt: 2000, minutes: 25 }]);

    const added = await db.importSessions([
      { completedAt: 1000, minutes: 25 },
      { completedAt: 2000, minutes: 25 },
      { completedAt: 3000, minutes: 25, task: 'Write' },
    ]);
    expect(added).toBe(2);
    expect((await db.listSessions()).map((s) => s.completedAt)).toEqual([1000, 2000, 3000]);

    await db.clearSessions();
    expect(await db.listSessions()).toEqual([]);
  });

  it('keeps the key when it cannot be removed, and moving it again adds nothing', async () => {
    const storage = memoryStorage({ focusHistory: JSON.stringify(LEGACY) });
    storage.removeItem = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('localStorage', storage);
    let db = await freshDb();
    expect(await db.listSessions()).toHaveLength(3);
    expect(storage.getItem('focusHistory')).not.toBeNull();

    db = await freshDb();
    expect(await db.listSessions()).toHaveLength(3);
    await db.addSession({ completedAt: 5, minutes: 25 });
    expect(await db.listSessions()).toHaveLength(4);
  });

  it('opens without localStorage (storage blocked)', async () => {
    vi.stubGlobal('localStorage', undefined);
    const db = await freshDb();
    await db.addSession({ completedAt: 1000, minutes: 25 });
    expect(await db.listSessions()).toHaveLength(1);
  });
});
