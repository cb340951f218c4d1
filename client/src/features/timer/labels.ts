import { plural, t } from '@lingui/core/macro';
import type { TimerLine } from '#shared/timer-companions.ts';
import type { TimerPhase } from '#shared/timer.ts';

// Texts used outside React (document title, notifications, announcements), in the active language.
// `longBreak` marks a long break (issue 13): it has its own name everywhere a break is named.

export function phaseLabel(phase: TimerPhase, longBreak = false): string {
  if (phase === 'focus') return t`Focus`;
  return longBreak ? t`Long break` : t`Break`;
}

export function phaseEndedTitle(phase: TimerPhase, longBreak = false): string {
  if (phase === 'focus') return t`Focus session complete!`;
  return longBreak ? t`Long break is over!` : t`Break is over!`;
}

/** `nextIsLong`: the focus that ended closes a cycle, so a long break follows. */
export function phaseEndedBody(phase: TimerPhase, nextIsLong = false): string {
  if (phase === 'break') return t`Ready for the next focus session?`;
  return nextIsLong
    ? t`Time for a long break. The timer switches in a moment.`
    : t`Time for a break. The timer switches in a moment.`;
}

export function phaseChangedAnnouncement(phase: TimerPhase, longBreak = false): string {
  if (phase === 'focus') return t`Focus time. Press Start when you are ready.`;
  return longBreak
    ? t`Long break time. Press Start when you are ready.`
    : t`Break time. Press Start when you are ready.`;
}

export function phaseAutoStartedAnnouncement(phase: TimerPhase, longBreak = false): string {
  if (phase === 'focus') return t`Focus started.`;
  return longBreak ? t`Long break started.` : t`Break started.`;
}

/** The lock screen's line under the track title while a phase runs: "Focus · 18 min left". */
export function timerLineText({ phase, longBreak, minutes, countUp }: TimerLine): string {
  const label = phaseLabel(phase, longBreak);
  // Flowtime's focus counts up: the minutes done so far ("Focus · 12 min").
  if (countUp) return t`${label} · ${minutes} min`;
  return t`${label} · ${minutes} min left`;
}

/** What screen readers hear at 5 and 1 minute left: "Focus: 5 minutes left." */
export function minutesLeftAnnouncement(phase: TimerPhase, longBreak: boolean, minutes: number): string {
  const label = phaseLabel(phase, longBreak);
  return plural(minutes, { one: `${label}: # minute left.`, other: `${label}: # minutes left.` });
}
