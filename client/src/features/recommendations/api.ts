import { api } from '../../lib/api-client.ts';

export type RecommendationSendResult =
  | { ok: true }
  /** The server answered with an error: its `code` and `message` fields, when it sent them. */
  | { ok: false; kind: 'http'; status: number; code: string | null; message: string | null }
  /** No answer at all: offline, connection reset. */
  | { ok: false; kind: 'network' };

/** `POST /api/recommendations/submit` with the trimmed message. Never throws. */
export async function submitRecommendation(message: string): Promise<RecommendationSendResult> {
  const result = await api.send('POST', '/api/recommendations/submit', { message });
  switch (result.kind) {
    // SPEC.md §7 reads only the HTTP ok flag: a 2xx is a success whatever its body.
    case 'ok':
    case 'invalid-response':
      return { ok: true };
    case 'http':
      return {
        ok: false,
        kind: 'http',
        status: result.status,
        code: result.code,
        message: result.message !== null && result.message.trim() !== '' ? result.message : null,
      };
    default:
      return { ok: false, kind: 'network' };
  }
}
