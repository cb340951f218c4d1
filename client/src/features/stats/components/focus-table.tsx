import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatFocusTime } from '../format.ts';

export interface FocusTableRow {
  key: string;
  /** The row header: a day, a task. */
  label: string;
  minutes: number;
  sessions: number;
  /** The optional last column's cell. */
  extra?: ReactNode;
}

/**
 * A table of focus time and sessions per row (a day, a week, a task): the exact numbers behind a chart, and what
 * a screen reader reads.
 */
export function FocusTable({
  heading,
  caption,
  rows,
  locale,
  testId,
  extraHeading,
}: {
  /** The first column's header. */
  heading: ReactNode;
  /** Read by screen readers only. */
  caption?: ReactNode;
  rows: FocusTableRow[];
  locale: string;
  testId: string;
  /** The header of an optional last column (each row's `extra`). */
  extraHeading?: ReactNode;
}) {
  // On a phone a table can be wider than its card (four columns, or words like «concentrazione»): it then scrolls inside
  // its card, not the page sideways. A scroller is reached by the keyboard in Chromium and Firefox without a tabindex.
  return (
    <div className="stats-table-scroll">
      <table className="stats-table" data-testid={testId}>
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">
              <Trans>Focus time</Trans>
            </th>
            <th scope="col">
              <Trans>Sessions</Trans>
            </th>
            {extraHeading !== undefined && <th scope="col">{extraHeading}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{formatFocusTime(locale, row.minutes)}</td>
              <td>{row.sessions}</td>
              {extraHeading !== undefined && <td>{row.extra}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
