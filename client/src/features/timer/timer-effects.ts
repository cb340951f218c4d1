import { badgeCount, CueTracker } from '#shared/timer-companions.ts';
import { displaySeconds, formatTimerTitle, nextBreakIsLong, STALE_END_MS } from '#shared/timer.ts';
import { browserAppBadge, type AppBadge } from '../../lib/app-badge.ts';
import { currentTaskTitle } from '../../lib/current-task.ts';
import { onTimerEvent, timerSnapshotAtom, type ReceivedTimerEvent } from '../../lib/timer-bridge.ts';
import { store } from '../../lib/store.ts';
import { announceAtom } from './atoms.ts';
import { alarmPrefsAtom } from './alarm-atoms.ts';
import { ringAlarm, startTicking } from './alarm-player.ts';
import { prepareBell } from './bell.ts';
import { showTimerTitle } from './document-title.ts';
import { applyFavicon, faviconFor } from './favicon.ts';
import { followDailyProgress, recordSessionToday } from './daily-progress.ts';
import { countHistoryToday, recordFocusCompleted } from './history.ts';
import {
  phaseAutoStartedAnnouncement,
  phaseChangedAnnouncement,
  phaseEndedBody,
  minutesLeftAnnouncement,
  phaseEndedTitle,
  phaseLabel,
} from './labels.ts';
import { showNotification } from './notifications.ts';

function onEvent({ event, state, receivedAt, mirrored }: ReceivedTimerEvent): void {
  if (event.type === 'phase-ended') {
    if (mirrored) {
      store.set(announceAtom, phaseEndedTitle(event.phase, state.longBreak));
      return;
    }
    if (event.phase === 'focus') {
      // A Flowtime focus reports the minutes done; a Pomodoro focus lasted its work duration.
      const minutes = event.minutes ?? state.durations.workMinutes;
      void recordFocusCompleted(event.deadline, minutes, currentTaskTitle() ?? undefined, event.interruptions);
      recordSessionToday(event.deadline, minutes);
    }
    const title = phaseEndedTitle(event.phase, state.longBreak);
    store.set(announceAtom, title);
    // "Take a break" was pressed: no bell or notification for an end the visitor made.
    if (!event.taken && receivedAt - event.deadline <= STALE_END_MS) {
      ringAlarm(store.get(alarmPrefsAtom));
      const nextIsLong = event.phase === 'focus' && nextBreakIsLong(state);
      showNotification(title, phaseEndedBody(event.phase, nextIsLong), 'pomolo-phase-end');
    }
  } else if (event.type === 'phase-auto-started' || (event.type === 'phase-changed' && event.reason === 'take-break')) {
    store.set(announceAtom, phaseAutoStartedAnnouncement(event.phase, state.longBreak));
  } else {
    store.set(announceAtom, phaseChangedAnnouncement(event.phase, state.longBreak));
  }
}

/** What `render` keeps between calls: the badge shown and the cues heard in this run of the effects. */
interface Companions {
  badge: AppBadge;
  cues: CueTracker;
}

function render({ badge, cues }: Companions): void {
  const { state, now } = store.get(timerSnapshotAtom);
  const showing = state.status === 'running' || state.status === 'ended';
  showTimerTitle(
    showing ? formatTimerTitle(phaseLabel(state.phase, state.longBreak), displaySeconds(state, now)) : null,
  );
  applyFavicon(faviconFor(state.phase, state.status));
  // The installed app's icon: minutes left while a phase runs (the browser is asked only when it changes).
  badge.show(badgeCount(state, now));
  // Screen readers hear the phase changes (above) and 5 and 1 minute left; the countdown itself is silent.
  const mark = cues.update(state, now);
  if (mark !== null) store.set(announceAtom, minutesLeftAnnouncement(state.phase, state.longBreak, mark));
}

/**
 * Everything the timer does outside its card, on every page: bell, notification, history,
 * announcements (phase changes, 5 and 1 minute left), title, favicon and the installed app's badge.
 * (The theme's palette follows the phase through the app's wiring.) Returns the cleanup.
 */
export function installTimerEffects(): () => void {
  void prepareBell();
  const offEvents = onTimerEvent(onEvent);
  const companions: Companions = { badge: browserAppBadge(), cues: new CueTracker() };
  const offState = store.sub(timerSnapshotAtom, () => render(companions));
  const offProgress = followDailyProgress();
  const offHistory = countHistoryToday();
  const offTicking = followTicking();
  render(companions);
  return () => {
    offEvents();
    offState();
    offProgress();
    offHistory();
    offTicking();
    companions.badge.show(null);
  };
}

/** The optional ticking: on while a focus phase runs and the visitor turned it on (issue 27). */
function followTicking(): () => void {
  let key = '';
  let stop: (() => void) | null = null;
  const sync = () => {
    const { state } = store.get(timerSnapshotAtom);
    const prefs = store.get(alarmPrefsAtom);
    const on = prefs.ticking && state.phase === 'focus' && state.status === 'running' && state.deadline !== null;
    const next = on ? `${state.deadline}:${prefs.tickVolume}` : '';
    if (next === key) return;
    key = next;
    stop?.();
    stop = on ? startTicking(state.deadline!, prefs.tickVolume) : null;
  };
  const offState = store.sub(timerSnapshotAtom, sync);
  const offPrefs = store.sub(alarmPrefsAtom, sync);
  sync();
  return () => {
    offState();
    offPrefs();
    stop?.();
  };
}
