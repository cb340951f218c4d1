import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/admin/components/login-page.tsx';

export interface LoginSearch {
  /** The page to return to after signing in (checked by the login page before use). */
  redirect?: string;
}

export const Route = createFileRoute('/admin/')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
