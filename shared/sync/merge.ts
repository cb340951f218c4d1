import type { FocusSession } from '../focus-session.ts';
import { parseTaskList, type Task, type TaskList } from '../tasks.ts';

/**
 * What syncs, as a state-based CRDT: every device holds a `SyncState` and merges what others send into it. Each
 * merge is commutative, associative and idempotent (property-tested), so devices that have seen the same changes,
 * in any order and any number of times, hold the same state.
 * - Focus sessions: a set keyed by `completedAt` (the app's own identity of a session), so a session recorded or
 *   imported on two devices counts once. Two different records under one key keep the greater (any fixed choice).
 *   A cleared session stays in the set and is hidden by its register `session/<completedAt>/removed` (true once
 *   cleared on some device; false once imported again, the later clock winning), so a clear reaches every device and
 *   an import after it brings the session back. Only those keys: a device joining later keeps its own history.
 * - Everything else: last-writer-wins registers keyed by path, ordered by hybrid logical clock, then value:
 *   `setting/<storage key>` (one per setting), `task/<id>/<field>` (title, estimate, completed, done, order),
 *   `task/<id>/deleted` (a tombstone: `true` wins over any later edit, so a deleted task stays deleted),
 *   `tasks/current`, `fav/<track id>` (true or false), `mix/<id>` (a saved soundscape mix, or null once deleted).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Register {
  v: Json;
  /** The writer's hybrid logical clock (hlcToString). */
  t: string;
}

export interface SyncState {
  sessions: Record<string, FocusSession>;
  reg: Record<string, Register>;
}

export const EMPTY_SYNC_STATE: SyncState = { sessions: {}, reg: {} };

/** JSON with sorted keys: one text per value, for tie-breaks that do not depend on key order. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const obj = value as Record<string, unknown>;
  return `{${Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`)
    .join(',')}}`;
}

const isTombstone = (key: string, r: Register) => key.endsWith('/deleted') && r.v === true;

/** Whether register `a` wins over `b` under `key`: a tombstone first, then the later clock, then the greater value. */
function wins(key: string, a: Register, b: Register): boolean {
  const ta = isTombstone(key, a);
  const tb = isTombstone(key, b);
  if (ta !== tb) return ta;
  if (a.t !== b.t) return a.t > b.t;
  return canonical(a.v) >= canonical(b.v);
}

export function mergeRegisters(a: Record<string, Register>, b: Record<string, Register>): Record<string, Register> {
  const out: Record<string, Register> = { ...a };
  for (const [key, r] of Object.entries(b)) {
    const mine = out[key];
    if (!mine || !wins(key, mine, r)) out[key] = r;
  }
  return out;
}

/** The union of two session sets; a key held by both keeps the canonically greater record. */
export function mergeSessions(
  a: Record<string, FocusSession>,
  b: Record<string, FocusSession>,
): Record<string, FocusSession> {
  const out: Record<string, FocusSession> = { ...a };
  for (const [key, s] of Object.entries(b)) {
    const mine = out[key];
    if (!mine || canonical(s) > canonical(mine)) out[key] = s;
  }
  return out;
}

export function mergeState(a: SyncState, b: SyncState): SyncState {
  return { sessions: mergeSessions(a.sessions, b.sessions), reg: mergeRegisters(a.reg, b.reg) };
}

// --- the typed views the issue names: each merges one part of the state ------------------------------------------

const only = (reg: Record<string, Register>, prefix: string) =>
  Object.fromEntries(Object.entries(reg).filter(([k]) => k.startsWith(prefix)));

/** Tasks: last writer wins per field; a tombstone wins. */
export const mergeTasks = (a: Record<string, Register>, b: Record<string, Register>) =>
  mergeRegisters(only(a, 'task'), only(b, 'task'));
/** Settings: last writer wins per key. */
export const mergeSettings = (a: Record<string, Register>, b: Record<string, Register>) =>
  mergeRegisters(only(a, 'setting/'), only(b, 'setting/'));
/** Favourite tracks: last writer wins per track (true or false). */
export const mergeFavourites = (a: Record<string, Register>, b: Record<string, Register>) =>
  mergeRegisters(only(a, 'fav/'), only(b, 'fav/'));
/** Saved soundscape mixes: last writer wins per mix (null once deleted). */
export const mergeMixes = (a: Record<string, Register>, b: Record<string, Register>) =>
  mergeRegisters(only(a, 'mix/'), only(b, 'mix/'));

// --- operations: what one change carries -------------------------------------------------------------------------

/** One change as encrypted in an operation. Its registers take the operation's clock. */
export interface SyncPayload {
  sessions?: FocusSession[];
  set?: { k: string; v: Json }[];
}

