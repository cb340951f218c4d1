import { Plural, Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { daysAhead, finishTime, pomodorosLeft } from '#shared/day-plan.ts';
import type { Task } from '#shared/tasks.ts';
import { getLanguage } from '#shared/languages.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { timerSnapshotAtom } from '../../../lib/timer-bridge.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';

/** How often the finish time is worked out again while the timer stands still (it moves with the clock). */
const REFRESH_MS = 15_000;

/**
 * The plan for the day (issue 30): the pomodoros the open tasks still need and the time they would be
 * done, working from now with the current durations and breaks (long breaks included).
 */
export function DayPlan({ tasks }: { tasks: readonly Task[] }) {
  const { state, now: reportedAt } = useAtomValue(timerSnapshotAtom);
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setClock(Date.now()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const locale = getLanguage(useCurrentLanguage()).locale;
  // The prerendered page knows no tasks nor clock: the plan appears once React has taken over.
  const hydrated = useHydrated();
  const left = pomodorosLeft(tasks);
  if (!hydrated || left === 0) return null;
  const now = Math.max(clock, reportedAt);
  const finish = finishTime(left, state, now);
  if (finish === null) return null;
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(finish);
  const ahead = daysAhead(finish, now);
  return (
    <p className="tasks-plan" data-testid="tasks-plan" data-left={left} data-finish={finish}>
      <Plural value={left} one="# pomodoro left" other="# pomodoros left" />
      {' · '}
      {ahead === 0 ? (
        <Trans>Finish at {time}</Trans>
      ) : ahead === 1 ? (
        <Trans>Finish at {time} tomorrow</Trans>
      ) : (
        <Trans>
          Finish at {time} in {ahead} days
        </Trans>
      )}
    </p>
  );
}
