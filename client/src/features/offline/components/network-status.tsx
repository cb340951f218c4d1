import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { onlineAtom } from '../network.ts';
import '../offline.css';

/** The header's online/offline indicator: a dot and a word, announced when it changes. */
export function NetworkStatus() {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  return (
    <span
      className="network-status"
      role="status"
      data-online={online}
      data-testid="network-status"
      title={
        online ? t`Connected to the network` : t`No network: the timer, the pages and your downloaded tracks still work`
      }
    >
      <span className="network-status-dot" aria-hidden="true" />
      <span className="network-status-text">{online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}</span>
    </span>
  );
}
