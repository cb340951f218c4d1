export type RecommendationSendResult =
  | { ok: true }
  /** The server answered with an error; `message` is its `message` field, when it sent one. */
  | { ok: false; kind: 'http'; status: number; message: string | null }
  /** No answer at all: offline, connection reset. */
  | { ok: false; kind: 'network' };

/** `POST /api/recommendations/submit` with the trimmed message. Never throws. */
export async function submitRecommendation(message: string): Promise<RecommendationSendResult> {
  let response: Response;
  try {
    response = await fetch('/api/recommendations/submit', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ message }),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  if (response.ok) return { ok: true };
  const body: unknown = await response.json().catch(() => null);
  const text = (body as { message?: unknown } | null)?.message;
  return {
    ok: false,
    kind: 'http',
    status: response.status,
    message: typeof text === 'string' && text.trim() !== '' ? text : null,
  };
}
