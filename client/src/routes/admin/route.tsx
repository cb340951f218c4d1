import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DEFAULT_LANGUAGE } from '#shared/languages.ts';
import { AdminShell } from '../../features/admin/components/admin-shell.tsx';
import { activateLanguage } from '../../lib/i18n.ts';

// The admin area has no language variants (SPEC.md §2) and sits outside the `{-$lang}` prefix: it is English.
export const Route = createFileRoute('/admin')({
  beforeLoad: async () => {
    await activateLanguage(DEFAULT_LANGUAGE);
  },
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
