import { createFileRoute } from '@tanstack/react-router';
import { AdminGuard } from '../../features/admin/components/admin-guard.tsx';
import { Dashboard } from '../../features/admin/components/dashboard.tsx';

export const Route = createFileRoute('/admin/dashboard')({
  component: DashboardRoute,
});

function DashboardRoute() {
  return <AdminGuard>{(username) => <Dashboard username={username} />}</AdminGuard>;
}
