import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/test-storage.ts';

describe("sessions added from elsewhere (sync, an import) and today's goal", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Midday, local time: a session an hour ago is today's, one 24 h ago yesterday's.
    vi.setSystemTime(new Date(2026, 11, 1, 12, 0, 0));
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('indexedDB', new IDBFactory());
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("counts today's sessions once, with their minutes, and leaves other days' and future ones out", async () => {
    const { countSessionsToday, minutesTodayAtom, recordSessionToday, sessionsTodayAtom } =
      await import('./daily-progress.ts');
    const { store } = await import('../../lib/store.ts');
    const now = Date.now();
    const hour = 3_600_000;
    // This device's timer finished one session an hour ago.
    recordSessionToday(now - hour, 25);
    countSessionsToday([
      { completedAt: now - hour, minutes: 25 }, // the same one, back from the other device: counted once
      { completedAt: now - 2 * hour, minutes: 50 }, // another device's, today
      { completedAt: now - 24 * hour, minutes: 25 }, // yesterday's
      { completedAt: now + hour, minutes: 25 }, // a clock ahead: not today's yet
    ]);
    expect(store.get(sessionsTodayAtom)).toBe(2);
    expect(store.get(minutesTodayAtom)).toBe(75);
    // Kept where other tabs and the next visit read it.
    expect(JSON.parse(localStorage.getItem('focusToday')!)).toMatchObject({
      completedAt: [now - hour, now - 2 * hour],
      minutes: [25, 50],
    });
  });

  it("follows the history: today's sessions synced or imported into it count on the card, and go when it is cleared", async () => {
    const { minutesTodayAtom, sessionsTodayAtom } = await import('./daily-progress.ts');
    const { countHistoryToday } = await import('./history.ts');
    const { clearSessions, importSessions } = await import('../../lib/db.ts');
    const { store } = await import('../../lib/store.ts');
    const now = Date.now();
    const off = countHistoryToday();
    // What sync writes for another device's sessions (and an import does): one of today, one of yesterday.
    await importSessions([
      { completedAt: now - 24 * 3_600_000, minutes: 25 },
      { completedAt: now - 3_600_000, minutes: 25 },
    ]);
    await vi.waitFor(() => expect(store.get(sessionsTodayAtom)).toBe(1));
    // Cleared on the stats page: today's count goes with the sessions, here and for the next visit.
    await clearSessions();
    expect(store.get(sessionsTodayAtom)).toBe(0);
    expect(store.get(minutesTodayAtom)).toBe(0);
    expect(JSON.parse(localStorage.getItem('focusToday')!)).toMatchObject({ completedAt: [] });
    off();
  });

  it('loses the sessions another device cleared through sync, and keeps the others', async () => {
    const { minutesTodayAtom, sessionsTodayAtom } = await import('./daily-progress.ts');
    const { countHistoryToday } = await import('./history.ts');
    const { deleteSessions, importSessions } = await import('../../lib/db.ts');
    const { store } = await import('../../lib/store.ts');
    const now = Date.now();
    const off = countHistoryToday();
    await importSessions([
      { completedAt: now - 3_600_000, minutes: 25 },
      { completedAt: now - 1_800_000, minutes: 50 },
    ]);
    await vi.waitFor(() => expect(store.get(sessionsTodayAtom)).toBe(2));
    // What sync does with sessions cleared on another device.
    await deleteSessions([now - 1_800_000]);
    expect(store.get(sessionsTodayAtom)).toBe(1);
    expect(store.get(minutesTodayAtom)).toBe(25);
    expect(JSON.parse(localStorage.getItem('focusToday')!)).toMatchObject({
      completedAt: [now - 3_600_000],
      minutes: [25],
    });
    off();
  });
});
