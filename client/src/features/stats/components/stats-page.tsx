import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { FocusSession } from '#shared/focus-session.ts';
import { getLanguage } from '#shared/languages.ts';
import { computeStats, dayStart, filterByLabel, type LabelFilter, type Totals } from '#shared/stats.ts';
import { langParam } from '../../../lib/i18n.ts';
import { labelsAtom } from '../../../lib/labels.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { dailyGoalAtom } from '../atoms.ts';
import { formatFocusTime } from '../format.ts';
import { sessionsText } from '../session-text.ts';
import { useFocusHistory } from '../use-focus-history.ts';
import { firstDayOfWeek } from '../week-start.ts';
import { BarChart } from './bar-chart.tsx';
import { FocusTable } from './focus-table.tsx';
import { Heatmap } from './heatmap.tsx';
import { HourChart } from './hour-chart.tsx';
import { HistoryTools } from './history-tools.tsx';
import { LabelFilterControl, LabelStats } from './label-stats.tsx';
import '../stats.css';

function SummaryCard({
  label,
  totals,
  locale,
  testId,
}: {
  label: string;
  totals: Totals;
  locale: string;
  testId: string;
}) {
  return (
    <div className="stats-card" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <span className="stats-card-value">{formatFocusTime(locale, totals.minutes)}</span>
        <span className="stats-card-detail">{sessionsText(totals.sessions)}</span>
      </dd>
    </div>
  );
}

function Stats({ sessions, now, locale }: { sessions: FocusSession[]; now: number; locale: string }) {
  const { t } = useLingui();
  // The daily goal is a timer setting: focus sessions per day, or null when off.
  const dailyGoal = useAtomValue(dailyGoalAtom);
  const weekStart = firstDayOfWeek(locale);
  const labels = useAtomValue(labelsAtom);
  // Issue 30: every section but "By label" shows the sessions the label filter keeps.
  const [filter, setFilter] = useState<LabelFilter>({ kind: 'all' });
  const shown = useMemo(() => filterByLabel(sessions, filter), [sessions, filter]);
  const stats = useMemo(
    () => computeStats({ sessions: shown, now, dailyGoal, weekStart }),
    [shown, now, dailyGoal, weekStart],
  );
  const filtering = labels.length > 0 || sessions.some((session) => session.label);
  const goal = stats.sessionsPerDay;
  const perSession = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(stats.interruptions.perSession);
  const total = stats.interruptions.total;
  const shortDate = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric' });
  const days = (n: number) => plural(n, { one: '# day', other: '# days' });

  return (
    <>
      {filtering && (
        <>
          <LabelStats sessions={sessions} labels={labels} now={now} weekStart={weekStart} locale={locale} />
          <div className="stats-filter-bar" data-testid="stats-filter-bar" data-filter={filterKey(filter)}>
            <LabelFilterControl labels={labels} value={filter} onChange={setFilter} />
            {filter.kind !== 'all' && (
              <p className="stats-note" role="status" data-testid="stats-filter-note">
                {shown.length === 0 ? (
                  <Trans>No focus session matches this filter.</Trans>
                ) : (
                  <Trans>The sections below show only the focus sessions this filter keeps.</Trans>
                )}
              </p>
            )}
          </div>
        </>
      )}
      <section className="stats-section" aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="visually-hidden">
          <Trans>Summary</Trans>
        </h2>
        <dl className="stats-cards">
          <SummaryCard label={t`Today`} totals={stats.today} locale={locale} testId="stats-today" />
          <SummaryCard label={t`This week`} totals={stats.week} locale={locale} testId="stats-week" />
          <SummaryCard label={t`All time`} totals={stats.allTime} locale={locale} testId="stats-all-time" />
          <div className="stats-card" data-testid="stats-current-streak">
            <dt>
              <Trans>Current streak</Trans>
            </dt>
            <dd>
              <span className="stats-card-value">{days(stats.currentStreak)}</span>
            </dd>
          </div>
          <div className="stats-card" data-testid="stats-best-streak">
            <dt>
              <Trans>Best streak</Trans>
            </dt>
            <dd>
              <span className="stats-card-value">{days(stats.bestStreak)}</span>
            </dd>
          </div>
        </dl>
        <p className="stats-note" data-testid="streak-rule">
          {dailyGoal === null
            ? t`A streak counts the days in a row with at least one focus session (the daily goal is off).`
            : plural(goal, {
                one: 'A streak counts the days in a row on which you met your daily goal of # focus session.',
                other: 'A streak counts the days in a row on which you met your daily goal of # focus sessions.',
              })}
        </p>
      </section>

      <section className="stats-section" aria-labelledby="week-heading">
        <h2 id="week-heading">
          <Trans>Last 7 days</Trans>
        </h2>
        <BarChart days={stats.last7Days} locale={locale} />
      </section>

      <section className="stats-section" aria-labelledby="year-heading">
        <h2 id="year-heading">
          <Trans>Last 52 weeks</Trans>
        </h2>
        <Heatmap days={stats.heatmap} locale={locale} />
      </section>

      <section className="stats-section" aria-labelledby="hours-heading">
        <h2 id="hours-heading">
          <Trans>When you focus</Trans>
        </h2>
        <HourChart hours={stats.hours} locale={locale} />
      </section>

      <section className="stats-section" aria-labelledby="interruptions-heading">
        <h2 id="interruptions-heading">
          <Trans>Interruptions</Trans>
        </h2>
        <p
          className="stats-note"
          data-testid="stats-interruptions"
          data-total={stats.interruptions.total}
          data-per-session={stats.interruptions.perSession}
        >
          <Trans>
            Interruptions: {total} in all, {perSession} per focus session on average.
          </Trans>
        </p>
        <ul className="stats-interruption-days" data-testid="stats-interruptions-days">
          {stats.interruptions.last7Days.map(({ day, count }, i) => (
            <li key={day} data-count={count}>
              <span>{i === 6 ? t`Today` : shortDate.format(new Date(dayStart(day)))}</span> <strong>{count}</strong>
            </li>
          ))}
        </ul>
      </section>

      <section className="stats-section" aria-labelledby="tasks-heading">
        <h2 id="tasks-heading">
          <Trans>By task</Trans>
        </h2>
        {stats.tasks.length === 0 ? (
          <p className="stats-note" data-testid="no-tasks">
            <Trans>
              No session has counted toward a task yet. Choose a current task under the timer to see it here.
            </Trans>
          </p>
        ) : (
          <FocusTable
            heading={<Trans>Task</Trans>}
            rows={stats.tasks.map(({ task, minutes, sessions }) => ({ key: task, label: task, minutes, sessions }))}
            locale={locale}
            testId="tasks-table"
          />
        )}
      </section>
    </>
  );
}

