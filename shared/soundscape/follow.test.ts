import { describe, expect, it } from 'vitest';
import { followFade } from './follow.ts';

describe('the soundscape follows the timer', () => {
  const on = { followTimer: true };
  it('fades out when focus ends and back in when focus starts', () => {
    expect(followFade({ type: 'phase-ended', phase: 'focus', deadline: 0, at: 0 }, on, false)).toBe('out');
    expect(followFade({ type: 'phase-ended', phase: 'break', deadline: 0, at: 0 }, on, false)).toBeNull();
    expect(followFade({ type: 'phase-changed', phase: 'focus', reason: 'flip' }, on, false)).toBe('in');
    expect(followFade({ type: 'phase-auto-started', phase: 'focus' }, on, false)).toBe('in');
    expect(followFade({ type: 'phase-changed', phase: 'break', reason: 'skip' }, on, false)).toBe('out');
    expect(followFade({ type: 'phase-changed', phase: 'break', reason: 'flip' }, on, false)).toBeNull();
  });

  it('does nothing when the music does not follow the timer, or when kept through breaks', () => {
    const ended = { type: 'phase-ended', phase: 'focus', deadline: 0, at: 0 } as const;
    expect(followFade(ended, { followTimer: false }, false)).toBeNull();
    expect(followFade(ended, on, true)).toBeNull();
  });
});
