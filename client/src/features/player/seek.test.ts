import { describe, expect, it } from 'vitest';
import { formatTime, seekFillPercent } from './seek.ts';

describe('seekFillPercent', () => {
  it('is the played share of the track', () => {
    expect(seekFillPercent(37.5, 75)).toBe(50);
    expect(seekFillPercent(15, 75)).toBe(20);
  });

  it('is clamped between 1% and 99%', () => {
    expect(seekFillPercent(0, 75)).toBe(1);
    expect(seekFillPercent(0.2, 75)).toBe(1);
    expect(seekFillPercent(75, 75)).toBe(99);
    expect(seekFillPercent(74.9, 75)).toBe(99);
    expect(seekFillPercent(90, 75)).toBe(99);
  });

  it('is 1% while the duration is unknown', () => {
    expect(seekFillPercent(10, 0)).toBe(1);
    expect(seekFillPercent(10, Number.NaN)).toBe(1);
    expect(seekFillPercent(10, Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('formatTime', () => {
  it('formats minutes and seconds, and hours when needed', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(5.9)).toBe('0:05');
    expect(formatTime(75)).toBe('1:15');
    expect(formatTime(600)).toBe('10:00');
    expect(formatTime(3725)).toBe('1:02:05');
  });

  it('reads 0:00 for unknown values', () => {
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(-4)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
