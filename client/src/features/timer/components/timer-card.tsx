import { Plural, Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { countsUp, formatClock, type TimerState, type TimerStatus } from '#shared/timer.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { SERVER_TIMER, timerDisplayAtom, timerStateAtom } from '../atoms.ts';
import { minutesTodayAtom, sessionsTodayAtom } from '../daily-progress.ts';
import { useTimerShortcuts } from '../use-timer-shortcuts.ts';
import { PhaseName, PhaseTabs, StartPauseButton, TimerButton } from './timer-controls.tsx';

const RING_RADIUS = 45;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/**
 * The home page's timer: phase, big time, Start/Pause, Reset, Skip, where we are in the cycle, the
 * daily goal and the completed count. `currentTask` is composed in by the page (the tasks feature).
 */
export function TimerCard({
  currentTask,
  label,
  actions,
}: {
  currentTask?: ReactNode;
  /** The label chooser (issue 30), composed in by the page (the labels feature). */
  label?: ReactNode;
  actions?: ReactNode;
}) {
  // A prerendered page shows a fresh timer until React has taken it over; then the stored one.
  const hydrated = useHydrated();
  const liveState = useAtomValue(timerStateAtom);
  const state = hydrated ? liveState : SERVER_TIMER.state;
  useTimerShortcuts();

  const { workMinutes, breakMinutes } = state.durations;
  const completed = state.completed;
  const flowtime = state.settings.mode === 'flowtime';
  const countingUp = countsUp(state);

  return (
    <section
      className="timer-card"
      aria-labelledby="timer-heading"
      data-testid="timer-card"
      data-phase={state.phase}
      data-long-break={state.longBreak}
      data-status={state.status}
      data-mode={state.settings.mode}
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
      {countingUp && <TakeBreakButton state={state} />}
      {state.phase === 'focus' && <Interruptions state={state} />}

      {actions}
      {state.settings.longBreaks && <CycleDots state={state} />}
      {currentTask}
      {label}
      <DailyGoal dailyGoal={state.settings.dailyGoal} flowtime={flowtime} workMinutes={workMinutes} />
      <p className="timer-completed" data-testid="timer-completed" data-count={completed}>
        <Plural value={completed} one="# focus session completed" other="# focus sessions completed" />
      </p>
      <p className="timer-plan" data-testid="timer-plan">
        {flowtime ? (
          <FlowPlan ratio={state.settings.flowBreakRatio} />
        ) : (
          <Trans>
            {workMinutes} min focus · {breakMinutes} min break
          </Trans>
        )}
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

/**
 * Flowtime's "Take a break" (B): ends the focus that counts up and starts its break. Disabled in the
 * first minute, which would record nothing.
 */
function TakeBreakButton({ state }: { state: TimerState }) {
  const { seconds } = useAtomValue(timerDisplayAtom);
  const started = state.status === 'running' || state.status === 'paused';
  return (
    <div className="timer-flow">
      <TimerButton
        className="timer-button timer-button-primary"
        testId="timer-take-break"
        shortcut="B"
        command={{ type: 'take-break' }}
        disabled={!started}
      >
        <Trans>Take a break</Trans>
      </TimerButton>
      {started && seconds < 60 && (
        <p className="timer-flow-note" data-testid="timer-flow-note">
          <Trans>A focus under a minute is not recorded.</Trans>
        </p>
      )}
    </div>
  );
}

/**
 * The interruption button (I) during a focus that runs or is paused, the count of this focus's
 * interruptions, and after one, whether it was internal or external (optional).
 */
function Interruptions({ state }: { state: TimerState }) {
  const active = state.status === 'running' || state.status === 'paused';
  const count = state.interruptions.length;
  if (!active && count === 0) return null;
  const last = state.interruptions.at(-1);
  return (
    <div className="timer-interruptions" data-testid="timer-interruptions" data-count={count}>
      <TimerButton
        className="timer-button timer-button-small"
        testId="timer-interrupt"
        shortcut="I"
        command={{ type: 'interrupt' }}
        disabled={!active}
      >
        <Trans>Interrupted</Trans>
      </TimerButton>
      <p className="timer-interruptions-count" data-testid="timer-interruptions-count">
        <Plural value={count} _0="No interruptions" one="# interruption" other="# interruptions" />
      </p>
      {last && (
        <p className="timer-interruptions-kind">
          <span>
            <Trans>Last one was:</Trans>
          </span>{' '}
          <TimerButton
            className="timer-chip"
            testId="timer-interrupt-internal"
            command={{ type: 'classify-interruption', kind: 'internal' }}
            pressed={last.kind === 'internal'}
          >
            <Trans>internal</Trans>
          </TimerButton>{' '}
          <TimerButton
            className="timer-chip"
            testId="timer-interrupt-external"
            command={{ type: 'classify-interruption', kind: 'external' }}
            pressed={last.kind === 'external'}
          >
            <Trans>external</Trans>
          </TimerButton>
        </p>
      )}
    </div>
  );
}

function FlowPlan({ ratio }: { ratio: number }) {
  return <Trans>Flowtime: focus counts up · break = focus ÷ {ratio}</Trans>;
}

/** Sessions a day in Pomodoro mode; in Flowtime the same goal in minutes (goal × work duration), stated. */
function DailyGoal({
  dailyGoal,
  flowtime,
  workMinutes,
}: {
  dailyGoal: number | null;
  flowtime: boolean;
  workMinutes: number;
}) {
  // Stored in this browser: the prerendered page counts nothing today, and the take-over must render as it does
  // (a different count was a hydration mismatch, and React rendered the whole page anew), so the count shows after.
  const hydrated = useHydrated();
  const sessions = useAtomValue(sessionsTodayAtom);
  const minutes = useAtomValue(minutesTodayAtom);
  if (dailyGoal === null) return null;
  const goal = flowtime ? dailyGoal * workMinutes : dailyGoal;
  const today = hydrated ? (flowtime ? minutes : sessions) : 0;
  const reached = today >= goal;
  return (
    <div
      className="timer-goal"
      data-testid="timer-goal"
      data-today={today}
      data-goal={goal}
      data-reached={reached}
      data-unit={flowtime ? 'minutes' : 'sessions'}
    >
      <p className="timer-goal-text">
        {flowtime ? (
          <Trans>
            Today: {today} / {goal} min
          </Trans>
        ) : (
          <Trans>
            Today: {today} / {goal}
          </Trans>
        )}
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
