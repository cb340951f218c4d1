import { atom, type Atom } from 'jotai';
import { focusStarted } from '#shared/music-follow.ts';
import { wantsScreenAwake } from '#shared/timer-companions.ts';
import { STALE_END_MS } from '#shared/timer.ts';
import { watchInstallPrompt } from '../lib/install-prompt.ts';
import { store } from '../lib/store.ts';
import { onTimerEvent } from '../lib/timer-bridge.ts';
import { screenWakeLock } from '../lib/wake-lock.ts';
import { offlineSourcesAtom, startDownloads } from '../features/offline/downloads.ts';
import { watchNetwork } from '../features/offline/network.ts';
import { sendTimerCueAtom, setSessionLineAtom, setTrackSourcesAtom } from '../features/player/atoms.ts';
import { keepScreenOnAtom } from '../features/settings/atoms.ts';
import { palettePhaseAtom } from '../features/theme/atoms.ts';
import { applyStoredTheme } from '../features/theme/components/theme-runtime.tsx';
import { timerLineTextAtom, timerStateAtom } from '../features/timer/atoms.ts';
import { provideSyncAdapter } from '../features/sync/controller.ts';

/** The screen stays on while the visitor asked for it and a phase runs. */
const screenAwakeAtom = atom((get) => wantsScreenAwake(get(keepScreenOnAtom), get(timerStateAtom)));

let started = false;

/**
 * The composition root's start-up: features have no import-time side effects and never import each
 * other, so what one feature tells another is wired here, through atoms, once per page, before the first
 * render. The browser only: nothing here runs while a page is rendered ahead of time.
 */
export function startFeatures(): void {
  if (started) return;
  started = true;

  // The stored mode and colours, before the first paint.
  applyStoredTheme();
  watchNetwork();
  watchInstallPrompt();
  startDownloads();

  // The player plays downloaded copies and knows what can play offline.
  linkAtoms(offlineSourcesAtom, (sources) => store.set(setTrackSourcesAtom, sources));
  // The theme shows the break palette during breaks.
  linkAtoms(timerStateAtom, (timer) => store.set(palettePhaseAtom, timer.phase === 'focus' ? 'focus' : 'break'));
  // The lock screen shows the phase and minutes left under the track ("Focus · 18 min left").
  linkAtoms(timerLineTextAtom, (line) => store.set(setSessionLineAtom, line));
  // "Keep screen on while the timer runs" holds a screen wake lock while a phase runs.
  linkAtoms(screenAwakeAtom, (awake) => screenWakeLock().setWanted(awake));
  // The music follows the timer (issue 14): fades out when focus ends, back in when focus starts.
  linkTimerToMusic();
  // History, tasks and settings sync between the visitor's devices when they turned sync on (issue 31). Sync resumes on
  // every page once the app runs (when it is on); what it reads and writes loads only then, with its engine.
  provideSyncAdapter(() => import('./sync-wiring.ts').then((wiring) => wiring.syncAdapter));
}

/** Phase ends, phase changes and focus starting reach the player as cues; what to do is the player's. */
function linkTimerToMusic(): void {
  onTimerEvent(({ event, receivedAt }) => {
    if (event.type === 'phase-ended') {
      // The bell rings for an end noticed on time (the timer's effects skip it for one found late, and for Flowtime's "Take a break").
      const bell = !event.taken && receivedAt - event.deadline <= STALE_END_MS;
      store.set(sendTimerCueAtom, { type: 'phase-ended', phase: event.phase, bell });
    } else if (event.type === 'phase-changed') {
      store.set(sendTimerCueAtom, { type: 'phase-changed', phase: event.phase });
    }
  });
  // Start (a click, Space, another tab) and auto-start both show as the state running a focus phase.
  let before = store.get(timerStateAtom);
  store.sub(timerStateAtom, () => {
    const after = store.get(timerStateAtom);
    if (focusStarted(before, after)) store.set(sendTimerCueAtom, { type: 'focus-started' });
    before = after;
  });
}

/** Runs `apply` with the atom's value now and on every change, for the life of the page. */
function linkAtoms<T>(source: Atom<T>, apply: (value: T) => void): void {
  const sync = () => apply(store.get(source));
  sync();
  store.sub(source, sync);
}
