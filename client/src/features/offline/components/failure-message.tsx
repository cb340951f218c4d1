import { useLingui } from '@lingui/react/macro';
import type { DownloadFailure } from '../downloads.ts';

/** The sentence for a failed download, in the visitor's language. */
export function useFailureText(): (failure: DownloadFailure) => string {
  const { t } = useLingui();
  return ({ kind, title }) => {
    switch (kind) {
      case 'quota':
        return t`Not enough storage space to download “${title}”. Remove some downloads or free up space on this device, then try again.`;
      case 'offline':
        return t`You are offline: “${title}” can be downloaded once you are back online.`;
      case 'network':
        return t`The download of “${title}” was interrupted, so nothing was saved. Check your connection and try again.`;
      case 'incomplete':
        return t`The download of “${title}” was incomplete, so nothing was saved. Try again.`;
      case 'server':
        return t`“${title}” could not be downloaded right now. Try again later.`;
      case 'storage':
        return t`“${title}” could not be saved on this device (storage is unavailable, for example in a private window).`;
    }
  };
}
