import { describe, expect, it } from 'vitest';
import { formatFocusTime } from './format.ts';
import { firstDayOfWeek } from './week-start.ts';

describe('stats helpers', () => {
  it('finds the first day of the week of each locale', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('pt-BR')).toBe(0);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('fr-FR')).toBe(1);
    expect(firstDayOfWeek('not a locale')).toBe(1);
  });

  it('formats focus time in minutes and hours', () => {
    expect(formatFocusTime('en-US', 45)).toBe('45 min');
    expect(formatFocusTime('en-US', 185)).toBe('3 hr 5 min');
    expect(formatFocusTime('en-US', 120)).toBe('2 hr');
    expect(formatFocusTime('de-DE', 6000)).toBe('100 Std.');
  });
});
