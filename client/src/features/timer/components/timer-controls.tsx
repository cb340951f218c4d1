import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import type { TimerCommand, TimerState } from '#shared/timer.ts';
import { heldPressTime } from '../../../lib/early-clicks.ts';
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
      // A Start held on the prerendered page counts from the visitor's press (issue 27).
      onClick={(event) =>
        send(command.type === 'start' ? { ...command, at: heldPressTime(event.currentTarget) } : command)
      }
    >
      {children}
    </button>
  );
}

/**
 * Focus, Short break and (with long breaks on) Long break as buttons: choosing one loads that phase with its full
 * time, as Skip does (issue 27). The one shown is pressed.
 */
export function PhaseTabs({
  state,
  className = 'timer-phases',
}: {
  state: Pick<TimerState, 'phase' | 'longBreak' | 'settings'>;
  className?: string;
}) {
  const { t } = useLingui();
  const send = useSetAtom(timerCommandAtom);
  const tabs: { key: string; label: string; command: TimerCommand; active: boolean }[] = [
    {
      key: 'focus',
      label: t`Focus`,
      command: { type: 'switch-phase', phase: 'focus' },
      active: state.phase === 'focus',
    },
    {
      key: 'short-break',
      label: t`Short break`,
      command: { type: 'switch-phase', phase: 'break', longBreak: false },
      active: state.phase === 'break' && !state.longBreak,
    },
  ];
  if (state.settings.longBreaks) {
    tabs.push({
      key: 'long-break',
      label: t`Long break`,
      command: { type: 'switch-phase', phase: 'break', longBreak: true },
      active: state.phase === 'break' && state.longBreak,
    });
  }
  return (
    <div className={className} role="group" aria-label={t`Phase`} data-testid="phase-tabs">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          className="timer-phase-chip"
          data-active={tab.active}
          data-testid={`phase-tab-${tab.key}`}
          aria-pressed={tab.active}
          onClick={() => send(tab.command)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
