import { createContext, useContext } from 'react';
import type { HeadInput } from './head.ts';

/**
 * What a page render on the server (the build's prerendering, client/src/entry-server.tsx) shares
 * with the components: the origin to build absolute URLs from, and the place where the page's head
 * is collected, since effects (which set the head in the browser) never run on the server.
 * Absent in the browser.
 */
export interface ServerRender {
  origin: string;
  /** Called by the page while it renders (lib/use-page-head.ts). */
  setHead(input: HeadInput): void;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The server render in progress, or null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}
