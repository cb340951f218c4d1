import { t } from '@lingui/core/macro';
import type { TimerPhase } from '#shared/timer.ts';

// Texts used outside React (document title, notifications, announcements), in the active language.

export function phaseLabel(phase: TimerPhase): string {
  return phase === 'focus' ? t`Focus` : t`Break`;
}

export function phaseEndedTitle(phase: TimerPhase): string {
  return phase === 'focus' ? t`Focus session complete!` : t`Break is over!`;
}

export function phaseEndedBody(phase: TimerPhase): string {
  return phase === 'focus'
    ? t`Time for a break. The timer switches in a moment.`
    : t`Ready for the next focus session?`;
}

export function phaseChangedAnnouncement(phase: TimerPhase): string {
  return phase === 'focus'
    ? t`Focus time. Press Start when you are ready.`
    : t`Break time. Press Start when you are ready.`;
}
