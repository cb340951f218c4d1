import { coverVariants } from '#shared/player.ts';
import { useEffect, useId, useState } from 'react';
import { updateTrack } from '../api.ts';
import type { AdminResult } from '../api.ts';
import { useDashboard } from '../dashboard-context.ts';
import type { AdminTrack } from '../types.ts';
import { coverProblem, validateEdit } from '../validation.ts';

export interface TrackEditState {
  title: string;
  artist: string;
  category: string;
  cover: File | null;
  saving: boolean;
  /** A problem found before sending (required fields, cover). */
  problem: string;
}

/** The edit form's state and its save; the inline form and the dialog report the outcome differently. */
export function useTrackEdit(track: AdminTrack) {
  const [state, setState] = useState<TrackEditState>({
    title: track.title,
    artist: track.artist,
    category: track.category,
    cover: null,
    saving: false,
    problem: '',
  });
  const set = (patch: Partial<TrackEditState>) => setState((s) => ({ ...s, ...patch }));

  /** Validates and saves; undefined when the form itself is wrong (its `problem` says why). */
  const save = async (): Promise<AdminResult<{ message: string; track: AdminTrack }> | undefined> => {
    const problem = validateEdit(state);
    if (problem) {
      set({ problem });
      return undefined;
    }
    set({ saving: true, problem: '' });
    const result = await updateTrack(track.id, {
      title: state.title,
      artist: state.artist,
      category: state.category,
      cover: state.cover,
    });
    set({ saving: false });
    return result;
  };

  return { state, set, save };
}

interface TrackEditFieldsProps {
  track: AdminTrack;
  state: TrackEditState;
  set: (patch: Partial<TrackEditState>) => void;
}

/** Title, artist, category and a new cover (an image of at most 5 MB), with the current cover beside it. */
export function TrackEditFields({ track, state, set }: TrackEditFieldsProps) {
  const { categories } = useDashboard();
  const ids = { title: useId(), artist: useId(), category: useId(), cover: useId(), hint: useId() };
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!state.cover || coverProblem(state.cover)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(state.cover);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [state.cover]);

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
