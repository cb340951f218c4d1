/**
 * The focus history as files the visitor owns: the CSV and JSON exports and the validation of a JSON
 * file being imported (the record itself is in focus-session.ts). Pure: no DOM, no storage. It uses
 * TypeBox, so the client loads it only when the visitor exports or imports.
 *
 * An import is all or nothing: one entry with a wrong type or an impossible date rejects the whole
 * file, so the history is never half-merged.
 */
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { MAX_IMPORT_BYTES, newSessions, type FocusSession, type SessionInterruption } from './focus-session.ts';
import { ensureLabels, findLabel, LABEL_NAME_MAX, type Label } from './labels.ts';
import { MAX_INTERRUPTIONS } from './timer.ts';
import { WORK_MAX_MINUTES, WORK_MIN_MINUTES } from './settings.ts';

export { MAX_IMPORT_BYTES, type FocusSession } from './focus-session.ts';

export const HISTORY_FILE_FORMAT = 'pomolo-focus-history';
export const HISTORY_FILE_VERSION = 1;
export const MAX_TASK_LENGTH = 200;
/** No session can be older than this (epoch ms of 2000-01-01T00:00:00Z). */
export const EARLIEST_SESSION = Date.UTC(2000, 0, 1);
/** Clocks differ: a session up to a day in the future is accepted. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

// --- Export -------------------------------------------------------------------------------------

/** What an exported JSON file holds (and what an import must hold). */
export interface HistoryFile {
  format: typeof HISTORY_FILE_FORMAT;
  version: typeof HISTORY_FILE_VERSION;
  exportedAt: string;
  sessions: {
    completedAt: string;
    minutes: number;
    task?: string;
    /** Issue 30: when each interruption happened (ISO) and, if said, its kind. */
    interruptions?: { at: string; kind?: 'internal' | 'external' }[];
    /** Issue 30: the label's name (the id means nothing on another device); an import finds or creates it. */
    label?: string;
  }[];
}

const byTime = (sessions: readonly FocusSession[]) => [...sessions].sort((a, b) => a.completedAt - b.completedAt);

/** The name of a session's label, '' when it has none (or names a label this device does not know). */
const labelName = (labels: readonly Label[], session: FocusSession) => findLabel(labels, session.label)?.name ?? '';

