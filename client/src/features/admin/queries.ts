// Server state of the admin area with TanStack Query (docs/decisions/0038-tanstack-query-for-admin-server-state.md):
// the query keys, the query definitions and the cache's configuration (SPEC.md §7: one retry, fresh for 5
// minutes, kept for 10). Mutations say here what they change, so the lists that show it reload.
import { QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '#shared/admin.ts';
import { apiErrorOf, ApiRequestError, unwrap, type ApiResult } from '../../lib/api-client.ts';
import {
  fetchActivity,
  fetchContactMessages,
  fetchLibrary,
  fetchRecommendations,
  fetchSession,
  fetchStats,
  fetchTracks,
} from './api.ts';
import type { RecommendationStatus } from '#shared/admin-api.ts';

/** SPEC.md §7: "fresh for 5 minutes (300000 ms), kept 10 minutes (600000 ms)". */
export const FRESH_MS = 300_000;
export const KEPT_MS = 600_000;
/** SPEC.md §7: "one retry". */
export const RETRIES = 1;

/**
 * Whether a failed load is worth the one retry: no answer, or a server error. A refusal (4xx) would only be
 * refused again, and an abort was wanted.
 */
export function worthRetrying(error: unknown): boolean {
  const failure = apiErrorOf(error);
  if (!failure) return true;
  switch (failure.kind) {
    case 'network':
    case 'offline':
    case 'invalid-response':
      return true;
    case 'http':
      return failure.status >= 500 || failure.status === 408;
    case 'aborted':
      return false;
  }
}

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        gcTime: KEPT_MS,
        retry: (failures, error) => failures < RETRIES && worthRetrying(error),
      },
      // A change is sent once: repeating an upload or a delete on its own is the admin's call, not ours.
      mutations: { retry: false },
    },
  });
}

let adminQueryClient: QueryClient | undefined;

/** The admin area's one query client, made on first use and kept while the page lives (its cache with it). */
export function getAdminQueryClient(): QueryClient {
  adminQueryClient ??= createAdminQueryClient();
  return adminQueryClient;
}

// ---- Keys ----

export interface TracksPageQuery {
  page: number;
  q: string;
  category: string;
}

export const adminKeys = {
  /** Everything the dashboard shows; Refresh reloads it. */
  all: ['admin'] as const,
  library: ['admin', 'library'] as const,
  stats: ['admin', 'stats'] as const,
  tracks: ['admin', 'tracks'] as const,
  tracksPage: (query: TracksPageQuery) => ['admin', 'tracks', query] as const,
  recommendations: ['admin', 'recommendations'] as const,
  recommendationList: (status: RecommendationStatus | 'all') => ['admin', 'recommendations', status] as const,
  messages: ['admin', 'messages'] as const,
  messagesPage: (page: number) => ['admin', 'messages', page] as const,
  activityPage: (page: number) => ['admin', 'activity', page] as const,
  /** Kept apart from `all`: signing out clears the dashboard's data, not the answer "signed out". */
  session: ['admin-session'] as const,
};

// ---- Queries ----

export type SessionState = { kind: 'signed-in'; username: string } | { kind: 'signed-out' };

/**
 * The session check: `signedIn: false` is the answer "signed out"; no answer at all is an error (the guard offers to try
 * again). Always asked afresh on arrival, and asked even while the browser says it is offline, so the admin
 * learns at once that the server cannot be reached.
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: adminKeys.session,
    queryFn: async ({ signal }): Promise<SessionState> => {
      const result = await fetchSession({ signal });
      if (result.ok) {
        return result.data.signedIn ? { kind: 'signed-in', username: result.data.username } : { kind: 'signed-out' };
      }
      // A server from before signed out was an answer (a page cached across an update) still says 401.
      if (result.kind === 'http' && result.status === 401) return { kind: 'signed-out' };
      throw new ApiRequestError(result);
    },
    staleTime: 0,
    retry: false,
    networkMode: 'always',
  });

export const libraryQuery = () =>
  queryOptions({
    queryKey: adminKeys.library,
    queryFn: async ({ signal }) => unwrap(await fetchLibrary({ signal })).categories,
  });

export const statsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: async ({ signal }) => {
      const { stats, generating } = unwrap(await fetchStats({ signal }));
      return { ...stats, generating: generating ?? null };
    },
    // While a fresh server is still making the music library, its progress note stays current.
    refetchInterval: (query) => (query.state.data?.generating ? 5000 : false),
  });

export const tracksQuery = (query: TracksPageQuery) =>
  queryOptions({
    queryKey: adminKeys.tracksPage(query),
    queryFn: async ({ signal }) =>
      unwrap(
        await fetchTracks(
          { page: query.page, limit: ADMIN_PAGE_SIZE, q: query.q, category: query.category },
          { signal },
        ),
      ),
  });

export const recommendationsQuery = (status: RecommendationStatus | 'all') =>
  queryOptions({
    queryKey: adminKeys.recommendationList(status),
    queryFn: async ({ signal }) =>
      unwrap(await fetchRecommendations(status === 'all' ? undefined : status, { signal })),
  });

export const activityQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.activityPage(page),
    // Every admin action adds to it: always reload when the tab is opened.
    staleTime: 0,
    queryFn: async ({ signal }) => unwrap(await fetchActivity(page, { signal })),
  });

export const messagesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.messagesPage(page),
    queryFn: async ({ signal }) => unwrap(await fetchContactMessages(page, { signal })),
  });

// ---- What changes invalidate ----

/** A track or category was added, changed or removed: the library, the stats and every track page reload. */
export function catalogueChanged(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.library }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    queryClient.invalidateQueries({ queryKey: adminKeys.tracks }),
  ]).then(() => undefined);
}

/** A recommendation changed status or was deleted: every filtered list and its counts reload. */
export function recommendationsChanged(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: adminKeys.recommendations });
}

/** Signed in, out, or the session is gone: nothing of the previous session's data may be shown again. */
export function setSession(queryClient: QueryClient, session: SessionState): void {
  queryClient.removeQueries({ queryKey: adminKeys.all });
  void queryClient.cancelQueries({ queryKey: adminKeys.session });
  queryClient.setQueryData(adminKeys.session, session);
}

/**
 * A change to the catalogue (upload, edit, delete, new category) as a mutation: `send` is one admin call; when it
 * succeeds, everything it may have changed reloads. A failure rejects with the call's `ApiError` inside
 * (`apiErrorOf`).
 */
export function useCatalogueChange<Variables, Data>(send: (variables: Variables) => Promise<ApiResult<Data>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => unwrap(await send(variables)),
    onSuccess: () => {
      void catalogueChanged(queryClient);
    },
  });
}