/** The state an operation stands for; applying it is merging it. */
export function payloadState(payload: SyncPayload, hlc: string): SyncState {
  const sessions: Record<string, FocusSession> = {};
  for (const s of payload.sessions ?? []) sessions[String(s.completedAt)] = s;
  const reg: Record<string, Register> = {};
  for (const { k, v } of payload.set ?? []) {
    const r = { v, t: hlc };
    if (!reg[k] || !wins(k, reg[k], r)) reg[k] = r;
  }
  return { sessions, reg };
}

export const applyPayload = (state: SyncState, payload: SyncPayload, hlc: string): SyncState =>
  mergeState(state, payloadState(payload, hlc));

// --- the app's values from the state, and the changes between two values -----------------------------------------

/** A task's synced fields; `label` is its label's id (`Task.labelId`, issue 30), null for none. */
const TASK_FIELDS = ['title', 'estimate', 'completed', 'done', 'order', 'label'] as const;

/** A task's value of a synced field (`order` is its place in the list). */
function taskField(task: Task, index: number, field: (typeof TASK_FIELDS)[number]): Json {
  if (field === 'order') return index;
  if (field === 'label') return task.labelId ?? null;
  return task[field];
}

/** The task list the state describes: live tasks in `order`, then by id; the current task if still live. */
export function tasksFromState(state: SyncState): TaskList {
  const byId = new Map<string, Record<string, Json>>();
  const deleted = new Set<string>();
  for (const [key, r] of Object.entries(state.reg)) {
    const m = /^task\/(.+)\/([a-z]+)$/.exec(key);
    if (!m) continue;
    if (m[2] === 'deleted') {
      if (r.v === true) deleted.add(m[1]);
      continue;
    }
    const fields = byId.get(m[1]) ?? {};
    fields[m[2]] = r.v;
    byId.set(m[1], fields);
  }
  const rows = [...byId]
    .filter(([id]) => !deleted.has(id))
    .map(([id, f]) => ({ id, ...f, labelId: f.label, order: typeof f.order === 'number' ? f.order : 0 }))
    .sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const current = state.reg['tasks/current']?.v;
  return parseTaskList({ tasks: rows, currentId: typeof current === 'string' ? current : null });
}

/** The register writes that turn task list `before` into `after` (fields that changed, tombstones, current). */
export function taskChanges(before: TaskList, after: TaskList): { k: string; v: Json }[] {
  const out: { k: string; v: Json }[] = [];
  const old = new Map(before.tasks.map((t, i) => [t.id, { t, i }]));
  const now = new Set(after.tasks.map((t) => t.id));
  after.tasks.forEach((task, index) => {
    const prev = old.get(task.id);
    for (const field of TASK_FIELDS) {
      const value = taskField(task, index, field);
      const was = prev ? taskField(prev.t, prev.i, field) : undefined;
      if (value !== was) out.push({ k: `task/${task.id}/${field}`, v: value });
    }
  });
  for (const t of before.tasks) if (!now.has(t.id)) out.push({ k: `task/${t.id}/deleted`, v: true });
  if (before.currentId !== after.currentId) out.push({ k: 'tasks/current', v: after.currentId });
  return out;
}

/** Keyed registers (settings, favourites, mixes) as a plain map of their live values. */
export function registersUnder(state: SyncState, prefix: string): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [key, r] of Object.entries(state.reg)) if (key.startsWith(prefix)) out[key.slice(prefix.length)] = r.v;
  return out;
}

/** The register that hides a cleared session (see above). */
export const removedSessionKey = (completedAt: number) => `session/${completedAt}/removed`;

/** The `completedAt` of every session cleared on some device and not imported again since. */
export function removedSessions(state: SyncState): Set<number> {
  const out = new Set<number>();
  for (const [key, r] of Object.entries(state.reg)) {
    const m = /^session\/(\d+)\/removed$/.exec(key);
    if (m && r.v === true) out.add(Number(m[1]));
  }
  return out;
}

/**
 * The history the state describes: its sessions, oldest first, without the cleared ones (`removed`, when the caller
 * has already read them with `removedSessions`).
 */
export function sessionsFromState(state: SyncState, removed = removedSessions(state)): FocusSession[] {
  return Object.values(state.sessions)
    .filter((s) => !removed.has(s.completedAt))
    .sort((a, b) => a.completedAt - b.completedAt);
}

/**
 * The state as a snapshot keeps it: cleared sessions' records left out (their registers stay, so a device that still
 * holds one keeps it hidden), so that once the server drops the ops a snapshot replaces, it no longer holds them.
 */
export function withoutRemovedSessions(state: SyncState): SyncState {
  const removed = removedSessions(state);
  if (removed.size === 0) return state;
  const sessions = Object.fromEntries(Object.entries(state.sessions).filter(([, s]) => !removed.has(s.completedAt)));
  return { sessions, reg: state.reg };
}
