import { describe, expect, it } from 'vitest';
import {
  clampMinutes,
  DEFAULT_DURATIONS,
  durationWarnings,
  parseStoredDurations,
  parseTypedMinutes,
  presetFor,
  stepMinutes,
  TIMER_PRESETS,
  typedMinutesValue,
} from './settings.ts';

describe('defaults and presets', () => {
  it('defaults to 25 and 5', () => {
    expect(DEFAULT_DURATIONS).toEqual({ workMinutes: 25, breakMinutes: 5 });
  });

  it('has Pomodoro 25/5, Extended 45/10 and Long Form 60/15', () => {
    expect(TIMER_PRESETS.map((p) => [p.label, p.workMinutes, p.breakMinutes])).toEqual([
      ['Pomodoro', 25, 5],
      ['Extended', 45, 10],
      ['Long Form', 60, 15],
    ]);
  });

  it('recognises a preset only on an exact match; anything else is Custom', () => {
    expect(presetFor({ workMinutes: 25, breakMinutes: 5 })).toBe('pomodoro');
    expect(presetFor({ workMinutes: 45, breakMinutes: 10 })).toBe('extended');
    expect(presetFor({ workMinutes: 60, breakMinutes: 15 })).toBe('long-form');
    expect(presetFor({ workMinutes: 25, breakMinutes: 6 })).toBe('custom');
    expect(presetFor({ workMinutes: 60, breakMinutes: 5 })).toBe('custom');
  });
});

describe('warnings', () => {
  it('none for sensible values', () => {
    expect(durationWarnings(25, 5)).toEqual([]);
    expect(durationWarnings(180, 30)).toEqual([]);
    expect(durationWarnings(2, 1)).toEqual([]);
  });

  it('work below 1 or above 180', () => {
    expect(durationWarnings(0, 5)).toContain('work-too-short');
    expect(durationWarnings(Number.NaN, 5)).toEqual(['work-too-short']);
    expect(durationWarnings(181, 5)).toEqual(['work-too-long']);
  });

  it('break below 1 or above 30', () => {
    expect(durationWarnings(25, 0)).toEqual(['break-too-short']);
    expect(durationWarnings(25, Number.NaN)).toEqual(['break-too-short']);
    expect(durationWarnings(100, 31)).toEqual(['break-too-long']);
  });

  it('break over half of work, and only over', () => {
    expect(durationWarnings(10, 6)).toEqual(['break-long-for-work']);
    expect(durationWarnings(10, 5)).toEqual([]);
    expect(durationWarnings(1, 1)).toEqual(['break-long-for-work']);
    expect(durationWarnings(25, 45)).toEqual(['break-too-long', 'break-long-for-work']);
  });

  it('does not compare the break with a work value that is itself out of range', () => {
    expect(durationWarnings(0, 5)).toEqual(['work-too-short']);
    expect(durationWarnings(Number.NaN, 30)).toEqual(['work-too-short']);
    expect(durationWarnings(200, 40)).toEqual(['work-too-long', 'break-too-long']);
  });
});

describe('clamping (slider and stepper)', () => {
  it('keeps work within 1–180 and break within 1–30', () => {
    expect(clampMinutes('work', 0)).toBe(1);
    expect(clampMinutes('work', 500)).toBe(180);
    expect(clampMinutes('work', 42.4)).toBe(42);
    expect(clampMinutes('break', -3)).toBe(1);
    expect(clampMinutes('break', 31)).toBe(30);
    expect(clampMinutes('break', Number.NaN)).toBe(1);
  });

  it('steps work by 5 to the next multiple, clamped', () => {
    expect(stepMinutes('work', 25, 1)).toBe(30);
    expect(stepMinutes('work', 25, -1)).toBe(20);
    expect(stepMinutes('work', 23, 1)).toBe(25);
    expect(stepMinutes('work', 23, -1)).toBe(20);
    expect(stepMinutes('work', 1, 1)).toBe(5);
    expect(stepMinutes('work', 5, -1)).toBe(1);
    expect(stepMinutes('work', 1, -1)).toBe(1);
    expect(stepMinutes('work', 180, 1)).toBe(180);
    expect(stepMinutes('work', 178, 1)).toBe(180);
  });

  it('steps break by 1, clamped', () => {
    expect(stepMinutes('break', 5, 1)).toBe(6);
    expect(stepMinutes('break', 5, -1)).toBe(4);
    expect(stepMinutes('break', 1, -1)).toBe(1);
    expect(stepMinutes('break', 30, 1)).toBe(30);
  });
});

describe('typed values', () => {
  it('accepts whole minutes within range', () => {
    expect(parseTypedMinutes('work', '45')).toBe(45);
    expect(parseTypedMinutes('work', ' 180 ')).toBe(180);
    expect(parseTypedMinutes('work', '1')).toBe(1);
    expect(parseTypedMinutes('break', '30')).toBe(30);
  });

  it('rejects out-of-range or non-numeric entries so the field reverts', () => {
    for (const text of ['0', '181', '', 'abc', '12a', '-5', '2.5', '1e2']) {
      expect(parseTypedMinutes('work', text), text).toBeNull();
    }
    expect(parseTypedMinutes('break', '31')).toBeNull();
    expect(parseTypedMinutes('break', '0')).toBeNull();
  });

  it('reads partial entries for live warnings', () => {
    expect(typedMinutesValue('200')).toBe(200);
    expect(typedMinutesValue('-1')).toBe(-1);
    expect(typedMinutesValue('abc')).toBeNaN();
    expect(typedMinutesValue('')).toBeNaN();
  });
});

describe('stored durations', () => {
  it('reads valid values and falls back to the defaults otherwise', () => {
    expect(parseStoredDurations('{"workMinutes":50,"breakMinutes":10}')).toEqual({ workMinutes: 50, breakMinutes: 10 });
    for (const raw of [
      null,
      '',
      'nope',
      '{"workMinutes":0,"breakMinutes":5}',
      '{"workMinutes":25,"breakMinutes":31}',
      '{"workMinutes":2.5,"breakMinutes":1}',
      '[]',
    ]) {
      expect(parseStoredDurations(raw), String(raw)).toEqual(DEFAULT_DURATIONS);
    }
  });
});
