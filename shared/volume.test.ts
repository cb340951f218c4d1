import { describe, expect, it } from 'vitest';
import {
  audibleVolume,
  clampVolume,
  INITIAL_VOLUME,
  setVolume,
  toggleMute,
  wheelVolume,
  type VolumeState,
} from './volume.ts';

describe('volume', () => {
  it('starts at full volume, unmuted', () => {
    expect(INITIAL_VOLUME).toEqual({ volume: 1, muted: false, savedVolume: 1 });
  });

  it('clamps to 0–1 and treats nonsense as 0', () => {
    expect(clampVolume(1.4)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(Number.NaN)).toBe(0);
    expect(clampVolume(0.1 + 0.2)).toBe(0.3);
  });

  it('setting a volume above 0 unmutes and remembers it', () => {
    const muted: VolumeState = { volume: 0, muted: true, savedVolume: 0.8 };
    expect(setVolume(muted, 0.3)).toEqual({ volume: 0.3, muted: false, savedVolume: 0.3 });
  });

  it('setting the volume to 0 mutes, and unmuting then gives 0.5', () => {
    const silent = setVolume(INITIAL_VOLUME, 0);
    expect(silent).toEqual({ volume: 0, muted: true, savedVolume: 0 });
    expect(toggleMute(silent)).toEqual({ volume: 0.5, muted: false, savedVolume: 0.5 });
  });

  it('mute stores the volume and unmute restores it', () => {
    const start: VolumeState = { volume: 0.7, muted: false, savedVolume: 0.7 };
    const muted = toggleMute(start);
    expect(muted).toEqual({ volume: 0, muted: true, savedVolume: 0.7 });
    expect(audibleVolume(muted)).toBe(0);
    expect(toggleMute(muted)).toEqual(start);
  });

  it('dragging to 0 while muted keeps the stored volume', () => {
    const muted: VolumeState = { volume: 0, muted: true, savedVolume: 0.6 };
    expect(setVolume(muted, 0)).toEqual(muted);
    expect(toggleMute(setVolume(muted, 0)).volume).toBe(0.6);
  });

  it('the wheel changes the volume by 0.05, up is louder, within 0–1', () => {
    const half: VolumeState = { volume: 0.5, muted: false, savedVolume: 0.5 };
    expect(wheelVolume(half, -100).volume).toBe(0.55);
    expect(wheelVolume(half, 3).volume).toBe(0.45);
    expect(wheelVolume(INITIAL_VOLUME, -1).volume).toBe(1);
    expect(wheelVolume(half, 0)).toBe(half);
    let state = half;
    for (let i = 0; i < 10; i++) state = wheelVolume(state, 1);
    expect(state).toEqual({ volume: 0, muted: true, savedVolume: 0 });
  });

  it('the wheel up from mute starts quietly, unmuted', () => {
    const muted: VolumeState = { volume: 0, muted: true, savedVolume: 0.9 };
    expect(wheelVolume(muted, -1)).toEqual({ volume: 0.05, muted: false, savedVolume: 0.05 });
    expect(wheelVolume(muted, 1)).toEqual(muted);
  });
});
