// For unit tests only: the real HTTP server that server/test/helpers/client-test-server.ts starts for the `unit`
// project. Client code is typed for the browser, so it reaches that server by URL rather than starting one.
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    clientTestServer: string;
  }
}

let made = 0;

/** Paths of the test server that belong to one test alone, and how many requests each received. */
export function testEndpoints() {
  const origin = inject('clientTestServer');
  const prefix = `/t/${Date.now().toString(36)}-${++made}`;
  return {
    origin,
    url: (behaviour: string) => `${origin}${prefix}/${behaviour}`,
    hits: async (behaviour: string): Promise<number> => {
      const response = await fetch(`${origin}/hits?path=${encodeURIComponent(`${prefix}/${behaviour}`)}`);
      return ((await response.json()) as { hits: number }).hits;
    },
  };
}
