import { formatTimerTitle, remainingSeconds } from '#shared/timer.ts';
import { onTimerEvent, timerSnapshotAtom, type ReceivedTimerEvent } from '../../lib/timer-bridge.ts';
import { store } from '../../lib/store.ts';
import { announceAtom } from './atoms.ts';
import { prepareBell, ringBell } from './bell.ts';
import { showTimerTitle } from './document-title.ts';
import { applyFavicon, faviconFor } from './favicon.ts';
import { recordFocusCompleted } from './history.ts';
import { phaseChangedAnnouncement, phaseEndedBody, phaseEndedTitle, phaseLabel } from './labels.ts';
import { showNotification } from './notifications.ts';

/**
 * An end noticed this long after its deadline happened while the page was closed (or the machine
 * slept): it is counted and recorded, but no bell or notification goes off for it.
 */
const STALE_END_MS = 5000;

function onEvent({ event, state, receivedAt }: ReceivedTimerEvent): void {
  if (event.type === 'phase-ended') {
    if (event.phase === 'focus') recordFocusCompleted(event.deadline, state.durations.workMinutes);
    const title = phaseEndedTitle(event.phase);
    store.set(announceAtom, title);
    if (receivedAt - event.deadline <= STALE_END_MS) {
      ringBell();
      showNotification(title, phaseEndedBody(event.phase), 'pomolo-phase-end');
    }
  } else {
    store.set(announceAtom, phaseChangedAnnouncement(event.phase));
  }
}

function render(): void {
  const { state, now } = store.get(timerSnapshotAtom);
  const showing = state.status === 'running' || state.status === 'ended';
  showTimerTitle(showing ? formatTimerTitle(phaseLabel(state.phase), remainingSeconds(state, now)) : null);
  applyFavicon(faviconFor(state.phase, state.status));
}

/**
 * Everything the timer does outside its card, on every page: bell, notification, history,
 * announcements, title and favicon. (The theme's palette follows the phase through the app's wiring.)
 * Returns the cleanup.
 */
export function installTimerEffects(): () => void {
  void prepareBell();
  const offEvents = onTimerEvent(onEvent);
  const offState = store.sub(timerSnapshotAtom, render);
  render();
  return () => {
    offEvents();
    offState();
  };
}
