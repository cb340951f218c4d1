import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newSessions, sessionsFromLegacyHistory, type FocusSession } from './focus-session.ts';
import { historyToCsv, historyToJson, MAX_IMPORT_BYTES, parseHistoryImport, withLabels } from './history-io.ts';
import type { Label } from './labels.ts';

const NOW = Date.UTC(2026, 10, 26, 12, 0);
const at = (iso: string) => Date.parse(iso);

const SESSIONS: FocusSession[] = [
  { completedAt: at('2026-11-24T08:25:00.000Z'), minutes: 25 },
  { completedAt: at('2026-11-25T09:00:00.000Z'), minutes: 50, task: 'Write the report, "final" part' },
  { completedAt: at('2026-11-25T10:00:00.000Z'), minutes: 25, task: '=SUM(A1)' },
  {
    completedAt: at('2026-11-25T11:00:00.000Z'),
    minutes: 33,
    interruptions: [{ at: at('2026-11-25T10:40:00.000Z') }, { at: at('2026-11-25T10:50:00.000Z'), kind: 'external' }],
  },
];

function file(sessions: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ format: 'pomolo-focus-history', version: 1, sessions, ...extra });
}

describe('the history kept in localStorage before IndexedDB', () => {
  it('keeps every readable entry, with its task, and skips the rest', () => {
    const raw = JSON.stringify([
      { type: 'focus-completed', completedAt: 1000, minutes: 25 },
      { type: 'focus-completed', completedAt: 2000, minutes: 50, task: 'Read' },
      { type: 'other', completedAt: 3000, minutes: 25 },
      { type: 'focus-completed', completedAt: 'x', minutes: 25 },
      null,
    ]);
    expect(sessionsFromLegacyHistory(raw)).toEqual([
      { completedAt: 1000, minutes: 25 },
      { completedAt: 2000, minutes: 50, task: 'Read' },
    ]);
  });

  it('gives nothing for missing or unreadable storage', () => {
    expect(sessionsFromLegacyHistory(null)).toEqual([]);
    expect(sessionsFromLegacyHistory('not json')).toEqual([]);
    expect(sessionsFromLegacyHistory('{"a":1}')).toEqual([]);
  });
});

describe('merging', () => {
  it('adds only the sessions not there yet, once each, in time order', () => {
    const existing = [SESSIONS[0]];
    const incoming = [SESSIONS[2], SESSIONS[0], SESSIONS[1], SESSIONS[2]];
    expect(newSessions(existing, incoming)).toEqual([SESSIONS[1], SESSIONS[2]]);
  });
});

describe('export', () => {
  beforeEach(() => vi.stubEnv('TZ', 'Europe/Berlin'));
  afterEach(() => vi.unstubAllEnvs());

  it('writes a JSON file that imports back to the same sessions', () => {
    const json = historyToJson([SESSIONS[2], SESSIONS[3], SESSIONS[0], SESSIONS[1]], NOW);
    const parsed = JSON.parse(json) as { exportedAt: string; sessions: { completedAt: string }[] };
    expect(parsed.exportedAt).toBe('2026-11-26T12:00:00.000Z');
    expect(parsed.sessions[0].completedAt).toBe('2026-11-24T08:25:00.000Z');
    expect(parseHistoryImport(json, NOW)).toEqual({ ok: true, sessions: SESSIONS });
  });

  it('writes a CSV line per session with UTC and local time, quoting and defusing formulas', () => {
    expect(historyToCsv(SESSIONS).split('\r\n')).toEqual([
      'completed_at_utc,completed_at_local,minutes,task,interruptions,label',
      '2026-11-24T08:25:00.000Z,2026-11-24 09:25,25,,0,',
      '2026-11-25T09:00:00.000Z,2026-11-25 10:00,50,"Write the report, ""final"" part",0,',
      "2026-11-25T10:00:00.000Z,2026-11-25 11:00,25,'=SUM(A1),0,",
      '2026-11-25T11:00:00.000Z,2026-11-25 12:00,33,,2,',
      '',
    ]);
  });
});

