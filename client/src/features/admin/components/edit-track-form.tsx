import type { FormEvent } from 'react';
import { useDashboard } from '../dashboard-context.ts';
import { callFailure, UPDATE_SUCCESS, updateFailureMessage } from '../messages.ts';
import type { AdminTrack } from '#shared/admin-api.ts';
import { TrackEditFields, useTrackEdit } from './edit-track-fields.tsx';

/** The Edit Track sub-tab: Cancel, or Save Changes, which returns to the list on success. */
export function EditTrackForm({ track, onDone }: { track: AdminTrack; onDone: () => void }) {
  const { showStatus } = useDashboard();
  const { state, set, save, saving } = useTrackEdit(track);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    save({
      onSaved: () => {
        showStatus(UPDATE_SUCCESS, 'success');
        onDone();
      },
      onFailed: (error) => showStatus(updateFailureMessage(callFailure(error)), 'error'),
    });
  };

  return (
    <form
      className="admin-form admin-card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="edit-heading"
      data-testid="edit-form"
    >
      <h2 id="edit-heading">Edit Track</h2>
      <TrackEditFields track={track} state={state} set={set} />
      <p className="admin-form-error" role="alert">
        {state.problem}
      </p>
      <div className="admin-form-actions">
        <button type="button" className="admin-button" onClick={onDone} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="admin-button admin-button-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
