import { Trans } from '@lingui/react/macro';
import { formatFocusTime } from '../format.ts';

const WIDTH = 720;
const HEIGHT = 160;
const TOP = 12;
const BOTTOM = 28;
const SLOT = WIDTH / 24;
const BAR = 22;

/**
 * Focus minutes per hour of the day, all time (issue 30: when do I focus best), as plain SVG bars
 * (decision 0028) with the same numbers in a table for screen readers and exact values.
 */
export function HourChart({ hours, locale }: { hours: number[]; locale: string }) {
  const max = Math.max(...hours, 1);
  const area = HEIGHT - TOP - BOTTOM;
  const hourName = new Intl.DateTimeFormat(locale, { hour: 'numeric' });
  const label = (hour: number) => hourName.format(new Date(2026, 0, 1, hour));
  const best = hours.indexOf(Math.max(...hours));

  return (
    <figure className="stats-figure">
      <svg
        className="bar-chart hour-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="hour-chart-caption"
        data-testid="hour-chart"
      >
        <line className="chart-axis" x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        {hours.map((minutes, hour) => {
          const height = minutes === 0 ? 0 : Math.max(3, (minutes / max) * area);
          const x = hour * SLOT + (SLOT - BAR) / 2;
          return (
            <g key={hour}>
              <rect
                className={hour === best && minutes > 0 ? 'bar bar-today' : 'bar'}
                x={x}
                y={HEIGHT - BOTTOM - height}
                width={BAR}
                height={height}
                rx={4}
              />
              {hour % 3 === 0 && (
                <text className="bar-label" x={x + BAR / 2} y={HEIGHT - 8} textAnchor="middle">
                  {hour}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption id="hour-chart-caption" className="visually-hidden">
        <Trans>Focus time in each hour of the day, all time; the table below has the numbers.</Trans>
      </figcaption>
      {/* Hidden in a box, not as a table: a table is as wide as its rows whatever its width says (and they do not wrap
          when hidden), which widened a phone's page by up to 150 px beside the chart. */}
      <div className="visually-hidden">
        <table data-testid="hour-table">
          <caption>
            <Trans>Focus time in each hour of the day</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Hour</Trans>
              </th>
              <th scope="col">
                <Trans>Focus time</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {hours.map((minutes, hour) => (
              <tr key={hour} data-hour={hour} data-minutes={minutes}>
                <th scope="row">{label(hour)}</th>
                <td>{formatFocusTime(locale, minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
