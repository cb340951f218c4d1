import type { ApiCategory, ApiTracksResponse } from '#shared/api-types.ts';
import { ApiError, apiGet } from '../../lib/api-client.ts';

/** The music catalogue: every category with its tracks (`GET /api/tracks`). */
export async function fetchCatalogue(signal?: AbortSignal): Promise<ApiCategory[]> {
  const body = await apiGet<ApiTracksResponse>('/api/tracks', { signal });
  const categories = body?.data?.categories;
  if (!Array.isArray(categories)) {
    throw new ApiError('invalid-response', 'The catalogue has no category list', 200, '/api/tracks');
  }
  return categories;
}