const filterKey = (filter: LabelFilter) => (filter.kind === 'label' ? filter.id : filter.kind);

/**
 * The stats page: what the focus history says, and the tools to own it. `syncing`: this device syncs its history
 * (issue 31), told by the route (a feature does not read another's state).
 */
export function StatsPage({ syncing = false }: { syncing?: boolean }) {
  const language = useCurrentLanguage();
  const locale = getLanguage(language).locale;
  const { history, reload } = useFocusHistory();
  const sessions = history.status === 'ready' ? history.sessions : [];
  const readAt = history.status === 'ready' ? history.readAt : 0;

  return (
    <main className="page stats-page" data-testid="stats-page">
      <p className="stats-back">
        <Link to="/{-$lang}" params={{ lang: langParam(language) }} data-testid="back-home">
          <Trans>← Back to the timer</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Your focus stats</Trans>
      </h1>
      {/* In the prerendered page too: what the first paint shows, before the history is read (issue 26: the page's
          largest text is there at once, not when the empty state appears). It says what holds without sync; a device
          that syncs learns so after the start, and its intro changes then (no hydration mismatch). */}
      <p className="stats-intro" data-testid="stats-intro" data-syncing={syncing || undefined}>
        {syncing ? (
          <Trans>
            Each focus session you complete on the timer, on this device or on one it syncs with, is counted here: your
            daily and weekly focus time, your streaks and your tasks. Sync is on, so your history also goes to your
            other devices, encrypted on this device before it is sent.
          </Trans>
        ) : (
          <Trans>
            Each focus session you complete on the timer is counted here: your daily and weekly focus time, your streaks
            and your tasks. Everything stays in this browser.
          </Trans>
        )}
      </p>
      {history.status === 'loading' && (
        <p className="stats-note">
          <Trans>Loading your history…</Trans>
        </p>
      )}
      {history.status === 'unavailable' && (
        <p className="stats-note history-error" role="alert" data-testid="stats-unavailable">
          <Trans>
            Your browser does not let Pomolo read its storage here (for example in some private windows), so there is no
            history to show.
          </Trans>
        </p>
      )}
      {history.status === 'ready' && sessions.length === 0 && (
        <div className="stats-empty" data-testid="stats-empty">
          <h2>
            <Trans>No focus sessions yet</Trans>
          </h2>
          <p>
            <Link to="/{-$lang}" params={{ lang: langParam(language) }} className="stats-start-link">
              <Trans>Start a focus session</Trans>
            </Link>
          </p>
        </div>
      )}
      {history.status === 'ready' && sessions.length > 0 && <Stats sessions={sessions} now={readAt} locale={locale} />}
      {history.status === 'ready' && <HistoryTools sessions={sessions} onChanged={reload} syncing={syncing} />}
    </main>
  );
}
