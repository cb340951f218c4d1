import { describe, expect, it } from 'vitest';
import { statusClass } from './recommendation-status.ts';

describe('statusClass', () => {
  it('styles new and read, and every other status neutrally', () => {
    expect(statusClass('new')).toBe('admin-pill admin-pill-new');
    expect(statusClass('read')).toBe('admin-pill admin-pill-read');
    expect(statusClass('archived')).toBe('admin-pill admin-pill-neutral');
    expect(statusClass('spam')).toBe('admin-pill admin-pill-neutral');
    expect(statusClass('')).toBe('admin-pill admin-pill-neutral');
  });
});
