import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fetchSession, login } from '../api.ts';
import { loginFailureMessage } from '../messages.ts';
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
  const online = useOnline();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const usernameRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const target = safeRedirectTarget(redirect);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    let live = true;
    void fetchSession().then((session) => {
      if (live && session.ok) void navigate({ href: target, replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate, target]);

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
      void navigate({ href: target, replace: true });
      return;
    }
    setError(loginFailureMessage(result));
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
