import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { coverVariants } from '#shared/player.ts';
import { useEffect, useId, useState } from 'react';
import { apiErrorOf, unwrap } from '../../../lib/api-client.ts';
import { deleteTrack } from '../api.ts';
import { useDashboard } from '../dashboard-context.ts';
import { formatAdminDate, formatDuration, formatLoudness } from '../format.ts';
import {
  callFailure,
  CONFIRM_DELETE_TRACK,
  DELETE_SUCCESS,
  deleteFailureMessage,
  TRACKS_FETCH_ERROR,
} from '../messages.ts';
import { catalogueChanged, tracksQuery } from '../queries.ts';
import type { AdminTrack } from '#shared/admin-api.ts';
import { Pager } from './pager.tsx';

const SEARCH_DELAY_MS = 300;

/** What the list shows; kept by the Music Library so it survives a trip to another sub-tab. */
export interface TrackListQuery {
  search: string;
  category: string;
  page: number;
}

export const INITIAL_TRACK_QUERY: TrackListQuery = { search: '', category: '', page: 1 };

interface TrackListProps {
  query: TrackListQuery;
  onQueryChange: (change: (q: TrackListQuery) => TrackListQuery) => void;
  onEdit: (track: AdminTrack) => void;
  onQuickEdit: (track: AdminTrack) => void;
}

/**
 * The Track List: the server searches title and artist and filters by category over the whole catalogue,
 * 25 tracks a page. Each track can be previewed, edited (here or in a dialog) and deleted.
 */
export function TrackList({ query: listQuery, onQueryChange, onEdit, onQuickEdit }: TrackListProps) {
  const { categories, showStatus } = useDashboard();
  const queryClient = useQueryClient();
  const { search, category, page } = listQuery;
  const [query, setQuery] = useState(search.trim());
  const setSearch = (value: string) => onQueryChange((q) => ({ ...q, search: value }));
  const setCategory = (value: string) => onQueryChange((q) => ({ ...q, category: value, page: 1 }));
  const setPage = (value: number) => onQueryChange((q) => ({ ...q, page: value }));
  const [previewId, setPreviewId] = useState<string | null>(null);
  const searchId = useId();
  const categoryId = useId();

  // Typing settles before the server is asked.
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === query) return;
    const timer = setTimeout(() => {
      setQuery(trimmed);
      onQueryChange((q) => ({ ...q, page: 1 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query, onQueryChange]);

  // The page on screen stays while the next one loads.
  const tracks = useQuery({ ...tracksQuery({ page, q: query, category }), placeholderData: keepPreviousData });

  const removal = useMutation({
    mutationFn: async (track: AdminTrack) => unwrap(await deleteTrack(track.id)),
    onSuccess: (_answer, track) => {
      if (previewId === track.id) setPreviewId(null);
      showStatus(DELETE_SUCCESS, 'success');
      // The last track of a page is gone: step back to the page before.
      if (page > 1 && tracks.data?.data.length === 1) setPage(page - 1);
      void catalogueChanged(queryClient);
    },
    onError: (error) => showStatus(deleteFailureMessage(callFailure(apiErrorOf(error))), 'error'),
  });

  const remove = (track: AdminTrack) => {
    if (window.confirm(CONFIRM_DELETE_TRACK)) removal.mutate(track);
  };

  const data = tracks.isError ? undefined : tracks.data;
  const deleting = removal.isPending ? removal.variables.id : null;
  const filtering = query !== '' || category !== '';

  return (
    <div className="admin-track-list" data-testid="track-list-panel">
      <div className="admin-toolbar" role="search">
        <div className="admin-field admin-field-inline">
          <label htmlFor={searchId}>Search tracks</label>
          <input
            id={searchId}
            type="search"
            placeholder="Title or artist"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="track-search"
          />
        </div>
        <div className="admin-field admin-field-inline">
          <label htmlFor={categoryId}>Category</label>
          <select
            id={categoryId}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            data-testid="track-category-filter"
          >
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.folder}>
                {c.icon} {c.name}
              </option>
            ))}
          </select>
        </div>
        <p className="admin-muted admin-toolbar-count" aria-live="polite" data-testid="track-count">
          {data
            ? `${data.total} ${data.total === 1 ? 'track' : 'tracks'}${filtering ? ' found' : ''} · page ${data.page} of ${data.totalPages}`
            : ''}
        </p>
      </div>

      {tracks.isPending && (
        <p className="admin-muted" role="status">
          {tracks.fetchStatus === 'paused' ? 'Waiting for the network...' : 'Loading tracks...'}
        </p>
      )}
      {tracks.isError && (
        <p className="admin-form-error" role="alert">
          {TRACKS_FETCH_ERROR}
        </p>
      )}
      {data && data.data.length === 0 && (
        <p className="admin-empty">{filtering ? 'No tracks match your search.' : 'No tracks yet.'}</p>
      )}
      {data && data.data.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="track-table">
            <caption className="admin-visually-hidden">
              Tracks, page {data.page} of {data.totalPages}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="admin-visually-hidden">Cover</span>
                </th>
                <th scope="col">Title</th>
                <th scope="col">Artist</th>
                <th scope="col">Category</th>
                <th scope="col">Length</th>
                <th scope="col">Loudness</th>
                <th scope="col">Plays</th>
                <th scope="col">Added</th>
                <th scope="col">
                  <span className="admin-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((track) => (
                <TrackRow
                  key={track.id}
                  track={track}
                  previewing={previewId === track.id}
                  deleting={deleting === track.id}
                  onPreview={() => setPreviewId((id) => (id === track.id ? null : track.id))}
                  onEdit={() => onEdit(track)}
                  onQuickEdit={() => onQuickEdit(track)}
                  onDelete={() => remove(track)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager label="Track list pages" page={data.page} totalPages={data.totalPages} onPage={setPage} />}
    </div>
  );
}

