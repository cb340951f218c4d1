import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mailtoHref } from '#shared/email.ts';
import { useDashboard } from '../dashboard-context.ts';
import { formatAdminDate } from '../format.ts';
import { messagesQuery } from '../queries.ts';
import { useAnnouncedLoad } from '../use-announced-load.ts';
import { Pager } from './pager.tsx';
import { neutraliseInvisible } from '#shared/invisible-text.ts';

/** A reply link built safely (shared/email.ts); an address that is not valid is shown as plain text. */
function EmailLink({ email }: { email: string }) {
  const href = mailtoHref(email);
  return href ? <a href={href}>{email}</a> : <span data-testid="contact-email-text">{email}</span>;
}

const LOAD_FAILED = '❌ Failed to load messages';

/** Messages sent through the public contact form, newest first. */
export function MessagesPanel({ refreshKey }: { refreshKey: number }) {
  const { showStatus } = useDashboard();
  const [page, setPage] = useState(1);
  // The page on screen stays while the next one loads.
  const messages = useQuery({ ...messagesQuery(page), placeholderData: keepPreviousData });
  const data = messages.isError ? undefined : messages.data;
  const failed = messages.isError;

  // A failed load on arrival or Refresh also goes to the banner; a page that fails says so in place.
  useAnnouncedLoad(refreshKey, {
    query: messagesQuery(page),
    onLoaded: () => undefined,
    onFailed: () => showStatus(LOAD_FAILED, 'error'),
  });

  return (
    <div className="admin-messages" data-testid="messages-panel">
      <h2 className="admin-section-title">Contact messages</h2>
      {failed && (
        <p className="admin-form-error" role="alert">
          {LOAD_FAILED}
        </p>
      )}
      {!data && !failed && (
        <p className="admin-muted" role="status">
          {messages.fetchStatus === 'paused' ? 'Waiting for the network...' : 'Loading messages...'}
        </p>
      )}
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
                  <strong>{neutraliseInvisible(m.name)}</strong>
                  <EmailLink email={m.email} />
                  <time dateTime={m.created_at} className="admin-muted">
                    {formatAdminDate(m.created_at)}
                  </time>
                </div>
                <p className="admin-rec-message">{neutraliseInvisible(m.message)}</p>
              </li>
            ))}
          </ul>
          <Pager label="Message pages" page={data.page} totalPages={data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
