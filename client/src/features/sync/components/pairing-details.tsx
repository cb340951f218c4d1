import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { fromBase64Url } from '#shared/sync/encoding.ts';
import { keyToCode, SYNC_PATH } from '#shared/sync/code.ts';
import { localizePath } from '#shared/languages.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';

/** The key shown three ways to pair another device: the link, its QR code, and the typed code. */
export function PairingDetails({ syncKey }: { syncKey: string }) {
  const { t } = useLingui();
  const language = useCurrentLanguage();
  const link = `${window.location.origin}${localizePath(SYNC_PATH, language)}#${syncKey}`;
  const [code, setCode] = useState('');
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let active = true;
    void keyToCode(fromBase64Url(syncKey)!).then((c) => {
      if (active) setCode(c);
    });
    // The QR library loads only when a device is being paired.
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const q = qrcode(0, 'M');
      q.addData(link);
      q.make();
      if (active) setQr(q.createDataURL(4, 4));
    });
    return () => {
      active = false;
    };
  }, [syncKey, link]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="sync-pairing" data-testid="sync-pairing">
      <p>
        <Trans>
          On your other device, open this link, scan the QR code, or type the code in Settings → Sync your devices. Keep
          them private: anyone with them can read and change your synced data.
        </Trans>
      </p>
      <label className="sync-field">
        {t`Sync link`}
        <input type="text" readOnly value={link} data-testid="sync-link" onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" className="button-link secondary" onClick={() => void copy()}>
        {copied ? t`Link copied` : t`Copy link`}
      </button>
      {qr ? <img className="sync-qr" src={qr} alt={t`QR code`} width={180} height={180} data-testid="sync-qr" /> : null}
      <p className="sync-code-line">
        <span>
          <Trans>Typed code</Trans>
        </span>{' '}
        <code data-testid="sync-code" translate="no">
          {code}
        </code>
      </p>
    </div>
  );
}
