import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { onSessionLost } from '../api.ts';
import { sessionQuery, setSession } from '../queries.ts';
import { LOGIN_PATH } from '../redirect.ts';

/**
 * Shows its children only with a live session, asking the server (GET /api/admin/session) on every arrival.
 * Without one it sends the admin to the login page, remembering where they were; so does any admin call that
 * finds the session gone later. This is convenience only: every admin API checks the session itself.
 */
export function AdminGuard({ children }: { children: (username: string) => ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const href = useLocation({ select: (l) => l.href });
  const session = useQuery({ ...sessionQuery(), refetchOnMount: 'always' });

  useEffect(
    () =>
      onSessionLost(() => {
        void navigate({ to: LOGIN_PATH, search: { redirect: href }, replace: true }).then(() =>
          setSession(queryClient, { kind: 'signed-out' }),
        );
      }),
    [navigate, href, queryClient],
  );

  if (session.data?.kind === 'signed-in') return <>{children(session.data.username)}</>;
  if (session.data?.kind === 'signed-out') {
    return <Navigate to={LOGIN_PATH} search={{ redirect: href }} replace />;
  }
  if (session.isError && !session.isFetching) {
    return (
      <div className="admin-loading" role="alert">
        <p>The server could not be reached to check your session. The admin area needs a network connection.</p>
        <button type="button" className="admin-button" onClick={() => void session.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p className="admin-loading" role="status" data-testid="admin-guard-loading">
      Loading...
    </p>
  );
}
