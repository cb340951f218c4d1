import { DEFAULT_VOLUME, UNMUTE_FALLBACK_VOLUME, VOLUME_WHEEL_STEP } from './player.ts';

/**
 * Volume and mute, as SPEC.md §4 describes them. `volume` is what the slider shows (0 while muted);
 * `savedVolume` is what unmuting restores.
 */
export interface VolumeState {
  volume: number;
  muted: boolean;
  savedVolume: number;
}

export const INITIAL_VOLUME: VolumeState = { volume: DEFAULT_VOLUME, muted: false, savedVolume: DEFAULT_VOLUME };

/** Keeps a volume within 0–1 and drops float noise from repeated ±0.05 steps. */
export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
}

/** Setting the volume: 0 mutes (remembering 0, so unmuting gives the fallback); above 0 unmutes. */
export function setVolume(state: VolumeState, value: number): VolumeState {
  const volume = clampVolume(value);
  if (volume === 0) return { volume: 0, muted: true, savedVolume: state.muted ? state.savedVolume : 0 };
  return { volume, muted: false, savedVolume: volume };
}

/** Mute stores the volume and silences; unmute restores it, or the fallback when it was 0. */
export function toggleMute(state: VolumeState): VolumeState {
  if (state.muted) {
    const restored = state.savedVolume > 0 ? state.savedVolume : UNMUTE_FALLBACK_VOLUME;
    return { volume: restored, muted: false, savedVolume: restored };
  }
  return { volume: 0, muted: true, savedVolume: state.volume };
}

/** One mouse-wheel notch: up (negative deltaY) is louder. A zero delta changes nothing. */
export function wheelVolume(state: VolumeState, deltaY: number): VolumeState {
  if (deltaY === 0) return state;
  const step = deltaY < 0 ? VOLUME_WHEEL_STEP : -VOLUME_WHEEL_STEP;
  return setVolume(state, state.volume + step);
}

/** What the audio element plays at. */
export function audibleVolume(state: VolumeState): number {
  return state.muted ? 0 : state.volume;
}
