import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { syncStatusAtom, unreadableAtom } from '../atoms.ts';
import { statusText } from '../messages.ts';

/** The status line, announced politely, and a note when a change from another device could not be read. */
export function SyncStatusLine() {
  const status = useAtomValue(syncStatusAtom);
  const unreadable = useAtomValue(unreadableAtom);
  return (
    <div className="sync-status" data-testid="sync-status" data-state={status.kind}>
      <p role="status">{statusText(status)}</p>
      {unreadable > 0 ? (
        <p className="sync-error" role="alert" data-testid="sync-unreadable">
          <Trans>
            Could not read a change from another device. It was skipped and sync keeps going; if this keeps happening,
            pair that device again.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
