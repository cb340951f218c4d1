import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { FocusSession } from '#shared/focus-session.ts';
import { findLabel, LABEL_COLOR_HEX, type Label } from '#shared/labels.ts';
import { computeLabelTotals, type LabelFilter, type LabelPeriod } from '#shared/stats.ts';
import { formatFocusTime } from '../format.ts';
import { FocusTable } from './focus-table.tsx';

/** A label's name as the stats show it: archived ones say so; sessions without one are "No label". */
export function useLabelName(labels: readonly Label[]): (id: string | null) => string {
  const { t } = useLingui();
  return (id) => {
    if (id === null) return t`No label`;
    const label = findLabel(labels, id);
    if (!label) return t`Unknown label`;
    const name = label.name;
    return label.archived ? t`${name} (archived)` : name;
  };
}

/**
 * Which sessions the whole page shows (issue 30): every one, those without a label, or one label's. Archived
 * labels are offered too: their sessions are still in the history.
 */
export function LabelFilterControl({
  labels,
  value,
  onChange,
}: {
  labels: readonly Label[];
  value: LabelFilter;
  onChange: (filter: LabelFilter) => void;
}) {
  const { t } = useLingui();
  const nameOf = useLabelName(labels);
  const selected = value.kind === 'label' ? value.id : value.kind;
  return (
    <div className="stats-filter">
      <label htmlFor="stats-label-filter">
        <Trans>Show focus with</Trans>
      </label>
      <select
        id="stats-label-filter"
        value={selected}
        data-testid="stats-label-filter"
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === 'all' || next === 'none' ? { kind: next } : { kind: 'label', id: next });
        }}
      >
        <option value="all">{t`All labels`}</option>
        <option value="none">{t`No label`}</option>
        {labels.map((label) => (
          <option key={label.id} value={label.id}>
            {nameOf(label.id)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Focus time per label (issue 30) for today, this week, this month or all time: a bar chart and its table. */
export function LabelStats({
  sessions,
  labels,
  now,
  weekStart,
  locale,
}: {
  sessions: readonly FocusSession[];
  labels: readonly Label[];
  now: number;
  weekStart: number;
  locale: string;
}) {
  const { t } = useLingui();
  const nameOf = useLabelName(labels);
  const [period, setPeriod] = useState<LabelPeriod>('week');
  const periods = useMemo(() => computeLabelTotals({ sessions, now, weekStart }), [sessions, now, weekStart]);
  const rows = periods[period];
  const max = Math.max(1, ...rows.map((row) => row.minutes));
  const anyLabelled = periods.allTime.some((row) => row.label !== null);
  const choices: [LabelPeriod, string][] = [
    ['today', t`Today`],
    ['week', t`This week`],
    ['month', t`This month`],
    ['allTime', t`All time`],
  ];

  return (
    <section className="stats-section" aria-labelledby="labels-heading" data-testid="stats-labels">
      <h2 id="labels-heading">
        <Trans>By label</Trans>
      </h2>
      {!anyLabelled && (
        <p className="stats-note" data-testid="no-labels">
          <Trans>No session has a label yet. Choose one with Label on the timer card to see your focus by label.</Trans>
        </p>
      )}
      <fieldset className="stats-periods">
        <legend className="visually-hidden">
          <Trans>Period</Trans>
        </legend>
        {choices.map(([value, text]) => (
          <label key={value} className="stats-period">
            <input
              type="radio"
              name="stats-label-period"
              value={value}
              checked={period === value}
              data-testid={`stats-label-period-${value}`}
              onChange={() => setPeriod(value)}
            />
            <span>{text}</span>
          </label>
        ))}
      </fieldset>
      {rows.length === 0 ? (
        <p className="stats-note" data-testid="labels-period-empty">
          <Trans>No focus in this period.</Trans>
        </p>
      ) : (
        <>
          <ul className="stats-label-bars" aria-hidden="true">
            {rows.map((row) => {
              const label = findLabel(labels, row.label);
              return (
                <li key={row.label ?? ''}>
                  <span className="stats-label-name">{nameOf(row.label)}</span>
                  <span className="stats-label-bar">
                    <span
                      style={{
                        width: `${(row.minutes / max) * 100}%`,
                        background: label ? LABEL_COLOR_HEX[label.color] : undefined,
                      }}
                    />
                  </span>
                  <span className="stats-label-time">{formatFocusTime(locale, row.minutes)}</span>
                </li>
              );
            })}
          </ul>
          <FocusTable
            heading={<Trans>Label</Trans>}
            rows={rows.map((row) => ({
              key: row.label ?? '',
              label: nameOf(row.label),
              minutes: row.minutes,
              sessions: row.sessions,
            }))}
            locale={locale}
            testId="labels-table"
          />
        </>
      )}
    </section>
  );
}
