/**
 * The alarms (issue 27): which sound rings at the end of a phase, how loud, how many times, and the optional ticking
 * during focus. Pure: the notes of each synthesised sound and when they (and the ticks) are due; alarm-player.ts
 * plays them with Web Audio. Nothing is downloaded: the bell is the spec's file (precached), the rest are
 * synthesised on the visitor's machine.
 */

export const ALARM_SOUNDS = ['bell', 'chime', 'wood-block', 'digital', 'soft-gong'] as const;
export type AlarmSound = (typeof ALARM_SOUNDS)[number];

export interface AlarmPrefs {
  sound: AlarmSound;
  /** 0–1; the spec's bell volume, 0.8, by default. */
  volume: number;
  /** How many times the sound rings, 1–5. */
  repeat: number;
  /** A soft tick every second while a focus phase runs (off by default). */
  ticking: boolean;
  tickVolume: number;
}

export const DEFAULT_ALARM_PREFS: AlarmPrefs = {
  sound: 'bell',
  volume: 0.8,
  repeat: 1,
  ticking: false,
  tickVolume: 0.3,
};
export const MIN_REPEAT = 1;
export const MAX_REPEAT = 5;
export const ALARM_STORAGE_KEY = 'pomolo:alarm';

const clamp01 = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback;

/** Whatever was stored, made into valid preferences. */
export function sanitizeAlarmPrefs(raw: unknown): AlarmPrefs {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_ALARM_PREFS;
  const r = raw as Record<string, unknown>;
  const repeat =
    typeof r.repeat === 'number' && Number.isFinite(r.repeat)
      ? Math.min(MAX_REPEAT, Math.max(MIN_REPEAT, Math.round(r.repeat)))
      : DEFAULT_ALARM_PREFS.repeat;
  return {
    sound: ALARM_SOUNDS.includes(r.sound as AlarmSound) ? (r.sound as AlarmSound) : DEFAULT_ALARM_PREFS.sound,
    volume: clamp01(r.volume, DEFAULT_ALARM_PREFS.volume),
    repeat,
    ticking: typeof r.ticking === 'boolean' ? r.ticking : DEFAULT_ALARM_PREFS.ticking,
    tickVolume: clamp01(r.tickVolume, DEFAULT_ALARM_PREFS.tickVolume),
  };
}

/** One synthesised tone: an oscillator with a fast attack and an exponential decay. */
export interface Tone {
  /** Seconds after the ring starts. */
  at: number;
  frequency: number;
  wave: 'sine' | 'triangle' | 'square';
  /** Peak gain before the alarm volume, 0–1. */
  gain: number;
  attack: number;
  /** Seconds until it has died away. */
  decay: number;
}

/** A bell-like tone: the fundamental and two inharmonic partials, quieter and shorter. */
function struck(at: number, frequency: number, gain: number, decay: number): Tone[] {
  return [
    { at, frequency, wave: 'sine', gain, attack: 0.005, decay },
    { at, frequency: frequency * 2.76, wave: 'sine', gain: gain * 0.35, attack: 0.005, decay: decay * 0.5 },
    { at, frequency: frequency * 5.4, wave: 'sine', gain: gain * 0.12, attack: 0.005, decay: decay * 0.25 },
  ];
}

/** The tones of one ring of a synthesised sound (the bell is the spec's file, not synthesised). */
export function ringTones(sound: Exclude<AlarmSound, 'bell'>): Tone[] {
  switch (sound) {
    case 'chime':
      return [...struck(0, 1318.5, 0.5, 1.6), ...struck(0.3, 1046.5, 0.5, 1.6), ...struck(0.6, 784, 0.55, 1.8)];
    case 'wood-block':
      return [0, 0.2, 0.55, 0.75].map((at, i) => ({
        at,
        frequency: i % 2 === 0 ? 880 : 660,
        wave: 'triangle' as const,
        gain: 0.9,
        attack: 0.002,
        decay: 0.09,
      }));
    case 'digital':
      return [0, 0.14, 0.28, 0.42].map((at) => ({
        at,
        frequency: 2093,
        wave: 'square' as const,
        gain: 0.18,
        attack: 0.002,
        decay: 0.09,
      }));
    case 'soft-gong':
      return [
        { at: 0, frequency: 130.8, wave: 'sine', gain: 0.7, attack: 0.06, decay: 4 },
        { at: 0, frequency: 130.8 * 2.02, wave: 'sine', gain: 0.3, attack: 0.08, decay: 3 },
        { at: 0, frequency: 130.8 * 3.41, wave: 'sine', gain: 0.12, attack: 0.1, decay: 2 },
      ];
  }
}

/** How long one ring lasts (its last tone has died away), in seconds. */
export function ringLength(tones: readonly Tone[]): number {
  return tones.reduce((end, tone) => Math.max(end, tone.at + tone.attack + tone.decay), 0);
}

/** The pause between two rings of a repeated alarm, in seconds. */
export const REPEAT_GAP_S = 0.4;

/** When each ring starts (seconds after the alarm), for `repeat` rings of `length` seconds each. */
export function ringStarts(length: number, repeat: number): number[] {
  const times = Math.min(MAX_REPEAT, Math.max(MIN_REPEAT, Math.round(repeat)));
  return Array.from({ length: times }, (_, i) => i * (length + REPEAT_GAP_S));
}

/** Every tone of a whole alarm: each ring of the sound, repeated. */
export function alarmTones(sound: Exclude<AlarmSound, 'bell'>, repeat: number): Tone[] {
  const ring = ringTones(sound);
  return ringStarts(ringLength(ring), repeat).flatMap((start) =>
    ring.map((tone) => ({ ...tone, at: start + tone.at })),
  );
}

/**
 * The ticks due in [from, to) (epoch ms) for a focus phase ending at `deadline`: one on each whole second of the
 * countdown, as the display changes (the deadline itself is the alarm's, not a tick's).
 */
export function ticksBetween(deadline: number, from: number, to: number): number[] {
  const ticks: number[] = [];
  // The first whole second before the deadline at or after `from`.
  let k = Math.max(1, Math.floor((deadline - from) / 1000));
  for (; k >= 1; k--) {
    const at = deadline - k * 1000;
    if (at < from) continue;
    if (at >= to) break;
    ticks.push(at);
  }
  return ticks;
}

/** How far ahead ticks are handed to the audio clock: the page wakes once per this, not every second. */
export const TICK_HORIZON_MS = 10_000;
