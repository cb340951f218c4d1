import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { login } from '../api.ts';
import { callFailure, loginFailureMessage } from '../messages.ts';
import { sessionQuery, setSession } from '../queries.ts';
import { safeRedirectTarget } from '../redirect.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useOnline } from '../use-online.ts';

/**
 * The admin sign-in (SPEC.md §2, /admin). The password goes to the server only; the session it answers with
 * is an HttpOnly cookie this code never sees. On success: back to `redirect` when it is a page of this site,
 * else the dashboard.
 */
export function LoginPage({ redirect }: { redirect?: string }) {
  useDocumentTitle('Admin Sign In · Music Library Management · Pomolo');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const usernameRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const target = safeRedirectTarget(redirect);

  // Asked afresh here: only a session the server confirms (or a sign-in just made) moves the admin on.
  const session = useQuery({ ...sessionQuery(), refetchOnMount: 'always' });
  const signedIn = session.isFetchedAfterMount && session.data?.kind === 'signed-in';

  // Someone signed in (just now, or before arriving) has nothing to do here.
  useEffect(() => {
    if (signedIn) void navigate({ href: target, replace: true });
  }, [signedIn, navigate, target]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      setError('Username and password are required');
      usernameRef.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    const result = await login(username.trim(), password);
    setBusy(false);
    if (result.ok) {
      setPassword('');
      // The new session is the answer; the redirect below follows it.
      setSession(queryClient, { kind: 'signed-in', username: result.data.username });
      return;
    }
    setError(loginFailureMessage(callFailure(result)));
  };

  return (
    <main className="admin-login" data-testid="admin-login">
      <div className="admin-login-card">
        <p className="admin-login-eyebrow" aria-hidden="true">
          🎵 Pomolo
        </p>
        <h1>Music Library Management</h1>
        <p className="admin-muted">Sign in to manage tracks, categories and visitor recommendations.</p>
        <form className="admin-form" noValidate onSubmit={onSubmit} aria-describedby={error ? errorId : undefined}>
          <div className="admin-field">
            <label htmlFor="admin-username">Username</label>
            <input
              ref={usernameRef}
              id="admin-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </div>
          <div className="admin-field">
            <label htmlFor="admin-password">Password</label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              aria-required="true"
              aria-invalid={error ? true : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <p id={errorId} className="admin-form-error" role="alert" data-testid="login-error">
            {error}
          </p>
          <button type="submit" className="admin-button admin-button-primary" disabled={busy || !online}>
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
      </div>
    </main>
  );
}
