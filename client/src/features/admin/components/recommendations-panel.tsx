import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrap } from '../../../lib/api-client.ts';
import { deleteRecommendation, setRecommendationStatus } from '../api.ts';
import { useDashboard } from '../dashboard-context.ts';
import { formatAdminDate } from '../format.ts';
import {
  CONFIRM_DELETE_RECOMMENDATION,
  RECOMMENDATION_DELETE_FAILED,
  RECOMMENDATION_DELETED,
  RECOMMENDATION_UPDATE_FAILED,
  RECOMMENDATIONS_LOAD_FAILED,
  RECOMMENDATIONS_LOADED,
  recommendationMarkedMessage,
} from '../messages.ts';
import { recommendationsChanged, recommendationsQuery } from '../queries.ts';
import { statusClass } from '../recommendation-status.ts';
import type { Recommendation, RecommendationStats, RecommendationStatus } from '#shared/admin-api.ts';
import { useAnnouncedLoad } from '../use-announced-load.ts';
import { RecommendationDialog } from './recommendation-dialog.tsx';
import { neutraliseInvisible } from '#shared/invisible-text.ts';

type Filter = 'all' | RecommendationStatus;

const FILTERS: { id: Filter; label: string; count: (s: RecommendationStats) => number }[] = [
  { id: 'all', label: 'All', count: (s) => s.total },
  { id: 'new', label: 'New', count: (s) => s.new_count },
  { id: 'read', label: 'Read', count: (s) => s.read_count },
  { id: 'archived', label: 'Archived', count: (s) => s.archived_count },
];

type Change = { item: Recommendation } & (
  { action: 'status'; status: RecommendationStatus; notes?: string } | { action: 'delete' }
);

/**
 * The recommendations inbox: stat cards, filters with counts, the list (Mark as Read while new, Archive,
 * Delete) and the detail dialog with admin notes. After any change the list reloads.
 */
export function RecommendationsPanel({ refreshKey }: { refreshKey: number }) {
  const { showStatus } = useDashboard();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [selected, setSelected] = useState<Recommendation | null>(null);
  // The counts stay on screen while another filter loads.
  const list = useQuery({ ...recommendationsQuery(filter), placeholderData: keepPreviousData });

  // On arrival and on Refresh the load is announced; a filter change just shows the list.
  useAnnouncedLoad(refreshKey, {
    query: recommendationsQuery(filter),
    onLoaded: () => showStatus(RECOMMENDATIONS_LOADED, 'success'),
    onFailed: () => showStatus(RECOMMENDATIONS_LOAD_FAILED, 'error'),
  });

  const change = useMutation({
    mutationFn: async (change: Change) =>
      unwrap(
        change.action === 'delete'
          ? await deleteRecommendation(change.item.id)
          : await setRecommendationStatus(change.item.id, change.status, change.notes),
      ),
    onSuccess: (_answer, change) =>
      showStatus(
        change.action === 'delete' ? RECOMMENDATION_DELETED : recommendationMarkedMessage(change.status),
        'success',
      ),
    onError: (_error, change) =>
      showStatus(change.action === 'delete' ? RECOMMENDATION_DELETE_FAILED : RECOMMENDATION_UPDATE_FAILED, 'error'),
    // SPEC.md §4: after any change, failed or not, the dialog closes and the list reloads.
    onSettled: () => {
      setSelected(null);
      return recommendationsChanged(queryClient);
    },
  });

  const changeStatus = (item: Recommendation, status: RecommendationStatus, notes?: string) =>
    change.mutate({ item, action: 'status', status, notes });

  const remove = (item: Recommendation) => {
    if (window.confirm(CONFIRM_DELETE_RECOMMENDATION)) change.mutate({ item, action: 'delete' });
  };

  const busyId = change.isPending ? change.variables.item.id : null;
  const items = list.isError ? null : (list.data?.recommendations ?? null);
  const stats = list.data?.stats ?? null;
  const failed = list.isError;

  return (
    <div className="admin-recommendations" data-testid="recommendations-panel">
      <section aria-label="Recommendation counts" className="admin-stats admin-stats-small">
        <RecCard label="Total" value={stats?.total} testId="rec-total" />
        <RecCard label="New" value={stats?.new_count} testId="rec-new" />
        <RecCard label="Read" value={stats?.read_count} testId="rec-read" />
        <RecCard label="Archived" value={stats?.archived_count} testId="rec-archived" />
      </section>

      <div className="admin-filters" role="group" aria-label="Filter recommendations">
        {FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            className="admin-filter"
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}
            data-testid={`rec-filter-${f.id}`}
          >
            {f.label} <span className="admin-tab-badge">{stats ? f.count(stats) : '…'}</span>
          </button>
        ))}
      </div>

      {failed && items === null && (
        <p className="admin-form-error" role="alert">
          {RECOMMENDATIONS_LOAD_FAILED}
        </p>
      )}
      {items === null && !failed && (
        <p className="admin-muted" role="status">
          {list.fetchStatus === 'paused' ? 'Waiting for the network...' : 'Loading recommendations...'}
        </p>
      )}
      {items && items.length === 0 && (
        <p className="admin-empty">{filter === 'all' ? 'No recommendations yet.' : `No ${filter} recommendations.`}</p>
      )}
      {items && items.length > 0 && (
        <ul className="admin-rec-list" data-testid="rec-list">
          {items.map((item) => (
            <li key={item.id} className="admin-rec" data-testid="rec-item" data-id={item.id} data-status={item.status}>
              <div className="admin-rec-head">
                <span className={statusClass(item.status)}>{item.status}</span>
                <time dateTime={item.created_at} className="admin-muted">
                  {formatAdminDate(item.created_at)}
                </time>
              </div>
              <p className="admin-rec-message">{neutraliseInvisible(item.message)}</p>
              {item.admin_notes && (
                <p className="admin-rec-notes">
                  <strong>Notes:</strong> {item.admin_notes}
                </p>
              )}
              <div className="admin-row-actions">
                <button type="button" className="admin-button admin-button-small" onClick={() => setSelected(item)}>
                  View details
                </button>
                {item.status === 'new' && (
                  <button
                    type="button"
                    className="admin-button admin-button-small"
                    disabled={busyId === item.id}
                    onClick={() => changeStatus(item, 'read')}
                  >
                    Mark as Read
                  </button>
                )}
                {item.status !== 'archived' && (
                  <button
                    type="button"
                    className="admin-button admin-button-small"
                    disabled={busyId === item.id}
                    onClick={() => changeStatus(item, 'archived')}
                  >
                    Archive
                  </button>
                )}
                <button
                  type="button"
                  className="admin-button admin-button-small admin-button-danger"
                  disabled={busyId === item.id}
                  onClick={() => remove(item)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <RecommendationDialog
        recommendation={selected}
        busy={selected !== null && busyId === selected.id}
        onClose={() => setSelected(null)}
        onStatus={(status, notes) => selected && changeStatus(selected, status, notes)}
      />
    </div>
  );
}

function RecCard({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <div className="admin-stat" data-testid={testId}>
      <span className="admin-stat-value">{value ?? '…'}</span>
      <span className="admin-stat-label">{label}</span>
    </div>
  );
}