describe('labels in the export and the import (issue 30)', () => {
  beforeEach(() => vi.stubEnv('TZ', 'Europe/Berlin'));
  afterEach(() => vi.unstubAllEnvs());

  const LABELS: Label[] = [
    { id: 'id-thesis', name: 'Thesis, part 2', color: 'purple', archived: false },
    { id: 'id-old', name: 'Old project', color: 'red', archived: true },
  ];
  const LABELLED: FocusSession[] = [
    { completedAt: at('2026-11-24T08:25:00.000Z'), minutes: 25, label: 'id-thesis' },
    { completedAt: at('2026-11-24T09:00:00.000Z'), minutes: 25, label: 'id-old' },
    { completedAt: at('2026-11-24T10:00:00.000Z'), minutes: 25 },
    // A label this device does not know (never deleted here, but a file may say anything): exported without.
    { completedAt: at('2026-11-24T11:00:00.000Z'), minutes: 25, label: 'id-unknown' },
  ];

  it('writes the label’s name, archived ones too, in the JSON and as the CSV’s last column', () => {
    const json = JSON.parse(historyToJson(LABELLED, NOW, LABELS)) as { sessions: { label?: string }[] };
    expect(json.sessions.map((s) => s.label)).toEqual(['Thesis, part 2', 'Old project', undefined, undefined]);
    expect(historyToCsv(LABELLED, LABELS).split('\r\n').slice(1, 3)).toEqual([
      '2026-11-24T08:25:00.000Z,2026-11-24 09:25,25,,0,"Thesis, part 2"',
      '2026-11-24T09:00:00.000Z,2026-11-24 10:00,25,,0,Old project',
    ]);
  });

  it('round-trips: the same device finds its labels by name, another device creates the missing ones', () => {
    const json = historyToJson(LABELLED, NOW, LABELS);
    const parsed = parseHistoryImport(json, NOW);
    if (!parsed.ok) throw new Error(parsed.error.code);
    expect(parsed.sessions.map((s) => s.labelName)).toEqual(['Thesis, part 2', 'Old project', undefined, undefined]);

    // Same device: no new label, the same ids (the archived label stays archived).
    const same = withLabels(LABELS, parsed.sessions, () => 'never');
    expect(same.labels).toEqual(LABELS);
    // The unknown label was not exported, so that session comes back without one.
    expect(same.sessions).toStrictEqual([
      LABELLED[0],
      LABELLED[1],
      LABELLED[2],
      { completedAt: LABELLED[3].completedAt, minutes: 25 },
    ]);

    // Another device that has "thesis, PART 2" already (another case) and nothing else.
    const other: Label[] = [{ id: 'mine', name: 'thesis, PART 2', color: 'blue', archived: false }];
    let n = 0;
    const there = withLabels(other, parsed.sessions, () => `new-${++n}`);
    expect(there.labels).toEqual([...other, { id: 'new-1', name: 'Old project', color: 'green', archived: false }]);
    expect(there.sessions.map((s) => s.label)).toEqual(['mine', 'new-1', undefined, undefined]);
  });

  it('refuses a label that is not a string', () => {
    const ok = { completedAt: '2026-11-25T09:00:00Z', minutes: 25 };
    expect(parseHistoryImport(file([ok, { ...ok, label: 7 }]), NOW)).toEqual({
      ok: false,
      error: { code: 'bad-entry', entry: 2 },
    });
  });
});

describe('import validation', () => {
  const ok = { completedAt: '2026-11-25T09:00:00+01:00', minutes: 25 };

  it('accepts dates with any zone offset and keeps a repeated session once', () => {
    expect(parseHistoryImport(file([ok, ok, { ...ok, task: 'Read' }]), NOW)).toEqual({
      ok: true,
      sessions: [{ completedAt: at('2026-11-25T08:00:00Z'), minutes: 25 }],
    });
  });

  it('accepts an empty history', () => {
    expect(parseHistoryImport(file([]), NOW)).toEqual({ ok: true, sessions: [] });
  });

  it('refuses what is not JSON or not a Pomolo history', () => {
    expect(parseHistoryImport('{"format":', NOW)).toEqual({ ok: false, error: { code: 'not-json' } });
    expect(parseHistoryImport('[1,2]', NOW)).toEqual({ ok: false, error: { code: 'not-history' } });
    expect(parseHistoryImport(file([ok], { format: 'other' }), NOW)).toEqual({
      ok: false,
      error: { code: 'not-history' },
    });
    expect(parseHistoryImport(file([ok], { version: 2 }), NOW)).toEqual({ ok: false, error: { code: 'not-history' } });
  });

  it('names the first session with a wrong or missing field', () => {
    const cases: unknown[] = [
      { ...ok, minutes: '25' },
      { ...ok, minutes: 0 },
      { ...ok, minutes: 181 },
      { ...ok, minutes: 2.5 },
      { ...ok, completedAt: 1764057600000 },
      { minutes: 25 },
      { ...ok, task: 7 },
      { ...ok, task: 'x'.repeat(201) },
      'a session',
    ];
    for (const bad of cases) {
      expect(parseHistoryImport(file([ok, ok, bad]), NOW), JSON.stringify(bad)).toEqual({
        ok: false,
        error: { code: 'bad-entry', entry: 3 },
      });
    }
  });

  it('refuses an interruption with an unknown kind or an impossible date', () => {
    expect(
      parseHistoryImport(file([ok, { ...ok, interruptions: [{ at: ok.completedAt, kind: 'boss' }] }]), NOW),
    ).toEqual({
      ok: false,
      error: { code: 'bad-entry', entry: 2 },
    });
    expect(parseHistoryImport(file([{ ...ok, interruptions: [{ at: '2026-02-30T10:00:00Z' }] }]), NOW)).toEqual({
      ok: false,
      error: { code: 'bad-date', entry: 1 },
    });
  });

  it('names the first session with an impossible date', () => {
    const dates = [
      'yesterday',
      '2026-11-25',
      '2026-11-25T09:00:00',
      '2026-02-30T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-11-25T25:00:00Z',
      '1999-12-31T23:59:59Z',
      '2026-11-28T12:00:00Z',
    ];
    for (const completedAt of dates) {
      expect(parseHistoryImport(file([ok, { ...ok, completedAt }]), NOW), completedAt).toEqual({
        ok: false,
        error: { code: 'bad-date', entry: 2 },
      });
    }
  });

  it('refuses a 5 MB file whose last entry is wrong, and a file over the size limit', () => {
    const sessions = Array.from({ length: 95_000 }, (_, i) => ({
      completedAt: new Date(NOW - (i + 1) * 60_000).toISOString(),
      minutes: 25,
    }));
    sessions.push({ completedAt: '2026-11-25T09:00:00Z', minutes: '25' as unknown as number });
    const text = file(sessions);
    expect(text.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(parseHistoryImport(text, NOW)).toEqual({ ok: false, error: { code: 'bad-entry', entry: 95_001 } });
    expect(parseHistoryImport(' '.repeat(MAX_IMPORT_BYTES + 1), NOW)).toEqual({
      ok: false,
      error: { code: 'too-large' },
    });
    // Building and checking 95,000 sessions takes seconds on a loaded machine; correctness is what is tested here.
  }, 60_000);
});
