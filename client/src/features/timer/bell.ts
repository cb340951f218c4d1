/**
 * The end-of-phase bell: `/audio/bell.mp3`, preloaded at volume 0.7 and played at 0.8 (SPEC.md §9).
 * A HEAD request checks the file first; if it is missing the timer stays silent. The check is skipped when the
 * service worker has the bell precached or the browser is offline: a failed HEAD request there is only an error in
 * the console on every offline page load (issue 25), and the audio element's own error handler silences a bell
 * that cannot load.
 */
import { STALE_END_MS } from '#shared/timer.ts';
import { isPrecached } from '../../lib/sw-bridge.ts';

export const BELL_URL = '/audio/bell.mp3';
export const BELL_PRELOAD_VOLUME = 0.7;
export const BELL_PLAY_VOLUME = 0.8;

let bell: HTMLAudioElement | null = null;
let preparing: Promise<void> | null = null;

function load(): void {
  const audio = new Audio(BELL_URL);
  audio.preload = 'auto';
  audio.volume = BELL_PRELOAD_VOLUME;
  audio.addEventListener('error', () => {
    if (bell === audio) bell = null;
  });
  audio.load();
  bell = audio;
}

export function prepareBell(): Promise<void> {
  preparing ??= (async () => {
    if (!navigator.onLine || (await isPrecached(BELL_URL))) {
      load();
      return;
    }
    try {
      const response = await fetch(BELL_URL, { method: 'HEAD', cache: 'no-store' });
      if (response.ok) load();
    } catch {
      // No network: the service worker still has the bell precached for the audio element's GET;
      // if it does not, the element's error handler silences it.
      load();
    }
  })();
  return preparing;
}

export function ringBell(): void {
  ringBellFile(BELL_PLAY_VOLUME, 1);
}

let repeatListener: (() => void) | null = null;

/** The bell at `volume` (0–1), rung `times` times one after the other (issue 27: alarm volume and repeat). */
export function ringBellFile(volume: number, times: number): void {
  if (bell) {
    ring(bell, volume, times);
    return;
  }
  // Still checking the file (the first moments after a page opened, longer on a busy machine or a slow network): rung
  // once it is ready, where it used to stay silent; unless that took longer than a phase end may still ring at all.
  const asked = Date.now();
  void preparing?.then(() => {
    if (bell && Date.now() - asked <= STALE_END_MS) ring(bell, volume, times);
  });
}

function ring(audio: HTMLAudioElement, volume: number, times: number): void {
  if (repeatListener) audio.removeEventListener('ended', repeatListener);
  let left = Math.max(1, Math.round(times)) - 1;
  repeatListener = () => {
    if (left <= 0 || bell !== audio) return;
    left -= 1;
    audio.currentTime = 0;
    void audio.play().catch(() => undefined);
  };
  audio.addEventListener('ended', repeatListener);
  audio.volume = Math.min(1, Math.max(0, volume));
  audio.currentTime = 0;
  void audio.play().catch(() => undefined);
}
