import { useEffect, useRef, useState } from 'react';
import { fetchContactMessages } from '../api.ts';
import { useDashboard } from '../dashboard-context.ts';
import { formatAdminDate } from '../format.ts';
import type { ContactMessage } from '../types.ts';
import { Pager } from './pager.tsx';

const LOAD_FAILED = '❌ Failed to load messages';

interface Page {
  messages: ContactMessage[];
  total: number;
  page: number;
  totalPages: number;
}

/** Messages sent through the public contact form, newest first. */
export function MessagesPanel({ refreshKey }: { refreshKey: number }) {
  const { showStatus } = useDashboard();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);
  const requestId = useRef(0);

  useEffect(() => {
    const id = ++requestId.current;
    void fetchContactMessages(page).then((result) => {
      if (id !== requestId.current) return;
      if (result.ok) {
        setData(result);
        setFailed(false);
      } else {
        setFailed(true);
        if (result.status !== 401) showStatus(LOAD_FAILED, 'error');
      }
    });
  }, [page, refreshKey, showStatus]);

  return (
    <div className="admin-messages" data-testid="messages-panel">
      <h2 className="admin-section-title">Contact messages</h2>
      {failed && (
        <p className="admin-form-error" role="alert">
          {LOAD_FAILED}
        </p>
      )}
      {!data && !failed && <p className="admin-muted">Loading messages...</p>}
      {data && data.messages.length === 0 && <p className="admin-empty">No messages yet.</p>}
      {data && data.messages.length > 0 && (
        <>
          <p className="admin-muted">
            {data.total} {data.total === 1 ? 'message' : 'messages'}
          </p>
          <ul className="admin-rec-list">
            {data.messages.map((m) => (
              <li key={m.id} className="admin-rec" data-testid="contact-message">
                <div className="admin-rec-head">
                  <span className="admin-pill admin-pill-neutral">{m.inquiry_type}</span>
                  <strong>{m.name}</strong>
                  <a href={`mailto:${m.email}`}>{m.email}</a>
                  <time dateTime={m.created_at} className="admin-muted">
                    {formatAdminDate(m.created_at)}
                  </time>
                </div>
                <p className="admin-rec-message">{m.message}</p>
              </li>
            ))}
          </ul>
          <Pager label="Message pages" page={data.page} totalPages={data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