interface TrackRowProps {
  track: AdminTrack;
  previewing: boolean;
  deleting: boolean;
  onPreview: () => void;
  onEdit: () => void;
  onQuickEdit: () => void;
  onDelete: () => void;
}

function TrackRow({ track, previewing, deleting, onPreview, onEdit, onQuickEdit, onDelete }: TrackRowProps) {
  return (
    <>
      <tr data-testid="admin-track-row" data-track-id={track.id}>
        <td>
          <img
            className="admin-thumb"
            src={coverVariants(track.cover)[0]?.url ?? track.cover}
            alt=""
            width={40}
            height={40}
            loading="lazy"
          />
        </td>
        <th scope="row" className="admin-track-title">
          {track.title}
        </th>
        <td>{track.artist}</td>
        <td>{track.categoryName}</td>
        <td>{formatDuration(track.duration)}</td>
        <td className="admin-nowrap" data-testid="track-loudness">
          {formatLoudness(track.integratedLufs, track.truePeakDbtp)}
        </td>
        <td>{track.playCount.toLocaleString('en-US')}</td>
        <td>
          <time dateTime={track.createdAt}>{formatAdminDate(track.createdAt)}</time>
        </td>
        <td>
          <div className="admin-row-actions admin-row-actions-nowrap">
            <button
              type="button"
              className="admin-button admin-button-small"
              aria-pressed={previewing}
              aria-label={`${previewing ? 'Stop' : 'Play'} ${track.title}`}
              onClick={onPreview}
            >
              {previewing ? '■ Stop' : '▶ Play'}
            </button>
            <button
              type="button"
              className="admin-button admin-button-small"
              aria-label={`Edit ${track.title}`}
              onClick={onEdit}
            >
              Edit
            </button>
            <button
              type="button"
              className="admin-button admin-button-small"
              aria-label={`Quick edit ${track.title}`}
              onClick={onQuickEdit}
            >
              Quick edit
            </button>
            <button
              type="button"
              className="admin-button admin-button-small admin-button-danger"
              aria-label={`Delete ${track.title}`}
              disabled={deleting}
              onClick={onDelete}
            >
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </td>
      </tr>
      {previewing && (
        <tr className="admin-preview-row">
          <td colSpan={9}>
            {/* A preview of instrumental music: there are no words to caption. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <audio
              controls
              autoPlay
              src={track.url}
              preload="auto"
              aria-label={`Preview of ${track.title}`}
              data-testid="admin-preview-audio"
            />
          </td>
        </tr>
      )}
    </>
  );
}
