import type { StatusMessage } from '../use-status.ts';

/** The dashboard's status line; always in the page so screen readers hear every new message. */
export function StatusBanner({ status }: { status: StatusMessage | null }) {
  return (
    <div className="admin-status-region" role="status" aria-live="polite" aria-atomic="true">
      {status && (
        <p
          key={status.id}
          className={`admin-status admin-status-${status.tone}`}
          data-testid="admin-status"
          data-tone={status.tone}
        >
          {status.text}
        </p>
      )}
    </div>
  );
}
