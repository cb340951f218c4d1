import type { FocusSession } from '#shared/focus-session.ts';
import { isApiErrorCode, type ApiErrorCode } from '#shared/api-errors.ts';
import type { TaskList } from '#shared/tasks.ts';
import type { SyncKey } from '#shared/sync/code.ts';
import { deriveSecrets, type SyncSecrets } from '#shared/sync/keys.ts';
import { hlcFromString, hlcReceive, hlcTick, hlcToString, HLC_ZERO, type Hlc } from '#shared/sync/hlc.ts';
import {
  applyPayload,
  canonical,
  EMPTY_SYNC_STATE,
  mergeState,
  registersUnder,
  removedSessionKey,
  removedSessions,
  sessionsFromState,
  taskChanges,
  tasksFromState,
  type Json,
  type SyncPayload,
  type SyncState,
  withoutRemovedSessions,
} from '#shared/sync/merge.ts';
import { decryptOp, decryptSnapshot, encryptOp, encryptSnapshot, newOpId, type SealedOp } from '#shared/sync/ops.ts';
import { SYNC_LIMITS } from '#shared/sync/limits.ts';
import { readAnswer, type ApiResult } from '../../lib/api-client.ts';
import {
  clearSync,
  countSyncOutbox,
  getSyncMeta,
  listSyncOutbox,
  putSyncMeta,
  queueSyncOps,
  removeSyncOutbox,
} from '../../lib/db.ts';

/** What syncs, as this device holds it (the app's wiring reads and writes the features' own stores). */
export interface LocalValues {
  sessions: FocusSession[];
  tasks: TaskList;
  /** Raw stored values by storage key (timer durations and cycle settings, theme, colour theme). */
  settings: Record<string, string | null>;
  /** Saved soundscape mixes by name. */
  mixes: Record<string, Json>;
  /**
   * Favourite tracks by id (stored, downloading, or whose download failed: still wanted); null while the
   * downloads are not read yet. Which tracks, never their audio: each device downloads its own copy.
   */
  favourites: string[] | null;
}

/** What a sync writes: the parts that changed; `sessions` are new ones to add, `removedSessions` cleared ones. */
export type LocalChanges = Partial<LocalValues> & {
  /** The `completedAt` of sessions cleared on another device, to delete here. */
  removedSessions?: number[];
};

export interface LocalAdapter {
  read(): Promise<LocalValues>;
  /**
   * Writes what changed (only the parts given). `seen` is what `read()` gave just before: a part that changed since
   * (the visitor edited it meanwhile) is left alone, for the next look.
   */
  write(changes: LocalChanges, seen: LocalValues): Promise<void>;
  /** Calls `onChange` after any local change to what syncs; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

export type SyncStatus =
  | { kind: 'off' }
  | { kind: 'syncing' }
  | { kind: 'synced'; at: number }
  | { kind: 'offline' }
  | { kind: 'error'; code: ApiErrorCode | 'network' | 'server' }
  | { kind: 'erased' };

export interface EngineOptions {
  key: SyncKey;
  device: string;
  adapter: LocalAdapter;
  onStatus: (status: SyncStatus) => void;
  /** A change from another device could not be read (tampered, or not ours): told once per op. */
  onUnreadable: () => void;
  /** The space is gone (erased here or on another device): sync has stopped on this device. */
  onErased: () => void;
  fetchFn?: typeof fetch;
  now?: () => number;
}

const SESSIONS_PER_OP = 200;

