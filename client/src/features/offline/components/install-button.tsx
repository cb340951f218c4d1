import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { canInstallAtom, promptInstall } from '../../../lib/install-prompt.ts';
import '../offline.css';

/** "Install app": shown only while the browser offers installation, gone once installed. */
export function InstallButton() {
  const canInstall = useAtomValue(canInstallAtom);
  if (!canInstall) return null;
  return (
    <button type="button" className="install-button" data-testid="install-button" onClick={() => void promptInstall()}>
      <Trans>Install app</Trans>
    </button>
  );
}
