import { Trans } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { TASK_ESTIMATE_MAX, TASK_ESTIMATE_MIN, TASK_TITLE_MAX } from '#shared/tasks.ts';

/**
 * The title and estimated-pomodoros fields, shared by the add form and the inline editor. The estimate
 * stays a string while typing (an emptied field is allowed); the form clamps it on submit.
 */
export function TaskFields({
  id,
  titleLabel,
  title,
  estimate,
  onTitle,
  onEstimate,
  testIds,
  titleRef,
  placeholder,
  autoComplete,
}: {
  /** Prefix of the two inputs' ids (the labels point at them). */
  id: string;
  titleLabel: ReactNode;
  title: string;
  estimate: string;
  onTitle: (title: string) => void;
  onEstimate: (estimate: string) => void;
  testIds: { title: string; estimate: string };
  titleRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <>
      <div className="task-add-title">
        <label htmlFor={`${id}-title`}>{titleLabel}</label>
        <input
          id={`${id}-title`}
          ref={titleRef}
          type="text"
          value={title}
          maxLength={TASK_TITLE_MAX}
          autoComplete={autoComplete}
          placeholder={placeholder}
          data-testid={testIds.title}
          onChange={(event) => onTitle(event.target.value)}
        />
      </div>
      <div className="task-add-estimate">
        <label htmlFor={`${id}-estimate`}>
          <Trans>Pomodoros</Trans>
        </label>
        <input
          id={`${id}-estimate`}
          type="number"
          inputMode="numeric"
          min={TASK_ESTIMATE_MIN}
          max={TASK_ESTIMATE_MAX}
          value={estimate}
          data-testid={testIds.estimate}
          onChange={(event) => onEstimate(event.target.value)}
        />
      </div>
    </>
  );
}
