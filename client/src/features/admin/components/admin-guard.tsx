import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { fetchSession, SESSION_LOST_EVENT } from '../api.ts';
import { LOGIN_PATH } from '../redirect.ts';

type GuardState = { kind: 'checking' } | { kind: 'unreachable' } | { kind: 'ok'; username: string };

/**
 * Shows its children only with a live session, asking the server (GET /api/admin/session). Without one it
 * sends the admin to the login page, remembering where they were. This is convenience only: every admin API
 * checks the session itself.
 */
export function AdminGuard({ children }: { children: (username: string) => ReactNode }) {
  const navigate = useNavigate();
  const href = useLocation({ select: (l) => l.href });
  const [state, setState] = useState<GuardState>({ kind: 'checking' });

  const toLogin = useCallback(() => {
    void navigate({ to: LOGIN_PATH, search: { redirect: href }, replace: true });
  }, [navigate, href]);

  const check = useCallback(async () => {
    setState({ kind: 'checking' });
    const session = await fetchSession();
    if (session.ok) setState({ kind: 'ok', username: session.username });
    else if (session.status === 401) toLogin();
    else setState({ kind: 'unreachable' });
  }, [toLogin]);

  useEffect(() => {
    void check();
    // Only on arrival: later checks come from the admin calls themselves (SESSION_LOST_EVENT).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    window.addEventListener(SESSION_LOST_EVENT, toLogin);
    return () => window.removeEventListener(SESSION_LOST_EVENT, toLogin);
  }, [toLogin]);

  if (state.kind === 'checking') {
    return (
      <p className="admin-loading" role="status" data-testid="admin-guard-loading">
        Loading...
      </p>
    );
  }
  if (state.kind === 'unreachable') {
    return (
      <div className="admin-loading" role="alert">
        <p>The server could not be reached to check your session. The admin area needs a network connection.</p>
        <button type="button" className="admin-button" onClick={() => void check()}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(state.username)}</>;
}
