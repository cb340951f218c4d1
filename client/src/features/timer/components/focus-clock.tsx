import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import { formatClock } from '#shared/timer.ts';
import { timerDisplayAtom, timerStateAtom } from '../atoms.ts';
import { PhaseName, StartPauseButton, TimerButton } from './timer-controls.tsx';

/**
 * The focus view's timer (issue 27): the phase, the countdown at a fifth of the screen's height or more, Start/Pause
 * and Skip (Skip break during a break). Only the time's text changes each second.
 */
export function FocusClock() {
  const state = useAtomValue(timerStateAtom);
  const { seconds } = useAtomValue(timerDisplayAtom);
  const clock = formatClock(seconds);
  return (
    <div className="focus-clock" data-phase={state.phase} data-status={state.status}>
      <p className="focus-clock-phase" data-testid="focus-phase">
        <PhaseName state={state} />
      </p>
      <p
        className="focus-clock-time"
        role="timer"
        aria-atomic="true"
        data-testid="focus-time"
        // Its size follows its length (timer.css): 100 minutes and more take a character more.
        style={{ '--clock-chars': clock.length } as CSSProperties}
      >
        {clock}
      </p>
      <div className="focus-clock-controls">
        <StartPauseButton state={state} className="timer-button timer-button-primary" testId="focus-toggle" />
        <TimerButton className="timer-button" testId="focus-skip" command={{ type: 'skip' }}>
          {state.phase === 'break' ? <Trans>Skip break</Trans> : <Trans>Skip</Trans>}
        </TimerButton>
      </div>
    </div>
  );
}
