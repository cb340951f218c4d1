import { Outlet } from '@tanstack/react-router';
import { SiteFooter } from '../components/site-footer.tsx';
import { UpdateBanner } from '../features/offline/components/update-banner.tsx';
import { MusicSettings } from '../features/player/components/music-settings.tsx';
import { SettingsDialog } from '../features/settings/components/settings-dialog.tsx';
import { TaskRuntime } from '../features/tasks/components/task-runtime.tsx';
import { ThemeRuntime } from '../features/theme/components/theme-runtime.tsx';
import { ThemeSettings } from '../features/theme/components/theme-settings.tsx';
import { TimerRuntime } from '../features/timer/components/timer-runtime.tsx';
import { SiteHeader } from './site-header.tsx';

/** Every page: header, the page, footer, the settings dialog and the runtimes that work on every page. */
export function RootLayout() {
  return (
    <>
      <ThemeRuntime />
      <TimerRuntime />
      <TaskRuntime />
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <SettingsDialog>
        <MusicSettings />
        <ThemeSettings />
      </SettingsDialog>
      <UpdateBanner />
    </>
  );
}
