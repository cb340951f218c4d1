import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CYCLE_LIMITS, DURATION_LIMITS, type CycleNumberField, type DurationField } from '#shared/settings.ts';

export type RangeField = DurationField | CycleNumberField;

function RangeText({ field }: { field: RangeField }): ReactNode {
  const { min, max } = field === 'work' || field === 'break' ? DURATION_LIMITS[field] : CYCLE_LIMITS[field];
  switch (field) {
    case 'work':
      return (
        <Trans>
          Work duration: {min} to {max} minutes
        </Trans>
      );
    case 'break':
      return (
        <Trans>
          Break duration: {min} to {max} minutes
        </Trans>
      );
    case 'longBreakMinutes':
      return (
        <Trans>
          Long break: {min} to {max} minutes
        </Trans>
      );
    case 'longBreakEvery':
      return (
        <Trans>
          Focus sessions before a long break: {min} to {max}
        </Trans>
      );
    case 'dailyGoal':
      return (
        <Trans>
          Focus sessions per day: {min} to {max}
        </Trans>
      );
  }
}

/**
 * A field's own message: why a typed value was not kept (it reverts, as the spec says, but no longer silently).
 * Always in the DOM as a live region, so screen readers announce the text when it appears; the field points at it
 * with aria-describedby.
 */
export function RangeMessage({ id, field, shown }: { id: string; field: RangeField; shown: boolean }) {
  return (
    <p id={id} className="field-range-message" role="status" data-testid={`range-message-${field}`}>
      {shown && <RangeText field={field} />}
    </p>
  );
}
