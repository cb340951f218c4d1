import { describe, expect, it } from 'vitest';
import {
  ALARM_SOUNDS,
  alarmTones,
  DEFAULT_ALARM_PREFS,
  REPEAT_GAP_S,
  ringLength,
  ringStarts,
  ringTones,
  sanitizeAlarmPrefs,
  ticksBetween,
} from './alarms.ts';

const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);

describe('alarm preferences', () => {
  it('default to the spec: the bell at 0.8, once, no ticking', () => {
    expect(DEFAULT_ALARM_PREFS).toMatchObject({ sound: 'bell', volume: 0.8, repeat: 1, ticking: false });
    expect(sanitizeAlarmPrefs(null)).toEqual(DEFAULT_ALARM_PREFS);
  });

  it('offer at least five sounds and keep stored values in range', () => {
    expect(ALARM_SOUNDS.length).toBeGreaterThanOrEqual(5);
    expect(sanitizeAlarmPrefs({ sound: 'siren', volume: 3, repeat: 9, ticking: 'yes', tickVolume: -1 })).toEqual({
      ...DEFAULT_ALARM_PREFS,
      volume: 1,
      repeat: 5,
      tickVolume: 0,
    });
    expect(sanitizeAlarmPrefs({ sound: 'soft-gong', repeat: 0.4 })).toMatchObject({ sound: 'soft-gong', repeat: 1 });
  });
});

describe('alarm scheduling', () => {
  it('rings a synthesised sound the chosen number of times, one ring after the other', () => {
    for (const sound of ['chime', 'wood-block', 'digital', 'soft-gong'] as const) {
      const ring = ringTones(sound);
      const length = ringLength(ring);
      expect(length).toBeGreaterThan(0.3);
      expect(length).toBeLessThan(5);
      const tones = alarmTones(sound, 3);
      expect(tones).toHaveLength(ring.length * 3);
      const starts = ringStarts(length, 3);
      expect(starts).toEqual([0, length + REPEAT_GAP_S, 2 * (length + REPEAT_GAP_S)]);
      // The second ring starts only once the first has died away.
      const second = tones.slice(ring.length, 2 * ring.length);
      expect(Math.min(...second.map((tone) => tone.at))).toBeGreaterThanOrEqual(length);
    }
  });

  it('clamps repeats to 1–5', () => {
    expect(ringStarts(1, 0)).toHaveLength(1);
    expect(ringStarts(1, 12)).toHaveLength(5);
  });
});

describe('ticking', () => {
  it('ticks on each whole second of the countdown inside the window, never at the deadline', () => {
    const deadline = T0 + 25 * 60_000;
    expect(ticksBetween(deadline, T0, T0 + 3000)).toEqual([T0, T0 + 1000, T0 + 2000]);
    expect(ticksBetween(deadline, deadline - 2500, deadline + 5000)).toEqual([deadline - 2000, deadline - 1000]);
  });

  it('follows the deadline, not the window: a phase started mid-second ticks as its display changes', () => {
    const deadline = T0 + 10_400;
    expect(ticksBetween(deadline, T0, T0 + 2000)).toEqual([T0 + 400, T0 + 1400]);
  });

  it('hands out each tick once over consecutive windows', () => {
    const deadline = T0 + 30_000;
    const first = ticksBetween(deadline, T0, T0 + 10_000);
    const second = ticksBetween(deadline, T0 + 10_000, T0 + 20_000);
    expect(first).toHaveLength(10);
    expect(second).toHaveLength(10);
    expect(new Set([...first, ...second]).size).toBe(20);
  });
});
