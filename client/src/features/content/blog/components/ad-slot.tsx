import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { loadAdScript, requestAd } from '../ads.ts';
import { AD_CLIENT, AD_UNITS, type AdSlotVariant } from '../config.ts';

function AdUnit({ client, unit, variant }: { client: string; unit: string; variant: AdSlotVariant }) {
  useEffect(() => {
    loadAdScript(client)
      .then(requestAd)
      .catch((error: unknown) => console.error('Ad slot could not be filled', error));
  }, [client, unit]);
  return (
    <ins
      className="adsbygoogle blog-ad-unit"
      data-ad-client={client}
      data-ad-slot={unit}
      data-ad-format={variant === 'horizontal' ? 'horizontal' : 'vertical'}
    />
  );
}

/**
 * A reserved place for an ad: an empty layout container unless an ad client and this slot's ad unit
 * are configured (config.ts). Nothing third-party loads by default.
 */
export function AdSlot({ variant, position }: { variant: AdSlotVariant; position?: 'left' | 'right' }) {
  const { t } = useLingui();
  const unit = AD_CLIENT ? AD_UNITS[variant] : null;
  const className = ['blog-ad-slot', `blog-ad-slot--${variant}`, position ? `blog-ad-slot--${position}` : '']
    .filter(Boolean)
    .join(' ');
  if (!AD_CLIENT || !unit) {
    return (
      <div
        className={className}
        data-testid="ad-slot"
        data-ad-variant={variant}
        data-ad-state="empty"
        aria-hidden="true"
      />
    );
  }
  return (
    <aside
      className={className}
      data-testid="ad-slot"
      data-ad-variant={variant}
      data-ad-state="configured"
      aria-label={t`Advertisement`}
    >
      <AdUnit client={AD_CLIENT} unit={unit} variant={variant} />
    </aside>
  );
}
