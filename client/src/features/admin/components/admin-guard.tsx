import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
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
  const signedOut = session.data?.kind === 'signed-out';

  // Once, with the address of the moment: the redirect itself changes the location this component reads.
  const toLogin = useEffectEvent(() => navigate({ to: LOGIN_PATH, search: { redirect: href }, replace: true }));

  useEffect(() => {
    if (signedOut) void toLogin();
  }, [signedOut]);

  useEffect(
    () =>
      onSessionLost(() => {
        void toLogin().then(() => setSession(queryClient, { kind: 'signed-out' }));
      }),
    [queryClient],
  );

  if (session.data?.kind === 'signed-in') return <>{children(session.data.username)}</>;
  if (session.isError && !session.isFetching && !signedOut) {
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
