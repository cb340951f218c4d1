import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { dayStart, heatLevel, type DayTotals } from '#shared/stats.ts';
import { formatFocusTime } from '../format.ts';
import { sessionsText } from '../session-text.ts';
import { FocusTable } from './focus-table.tsx';

const CELL = 12;
const GAP = 3;
const STEP = CELL + GAP;
/** Room for the weekday names on the left. */
const LEFT = 30;
const TOP = 16;

interface Week {
  start: number;
  days: DayTotals[];
}

function weeksOf(days: DayTotals[]): Week[] {
  const weeks: Week[] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push({ start: days[i].day, days: days.slice(i, i + 7) });
  return weeks;
}

/**
 * The last 52 weeks as a calendar heatmap (a column per week, a row per weekday, darker = more focus),
 * plain SVG (decision 0028). Each cell names its day and numbers; a per-week table gives the same
 * information as text.
 */
export function Heatmap({ days, locale }: { days: DayTotals[]; locale: string }) {
  const { t } = useLingui();
  const weeks = weeksOf(days);
  const max = Math.max(...days.map((d) => d.minutes), 0);
  const activeDays = days.filter((d) => d.sessions > 0).length;
  const cellDate = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const month = new Intl.DateTimeFormat(locale, { month: 'short' });
  const weekDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const weekdayName = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const width = LEFT + weeks.length * STEP;
  const height = TOP + 7 * STEP;
  const summary = plural(activeDays, {
    one: 'Focus on # day in the last 52 weeks',
    other: 'Focus on # days in the last 52 weeks',
  });

  const monthOf = (week: Week) => new Date(dayStart(week.start)).getMonth();
  return (
    <figure className="stats-figure">
      {/* It scrolls sideways on a phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is operable */}
      <div className="heatmap-scroll" tabIndex={0} role="region" aria-label={t`Last 52 weeks`}>
        <svg
          className="heatmap"
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={summary}
          data-testid="heatmap"
        >
          {/* Every other weekday is named, as on a paper calendar's margin. */}
          {(weeks[0]?.days ?? []).map((d, row) =>
            row % 2 === 1 ? (
              <text key={d.day} className="heatmap-month" x={0} y={TOP + row * STEP + CELL - 2}>
                {weekdayName.format(new Date(dayStart(d.day)))}
              </text>
            ) : null,
          )}
          {weeks.map((week, column) => {
            const first = new Date(dayStart(week.start));
            // A month is named over its first week; not over a lone week at either end (the labels would collide).
            const showMonth =
              column === 0
                ? weeks.length > 2 && monthOf(weeks[2]) === first.getMonth()
                : monthOf(weeks[column - 1]) !== first.getMonth() && column < weeks.length - 2;
            return (
              <g key={week.start}>
                {showMonth && (
                  <text className="heatmap-month" x={LEFT + column * STEP} y={TOP - 5}>
                    {month.format(first)}
                  </text>
                )}
                {week.days.map((d, row) => (
                  <rect
                    key={d.day}
                    className={`heat heat-${heatLevel(d.minutes, max)}`}
                    data-day={d.day}
                    x={LEFT + column * STEP}
                    y={TOP + row * STEP}
                    width={CELL}
                    height={CELL}
                    rx={2}
                  >
                    <title>
                      {`${cellDate.format(new Date(dayStart(d.day)))}: ${formatFocusTime(locale, d.minutes)}, ${sessionsText(d.sessions)}`}
                    </title>
                  </rect>
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="heatmap-caption">
        <span>{summary}</span>
        <span className="heatmap-legend" aria-hidden="true">
          <Trans>Less</Trans>
          {[0, 1, 2, 3, 4].map((level) => (
            <svg key={level} width={CELL} height={CELL} viewBox={`0 0 ${CELL} ${CELL}`}>
              <rect className={`heat heat-${level}`} width={CELL} height={CELL} rx={2} />
            </svg>
          ))}
          <Trans>More</Trans>
        </span>
      </figcaption>
      <details className="stats-details">
        <summary>
          <Trans>Show the 52 weeks as a table</Trans>
        </summary>
        <FocusTable
          heading={<Trans>Week of</Trans>}
          extraHeading={<Trans>Days with focus</Trans>}
          rows={[...weeks].reverse().map((week) => ({
            key: String(week.start),
            label: weekDate.format(new Date(dayStart(week.start))),
            minutes: week.days.reduce((sum, d) => sum + d.minutes, 0),
            sessions: week.days.reduce((sum, d) => sum + d.sessions, 0),
            extra: week.days.filter((d) => d.sessions > 0).length,
          }))}
          locale={locale}
          testId="weeks-table"
        />
      </details>
      <span className="visually-hidden">{t`Darker squares mean more focus time.`}</span>
    </figure>
  );
}
