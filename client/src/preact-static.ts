/**
 * `react-dom/static`'s `prerender()` for the prerendering (client/src/entry-server.tsx), on Preact (decision 0107):
 * `renderToStringAsync` waits for lazy route components and Suspense boundaries, as React's `prerender()` does, and
 * its HTML is handed back as the stream React's API returns. A render that outlasts `signal` rejects with its reason;
 * an error while rendering rejects with that error.
 */
import type { ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';

export async function prerender(
  node: ReactNode,
  options: { signal?: AbortSignal } = {},
): Promise<{ prelude: ReadableStream<Uint8Array> }> {
  const rendering = renderToStringAsync(node as Parameters<typeof renderToStringAsync>[0]);
  const { signal } = options;
  const html = signal
    ? await Promise.race([
        rendering,
        new Promise<never>((_, reject) => {
          if (signal.aborted) reject(signal.reason as Error);
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        }),
      ])
    : await rendering;
  return { prelude: new Blob([html]).stream() };
}
