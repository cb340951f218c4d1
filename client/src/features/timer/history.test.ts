import { describe, expect, it } from 'vitest';
import { appendFocusEvent, parseFocusHistory, type FocusCompletedEvent } from './history.ts';

const event = (completedAt: number): FocusCompletedEvent => ({ type: 'focus-completed', completedAt, minutes: 25 });

describe('focus history', () => {
  it('appends completed focus phases', () => {
    expect(appendFocusEvent([event(1)], event(2))).toEqual([event(1), event(2)]);
  });

  it('records a phase once even if it is reported twice', () => {
    const history = [event(1)];
    expect(appendFocusEvent(history, event(1))).toBe(history);
  });

  it('drops the oldest entries beyond the limit', () => {
    expect(appendFocusEvent([event(1), event(2), event(3)], event(4), 3)).toEqual([event(2), event(3), event(4)]);
  });

  it('reads stored history defensively', () => {
    expect(parseFocusHistory(null)).toEqual([]);
    expect(parseFocusHistory('not json')).toEqual([]);
    expect(parseFocusHistory('{"a":1}')).toEqual([]);
    expect(
      parseFocusHistory(
        JSON.stringify([event(5), { type: 'other' }, { type: 'focus-completed', completedAt: 'x', minutes: 1 }]),
      ),
    ).toEqual([event(5)]);
  });
});
