/**
 * Music that follows the timer, and crossfades between tracks (issue 14): the pure scheduling.
 *
 * Nothing here touches a browser or a clock. The playback machine (`playback.ts`) decides *when* the
 * music fades (a focus phase ended, focus started again); the functions below say *how*: the gain
 * envelope of each fade as points joined by linear ramps, and the equal-power crossfade curves. The
 * player's output (client/src/features/player/audio-output.ts) turns them into Web Audio automation
 * (`linearRampToValueAtTime`, `setValueCurveAtTime`), or steps the element's volume where Web Audio is
 * missing.
 */
import { CROSSFADE_MAX_SECONDS } from './settings.ts';

/** Focus ended: the music fades out over this long, then pauses. Focus started: it fades back in as long. */
export const FOLLOW_FADE_MS = 3000;
/** The timer's bell (server/src/catalogue/bell.ts renders 2.5 s). */
export const BELL_RING_MS = 2500;
/** While the bell rings the music is at most this much of its volume, so the bell is never masked. */
export const BELL_DUCK_GAIN = 0.2;
/** How fast the music ducks under the bell: quick enough that the bell's strike is heard clearly. */
export const DUCK_ATTACK_MS = 120;
/** After the bell, music that keeps playing comes back up over this long. */
export const DUCK_RELEASE_MS = 600;
/** A visitor's Play restores the music at once (a short ramp only avoids a click). */
export const RESTORE_MS = 60;

/** One point of a gain envelope: reach `gain` at `atMs` after the start, ramping linearly from the point before. */
export interface GainPoint {
  atMs: number;
  gain: number;
}

/**
 * The kinds of fade the machine asks for:
 * - `out`: focus ended; fade to silence over FOLLOW_FADE_MS (under the bell: ducked to ≤ 20 % at once).
 * - `duck`: the bell rings while the music keeps playing; down to ≤ 20 % while it rings, then back.
 * - `in`: focus started again; back to full over FOLLOW_FADE_MS (from silence after a hold).
 * - `full`: back to full at once (the visitor pressed Play, or picked a track, during a fade or a hold).
 */
export type FadeKind = 'out' | 'duck' | 'in' | 'full';

/**
 * The envelope of a fade, from the gain the music has now (`from`, 0–1), as points whose first is at
 * 0 ms. With `bell`, the bell rings from 0 ms for BELL_RING_MS and the envelope stays at or under
 * BELL_DUCK_GAIN from DUCK_ATTACK_MS until the bell has rung.
 */
export function fadePlan(kind: FadeKind, from: number, bell = false): GainPoint[] {
  const start = clampGain(from);
  const ducked = Math.min(start, BELL_DUCK_GAIN);
  switch (kind) {
    case 'out':
      return bell
        ? [
            { atMs: 0, gain: start },
            { atMs: DUCK_ATTACK_MS, gain: ducked },
            { atMs: FOLLOW_FADE_MS, gain: 0 },
          ]
        : [
            { atMs: 0, gain: start },
            { atMs: FOLLOW_FADE_MS, gain: 0 },
          ];
    case 'duck':
      return [
        { atMs: 0, gain: start },
        { atMs: DUCK_ATTACK_MS, gain: ducked },
        { atMs: BELL_RING_MS, gain: ducked },
        { atMs: BELL_RING_MS + DUCK_RELEASE_MS, gain: 1 },
      ];
    case 'in':
      // From where the gain is (silence after a hold; part-way when focus starts during a fade-out).
      return [
        { atMs: 0, gain: start },
        { atMs: FOLLOW_FADE_MS, gain: 1 },
      ];
    case 'full':
      return [
        { atMs: 0, gain: start },
        { atMs: RESTORE_MS, gain: 1 },
      ];
  }
}

/** How long an envelope lasts (its last point). */
export function planLength(points: readonly GainPoint[]): number {
  return points.length === 0 ? 0 : points[points.length - 1].atMs;
}

