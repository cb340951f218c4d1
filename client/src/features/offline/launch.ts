import type { TimerCommand, TimerState } from '#shared/timer.ts';

/**
 * The app's launch shortcuts (web manifest `shortcuts`): `/?start=focus` starts a focus phase,
 * `/#music` opens at the player. Pure: the home route reads the address and applies the result.
 */

export type LaunchAction = 'start-focus' | 'music' | null;

/** What the address asks for, from its query string (`?start=focus`) and hash (`#music`). */
export function launchAction(search: string, hash: string): LaunchAction {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (params.get('start') === 'focus') return 'start-focus';
  if (hash.replace(/^#/, '') === 'music') return 'music';
  return null;
}

/** The query string without `start` (applied once: a reload must not start the timer again). */
export function withoutLaunchParam(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  params.delete('start');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The timer commands that get a focus phase running from `state`: Start when a focus phase waits;
 * from a break, Reset (back to focus) then Start; nothing while focus already runs or has just
 * ended (its break is about to begin, and ending it early would lose the session).
 */
export function startFocusCommands(state: Pick<TimerState, 'phase' | 'status'>): TimerCommand[] {
  if (state.phase === 'focus') return state.status === 'idle' || state.status === 'paused' ? [{ type: 'start' }] : [];
  return [{ type: 'reset' }, { type: 'start' }];
}
