import { isCancelledError, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { apiErrorOf, type ApiError } from '../../lib/api-client.ts';

interface AnnouncedLoad<T> {
  /** What to load; the same definition the component's `useQuery` shows. */
  query: { queryKey: QueryKey; queryFn?: unknown };
  onLoaded: (data: T) => void;
  /** Not called for a lost session (the guard takes the admin to sign in) or a load that was cancelled. */
  onFailed: (error: ApiError | undefined) => void;
}

/**
 * Loads a query afresh on arrival and whenever `reloadKey` changes (the dashboard's Refresh), and reports how it
 * went: the status messages of SPEC.md §8 ("✅ Music library loaded successfully"). Loads caused by a filter, a
 * page or a change made in the dashboard stay quiet. It joins a load already under way instead of starting a
 * second one.
 */
export function useAnnouncedLoad<T>(reloadKey: number, load: AnnouncedLoad<T>): void {
  const queryClient = useQueryClient();
  // The report goes to the callbacks of the moment the load ends, not of when it started: the admin may have
  // moved to another section meanwhile (whose own load then must not be overwritten by this one's message).
  const loaded = useEffectEvent((data: T) => load.onLoaded(data));
  const failed = useEffectEvent((error: ApiError | undefined) => load.onFailed(error));
  const start = useEffectEvent(() => {
    let live = true;
    queryClient.fetchQuery({ ...(load.query as { queryKey: QueryKey }), staleTime: 0 }).then(
      (data) => {
        if (live) loaded(data as T);
      },
      (error: unknown) => {
        if (!live || isCancelledError(error)) return;
        const failure = apiErrorOf(error);
        if (failure?.kind === 'aborted' || (failure?.kind === 'http' && failure.status === 401)) return;
        failed(failure);
      },
    );
    return () => {
      live = false;
    };
  });
  useEffect(() => start(), [reloadKey]);
}
