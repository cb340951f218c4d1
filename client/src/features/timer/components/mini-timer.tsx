import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { countsUp, formatClock } from '#shared/timer.ts';
import { timerDisplayAtom, timerStateAtom } from '../atoms.ts';
import { PhaseName, StartPauseButton, TimerButton } from './timer-controls.tsx';
import '../mini-timer.css';

/**
 * The timer of the floating mini window: phase, time left (counted, in a Flowtime focus), Start/Pause and Skip (or Take a break). The same atoms as
 * the home page's card, so both always show the same time. Only ever rendered after a click (the
 * window is opened by one), never on a prerendered page.
 */
export function MiniTimer() {
  const { t } = useLingui();
  const state = useAtomValue(timerStateAtom);
  const { seconds, progress } = useAtomValue(timerDisplayAtom);

  return (
    <section
      className="mini-timer"
      aria-label={t`Focus timer`}
      data-testid="mini-timer"
      data-phase={state.phase}
      data-status={state.status}
    >
      <p className="mini-timer-phase" data-testid="mini-timer-phase">
        <PhaseName state={state} />
      </p>
      {/* role="timer" is never a live region: the page's announcer says the phase changes and 5 and 1 min left. */}
      <p className="mini-timer-time" role="timer" aria-atomic="true" data-testid="mini-timer-time">
        {formatClock(seconds)}
      </p>
      <span className="mini-timer-progress" aria-hidden="true">
        <span style={{ width: `${Math.round(progress * 1000) / 10}%` }} />
      </span>
      <div className="mini-timer-controls">
        <StartPauseButton
          state={state}
          className="mini-timer-action mini-timer-action-primary"
          testId="mini-timer-toggle"
        />
        {countsUp(state) && (state.status === 'running' || state.status === 'paused') ? (
          <TimerButton className="mini-timer-action" testId="mini-timer-take-break" command={{ type: 'take-break' }}>
            <Trans>Take a break</Trans>
          </TimerButton>
        ) : (
          <TimerButton className="mini-timer-action" testId="mini-timer-skip" command={{ type: 'skip' }}>
            <Trans>Skip</Trans>
          </TimerButton>
        )}
      </div>
    </section>
  );
}
