import { describe, expect, it } from 'vitest';
import { PRODUCT_FACTS } from './product-facts.ts';
import {
  DEFAULT_CYCLE_SETTINGS,
  DEFAULT_DURATIONS,
  DEFAULT_MUSIC_SETTINGS,
  normalizeCycleSettings,
  normalizeMusicSettings,
  parseStoredDurations,
} from './settings.ts';

describe('the product facts', () => {
  it('are the defaults a fresh install really starts with (read back through the settings parsers)', () => {
    const durations = parseStoredDurations(null);
    const cycles = normalizeCycleSettings({});
    const music = normalizeMusicSettings({});
    expect(PRODUCT_FACTS.defaultWorkMinutes).toBe(durations.workMinutes);
    expect(PRODUCT_FACTS.defaultBreakMinutes).toBe(durations.breakMinutes);
    expect(PRODUCT_FACTS.defaultPair).toBe(`${DEFAULT_DURATIONS.workMinutes}/${DEFAULT_DURATIONS.breakMinutes}`);
    expect(PRODUCT_FACTS.longBreakEvery).toBe(cycles.longBreakEvery);
    expect(PRODUCT_FACTS.defaultLongBreakMinutes).toBe(cycles.longBreakMinutes);
    expect(PRODUCT_FACTS.defaultDailyGoal).toBe(cycles.dailyGoal);
    expect(PRODUCT_FACTS.longBreaksByDefault).toBe(cycles.longBreaks);
    expect(PRODUCT_FACTS.autoStartBreaksByDefault).toBe(cycles.autoStartBreaks);
    expect(PRODUCT_FACTS.autoStartFocusByDefault).toBe(cycles.autoStartFocus);
    expect(PRODUCT_FACTS.musicFollowsTimerByDefault).toBe(music.followTimer);
    expect(PRODUCT_FACTS.musicDuringBreaksByDefault).toBe(music.musicDuringBreaks);
  });

  it('state the ranges the settings clamp to', () => {
    const low = normalizeCycleSettings({ longBreakEvery: -1, longBreakMinutes: -1, dailyGoal: -1 });
    const high = normalizeCycleSettings({ longBreakEvery: 1e6, longBreakMinutes: 1e6, dailyGoal: 1e6 });
    expect([low.longBreakEvery, high.longBreakEvery]).toEqual([
      PRODUCT_FACTS.longBreakEveryMin,
      PRODUCT_FACTS.longBreakEveryMax,
    ]);
    expect([low.longBreakMinutes, high.longBreakMinutes]).toEqual([
      PRODUCT_FACTS.longBreakMinMinutes,
      PRODUCT_FACTS.longBreakMaxMinutes,
    ]);
    expect([low.dailyGoal, high.dailyGoal]).toEqual([PRODUCT_FACTS.dailyGoalMin, PRODUCT_FACTS.dailyGoalMax]);
  });

  // The FAQ ("defaults", "session-end", "music-and-timer", "track-fails", "languages"), About and the blog say
  // these in words: a number cited from PRODUCT_FACTS follows by itself, a word does not. If one of these changes, rewrite those answers
  // (every language) and then this expectation.
  it('pin the facts the texts state in words', () => {
    expect({
      longBreaks: DEFAULT_CYCLE_SETTINGS.longBreaks,
      autoStartBreaks: DEFAULT_CYCLE_SETTINGS.autoStartBreaks,
      autoStartFocus: DEFAULT_CYCLE_SETTINGS.autoStartFocus,
      dailyGoalOn: DEFAULT_CYCLE_SETTINGS.dailyGoal !== null,
      followTimer: DEFAULT_MUSIC_SETTINGS.followTimer,
      musicDuringBreaks: DEFAULT_MUSIC_SETTINGS.musicDuringBreaks,
      presets: [PRODUCT_FACTS.presetPomodoro, PRODUCT_FACTS.presetExtended, PRODUCT_FACTS.presetLongForm].length,
      // "retries on its own, up to three times" (FAQ track-fails), "11 languages", "six colour themes" (About).
      trackLoadRetries: PRODUCT_FACTS.trackLoadRetries,
      languageCount: PRODUCT_FACTS.languageCount,
      colourThemeCount: PRODUCT_FACTS.colourThemeCount,
    }).toEqual({
      longBreaks: true,
      autoStartBreaks: false,
      autoStartFocus: false,
      dailyGoalOn: true,
      followTimer: true,
      musicDuringBreaks: false,
      presets: 3,
      trackLoadRetries: 3,
      languageCount: 11,
      colourThemeCount: 6,
    });
  });
});
