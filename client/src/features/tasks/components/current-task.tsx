import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useAfterHydration } from '../../../lib/hydration.ts';
import { currentTaskAtom } from '../atoms.ts';

/** The current task on the timer card, with its progress ("2/4"). Nothing when none is chosen. */
export function CurrentTask() {
  // Stored in this browser: none on the prerendered page, so none while React takes it over (decision 0007).
  const task = useAfterHydration(useAtomValue(currentTaskAtom), null);
  if (!task) return null;
  const title = task.title;
  const done = task.completed;
  const estimate = task.estimate;
  return (
    <p className="timer-task" data-testid="timer-task">
      <Trans>
        Working on: <strong>{title}</strong> ({done}/{estimate})
      </Trans>
    </p>
  );
}
