import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('recording a completed focus phase', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    vi.stubGlobal('localStorage', undefined);
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stores the current task title with the session, and nothing when there is no current task', async () => {
    const { provideCurrentTaskTitle } = await import('../../lib/current-task.ts');
    const { recordFocusCompleted } = await import('./history.ts');
    const { listSessions } = await import('../../lib/db.ts');

    await recordFocusCompleted(1000, 25);
    let title: string | null = 'Write the report';
    const off = provideCurrentTaskTitle(() => title);
    await recordFocusCompleted(2000, 25);
    title = null;
    await recordFocusCompleted(3000, 50);
    off();

    expect(await listSessions()).toEqual([
      { completedAt: 1000, minutes: 25 },
      { completedAt: 2000, minutes: 25, task: 'Write the report' },
      { completedAt: 3000, minutes: 50 },
    ]);
  });

  it('stores the interruptions logged during the session (issue 30)', async () => {
    const { recordFocusCompleted } = await import('./history.ts');
    const { listSessions } = await import('../../lib/db.ts');
    await recordFocusCompleted(5000, 25, null, [{ at: 1200 }, { at: 3400, kind: 'external' }]);
    expect(await listSessions()).toEqual([
      { completedAt: 5000, minutes: 25, interruptions: [{ at: 1200 }, { at: 3400, kind: 'external' }] },
    ]);
  });
});
