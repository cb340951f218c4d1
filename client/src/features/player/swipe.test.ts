import { describe, expect, it } from 'vitest';
import { isSwipe, swipeAction } from './swipe.ts';

describe('swipe on the cover', () => {
  it('is recognised only after more than 20 px sideways', () => {
    expect(isSwipe(20, 0)).toBe(false);
    expect(isSwipe(21, 0)).toBe(true);
    expect(isSwipe(-21, 5)).toBe(true);
    expect(isSwipe(-20, 0)).toBe(false);
  });

  it('is not recognised when the drag is mostly vertical (a scroll)', () => {
    expect(isSwipe(30, 40)).toBe(false);
    expect(isSwipe(-30, -30)).toBe(false);
  });

  it('changes track only beyond 50 px: left is next, right is previous', () => {
    expect(swipeAction(50)).toBeNull();
    expect(swipeAction(-50)).toBeNull();
    expect(swipeAction(35)).toBeNull();
    expect(swipeAction(51)).toBe('previous');
    expect(swipeAction(-51)).toBe('next');
    expect(swipeAction(-300)).toBe('next');
  });
});
