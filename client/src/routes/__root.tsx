import { createRootRoute, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../app/site-header.tsx';
import { UpdateBanner } from '../features/offline/components/update-banner.tsx';
import { TaskRuntime } from '../features/tasks/components/task-runtime.tsx';
import { SettingsDialog } from '../features/settings/components/settings-dialog.tsx';
import { ThemeRuntime } from '../features/theme/components/theme-runtime.tsx';
import { ThemeSettings } from '../features/theme/components/theme-settings.tsx';
import { TimerRuntime } from '../features/timer/components/timer-runtime.tsx';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

function RootLayout() {
  return (
    <>
      <ThemeRuntime />
      <TimerRuntime />
      <TaskRuntime />
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <SettingsDialog>
        <ThemeSettings />
      </SettingsDialog>
      <UpdateBanner />
    </>
  );
}
