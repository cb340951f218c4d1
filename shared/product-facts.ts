/**
 * The facts about Pomolo that its own texts state: the FAQ and About in every language, the blog's
 * passages about Pomolo, placeholders (decision 0065). Every number is taken from the module that
 * decides it, so a text that cites `PRODUCT_FACTS` follows a change by itself. What a text says in
 * words ("off by default", "fades out at the break") cannot follow: `product-facts.test.ts` pins those
 * facts, so changing one of them fails a test that names the texts to rewrite.
 */
import { COLOR_THEMES } from './themes.ts';
import { LANGUAGES } from './languages.ts';
import { MAX_LOAD_RETRIES } from './player.ts';
import {
  BREAK_MAX_MINUTES,
  BREAK_MIN_MINUTES,
  CROSSFADE_MAX_SECONDS,
  DAILY_GOAL_MAX,
  DAILY_GOAL_MIN,
  DEFAULT_BREAK_MINUTES,
  DEFAULT_CYCLE_SETTINGS,
  DEFAULT_MUSIC_SETTINGS,
  DEFAULT_WORK_MINUTES,
  LONG_BREAK_EVERY_MAX,
  LONG_BREAK_EVERY_MIN,
  LONG_BREAK_MAX_MINUTES,
  LONG_BREAK_MIN_MINUTES,
  TIMER_PRESETS,
  WORK_MAX_MINUTES,
  WORK_MIN_MINUTES,
} from './settings.ts';
import { PHASE_SWITCH_DELAY_MS } from './timer.ts';

const preset = (id: string) => {
  const found = TIMER_PRESETS.find((p) => p.id === id);
  if (!found) throw new Error(`No timer preset ${id}`);
  return `${found.workMinutes}/${found.breakMinutes}`;
};

export const PRODUCT_FACTS = {
  /** Focus and short break of a fresh install, in minutes. */
  defaultWorkMinutes: DEFAULT_WORK_MINUTES,
  defaultBreakMinutes: DEFAULT_BREAK_MINUTES,
  /** "25/5": the default pair as the texts write it. */
  defaultPair: `${DEFAULT_WORK_MINUTES}/${DEFAULT_BREAK_MINUTES}`,
  workMinMinutes: WORK_MIN_MINUTES,
  workMaxMinutes: WORK_MAX_MINUTES,
  breakMinMinutes: BREAK_MIN_MINUTES,
  breakMaxMinutes: BREAK_MAX_MINUTES,
  /** The three presets as "work/break". */
  presetPomodoro: preset('pomodoro'),
  presetExtended: preset('extended'),
  presetLongForm: preset('long-form'),
  /** Long breaks: on by default, after every N-th focus session. */
  longBreaksByDefault: DEFAULT_CYCLE_SETTINGS.longBreaks,
  longBreakEvery: DEFAULT_CYCLE_SETTINGS.longBreakEvery,
  longBreakEveryMin: LONG_BREAK_EVERY_MIN,
  longBreakEveryMax: LONG_BREAK_EVERY_MAX,
  defaultLongBreakMinutes: DEFAULT_CYCLE_SETTINGS.longBreakMinutes,
  longBreakMinMinutes: LONG_BREAK_MIN_MINUTES,
  longBreakMaxMinutes: LONG_BREAK_MAX_MINUTES,
  /** Auto-start of breaks and of focus: both off by default (the spec's "press Start"). */
  autoStartBreaksByDefault: DEFAULT_CYCLE_SETTINGS.autoStartBreaks,
  autoStartFocusByDefault: DEFAULT_CYCLE_SETTINGS.autoStartFocus,
  /** Seconds between the end of a phase and the next phase being loaded (and auto-started). */
  phaseSwitchSeconds: PHASE_SWITCH_DELAY_MS / 1000,
  /** Daily goal: on by default. */
  defaultDailyGoal: DEFAULT_CYCLE_SETTINGS.dailyGoal,
  dailyGoalMin: DAILY_GOAL_MIN,
  dailyGoalMax: DAILY_GOAL_MAX,
  /** Music follows the timer (fades out when focus ends) by default; music during breaks is off. */
  musicFollowsTimerByDefault: DEFAULT_MUSIC_SETTINGS.followTimer,
  musicDuringBreaksByDefault: DEFAULT_MUSIC_SETTINGS.musicDuringBreaks,
  crossfadeMaxSeconds: CROSSFADE_MAX_SECONDS,
  /** How often the player retries a track that fails to load. */
  trackLoadRetries: MAX_LOAD_RETRIES,
  languageCount: LANGUAGES.length,
  colourThemeCount: COLOR_THEMES.length,
} as const;

export type ProductFacts = typeof PRODUCT_FACTS;