export function historyToJson(
  sessions: readonly FocusSession[],
  exportedAt: number,
  labels: readonly Label[] = [],
): string {
  const file: HistoryFile = {
    format: HISTORY_FILE_FORMAT,
    version: HISTORY_FILE_VERSION,
    exportedAt: new Date(exportedAt).toISOString(),
    sessions: byTime(sessions).map((session) => ({
      completedAt: new Date(session.completedAt).toISOString(),
      minutes: session.minutes,
      ...(session.task ? { task: session.task } : {}),
      ...(session.interruptions?.length
        ? {
            interruptions: session.interruptions.map((i) => ({
              at: new Date(i.at).toISOString(),
              ...(i.kind ? { kind: i.kind } : {}),
            })),
          }
        : {}),
      ...(labelName(labels, session) ? { label: labelName(labels, session) } : {}),
    })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:MM` on the device's clock (the visitor's time zone). */
function localDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A CSV field: quoted when it has to be, and a text that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@`, tab, carriage return first) starts with an apostrophe.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * One line per session: UTC time, local time, minutes, task, the number of interruptions and the label's name
 * (RFC 4180, CRLF line ends). The label comes last so the earlier columns keep their places.
 */
export function historyToCsv(sessions: readonly FocusSession[], labels: readonly Label[] = []): string {
  const lines = ['completed_at_utc,completed_at_local,minutes,task,interruptions,label'];
  for (const session of byTime(sessions)) {
    lines.push(
      [
        new Date(session.completedAt).toISOString(),
        localDateTime(session.completedAt),
        String(session.minutes),
        csvField(session.task ?? ''),
        String(session.interruptions?.length ?? 0),
        csvField(labelName(labels, session)),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

// --- Import -------------------------------------------------------------------------------------

const ImportedSession = Type.Object({
  completedAt: Type.String({ maxLength: 40 }),
  minutes: Type.Integer({ minimum: WORK_MIN_MINUTES, maximum: WORK_MAX_MINUTES }),
  task: Type.Optional(Type.String({ maxLength: MAX_TASK_LENGTH })),
  interruptions: Type.Optional(
    Type.Array(
      Type.Object({
        at: Type.String({ maxLength: 40 }),
        kind: Type.Optional(Type.Union([Type.Literal('internal'), Type.Literal('external')])),
      }),
      { maxItems: MAX_INTERRUPTIONS },
    ),
  ),
  label: Type.Optional(Type.String({ maxLength: LABEL_NAME_MAX * 4 })),
});

const ImportedFile = Type.Object({
  format: Type.Literal(HISTORY_FILE_FORMAT),
  version: Type.Literal(HISTORY_FILE_VERSION),
  sessions: Type.Array(ImportedSession),
});

/**
 * Why a file was refused: `too-large` (over MAX_IMPORT_BYTES), `not-json`, `not-history` (valid JSON
 * but not a Pomolo history file), `bad-entry` (a session with a missing or wrong field),
 * `bad-date` (a session whose date is not an ISO date-time, or before 2000, or in the future).
 * `entry` is the 1-based number of the first bad session.
 */
export type ImportError =
  { code: 'too-large' | 'not-json' | 'not-history' } | { code: 'bad-entry' | 'bad-date'; entry: number };

/** A session read from a file: its label, if any, by name (`labelName`) until `withLabels` gives it an id. */
export type ImportedSession = Omit<FocusSession, 'label'> & { labelName?: string };

export type ImportResult = { ok: true; sessions: ImportedSession[] } | { ok: false; error: ImportError };

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Epoch ms of an ISO 8601 date-time with its zone, or NaN (Date.parse alone accepts 30 February). */
function parseIsoDateTime(text: string): number {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return Number.NaN;
  return Date.parse(text);
}

/** The session number (1-based) of a TypeBox instance path such as `/sessions/11/minutes`. */
function entryOf(instancePath: string): number | null {
  const match = /^\/sessions\/(\d+)(?:\/|$)/.exec(instancePath);
  return match ? Number(match[1]) + 1 : null;
}

/**
 * Validates an imported file's text. `now` bounds the dates (a session cannot be in the future).
 * Sessions repeated inside the file are kept once.
 */
export function parseHistoryImport(text: string, now: number): ImportResult {
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, error: { code: 'too-large' } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'not-json' } };
  }
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { sessions?: unknown }).sessions)) {
    return { ok: false, error: { code: 'not-history' } };
  }
  if (!Value.Check(ImportedFile, value)) {
    for (const error of Value.Errors(ImportedFile, value)) {
      const entry = entryOf(error.instancePath);
      if (entry !== null) return { ok: false, error: { code: 'bad-entry', entry } };
    }
    return { ok: false, error: { code: 'not-history' } };
  }
  const file = value as HistoryFile;
  const sessions: ImportedSession[] = [];
  for (const [index, entry] of file.sessions.entries()) {
    const completedAt = parseIsoDateTime(entry.completedAt);
    if (!Number.isFinite(completedAt) || completedAt < EARLIEST_SESSION || completedAt > now + FUTURE_TOLERANCE_MS) {
      return { ok: false, error: { code: 'bad-date', entry: index + 1 } };
    }
    const session: ImportedSession = { completedAt, minutes: entry.minutes };
    if (entry.task) session.task = entry.task;
    const name = entry.label?.replace(/\s+/g, ' ').trim();
    if (name) session.labelName = name;
    if (entry.interruptions?.length) {
      const interruptions: SessionInterruption[] = [];
      for (const item of entry.interruptions) {
        const at = parseIsoDateTime(item.at);
        if (!Number.isFinite(at)) return { ok: false, error: { code: 'bad-date', entry: index + 1 } };
        interruptions.push(item.kind ? { at, kind: item.kind } : { at });
      }
      session.interruptions = interruptions;
    }
    sessions.push(session);
  }
  return { ok: true, sessions: newSessions([], sessions) };
}

/**
 * Gives imported sessions the ids of their labels: a name this device knows (archived labels too, any case) is
 * that label; another is created. Returns the label list to store (unchanged when nothing was created).
 */
export function withLabels(
  labels: readonly Label[],
  imported: readonly ImportedSession[],
  newId: () => string,
): { labels: Label[]; sessions: FocusSession[] } {
  const names = imported.flatMap((session) => (session.labelName ? [session.labelName] : []));
  const ensured = ensureLabels(labels, names, newId);
  const sessions = imported.map(({ labelName, ...rest }) => {
    const session: FocusSession = rest;
    const id = labelName ? ensured.ids.get(labelName) : undefined;
    if (id) session.label = id;
    return session;
  });
  return { labels: ensured.labels, sessions };
}
