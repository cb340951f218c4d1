import { normalizeMusicSettings } from '#shared/settings.ts';
import { followFade } from '#shared/soundscape/follow.ts';
import { LAYER_IDS, type LayerId } from '#shared/soundscape/ids.ts';
import {
  FOLLOW_FADE_S,
  isAudible,
  PRESETS,
  saveMix,
  SLEEP_FADE_S,
  type Mix,
  type PresetId,
} from '#shared/soundscape/mix.ts';
import { store } from '../../lib/store.ts';
import { onTimerEvent } from '../../lib/timer-bridge.ts';
import { playingState, prefsState, savedMixesState, sleepState } from './atoms.ts';
import { createEngine, type SoundscapeEngine } from './engine.ts';
import { writePrefs, writeSavedMixes, type SoundscapePrefs } from './storage.ts';

/**
 * The soundscape's actions: every button and slider of the panel calls one of these. Each updates the atoms,
 * stores the prefs, and tells the audio. The audio starts on the first press that turns something on (a press:
 * browsers start audio only then) and is suspended shortly after everything stops.
 */

/** The music's settings, read where the player stores them ("music follows the timer"). */
const MUSIC_STORAGE_KEY = 'pomolo:music';

let engine: SoundscapeEngine | null = null;
let suspendTimer: ReturnType<typeof setTimeout> | null = null;
let sleepTimer: ReturnType<typeof setTimeout> | null = null;
let unsubscribeTimer: (() => void) | null = null;

function audio(): SoundscapeEngine {
  engine ??= createEngine();
  if (!unsubscribeTimer) unsubscribeTimer = onTimerEvent(({ event, mirrored }) => followTimer(event, mirrored));
  return engine;
}

function update(change: (prefs: SoundscapePrefs) => SoundscapePrefs): SoundscapePrefs {
  const next = change(store.get(prefsState));
  store.set(prefsState, next);
  writePrefs(next);
  return next;
}

/** Sends the mix to the audio, starting it when something is on (we are inside a press). */
function play(mix: Mix): void {
  const playing = store.get(playingState);
  if (!isAudible(mix)) {
    if (!playing) return;
    audio().post({ type: 'mix', mix });
    stopSoon();
    return;
  }
  if (suspendTimer) clearTimeout(suspendTimer);
  suspendTimer = null;
  const a = audio();
  a.start();
  if (!playing) a.post({ type: 'fade', gain: 1, seconds: 0 });
  a.post({ type: 'mix', mix });
  store.set(playingState, true);
}

/** Everything has faded: suspend the audio once the ramps (30 ms, and the limiter's tail) are over. */
function stopSoon(delayMs = 300): void {
  store.set(playingState, false);
  if (suspendTimer) clearTimeout(suspendTimer);
  suspendTimer = setTimeout(() => {
    suspendTimer = null;
    if (!store.get(playingState)) engine?.suspend();
  }, delayMs);
}

export function toggleLayer(id: LayerId): void {
  const prefs = update((p) => {
    const layers = { ...p.mix.layers };
    if (layers[id] !== undefined) delete layers[id];
    else layers[id] = p.volumes[id] > 0 ? p.volumes[id] : 0.5;
    return { ...p, mix: { ...p.mix, layers }, volumes: { ...p.volumes, [id]: layers[id] ?? p.volumes[id] } };
  });
  play(prefs.mix);
}

export function setLayerVolume(id: LayerId, volume: number): void {
  const prefs = update((p) => {
    const layers = { ...p.mix.layers };
    if (layers[id] !== undefined) {
      if (volume > 0) layers[id] = volume;
      else delete layers[id];
    }
    return { ...p, mix: { ...p.mix, layers }, volumes: { ...p.volumes, [id]: volume } };
  });
  if (store.get(playingState)) play(prefs.mix);
}

export function setMaster(volume: number): void {
  const prefs = update((p) => ({ ...p, mix: { ...p.mix, master: volume } }));
  if (store.get(playingState)) audio().post({ type: 'mix', mix: prefs.mix });
}

export function setMeander(on: boolean): void {
  const prefs = update((p) => ({ ...p, mix: { ...p.mix, meander: on } }));
  if (store.get(playingState)) audio().post({ type: 'mix', mix: prefs.mix });
}

export function setKeepThroughBreaks(on: boolean): void {
  update((p) => ({ ...p, keepThroughBreaks: on }));
}

/** Replaces the mix (a preset, a saved mix): the sliders of its layers move to its volumes. */
export function applyMix(mix: Mix, start = true): void {
  const prefs = update((p) => {
    const volumes = { ...p.volumes };
    for (const id of LAYER_IDS) if (mix.layers[id] !== undefined) volumes[id] = mix.layers[id];
    return { ...p, mix, volumes };
  });
  if (start) play(prefs.mix);
}

export function applyPreset(id: PresetId): void {
  applyMix(PRESETS[id]);
}

/** Plays the stored mix again (after a reload, or a pause by the sleep timer). */
export function resume(): void {
  play(store.get(prefsState).mix);
}

/**
 * Pauses the soundscape and keeps its layers (the focus view's toggle): the layers ramp down as they do for Stop
 * all, and `resume` plays the same mix again.
 */
export function pause(): void {
  if (!store.get(playingState)) return;
  const mix = store.get(prefsState).mix;
  audio().post({ type: 'mix', mix: { ...mix, layers: {} } });
  stopSoon();
}

/** Turns every layer off. */
export function stopAll(): void {
  cancelSleep();
  const prefs = update((p) => ({ ...p, mix: { ...p.mix, layers: {} } }));
  if (store.get(playingState)) {
    audio().post({ type: 'mix', mix: prefs.mix });
    stopSoon();
  }
}

export function saveCurrentMix(name: string): void {
  const list = saveMix(store.get(savedMixesState), name, store.get(prefsState).mix);
  store.set(savedMixesState, list);
  writeSavedMixes(list);
}

export function deleteSavedMix(name: string): void {
  const list = store.get(savedMixesState).filter((s) => s.name !== name);
  store.set(savedMixesState, list);
  writeSavedMixes(list);
}

/** The sleep timer: after `minutes` the soundscape fades out over 10 s and pauses (the mix stays set). */
export function setSleep(minutes: number | null): void {
  cancelSleep();
  if (!minutes) return;
  store.set(sleepState, { minutes, endsAt: Date.now() + minutes * 60_000 });
  sleepTimer = setTimeout(() => {
    sleepTimer = null;
    store.set(sleepState, null);
    if (!store.get(playingState)) return;
    audio().post({ type: 'fade', gain: 0, seconds: SLEEP_FADE_S });
    stopSoon(SLEEP_FADE_S * 1000 + 300);
  }, minutes * 60_000);
}

function cancelSleep(): void {
  if (sleepTimer) clearTimeout(sleepTimer);
  sleepTimer = null;
  store.set(sleepState, null);
}

function readMusicFollows(): boolean {
  try {
    const text = globalThis.localStorage?.getItem(MUSIC_STORAGE_KEY);
    return normalizeMusicSettings(text ? JSON.parse(text) : null).followTimer;
  } catch {
    return normalizeMusicSettings(null).followTimer;
  }
}

function followTimer(event: Parameters<typeof followFade>[0], _mirrored: boolean): void {
  if (!store.get(playingState)) return;
  const fade = followFade(event, { followTimer: readMusicFollows() }, store.get(prefsState).keepThroughBreaks);
  if (fade) audio().post({ type: 'fade', gain: fade === 'out' ? 0 : 1, seconds: FOLLOW_FADE_S });
}
