import { Trans } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import type { TimerCommand, TimerState } from '#shared/timer.ts';
import { timerCommandAtom } from '../atoms.ts';

/** The phase's name: Focus, Break or Long break (the card and the mini window). */
export function PhaseName({ state }: { state: Pick<TimerState, 'phase' | 'longBreak'> }) {
  if (state.phase === 'focus') return <Trans>Focus</Trans>;
  return state.longBreak ? <Trans>Long break</Trans> : <Trans>Break</Trans>;
}

interface TimerButtonProps {
  className: string;
  testId: string;
  /** The page's keyboard shortcut for it (the card's buttons; the mini window has none). */
  shortcut?: string;
}

/** Start, or Pause while running; disabled in the 2 s between a phase's end and the next. */
export function StartPauseButton({ state, ...props }: TimerButtonProps & { state: Pick<TimerState, 'status'> }) {
  const running = state.status === 'running';
  return (
    <TimerButton {...props} command={{ type: running ? 'pause' : 'start' }} disabled={state.status === 'ended'}>
      {running ? <Trans>Pause</Trans> : <Trans>Start</Trans>}
    </TimerButton>
  );
}

/** A button that sends one command to the timer. */
export function TimerButton({
  className,
  testId,
  shortcut,
  command,
  disabled,
  pressed,
  children,
}: TimerButtonProps & { command: TimerCommand; disabled?: boolean; pressed?: boolean; children: ReactNode }) {
  const send = useSetAtom(timerCommandAtom);
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      aria-keyshortcuts={shortcut}
      disabled={disabled}
      aria-pressed={pressed}
      onClick={() => send(command)}
    >
      {children}
    </button>
  );
}
