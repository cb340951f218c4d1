import { atom } from 'jotai';
import type { ApiCategory } from '#shared/api-types.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fetchCatalogue } from './api.ts';

export type CatalogueState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; categories: ApiCategory[] }
  | { status: 'error'; error: ApiError };

const catalogueState = atom<CatalogueState>({ status: 'idle' });

/** The music catalogue and where its loading stands. */
export const catalogueAtom = atom((get) => get(catalogueState));

/**
 * Loads the catalogue unless it is loaded or loading already; `{ force: true }` loads it again
 * (the Retry button). Kept in the store rather than a route loader so the player keeps its
 * tracks across page changes.
 */
export const loadCatalogueAtom = atom(null, async (get, set, options?: { force?: boolean }) => {
  const current = get(catalogueState);
  if (current.status === 'loading') return;
  if (current.status === 'ready' && !options?.force) return;
  set(catalogueState, { status: 'loading' });
  try {
    const categories = await fetchCatalogue();
    set(catalogueState, { status: 'ready', categories });
  } catch (error) {
    const apiError =
      error instanceof ApiError
        ? error
        : new ApiError('invalid-response', error instanceof Error ? error.message : String(error));
    console.error('Failed to load tracks', apiError);
    set(catalogueState, { status: 'error', error: apiError });
  }
});
