import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import {
  clampMinutes,
  DURATION_LIMITS,
  parseTypedMinutes,
  stepMinutes,
  type DurationField as Field,
} from '#shared/settings.ts';
import { RangeMessage } from './range-message.tsx';

interface Props {
  field: Field;
  /** The committed value. */
  value: number;
  /** What the text box shows (may be an invalid entry in progress). */
  draft: string;
  onDraftChange: (draft: string) => void;
  onCommit: (minutes: number) => void;
}

/**
 * Minutes for one phase: a stepper (−/+ by the field's step), a text box and a slider. Typed entries
 * are used as soon as they are valid; an invalid one is reverted when the box loses focus, and the field's own
 * message says why (the range).
 * Stepper and slider values are clamped.
 */
export function DurationField({ field, value, draft, onDraftChange, onCommit }: Props) {
  const { t } = useLingui();
  const id = useId();
  const { min, max, step } = DURATION_LIMITS[field];
  const isWork = field === 'work';
  // True once a typed entry was reverted, until the next change: the range message shows meanwhile.
  const [reverted, setReverted] = useState(false);

  // Keep the box in step with changes made elsewhere (stepper, slider, presets).
  // Only when the committed value changes: an invalid entry being typed must stay visible.
  const syncDraft = useEffectEvent((committed: number) => {
    if (parseTypedMinutes(field, draft) !== committed) onDraftChange(String(committed));
  });
  useEffect(() => syncDraft(value), [value]);

  const commit = (minutes: number) => {
    setReverted(false);
    const clamped = clampMinutes(field, minutes);
    onDraftChange(String(clamped));
    if (clamped !== value) onCommit(clamped);
  };

  const settle = () => {
    const typed = parseTypedMinutes(field, draft);
    if (typed === null) onDraftChange(String(value));
    setReverted(typed === null);
  };

  return (
    <div className="duration-field" data-testid={`duration-${field}`}>
      <label className="duration-label" htmlFor={`${id}-input`} id={`${id}-label`}>
        {isWork ? <Trans>Work duration</Trans> : <Trans>Break duration</Trans>}
      </label>
      <div className="duration-stepper">
        <button
          type="button"
          className="stepper-button"
          aria-label={isWork ? t`Decrease work duration` : t`Decrease break duration`}
          data-testid={`${field}-decrease`}
          disabled={value <= min}
          onClick={() => commit(stepMinutes(field, value, -1))}
        >
          −
        </button>
        <span className="duration-input-wrap">
          <input
            id={`${id}-input`}
            className="duration-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={`${id}-unit ${id}-range`}
            data-testid={`${field}-input`}
            value={draft}
            onChange={(event) => {
              const text = event.target.value;
              setReverted(false);
              onDraftChange(text);
              const typed = parseTypedMinutes(field, text);
              if (typed !== null && typed !== value) onCommit(typed);
            }}
            onBlur={settle}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                settle();
              } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                event.preventDefault();
                commit(stepMinutes(field, value, event.key === 'ArrowUp' ? 1 : -1));
              }
            }}
          />
          <span className="duration-unit" id={`${id}-unit`}>
            <Trans>min</Trans>
          </span>
        </span>
        <button
          type="button"
          className="stepper-button"
          aria-label={isWork ? t`Increase work duration` : t`Increase break duration`}
          data-testid={`${field}-increase`}
          disabled={value >= max}
          onClick={() => commit(stepMinutes(field, value, 1))}
        >
          +
        </button>
      </div>
      <input
        className="duration-slider"
        type="range"
        // The work slider moves in steps of 5 from 5 (1–4 are reachable with the stepper or by typing).
        min={step > 1 ? step : min}
        max={max}
        step={step}
        value={value}
        aria-labelledby={`${id}-label`}
        aria-valuetext={plural(value, { one: '# minute', other: '# minutes' })}
        data-testid={`${field}-slider`}
        onChange={(event) => commit(Number(event.target.value))}
      />
      <div className="duration-range" aria-hidden="true">
        <MinutesLabel minutes={min} />
        <MinutesLabel minutes={max} />
      </div>
      <RangeMessage id={`${id}-range`} field={field} shown={reverted} />
    </div>
  );
}

function MinutesLabel({ minutes }: { minutes: number }) {
  return (
    <span>
      <Trans>{minutes} min</Trans>
    </span>
  );
}
