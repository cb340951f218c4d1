/**
 * A focus session as the app records it, and the two operations the app needs on every page: reading
 * the history the previous release kept in localStorage, and merging without duplicates. No
 * dependencies: this is part of the main bundle (lib/db.ts), unlike history-io.ts.
 */

/** One completed focus phase. `completedAt` is unique: the same phase reported twice is one session. */
export interface FocusSession {
  /** When the phase reached zero (epoch ms). */
  completedAt: number;
  minutes: number;
  /** The task the session counted toward, when there was one. */
  task?: string;
  /** The interruptions logged during it (issue 30), when there were any. */
  interruptions?: SessionInterruption[];
  /**
   * The id of its label (issue 30, decision 0081), when it had one: the name is looked up in the label list,
   * so a rename shows on past sessions too.
   */
  label?: string;
}

/** An interruption as a session keeps it: when (epoch ms) and, when the visitor said, its kind. */
export interface SessionInterruption {
  at: number;
  kind?: 'internal' | 'external';
}

/** Larger history files are refused before they are read (10 MB is about 140,000 sessions). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** The localStorage key the history lived under before it moved to IndexedDB. */
export const LEGACY_HISTORY_STORAGE_KEY = 'focusHistory';

function isSessionLike(value: unknown): value is { completedAt: number; minutes: number; task?: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const { completedAt, minutes } = value as Record<string, unknown>;
  return (
    typeof completedAt === 'number' &&
    Number.isFinite(completedAt) &&
    typeof minutes === 'number' &&
    Number.isFinite(minutes)
  );
}

/**
 * The sessions of the history as localStorage held it (an array of `focus-completed` events), for the
 * one-time move to IndexedDB. Every readable entry is kept as it is, the task too when there is one;
 * unreadable storage gives an empty list.
 */
export function sessionsFromLegacyHistory(raw: string | null): FocusSession[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const sessions: FocusSession[] = [];
  for (const entry of value) {
    if (!isSessionLike(entry)) continue;
    if ((entry as { type?: unknown }).type !== undefined && (entry as { type?: unknown }).type !== 'focus-completed') {
      continue;
    }
    const session: FocusSession = { completedAt: entry.completedAt, minutes: entry.minutes };
    if (typeof entry.task === 'string' && entry.task !== '') session.task = entry.task;
    sessions.push(session);
  }
  return sessions;
}

/**
 * The sessions of `incoming` that `existing` does not have yet (same `completedAt`), each once, in
 * time order.
 */
export function newSessions<T extends { completedAt: number }>(
  existing: readonly { completedAt: number }[],
  incoming: readonly T[],
): T[] {
  const seen = new Set(existing.map((session) => session.completedAt));
  const added: T[] = [];
  for (const session of incoming) {
    if (seen.has(session.completedAt)) continue;
    seen.add(session.completedAt);
    added.push(session);
  }
  return added.sort((a, b) => a.completedAt - b.completedAt);
}
