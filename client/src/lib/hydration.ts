import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React takes over a prerendered page (and on the server), true from the render after
 * that, and always true in a page React renders itself. State only the browser knows (stored theme,
 * a running timer, stored settings) must not change the first render of a prerendered page, or the
 * HTML would not match (decision 0007): components show the server's value until this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** `value` once hydrated; `serverValue`, what the prerendered HTML shows, before. */
export function useAfterHydration<T>(value: T, serverValue: T): T {
  return useHydrated() ? value : serverValue;
}
