import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addTask, EMPTY_TASK_LIST } from '#shared/tasks.ts';
import { generateSyncKey } from '#shared/sync/code.ts';
import { fromBase64Url } from '#shared/sync/encoding.ts';
import type { FocusSession } from '#shared/focus-session.ts';
import type { LocalAdapter, LocalValues, SyncEngine, SyncStatus } from './engine.ts';

/**
 * The engine between two devices, with the server's protocol played by a small in-memory relay (the real routes
 * are tested against PostgreSQL in server/test/routes/public/sync.test.ts, and the whole path in e2e/sync.spec.ts).
 * What is checked here is the engine's own logic: nothing lost when the visitor edits during a sync.
 */

interface Relay {
  ops: { seq: number; id: string; body: string }[];
  lastSeq?: number;
  snapshot?: { seq: number; body: string };
  /** Called on each pull before answering (to act "during" a sync). */
  onPull?: () => void;
}

function relayFetch(relay: Relay): typeof fetch {
  const answer = (input: string, init?: RequestInit): Response => {
    const url = new URL(input, 'http://relay.test');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (init?.method === 'POST' && url.pathname === '/api/sync/spaces') return json(201, { success: true });
    if (init?.method === 'POST' && url.pathname.endsWith('/ops')) {
      const { ops } = JSON.parse(init.body as string) as { ops: { id: string; body: string }[] };
      const seqs = ops.map((op) => {
        const had = relay.ops.find((o) => o.id === op.id);
        if (had) return had.seq;
        relay.lastSeq = (relay.lastSeq ?? 0) + 1;
        relay.ops.push({ seq: relay.lastSeq, ...op });
        return relay.lastSeq;
      });
      return json(200, { success: true, lastSeq: relay.lastSeq, seqs });
    }
    if (init?.method === 'PUT' && url.pathname.endsWith('/snapshot')) {
      const { upTo, body } = JSON.parse(init.body as string) as { upTo: number; body: string };
      const deleted = relay.ops.filter((o) => o.seq <= upTo).length;
      relay.ops = relay.ops.filter((o) => o.seq > upTo);
      relay.snapshot = { seq: upTo, body };
      return json(200, { success: true, deleted });
    }
    if (url.pathname.endsWith('/ops')) {
      relay.onPull?.();
      const after = Number(url.searchParams.get('after'));
      const snapshot = relay.snapshot && after < relay.snapshot.seq ? relay.snapshot : null;
      return json(200, {
        success: true,
        snapshot,
        ops: relay.ops.filter((o) => o.seq > Math.max(after, snapshot?.seq ?? 0)),
        lastSeq: relay.lastSeq ?? 0,
        more: false,
      });
    }
    return json(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  };
  return ((input: string, init?: RequestInit) => Promise.resolve(answer(input, init))) as typeof fetch;
}

function device() {
  const local: LocalValues = { sessions: [], tasks: EMPTY_TASK_LIST, settings: {}, mixes: {}, favourites: [] };
  const adapter: LocalAdapter = {
    read: () => Promise.resolve(structuredClone(local)),
    write: (changes) => {
      if (changes.tasks) local.tasks = changes.tasks;
      if (changes.sessions) local.sessions = [...local.sessions, ...changes.sessions];
      const removed = new Set(changes.removedSessions ?? []);
      local.sessions = local.sessions.filter((s) => !removed.has(s.completedAt));
      return Promise.resolve();
    },
    subscribe: () => () => {},
  };
  return { local, adapter };
}

describe('the sync engine', () => {
  let SyncEngineClass: typeof SyncEngine;
  beforeEach(async () => {
    vi.resetModules();
    indexedDB.deleteDatabase('pomolo');
    ({ SyncEngine: SyncEngineClass } = await import('./engine.ts'));
  });
  afterEach(() => vi.useRealTimers());

  const engine = (key: Uint8Array<ArrayBuffer>, adapter: LocalAdapter, relay: Relay, statuses: SyncStatus[] = []) =>
    new SyncEngineClass({
      key,
      device: Math.random().toString(36).slice(2),
      adapter,
      onStatus: (s) => statuses.push(s),
      onUnreadable: () => {},
      onErased: () => {},
      fetchFn: relayFetch(relay),
    });

  /** A makes a space with `aSessions` in its history; B joins it with `bSessions`. */
  async function pairWithSessions(aSessions: FocusSession[], bSessions: FocusSession[]) {
    const relay: Relay = { ops: [] };
    const key = generateSyncKey();
    const a = device();
    const b = device();
    a.local.sessions = aSessions;
    b.local.sessions = bSessions;
    const ea = engine(key, a.adapter, relay);
    await ea.create();
    const eb = engine(key, b.adapter, relay);
    await eb.join();
    return { relay, key, a, b, ea, eb };
  }

  it('keeps a task added while a sync was writing another device’s task, and sends it next', async () => {
    const relay: Relay = { ops: [] };
    const key = generateSyncKey();
    const a = device();
    const b = device();
    a.local.tasks = addTask(EMPTY_TASK_LIST, 'a1', 'From A', 1);
    const ea = engine(key, a.adapter, relay);
    await ea.create();
    expect(relay.ops).toHaveLength(1);

    // B joins; then, during B's next pull, the visitor adds a task on B.
    const statuses: SyncStatus[] = [];
    const eb = engine(key, b.adapter, relay, statuses);
    await eb.join();
    expect(b.local.tasks.tasks.map((t) => t.title)).toEqual(['From A']);
    a.local.tasks = addTask(a.local.tasks, 'a2', 'Second from A', 1);
    await ea.syncNow();
    relay.onPull = () => {
      relay.onPull = undefined;
      b.local.tasks = addTask(b.local.tasks, 'b1', 'Typed on B meanwhile', 1);
    };
    await eb.syncNow();
    // The edit was not overwritten by the pulled state…
    expect(b.local.tasks.tasks.map((t) => t.title)).toContain('Typed on B meanwhile');
    // …and the next cycle merges it, sends it, and shows both devices' tasks.
    await eb.syncNow();
    expect(b.local.tasks.tasks.map((t) => t.title).sort()).toEqual(['From A', 'Second from A', 'Typed on B meanwhile']);
    await ea.syncNow();
    expect(a.local.tasks.tasks.map((t) => t.title).sort()).toEqual(['From A', 'Second from A', 'Typed on B meanwhile']);
    expect(statuses.at(-1)).toMatchObject({ kind: 'synced' });
  });

  it('counts a session recorded on both devices once', async () => {
    const session = { completedAt: 1_700_000_000_000, minutes: 25 };
    const { a, b, ea } = await pairWithSessions([session], [session, { completedAt: 1_700_000_900_000, minutes: 50 }]);
    await ea.syncNow();
    expect(a.local.sessions.map((s) => s.completedAt).sort()).toEqual([1_700_000_000_000, 1_700_000_900_000]);
    expect(b.local.sessions).toHaveLength(2);
  });

  it('replaces many ops by an encrypted snapshot, from which a new device gets everything', async () => {
    const relay: Relay = { ops: [] };
    const key = generateSyncKey();
    const a = device();
    const ea = engine(key, a.adapter, relay);
    await ea.create();
    for (let i = 0; i < 310; i++) {
      a.local.tasks = { ...addTask(a.local.tasks, `t${i}`, `Task ${i}`, 1) };
      if (a.local.tasks.tasks.length > 150) a.local.tasks = { ...a.local.tasks, tasks: a.local.tasks.tasks.slice(1) };
      await ea.syncNow();
    }
    // The server dropped the ops the snapshot replaces.
    expect(relay.snapshot?.seq).toBeGreaterThanOrEqual(300);
    expect(relay.ops.length).toBeLessThan(20);
    // Encrypted: the decoded bytes hold no task title.
    expect(new TextDecoder('latin1').decode(fromBase64Url(relay.snapshot!.body)!)).not.toContain('Task 1');
    const c = device();
    await engine(key, c.adapter, relay).join();
    expect(c.local.tasks.tasks.map((t) => t.title)).toEqual(a.local.tasks.tasks.map((t) => t.title));
  });

  it('clears the history on every device; an import brings sessions back; a device joining later keeps its own', async () => {
    const s1 = { completedAt: 1_700_000_000_000, minutes: 25 };
    const s2 = { completedAt: 1_700_000_900_000, minutes: 50 };
    const { relay, key, a, b, ea, eb } = await pairWithSessions([s1], [s2]);
    await ea.syncNow();
    expect(a.local.sessions).toHaveLength(2);
    const at = (d: ReturnType<typeof device>) => d.local.sessions.map((s) => s.completedAt).sort();

    // B clears its history: A's goes too, and stays cleared after more cycles on both.
    b.local.sessions = [];
    await eb.syncNow();
    await ea.syncNow();
    expect(a.local.sessions).toEqual([]);
    await eb.syncNow();
    await ea.syncNow();
    expect(a.local.sessions).toEqual([]);
    expect(b.local.sessions).toEqual([]);

    // A imports s1 again (from an export): it comes back on both; s2 stays cleared.
    a.local.sessions = [s1];
    await ea.syncNow();
    await eb.syncNow();
    expect(at(b)).toEqual([s1.completedAt]);
    await ea.syncNow();
    expect(at(a)).toEqual([s1.completedAt]);

    // A device joining now keeps its own history (s2 included: nothing of a joining device is deleted).
    const c = device();
    const s3 = { completedAt: 1_700_001_800_000, minutes: 25 };
    c.local.sessions = [s2, s3];
    await engine(key, c.adapter, relay).join();
    expect(at(c)).toEqual([s1.completedAt, s2.completedAt, s3.completedAt]);
    await ea.syncNow();
    expect(at(a)).toEqual([s1.completedAt, s2.completedAt, s3.completedAt]);
  });

  it('a session a sync was adding while the visitor cleared the history stays cleared', async () => {
    const s1 = { completedAt: 1_700_000_000_000, minutes: 25 };
    const { relay, a, b, ea, eb } = await pairWithSessions([s1], []);
    expect(b.local.sessions).toEqual([s1]);
    // During B's next pull, the visitor clears B's history: the pulled state must not bring s1 back.
    relay.onPull = () => {
      relay.onPull = undefined;
      b.local.sessions = [];
    };
    await eb.syncNow();
    expect(b.local.sessions).toEqual([]);
    await eb.syncNow();
    await ea.syncNow();
    expect(a.local.sessions).toEqual([]);
    expect(b.local.sessions).toEqual([]);
  });
  it('sends a long history, its clear and its re-import in ops of at most 200 sessions, and all of it arrives', async () => {
    const many = Array.from({ length: 450 }, (_, i) => ({ completedAt: 1_700_000_000_000 + i * 60_000, minutes: 25 }));
    const { relay, a, b, ea, eb } = await pairWithSessions([], []);
    const before = relay.ops.length;
    a.local.sessions = many;
    await ea.syncNow();
    // 450 new sessions: three ops (200, 200, 50).
    expect(relay.ops.length - before).toBe(3);
    await eb.syncNow();
    expect(b.local.sessions).toHaveLength(450);

    // Cleared on B: three more ops, and A's history empties.
    b.local.sessions = [];
    await eb.syncNow();
    expect(relay.ops.length - before).toBe(6);
    await ea.syncNow();
    expect(a.local.sessions).toEqual([]);

    // Re-imported on A: three more, and every session is back on B.
    a.local.sessions = many;
    await ea.syncNow();
    expect(relay.ops.length - before).toBe(9);
    await eb.syncNow();
    expect(b.local.sessions.map((s) => s.completedAt).sort()).toEqual(many.map((s) => s.completedAt));
  });
});