/** The envelope's gain `atMs` after its start (linear between points; held after the last). */
export function gainAt(points: readonly GainPoint[], atMs: number): number {
  if (points.length === 0) return 1;
  if (atMs <= points[0].atMs) return points[0].gain;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (atMs >= b.atMs) continue;
    return a.gain + ((b.gain - a.gain) * (atMs - a.atMs)) / (b.atMs - a.atMs);
  }
  return points[points.length - 1].gain;
}

function clampGain(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1;
}

// ---------------------------------------------------------------------------------------------
// Crossfade

/** The next track is chosen and preloaded this long before the crossfade starts. */
export const PRELOAD_LEAD_SECONDS = 15;

/** The incoming track's gain at `x` (0–1) through a crossfade: sin(x·π/2). */
export function equalPowerIn(x: number): number {
  return Math.sin((clamp01(x) * Math.PI) / 2);
}

/** The outgoing track's gain at `x`: cos(x·π/2). With `equalPowerIn`, the two gains' squares sum to 1. */
export function equalPowerOut(x: number): number {
  return Math.cos((clamp01(x) * Math.PI) / 2);
}

/**
 * A crossfade curve sampled at `samples` points from x = 0 to x = 1, for `setValueCurveAtTime`
 * (which interpolates linearly between them). At least 2 samples.
 */
export function crossfadeCurve(direction: 'in' | 'out', samples = 64): Float32Array {
  const n = Math.max(2, Math.floor(samples));
  const curve = new Float32Array(n);
  const gain = direction === 'in' ? equalPowerIn : equalPowerOut;
  for (let i = 0; i < n; i++) curve[i] = gain(i / (n - 1));
  // Exact ends: the outgoing track ends silent, the incoming one at full.
  curve[0] = direction === 'in' ? 0 : 1;
  curve[n - 1] = direction === 'in' ? 1 : 0;
  return curve;
}

/**
 * How long two tracks overlap (ms): the setting, but never more than half of either track, so a short
 * track is still heard on its own. 0 when the setting is 0 or a length is unknown.
 */
export function crossfadeOverlapMs(crossfadeSeconds: number, currentSeconds: number, nextSeconds: number): number {
  if (!(crossfadeSeconds > 0) || !(currentSeconds > 0)) return 0;
  const half = Math.min(currentSeconds, nextSeconds > 0 ? nextSeconds : currentSeconds) / 2;
  return Math.round(Math.min(crossfadeSeconds, CROSSFADE_MAX_SECONDS, half) * 1000);
}

/** Where the crossfade starts (seconds into the current track), or null without one. */
export function crossfadeStartAt(overlapMs: number, currentSeconds: number): number | null {
  return overlapMs > 0 && currentSeconds > 0 ? Math.max(0, currentSeconds - overlapMs / 1000) : null;
}

/** Whether the next track should be chosen and preloaded now (`position` seconds in). */
export function shouldPreload(crossfadeSeconds: number, position: number, duration: number): boolean {
  if (!(crossfadeSeconds > 0) || !(duration > 0)) return false;
  return position >= duration - Math.min(crossfadeSeconds, duration / 2) - PRELOAD_LEAD_SECONDS;
}

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}

// ---------------------------------------------------------------------------------------------
// From the timer to the music

/** What the timer tells the music. */
export type TimerCue =
  /** A phase reached zero; `bell` when the bell rings for it (not an end noticed long after). */
  | { type: 'phase-ended'; phase: 'focus' | 'break'; bell: boolean }
  /** The phase changed (the flip after an end, Skip, or Reset from a break). */
  | { type: 'phase-changed'; phase: 'focus' | 'break' }
  /** A focus phase began running (Start, or auto-start after a break). */
  | { type: 'focus-started' };

/** The part of the timer's state the music looks at. */
export interface TimerPhaseStatus {
  phase: 'focus' | 'break';
  status: 'idle' | 'running' | 'paused' | 'ended';
}

/** Whether the change from `before` to `after` is focus starting to run (not a paused focus resuming). */
export function focusStarted(before: TimerPhaseStatus, after: TimerPhaseStatus): boolean {
  if (after.phase !== 'focus' || after.status !== 'running') return false;
  if (before.phase !== 'focus') return true;
  return before.status === 'idle';
}
