import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatBytes, formatDuration, formatLoudness, perFileProgress } from './format.ts';

describe('formatAdminDate', () => {
  it('writes US English month, day and time', () => {
    expect(formatAdminDate('2025-03-07T15:04:00Z', 'UTC')).toBe('Mar 7, 3:04 PM');
    expect(formatAdminDate(new Date('2024-12-25T00:30:00Z'), 'UTC')).toBe('Dec 25, 12:30 AM');
  });

  it('shows the time in the given zone and nothing for an invalid date', () => {
    expect(formatAdminDate('2025-03-07T15:04:00Z', 'America/New_York')).toBe('Mar 7, 10:04 AM');
    expect(formatAdminDate('not a date')).toBe('');
  });
});

describe('formatDuration and formatBytes', () => {
  it('formats lengths and sizes', () => {
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3.4)).toBe('0:03');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatBytes(800)).toBe('800 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});

describe('perFileProgress', () => {
  it('fills the files in order as the bytes go out', () => {
    const sizes = [100, 300];
    expect(perFileProgress(sizes, 0, 400)).toEqual([0, 0]);
    expect(perFileProgress(sizes, 50, 400)).toEqual([50, 0]);
    expect(perFileProgress(sizes, 250, 400)).toEqual([100, 50]);
    expect(perFileProgress(sizes, 400, 400)).toEqual([100, 100]);
  });

  it('spreads the request overhead over the files and never leaves 0..100', () => {
    // 800 bytes of files in a 1000-byte request: half the request is half the files.
    expect(perFileProgress([400, 400], 500, 1000)).toEqual([100, 0]);
    expect(perFileProgress([400, 400], 2000, 1000)).toEqual([100, 100]);
    expect(perFileProgress([400, 400], 10, 0)).toEqual([0, 0]);
  });
});

describe('formatLoudness', () => {
  it('shows LUFS and dBTP to a tenth, with true minus signs', () => {
    expect(formatLoudness(-16.24, -1.31)).toBe('\u221216.2 LUFS · \u22121.3 dBTP');
    expect(formatLoudness(-9, 0.5)).toBe('\u22129.0 LUFS · 0.5 dBTP');
    expect(formatLoudness(-20, null)).toBe('\u221220.0 LUFS');
  });

  it('says when there is no measurement', () => {
    expect(formatLoudness(null, null)).toBe('Not measured');
    expect(formatLoudness(-Infinity, -Infinity)).toBe('Not measured');
  });
});
