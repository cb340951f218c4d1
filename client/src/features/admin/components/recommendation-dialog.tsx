import { useId, useState } from 'react';
import { formatAdminDate } from '../format.ts';
import type { Recommendation, RecommendationStatus } from '#shared/admin-api.ts';
import { statusClass } from '../recommendation-status.ts';
import { Modal } from './modal.tsx';
import { neutraliseInvisible } from '#shared/invisible-text.ts';

interface RecommendationDialogProps {
  recommendation: Recommendation | null;
  busy: boolean;
  onClose: () => void;
  onStatus: (status: RecommendationStatus, notes: string) => void;
}

/** One recommendation in full, with admin notes and Mark as Read / Archive / Close. */
export function RecommendationDialog({ recommendation, busy, onClose, onStatus }: RecommendationDialogProps) {
  return (
    <Modal open={recommendation !== null} title="Recommendation" onClose={onClose} testId="rec-dialog">
      {/* A body per recommendation: the notes start from what was saved and go when the dialog closes. */}
      {recommendation && (
        <RecommendationDetail
          key={recommendation.id}
          recommendation={recommendation}
          busy={busy}
          onClose={onClose}
          onStatus={onStatus}
        />
      )}
    </Modal>
  );
}

function RecommendationDetail({
  recommendation,
  busy,
  onClose,
  onStatus,
}: RecommendationDialogProps & { recommendation: Recommendation }) {
  const [notes, setNotes] = useState(recommendation.admin_notes ?? '');
  const notesId = useId();

  return (
    <div className="admin-rec-detail">
      <p>
        <span className={statusClass(recommendation.status)}>{recommendation.status}</span>{' '}
        <time dateTime={recommendation.created_at} className="admin-muted">
          Received {formatAdminDate(recommendation.created_at)}
        </time>
      </p>
      <blockquote className="admin-rec-full" data-testid="rec-dialog-message">
        {neutraliseInvisible(recommendation.message)}
      </blockquote>
      <dl className="admin-meta">
        <dt>IP address</dt>
        <dd>{recommendation.user_ip ?? '—'}</dd>
        <dt>Browser</dt>
        <dd>{recommendation.user_agent ? neutraliseInvisible(recommendation.user_agent) : '—'}</dd>
      </dl>
      <div className="admin-field">
        <label htmlFor={notesId}>Admin notes</label>
        <textarea id={notesId} rows={4} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <div className="admin-form-actions">
        <button
          type="button"
          className="admin-button admin-button-primary"
          disabled={busy}
          onClick={() => onStatus('read', notes)}
        >
          Mark as Read
        </button>
        <button type="button" className="admin-button" disabled={busy} onClick={() => onStatus('archived', notes)}>
          Archive
        </button>
        <button type="button" className="admin-button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
