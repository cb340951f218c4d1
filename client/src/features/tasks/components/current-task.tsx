import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { currentTaskAtom } from '../atoms.ts';

/** The current task on the timer card, with its progress ("2/4"). Nothing when none is chosen. */
export function CurrentTask() {
  const task = useAtomValue(currentTaskAtom);
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
