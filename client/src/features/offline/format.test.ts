import { describe, expect, it } from 'vitest';
import { formatBytes } from './format.ts';

describe('formatBytes', () => {
  it('uses decimal units with at most one decimal below 100', () => {
    expect(formatBytes(512, 'en-US')).toBe('0.5 kB');
    expect(formatBytes(0, 'en-US')).toBe('0 kB');
    expect(formatBytes(1_234_000, 'en-US')).toBe('1.2 MB');
    expect(formatBytes(830_000, 'en-US')).toBe('830 kB');
    expect(formatBytes(2_500_000_000, 'en-US')).toBe('2.5 GB');
  });

  it('follows the locale', () => {
    expect(formatBytes(1_500_000, 'de-DE')).toBe('1,5 MB');
  });
});
