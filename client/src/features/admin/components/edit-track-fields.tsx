import { coverVariants } from '#shared/player.ts';
import { useEffect, useId, useMemo, useState } from 'react';
import { apiErrorOf, type ApiError } from '../../../lib/api-client.ts';
import { updateTrack, type TrackChanges } from '../api.ts';
import { useDashboard } from '../dashboard-context.ts';
import { useCatalogueChange } from '../queries.ts';
import type { AdminTrack } from '#shared/admin-api.ts';
import { coverProblem, validateEdit } from '../validation.ts';

export interface TrackEditState {
  title: string;
  artist: string;
  category: string;
  cover: File | null;
  /** Where the track comes from: the credit on the music credits page. */
  source: string;
  /** A problem found before sending (required fields, cover). */
  problem: string;
}

interface SaveOutcome {
  onSaved: () => void;
  onFailed: (error: ApiError | undefined) => void;
}

/** The edit form's state and its save; the inline form and the dialog report the outcome differently. */
export function useTrackEdit(track: AdminTrack) {
  const [state, setState] = useState<TrackEditState>({
    title: track.title,
    artist: track.artist,
    category: track.category,
    cover: null,
    source: track.source,
    problem: '',
  });
  const set = (patch: Partial<TrackEditState>) => setState((s) => ({ ...s, ...patch }));
  const update = useCatalogueChange((changes: TrackChanges) => updateTrack(track.id, changes));

  /** Validates and saves; a form that is wrong is not sent, and its `problem` says why. */
  const save = ({ onSaved, onFailed }: SaveOutcome) => {
    const problem = validateEdit(state);
    if (problem) {
      set({ problem });
      return;
    }
    set({ problem: '' });
    update.mutate(
      { title: state.title, artist: state.artist, category: state.category, cover: state.cover, source: state.source },
      { onSuccess: onSaved, onError: (error) => onFailed(apiErrorOf(error)) },
    );
  };

  return { state, set, save, saving: update.isPending };
}

interface TrackEditFieldsProps {
  track: AdminTrack;
  state: TrackEditState;
  set: (patch: Partial<TrackEditState>) => void;
}

/** Title, artist, category, source / credit and a new cover (an image of at most 5 MB), with the current cover beside it. */
export function TrackEditFields({ track, state, set }: TrackEditFieldsProps) {
  const { categories } = useDashboard();
  const ids = {
    title: useId(),
    artist: useId(),
    category: useId(),
    source: useId(),
    cover: useId(),
    hint: useId(),
  };
  // A usable new cover is shown in place of the current one; its object URL goes when the cover changes.
  const preview = useMemo(
    () => (state.cover && !coverProblem(state.cover) ? URL.createObjectURL(state.cover) : null),
    [state.cover],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const current = coverVariants(track.cover)[0]?.url ?? track.cover;

  return (
    <div className="admin-edit-fields">
      <div className="admin-edit-cover">
        <img src={preview ?? current} alt={preview ? 'New cover' : 'Current cover'} width={120} height={120} />
      </div>
      <div className="admin-edit-inputs">
        <div className="admin-field">
          <label htmlFor={ids.title}>Title *</label>
          <input
            id={ids.title}
            aria-required="true"
            maxLength={200}
            value={state.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.artist}>Artist *</label>
          <input
            id={ids.artist}
            aria-required="true"
            maxLength={200}
            value={state.artist}
            onChange={(e) => set({ artist: e.target.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.category}>Category</label>
          <select id={ids.category} value={state.category} onChange={(e) => set({ category: e.target.value })}>
            {categories.length === 0 && <option value={track.category}>{track.categoryName}</option>}
            {categories.map((c) => (
              <option key={c.id} value={c.folder}>
                {c.icon} {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={ids.source}>Source / credit</label>
          <input
            id={ids.source}
            maxLength={200}
            value={state.source}
            onChange={(e) => set({ source: e.target.value })}
            data-testid="edit-source"
          />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.cover}>New cover (optional)</label>
          <input
            id={ids.cover}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-describedby={ids.hint}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              set({ cover: file, problem: coverProblem(file) ?? '' });
            }}
          />
          <small id={ids.hint} className="admin-muted">
            PNG, JPG or GIF, max 5 MB
          </small>
        </div>
      </div>
    </div>
  );
}