/** `list` in consecutive slices of at most `size` (one op each). */
function* chunks<T>(list: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

interface Shadow {
  tasks: TaskList;
  settings: Record<string, string>;
  mixes: Record<string, Json>;
  favourites: string[];
  /**
   * The `completedAt` of the sessions the app holds: one gone since was cleared here. Undefined in a shadow stored by
   * an older release (no clear is read from it; the next look records them).
   */
  sessions?: number[];
}
const EMPTY_SHADOW: Shadow = {
  tasks: { tasks: [], currentId: null },
  settings: {},
  mixes: {},
  favourites: [],
  sessions: [],
};

/** The app's values the merged state stands for (not which sessions the app holds: see `Shadow.sessions`). */
function project(state: SyncState): Shadow {
  const settings: Record<string, string> = {};
  for (const [k, v] of Object.entries(registersUnder(state, 'setting/'))) if (typeof v === 'string') settings[k] = v;
  return {
    tasks: tasksFromState(state),
    settings,
    mixes: Object.fromEntries(Object.entries(registersUnder(state, 'mix/')).filter(([, mix]) => mix !== null)),
    favourites: Object.entries(registersUnder(state, 'fav/'))
      .filter(([, v]) => v === true)
      .map(([id]) => id)
      .sort(),
  };
}
/** Ops pulled since the last snapshot after which a device with nothing left to push uploads one. */
const SNAPSHOT_AFTER_OPS = 300;
const BASE = '/api/sync/spaces';

function withoutNulls(values: Record<string, string | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (v !== null) out[k] = v;
  return out;
}

class SyncHttpError extends Error {
  constructor(readonly code: ApiErrorCode | 'network' | 'server') {
    super(code);
  }
}

/**
 * One device's sync (issue 31, decision 0083). Local changes become encrypted ops in the IndexedDB outbox and are
 * pushed; ops from other devices are pulled after the last sequence number seen, decrypted and merged (shared/sync
 * merges: order and repetition do not matter), and the result is written back to the app's stores. A stream of
 * Server-Sent Events says when there is something new; coming online or to the foreground syncs at once too.
 * Every step runs in one queue, so a cycle never overlaps another.
 */
export class SyncEngine {
  private secrets!: SyncSecrets;
  private state: SyncState = EMPTY_SYNC_STATE;
  private lastSeq = 0;
  private snapshotSeq = 0;
  private hlc: Hlc = HLC_ZERO;
  private queue: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private stream: AbortController | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private changeTimer: ReturnType<typeof setTimeout> | undefined;
  private retryMs = 1000;
  /** What the app held at the last capture: a part that differs later was edited meanwhile. */
  private seenAtCapture: LocalValues | null = null;
  /**
   * What the app is known to hold of the synced data, part by part: local changes are the differences from it (never
   * from the merged state, which may hold pulled changes not written to the app yet).
   */
  private shadow: Shadow = EMPTY_SHADOW;
  private cleanups: (() => void)[] = [];
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly opts: EngineOptions) {
    this.fetchFn = opts.fetchFn ?? ((...args) => fetch(...args));
    this.now = opts.now ?? Date.now;
  }

  // --- the public steps --------------------------------------------------------------------------------------

  /** Makes the space on the server and sends everything this device holds. */
  async create(): Promise<void> {
    this.secrets = await deriveSecrets(this.opts.key);
    await clearSync();
    await this.call('POST', BASE, { spaceId: this.secrets.spaceId });
    await this.capture('all');
    await this.push();
  }

  /**
   * Joins an existing space: what it holds is merged with this device's history and tasks; its settings replace
   * this device's. Rejects with the reason when the space cannot be reached (erased, or a wrong key).
   */
  async join(): Promise<void> {
    this.secrets = await deriveSecrets(this.opts.key);
    await clearSync();
    await this.pull();
    await this.capture('join');
    await this.writeLocal();
    await this.push();
  }

  /** Starts following the space: after create, join, or on a later visit (state from IndexedDB). */
  async start(): Promise<void> {
    this.secrets ??= await deriveSecrets(this.opts.key);
    this.state = (await getSyncMeta<SyncState>('state')) ?? this.state;
    this.lastSeq = (await getSyncMeta<number>('lastSeq')) ?? this.lastSeq;
    this.snapshotSeq = (await getSyncMeta<number>('snapshotSeq')) ?? this.snapshotSeq;
    this.hlc = hlcFromString((await getSyncMeta<string>('hlc')) ?? '') ?? this.hlc;
    // Without a stored shadow, which sessions the app holds is not known: none is taken for cleared (the state may
    // hold sessions not written to the app yet).
    this.shadow = (await getSyncMeta<Shadow>('shadow')) ?? project(this.state);
    const soon = () => {
      clearTimeout(this.changeTimer);
      this.changeTimer = setTimeout(() => void this.syncNow(), 150);
    };
    this.cleanups.push(this.opts.adapter.subscribe(soon));
    const online = () => {
      void this.syncNow();
      this.openStream();
    };
    const offline = () => this.opts.onStatus({ kind: 'offline' });
    const visible = () => {
      if (document.visibilityState === 'visible') void this.syncNow();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    this.cleanups.push(() => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
    });
    void this.syncNow();
    this.openStream();
  }

  /** Stops following the space on this device; sync's own records are forgotten, the app's data stays. */
  async stop(): Promise<void> {
    this.halt();
    await this.queue.catch(() => {});
    await clearSync();
  }

  /** Deletes the space on the server, for every device, then stops here. */
  async erase(): Promise<void> {
    this.secrets ??= await deriveSecrets(this.opts.key);
    await this.call('DELETE', `${BASE}/${this.secrets.spaceId}`);
    await this.stop();
  }

  /** Runs a sync cycle (capture, push, pull, write) after whatever is queued. */
  syncNow(): Promise<void> {
    const run = this.queue.then(() => this.cycle());
    this.queue = run.catch(() => {});
    return run;
  }

  // --- the cycle ---------------------------------------------------------------------------------------------

  private async cycle(): Promise<void> {
    if (this.stopped) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      await this.capture('all');
      this.opts.onStatus({ kind: 'offline' });
      return;
    }
    this.opts.onStatus({ kind: 'syncing' });
    try {
      await this.capture('all');
      await this.push();
      await this.pull();
      await this.writeLocal();
      await this.maybeSnapshot();
      this.retryMs = 1000;
      if (!this.stopped) this.opts.onStatus({ kind: 'synced', at: this.now() });
    } catch (error) {
      this.failed(error);
    }
  }

  private failed(error: unknown): void {
    if (this.stopped) return;
    const code = error instanceof SyncHttpError ? error.code : 'network';
    if (code === 'SYNC_SPACE_NOT_FOUND') {
      this.halt();
      this.opts.onErased();
      this.opts.onStatus({ kind: 'erased' });
      return;
    }
    const offline = code === 'network' && typeof navigator !== 'undefined' && navigator.onLine === false;
    this.opts.onStatus(offline ? { kind: 'offline' } : { kind: 'error', code });
    // Try again later (a rate limit, a server restart, a lost connection): the outbox keeps every change.
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.syncNow(), this.retryMs);
    this.retryMs = Math.min(60_000, this.retryMs * 2);
  }

  private halt(): void {
    this.stopped = true;
    this.stream?.abort();
    clearTimeout(this.retryTimer);
    clearTimeout(this.changeTimer);
    for (const c of this.cleanups.splice(0)) c();
  }

  /**
   * Turns what changed locally since the last look into encrypted ops in the outbox. `join`: this device's data is
   * added to the space's (its history, tasks and mixes; nothing of the space's is deleted, its settings win).
   */
  private async capture(mode: 'all' | 'join'): Promise<void> {
    const local = await this.opts.adapter.read();
    this.seenAtCapture = local;
    const known = this.shadow;
    const removed = removedSessions(this.state);
    const held = new Set(local.sessions.map((s) => s.completedAt));
    const knew = known.sessions === undefined ? null : new Set(known.sessions);
    const newSessions = local.sessions.filter(
      (s) => !this.state.sessions[String(s.completedAt)] && !removed.has(s.completedAt),
    );
    // Sessions the visitor cleared here since the last look: hidden on every device. On joining, none (nothing of
    // the space is deleted).
    const cleared =
      mode === 'all' && knew
        ? [...knew].filter((k) => !held.has(k) && this.state.sessions[String(k)] && !removed.has(k))
        : [];
    // Sessions cleared elsewhere that are here again (imported since the last look, or held by a joining device): shown
    // on every device again. The records go with them, for a device whose snapshot no longer holds them.
    const restored = knew ? local.sessions.filter((s) => removed.has(s.completedAt) && !knew.has(s.completedAt)) : [];
    const set: { k: string; v: Json }[] =
      mode === 'all'
        ? taskChanges(known.tasks, local.tasks)
        : taskChanges({ tasks: [], currentId: null }, local.tasks).filter((c) => c.k !== 'tasks/current');
    if (mode === 'all') {
      for (const [k, v] of Object.entries(local.settings)) {
        if (v !== null && known.settings[k] !== v) set.push({ k: `setting/${k}`, v });
      }
    }
    const spaceMixes = registersUnder(this.state, 'mix/');
    for (const [name, mix] of Object.entries(local.mixes)) {
      if (mode === 'join' && name in spaceMixes) continue;
      if (canonical(known.mixes[name]) !== canonical(mix)) set.push({ k: `mix/${name}`, v: mix });
    }
    if (mode === 'all') {
      for (const name of Object.keys(known.mixes)) if (!(name in local.mixes)) set.push({ k: `mix/${name}`, v: null });
    }
    if (local.favourites !== null) {
      const now = new Set(local.favourites);
      const had = new Set(known.favourites);
      for (const id of now) if (!had.has(id)) set.push({ k: `fav/${id}`, v: true });
      if (mode === 'all') for (const id of had) if (!now.has(id)) set.push({ k: `fav/${id}`, v: false });
    }
    // From now on the app is known to hold what it held at this look.
    this.shadow = {
      tasks: local.tasks,
      settings: mode === 'all' ? withoutNulls(local.settings) : known.settings,
      mixes: mode === 'all' ? local.mixes : { ...known.mixes, ...local.mixes },
      favourites: local.favourites === null ? known.favourites : [...local.favourites].sort(),
      sessions: [...held].sort((a, b) => a - b),
    };
    if (newSessions.length === 0 && set.length === 0 && cleared.length === 0 && restored.length === 0) return;
    const payloads: SyncPayload[] = [];
    for (const chunk of chunks(newSessions, SESSIONS_PER_OP)) payloads.push({ sessions: chunk });
    for (const chunk of chunks(cleared, SESSIONS_PER_OP)) {
      payloads.push({ set: chunk.map((k) => ({ k: removedSessionKey(k), v: true })) });
    }
    for (const chunk of chunks(restored, SESSIONS_PER_OP)) {
      payloads.push({ sessions: chunk, set: chunk.map((s) => ({ k: removedSessionKey(s.completedAt), v: false })) });
    }
    if (set.length > 0) payloads.push({ set });
    const sealed: SealedOp[] = [];
    let state = this.state;
    for (const payload of payloads) {
      this.hlc = hlcTick(this.hlc, this.now(), this.opts.device);
      const op = { id: newOpId(), device: this.opts.device, hlc: hlcToString(this.hlc), payload };
      state = applyPayload(state, payload, op.hlc);
      sealed.push(await encryptOp(this.secrets.contentKey, this.secrets.spaceId, op));
    }
    this.state = state;
    await queueSyncOps(sealed, { state, hlc: hlcToString(this.hlc), shadow: this.shadow });
  }

  private async push(): Promise<void> {
    for (;;) {
      const batch = await listSyncOutbox(SYNC_LIMITS.batchOps);
      if (batch.length === 0) return;
      await this.call('POST', `${BASE}/${this.secrets.spaceId}/ops`, {
        ops: batch.map(({ id, body }) => ({ id, body })),
      });
      await removeSyncOutbox(batch.map((e) => e.n!));
    }
  }

  private async pull(): Promise<void> {
    for (;;) {
      const page = await this.call<{
        ops: { seq: number; id: string; body: string }[];
        snapshot: { seq: number; body: string } | null;
        lastSeq: number;
        more: boolean;
      }>('GET', `${BASE}/${this.secrets.spaceId}/ops?after=${this.lastSeq}`);
      let state = this.state;
      if (page.snapshot) {
        const snap = await decryptSnapshot(
          this.secrets.contentKey,
          this.secrets.spaceId,
          page.snapshot.seq,
          page.snapshot.body,
        );
        if (snap) state = mergeState(state, snap);
        else this.opts.onUnreadable();
        this.snapshotSeq = page.snapshot.seq;
      }
      for (const sealed of page.ops) {
        const op = await decryptOp(this.secrets.contentKey, this.secrets.spaceId, sealed);
        if (!op) {
          this.opts.onUnreadable();
          continue;
        }
        const remote = hlcFromString(op.hlc);
        if (remote) this.hlc = hlcReceive(this.hlc, remote, this.now(), this.opts.device);
        state = applyPayload(state, op.payload, op.hlc);
      }
      this.state = state;
      const last = page.ops.at(-1)?.seq ?? page.snapshot?.seq ?? this.lastSeq;
      this.lastSeq = Math.max(this.lastSeq, last);
      await putSyncMeta({
        state,
        lastSeq: this.lastSeq,
        snapshotSeq: this.snapshotSeq,
        hlc: hlcToString(this.hlc),
      });
      if (!page.more) return;
    }
  }

  /**
   * Writes the merged state into the app where it differs from what the app holds. A part the visitor changed since
   * the last capture is not overwritten: it is left for the next cycle, which captures it first and merges.
   */
  private async writeLocal(): Promise<void> {
    const local = await this.opts.adapter.read();
    const before = this.seenAtCapture;
    const editedSince = (part: keyof LocalValues) =>
      before !== null && canonical(local[part]) !== canonical(before[part]);
    const wanted = project(this.state);
    const changes: LocalChanges = {};
    const have = new Set(local.sessions.map((s) => s.completedAt));
    const knew = this.shadow.sessions === undefined ? null : new Set(this.shadow.sessions);
    // Missing here: another device's sessions, not one the visitor cleared since the last look (the next look sends
    // that clear).
    const removed = removedSessions(this.state);
    const sessions = sessionsFromState(this.state, removed).filter(
      (s) => !have.has(s.completedAt) && !knew?.has(s.completedAt),
    );
    if (sessions.length > 0) changes.sessions = sessions;
    // Cleared on another device: deleted here, unless it came here since the last look (imported again: the next
    // look brings it back everywhere).
    const gone = new Set(local.sessions.map((s) => s.completedAt).filter((k) => removed.has(k) && knew?.has(k)));
    if (gone.size > 0) changes.removedSessions = [...gone];
    if (!editedSince('tasks') && canonical(wanted.tasks) !== canonical(local.tasks)) changes.tasks = wanted.tasks;
    const settings: Record<string, string | null> = {};
    for (const [k, v] of Object.entries(wanted.settings)) {
      if (local.settings[k] !== v && local.settings[k] === before?.settings[k]) settings[k] = v;
    }
    if (Object.keys(settings).length > 0) changes.settings = settings;
    if (!editedSince('mixes') && canonical(wanted.mixes) !== canonical(local.mixes)) changes.mixes = wanted.mixes;
    if (local.favourites !== null && !editedSince('favourites')) {
      if (canonical(wanted.favourites) !== canonical([...local.favourites].sort()))
        changes.favourites = wanted.favourites;
    }
    if (Object.keys(changes).length > 0) await this.opts.adapter.write(changes, local);

    // A part the app now holds as the state says is known to be there; a part it does not (the visitor edited it
    // meanwhile, or it could not be written yet) keeps its old shadow, so the next look sends only the visitor's edit.
    const after = await this.opts.adapter.read();
    const shadow = { ...this.shadow };
    if (canonical(after.tasks) === canonical(wanted.tasks)) shadow.tasks = wanted.tasks;
    const settingsShadow = { ...shadow.settings };
    for (const [k, v] of Object.entries(wanted.settings)) if (after.settings[k] === v) settingsShadow[k] = v;
    shadow.settings = settingsShadow;
    if (canonical(after.mixes) === canonical(wanted.mixes)) shadow.mixes = wanted.mixes;
    if (after.favourites !== null) {
      const present = new Set(after.favourites);
      // Favourites being downloaded here count; one that could not start yet (its track unknown) does not.
      shadow.favourites = wanted.favourites.filter((id) => present.has(id));
    }
    if (knew) {
      // The sessions known here: those deleted go; those added count once they are really there. One the visitor
      // cleared meanwhile stays known, so the next look sends the clear.
      const now = new Set(after.sessions.map((s) => s.completedAt));
      const known = new Set([...knew].filter((k) => !gone.has(k)));
      for (const s of sessions) if (now.has(s.completedAt)) known.add(s.completedAt);
      shadow.sessions = [...known].sort((a, b) => a - b);
    }
    this.shadow = shadow;
    await putSyncMeta({ shadow });
    if (editedSince('tasks') || editedSince('settings') || editedSince('mixes') || editedSince('favourites')) {
      clearTimeout(this.changeTimer);
      this.changeTimer = setTimeout(() => void this.syncNow(), 0);
    }
  }

  /** With nothing left to push, replaces many pulled ops by one encrypted snapshot so the server can drop them. */
  private async maybeSnapshot(): Promise<void> {
    if (this.lastSeq - this.snapshotSeq < SNAPSHOT_AFTER_OPS || (await countSyncOutbox()) > 0) return;
    const snapshot = withoutRemovedSessions(this.state);
    const body = await encryptSnapshot(this.secrets.contentKey, this.secrets.spaceId, this.lastSeq, snapshot);
    if (body.length > SYNC_LIMITS.snapshotChars) return;
    try {
      await this.call('PUT', `${BASE}/${this.secrets.spaceId}/snapshot`, { upTo: this.lastSeq, body });
      this.snapshotSeq = this.lastSeq;
      await putSyncMeta({ snapshotSeq: this.snapshotSeq });
    } catch (error) {
      // Another device stored a newer one first: nothing to do.
      if (!(error instanceof SyncHttpError && error.code === 'SYNC_STALE_SNAPSHOT')) throw error;
    }
  }

  // --- the server ------------------------------------------------------------------------------------------

  private async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    let result: ApiResult<T>;
    try {
      const res = await this.fetchFn(path, {
        method,
        cache: 'no-store',
        headers: {
          authorization: `Bearer ${this.secrets.writeToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      result = readAnswer<T>(res.status, res.statusText, await res.text());
    } catch {
      throw new SyncHttpError('network');
    }
    if (result.ok) return result.data;
    if (result.kind === 'http' && isApiErrorCode(result.code)) throw new SyncHttpError(result.code);
    throw new SyncHttpError(result.status >= 500 ? 'server' : 'network');
  }

  /** Follows the space's event stream; reopens it after a pause when it ends (unless stopped). */
  private openStream(): void {
    if (this.stopped) return;
    this.stream?.abort();
    const abort = new AbortController();
    this.stream = abort;
    void (async () => {
      try {
        const res = await this.fetchFn(`${BASE}/${this.secrets.spaceId}/events`, {
          headers: { authorization: `Bearer ${this.secrets.writeToken}`, accept: 'text/event-stream' },
          cache: 'no-store',
          signal: abort.signal,
        });
        if (res.status === 404) {
          this.failed(new SyncHttpError('SYNC_SPACE_NOT_FOUND'));
          return;
        }
        if (!res.ok || !res.body) throw new Error(`events ${res.status}`);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            this.onEvent(/^event: (.*)$/m.exec(block)?.[1], /^data: (.*)$/m.exec(block)?.[1]);
          }
        }
      } catch {
        // A lost connection or an abort: reopened below unless stopped.
      }
      if (this.stream !== abort || this.stopped || abort.signal.aborted) return;
      setTimeout(() => {
        if (this.stream === abort) this.openStream();
      }, this.retryMs);
    })();
  }

  private onEvent(event: string | undefined, data: string | undefined): void {
    if (event === 'erased') {
      this.failed(new SyncHttpError('SYNC_SPACE_NOT_FOUND'));
      return;
    }
    if (event !== 'seq' && event !== 'head') return;
    try {
      const { seq } = JSON.parse(data ?? '') as { seq: number };
      if (seq < 0 || seq > this.lastSeq) void this.syncNow();
    } catch {
      // Not ours: ignored.
    }
  }
}
