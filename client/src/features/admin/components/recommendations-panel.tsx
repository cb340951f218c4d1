import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteRecommendation, fetchRecommendations, setRecommendationStatus } from '../api.ts';
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
import { statusClass } from '../recommendation-status.ts';
import type { Recommendation, RecommendationStats, RecommendationStatus } from '../types.ts';
import { RecommendationDialog } from './recommendation-dialog.tsx';

type Filter = 'all' | RecommendationStatus;

const FILTERS: { id: Filter; label: string; count: (s: RecommendationStats) => number }[] = [
  { id: 'all', label: 'All', count: (s) => s.total },
  { id: 'new', label: 'New', count: (s) => s.new_count },
  { id: 'read', label: 'Read', count: (s) => s.read_count },
  { id: 'archived', label: 'Archived', count: (s) => s.archived_count },
];

/**
 * The recommendations inbox: stat cards, filters with counts, the list (Mark as Read while new, Archive,
 * Delete) and the detail dialog with admin notes. After any change the list reloads.
 */
export function RecommendationsPanel({ refreshKey }: { refreshKey: number }) {
  const { showStatus } = useDashboard();
  const [filter, setFilter] = useState<Filter>('all');
  const [items, setItems] = useState<Recommendation[] | null>(null);
  const [stats, setStats] = useState<RecommendationStats | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<Recommendation | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const requestId = useRef(0);

  const load = useCallback(
    async (announce: boolean) => {
      const id = ++requestId.current;
      const result = await fetchRecommendations(filter === 'all' ? undefined : filter);
      if (id !== requestId.current) return;
      if (result.ok) {
        setItems(result.recommendations);
        setStats(result.stats);
        setFailed(false);
        if (announce) showStatus(RECOMMENDATIONS_LOADED, 'success');
      } else {
        setFailed(true);
        if (result.status !== 401) showStatus(RECOMMENDATIONS_LOAD_FAILED, 'error');
      }
    },
    [filter, showStatus],
  );

  // On arrival and on Refresh the load is announced; a filter change just shows the list.
  const announced = useRef(-1);
  useEffect(() => {
    const announce = announced.current !== refreshKey;
    announced.current = refreshKey;
    void load(announce);
  }, [load, refreshKey]);

  const changeStatus = async (item: Recommendation, status: RecommendationStatus, notes?: string) => {
    setBusyId(item.id);
    const result = await setRecommendationStatus(item.id, status, notes);
    setBusyId(null);
    setSelected(null);
    if (result.ok) showStatus(recommendationMarkedMessage(status), 'success');
    else showStatus(RECOMMENDATION_UPDATE_FAILED, 'error');
    await load(false);
  };

  const remove = async (item: Recommendation) => {
    if (!window.confirm(CONFIRM_DELETE_RECOMMENDATION)) return;
    setBusyId(item.id);
    const result = await deleteRecommendation(item.id);
    setBusyId(null);
    setSelected(null);
    if (result.ok) showStatus(RECOMMENDATION_DELETED, 'success');
    else showStatus(RECOMMENDATION_DELETE_FAILED, 'error');
    await load(false);
  };

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
      {items === null && !failed && <p className="admin-muted">Loading recommendations...</p>}
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
              <p className="admin-rec-message">{item.message}</p>
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
                    onClick={() => void changeStatus(item, 'read')}
                  >
                    Mark as Read
                  </button>
                )}
                {item.status !== 'archived' && (
                  <button
                    type="button"
                    className="admin-button admin-button-small"
                    disabled={busyId === item.id}
                    onClick={() => void changeStatus(item, 'archived')}
                  >
                    Archive
                  </button>
                )}
                <button
                  type="button"
                  className="admin-button admin-button-small admin-button-danger"
                  disabled={busyId === item.id}
                  onClick={() => void remove(item)}
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
        onStatus={(status, notes) => selected && void changeStatus(selected, status, notes)}
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
