/**
 * The ad network script, loaded once and only when an ad client is configured (see config.ts). Failures
 * are the caller's to log: a blocked or failing ad never affects the page.
 */
let scriptPromise: Promise<void> | null = null;

export function loadAdScript(client: string): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      scriptPromise = null;
      reject(new Error('The ad script could not be loaded'));
    });
    document.head.append(script);
  });
  return scriptPromise;
}

/** Asks the ad script to fill the `<ins>` elements added since the last call. */
export function requestAd(): void {
  const target = window as unknown as { adsbygoogle?: unknown[] };
  (target.adsbygoogle ??= []).push({});
}
