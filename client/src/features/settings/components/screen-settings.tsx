import { Trans } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useHydrated } from '../../../lib/hydration.ts';
import { screenWakeLock } from '../../../lib/wake-lock.ts';
import { keepScreenOnAtom, setKeepScreenOnAtom } from '../atoms.ts';
import { SwitchField } from '../../../components/switch-field.tsx';

/** "Keep screen on while the timer runs": shown only where the browser can hold a screen wake lock. */
export function ScreenSettingsSection() {
  const hydrated = useHydrated();
  const keepScreenOn = useAtomValue(keepScreenOnAtom);
  const setKeepScreenOn = useSetAtom(setKeepScreenOnAtom);
  if (!hydrated || !screenWakeLock().supported) return null;
  return (
    <section className="settings-section" aria-labelledby="settings-screen-title" data-testid="settings-screen">
      <h3 id="settings-screen-title">
        <Trans>Screen</Trans>
      </h3>
      <SwitchField testId="setting-keep-screen-on" checked={keepScreenOn} onChange={setKeepScreenOn}>
        <Trans>Keep screen on while the timer runs</Trans>
      </SwitchField>
    </section>
  );
}
