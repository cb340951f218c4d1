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

  it('stores the label of the focus: the current task’s by default, the one chosen on the card over it (issue 30)', async () => {
    const { provideCurrentTaskRef } = await import('../../lib/current-task.ts');
    const { addLabel, archiveStoredLabel, chooseLabel, renameStoredLabel, readStoredLabels } =
      await import('../../lib/labels.ts');
    const { recordFocusCompleted } = await import('./history.ts');
    const { listSessions } = await import('../../lib/db.ts');
    const thesis = addLabel('Thesis');
    const code = addLabel('Code');
    if (!thesis.ok || !code.ok) throw new Error('labels not created');

    await recordFocusCompleted(1000, 25, null);
    let task: { id: string; labelId?: string } | null = { id: 't1', labelId: code.label.id };
    const off = provideCurrentTaskRef(() => task);
    await recordFocusCompleted(2000, 25, null);
    chooseLabel(thesis.label.id);
    await recordFocusCompleted(3000, 25, null);
    // Another task is current: its label (none) is the default again.
    task = { id: 't2' };
    await recordFocusCompleted(4000, 25, null);
    // An archived label is not given to new sessions.
    task = { id: 't3', labelId: code.label.id };
    archiveStoredLabel(code.label.id, true);
    await recordFocusCompleted(5000, 25, null);
    off();

    // A rename keeps the id: the sessions already recorded show the new name.
    renameStoredLabel(thesis.label.id, 'Dissertation');
    const sessions = await listSessions();
    expect(sessions.map((s) => s.label)).toEqual([undefined, code.label.id, thesis.label.id, undefined, undefined]);
    expect(readStoredLabels().find((l) => l.id === sessions[2].label)?.name).toBe('Dissertation');
  });
});
