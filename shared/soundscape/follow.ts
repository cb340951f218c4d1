import type { MusicSettings } from '../settings.ts';
import type { TimerEvent } from '../timer.ts';

/**
 * The soundscape follows the timer like the music (issue 28): with "music follows the timer" on, it fades out
 * when focus ends and back in when focus starts, unless the visitor keeps it through breaks.
 */
export function followFade(
  event: TimerEvent,
  music: Pick<MusicSettings, 'followTimer'>,
  keepThroughBreaks: boolean,
): 'out' | 'in' | null {
  if (!music.followTimer || keepThroughBreaks) return null;
  if (event.type === 'phase-ended') return event.phase === 'focus' ? 'out' : null;
  // A break skipped or over: focus is back.
  if (event.phase === 'focus') return 'in';
  // Focus skipped into a break (no phase-ended came first).
  return event.type === 'phase-changed' && event.reason === 'skip' ? 'out' : null;
}
