import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callFailure, UPDATE_SUCCESS, updateDialogFailureMessage } from '../messages.ts';
import type { AdminTrack } from '#shared/admin-api.ts';
import { TrackEditFields, useTrackEdit } from './edit-track-fields.tsx';
import { Modal } from './modal.tsx';

/** How long the dialog shows its success before it closes (SPEC.md §9). */
export const EDIT_MODAL_CLOSE_MS = 1500;

/** The Edit Track dialog: says how the save went and closes itself 1.5 s after a success. */
export function EditTrackModal({ track, onClose }: { track: AdminTrack | null; onClose: () => void }) {
  return (
    <Modal
      open={track !== null}
      title="Edit Track"
      onClose={onClose}
      testId="edit-track-modal"
      className="admin-edit-modal"
    >
      {track && <EditTrackDialogBody key={track.id} track={track} onClose={onClose} />}
    </Modal>
  );
}

function EditTrackDialogBody({ track, onClose }: { track: AdminTrack; onClose: () => void }) {
  const { state, set, save, saving } = useTrackEdit(track);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || outcome?.ok) return;
    setOutcome(null);
    save({
      onSaved: () => {
        setOutcome({ ok: true, text: UPDATE_SUCCESS });
        closeTimer.current = setTimeout(onClose, EDIT_MODAL_CLOSE_MS);
      },
      onFailed: (error) => setOutcome({ ok: false, text: updateDialogFailureMessage(callFailure(error)) }),
    });
  };

  const done = outcome?.ok === true;
  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      <TrackEditFields track={track} state={state} set={set} />
      <p className="admin-form-error" role="alert">
        {state.problem}
      </p>
      <p
        role="status"
        className={outcome ? `admin-status admin-status-${outcome.ok ? 'success' : 'error'}` : 'admin-visually-hidden'}
        data-testid="edit-modal-status"
      >
        {outcome?.text ?? ''}
      </p>
      <div className="admin-form-actions">
        <button type="button" className="admin-button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="admin-button admin-button-primary" disabled={saving || done}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
