import { Trans, useLingui } from '@lingui/react/macro';
import type { DayTotals } from '#shared/stats.ts';
import { dayStart } from '#shared/stats.ts';
import { formatFocusTime } from '../format.ts';
import { FocusTable } from './focus-table.tsx';

const WIDTH = 700;
const HEIGHT = 220;
const TOP = 28;
const BOTTOM = 36;
const SLOT = WIDTH / 7;
const BAR = 56;

/**
 * Focus minutes of the last 7 days as bars, drawn as plain SVG (decision 0028), with the same numbers
 * in a table for screen readers and for reading exact values.
 */
export function BarChart({ days, locale }: { days: DayTotals[]; locale: string }) {
  const { t } = useLingui();
  const max = Math.max(...days.map((d) => d.minutes), 1);
  const weekdayName = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const fullDate = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const area = HEIGHT - TOP - BOTTOM;

  return (
    <figure className="stats-figure">
      <svg
        className="bar-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="bar-chart-caption"
        data-testid="bar-chart"
      >
        <line className="chart-axis" x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        {days.map((d, i) => {
          const height = d.minutes === 0 ? 0 : Math.max(3, (d.minutes / max) * area);
          const x = i * SLOT + (SLOT - BAR) / 2;
          const date = new Date(dayStart(d.day));
          return (
            <g key={d.day}>
              <rect
                className={i === days.length - 1 ? 'bar bar-today' : 'bar'}
                x={x}
                y={HEIGHT - BOTTOM - height}
                width={BAR}
                height={height}
                rx={6}
              />
              <text className="bar-value" x={x + BAR / 2} y={HEIGHT - BOTTOM - height - 8} textAnchor="middle">
                {d.minutes > 0 ? formatFocusTime(locale, d.minutes) : ''}
              </text>
              <text className="bar-label" x={x + BAR / 2} y={HEIGHT - 12} textAnchor="middle">
                {weekdayName.format(date)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id="bar-chart-caption" className="visually-hidden">
        <Trans>Focus time on each of the last 7 days; the table below has the numbers.</Trans>
      </figcaption>
      <FocusTable
        heading={<Trans>Day</Trans>}
        caption={<Trans>Focus time on each of the last 7 days</Trans>}
        rows={days.map((d, i) => ({
          key: String(d.day),
          label: i === days.length - 1 ? t`Today` : fullDate.format(new Date(dayStart(d.day))),
          minutes: d.minutes,
          sessions: d.sessions,
        }))}
        locale={locale}
        testId="last-7-days-table"
      />
    </figure>
  );
}
