import { Plural, Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { formatClock, type TimerState, type TimerStatus } from '#shared/timer.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { SERVER_TIMER, timerDisplayAtom, timerStateAtom } from '../atoms.ts';
import { sessionsTodayAtom } from '../daily-progress.ts';
import { useTimerShortcuts } from '../use-timer-shortcuts.ts';
import { PhaseName, PhaseTabs, StartPauseButton, TimerButton } from './timer-controls.tsx';

const RING_RADIUS = 45;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/**
 * The home page's timer: phase, big time, Start/Pause, Reset, Skip, where we are in the cycle, the
 * daily goal and the completed count. `currentTask` is composed in by the page (the tasks feature).
 */
export function TimerCard({ currentTask, actions }: { currentTask?: ReactNode; actions?: ReactNode }) {
  // A prerendered page shows a fresh timer until React has taken it over; then the stored one.
  const hydrated = useHydrated();
  const liveState = useAtomValue(timerStateAtom);
  const state = hydrated ? liveState : SERVER_TIMER.state;
  useTimerShortcuts();

  const { workMinutes, breakMinutes } = state.durations;
  const completed = state.completed;

  return (
    <section
      className="timer-card"
      aria-labelledby="timer-heading"
      data-testid="timer-card"
      data-phase={state.phase}
      data-long-break={state.longBreak}
      data-status={state.status}
    >
      <h2 id="timer-heading" className="visually-hidden">
        <Trans>Focus timer</Trans>
      </h2>

      <PhaseTabs state={state} />

      <TimerDial state={state} />

      <div className="timer-controls">
        <StartPauseButton
          state={state}
          className="timer-button timer-button-primary"
          testId="timer-toggle"
          shortcut="Space"
        />
        <TimerButton className="timer-button" testId="timer-reset" shortcut="R" command={{ type: 'reset' }}>
          <Trans>Reset</Trans>
        </TimerButton>
        <TimerButton className="timer-button" testId="timer-skip" shortcut="S" command={{ type: 'skip' }}>
          <Trans>Skip</Trans>
        </TimerButton>
      </div>

      {actions}
      {state.settings.longBreaks && <CycleDots state={state} />}
      {currentTask}
      <DailyGoal goal={state.settings.dailyGoal} />
      <p className="timer-completed" data-testid="timer-completed" data-count={completed}>
        <Plural value={completed} one="# focus session completed" other="# focus sessions completed" />
      </p>
      <p className="timer-plan" data-testid="timer-plan">
        <Trans>
          {workMinutes} min focus · {breakMinutes} min break
        </Trans>
      </p>
      <p className="timer-shortcuts">
        <Trans>
          Shortcuts: <kbd>Space</kbd> start/pause · <kbd>R</kbd> reset · <kbd>S</kbd> skip
        </Trans>
      </p>
    </section>
  );
}

/**
 * The ring and the readout: the only part of the card that changes every second, so only it is rendered again then
 * (issue 27).
 */
function TimerDial({ state }: { state: TimerState }) {
  const hydrated = useHydrated();
  const liveDisplay = useAtomValue(timerDisplayAtom);
  const { seconds, progress } = hydrated ? liveDisplay : SERVER_TIMER.display;
  return (
    <div className="timer-dial">
      <svg className="timer-ring" viewBox="0 0 100 100" aria-hidden="true">
        <circle className="timer-ring-track" cx="50" cy="50" r={RING_RADIUS} />
        <circle
          className="timer-ring-progress"
          cx="50"
          cy="50"
          r={RING_RADIUS}
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * (1 - progress)}
        />
      </svg>
      <div className="timer-readout">
        <p className="timer-phase" data-testid="timer-phase">
          <PhaseName state={state} />
        </p>
        <p className="timer-time" role="timer" aria-atomic="true" data-testid="timer-time">
          {formatClock(seconds)}
        </p>
        <p className="timer-status" data-testid="timer-status">
          <StatusText status={state.status} />
        </p>
      </div>
    </div>
  );
}

function StatusText({ status }: { status: TimerStatus }) {
  switch (status) {
    case 'idle':
      return <Trans>Ready</Trans>;
    case 'running':
      return <Trans>Running</Trans>;
    case 'paused':
      return <Trans>Paused</Trans>;
    case 'ended':
      return <Trans>Time's up!</Trans>;
  }
}

/** ●●○○: focus sessions done in this cycle; the long break comes after the last dot. */
function CycleDots({ state }: { state: TimerState }) {
  const total = state.settings.longBreakEvery;
  const done = Math.min(state.cycleCount, total);
  return (
    <p className="timer-cycle" data-testid="timer-cycle" data-done={done} data-total={total}>
      <span className="timer-cycle-dots" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className="timer-cycle-dot" data-filled={i < done} />
        ))}
      </span>
      <span className="visually-hidden">
        <Trans>
          {done} of {total} focus sessions before a long break
        </Trans>
      </span>
    </p>
  );
}

function DailyGoal({ goal }: { goal: number | null }) {
  const today = useAtomValue(sessionsTodayAtom);
  if (goal === null) return null;
  const reached = today >= goal;
  return (
    <div className="timer-goal" data-testid="timer-goal" data-today={today} data-goal={goal} data-reached={reached}>
      <p className="timer-goal-text">
        <Trans>
          Today: {today} / {goal}
        </Trans>
        {reached && (
          <>
            {' · '}
            <Trans>Goal reached!</Trans>
          </>
        )}
      </p>
      <span className="timer-goal-bar" aria-hidden="true">
        <span style={{ width: `${Math.min(100, (today / goal) * 100)}%` }} />
      </span>
    </div>
  );
}
