import { Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { SiteFooter } from '../components/site-footer.tsx';
import { UpdateBanner } from '../features/offline/components/update-banner.tsx';
import { settingsOpenAtom } from '../features/settings/atoms.ts';
import { loadSettingsDialog } from '../features/settings/load-settings-dialog.ts';
import { TaskRuntime } from '../features/tasks/components/task-runtime.tsx';
import { ThemeRuntime } from '../features/theme/components/theme-runtime.tsx';
import { TimerRuntime } from '../features/timer/components/timer-runtime.tsx';
import { FocusRoom } from './focus-room.tsx';
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
      <FocusRoom
        soundscape={
          <Suspense fallback={null}>
            <SoundscapeMini />
          </Suspense>
        }
      />
      <SettingsDialogOnceOpened />
      <UpdateBanner />
    </>
  );
}

// Code the first paint does not need loads after it (issue 16): the settings dialog and its sections
// are fetched the first time the dialog opens, then stay mounted.
const SettingsDialog = lazy(() => loadSettingsDialog().then((module) => ({ default: module.SettingsDialog })));
const MusicSettings = lazy(() =>
  import('../features/player/components/music-settings.tsx').then((module) => ({ default: module.MusicSettings })),
);
// The focus view's soundscape controls load when the view first opens (it renders them only while open).
const SoundscapeMini = lazy(() =>
  import('../features/soundscape/components/soundscape-mini.tsx').then((module) => ({
    default: module.SoundscapeMini,
  })),
);
const SyncSettings = lazy(() =>
  import('../features/sync/components/sync-settings.tsx').then((module) => ({ default: module.SyncSettings })),
);
const AlarmSettings = lazy(() =>
  import('../features/timer/components/alarm-settings.tsx').then((module) => ({ default: module.AlarmSettings })),
);
const ThemeSettings = lazy(() =>
  import('../features/theme/components/theme-settings.tsx').then((module) => ({ default: module.ThemeSettings })),
);

function SettingsDialogOnceOpened() {
  const open = useAtomValue(settingsOpenAtom);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    // While the dialog's code loads, the marker tells the timer's shortcuts a modal is on its way.
    <Suspense fallback={<span hidden data-dialog-pending="" />}>
      <SettingsDialog>
        <MusicSettings />
        <AlarmSettings />
        <ThemeSettings />
        <SyncSettings />
      </SettingsDialog>
    </Suspense>
  );
}
