import type { ContactField, ContactInput } from '#shared/validation.ts';
import { api } from '../../lib/api-client.ts';

export type ContactSendResult =
  | { ok: true }
  /** The server refused the input (400): its first message and the per-field messages. */
  | { ok: false; kind: 'invalid'; message: string; errors: Partial<Record<ContactField, string>> }
  /** Any other refusal (429 rate limit, 5xx, an answer that is not ours); `message` is the server's, when it gave one. */
  | { ok: false; kind: 'http'; status: number; message: string | null }
  /** No answer at all: offline, connection reset. */
  | { ok: false; kind: 'network' };

const FIELDS: readonly ContactField[] = ['inquiryType', 'name', 'email', 'message'];

function fieldErrors(body: unknown): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  const value = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (typeof value !== 'object' || value === null) return errors;
  for (const field of FIELDS) {
    const message = (value as Record<string, unknown>)[field];
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

/** `POST /api/contact`: stores the message on the server. Never throws. */
export async function sendContactMessage(input: ContactInput): Promise<ContactSendResult> {
  const result = await api.send('POST', '/api/contact', input);
  switch (result.kind) {
    case 'ok':
      return { ok: true };
    case 'http':
      if (result.status === 400 && result.message !== null) {
        return { ok: false, kind: 'invalid', message: result.message, errors: fieldErrors(result.body) };
      }
      return { ok: false, kind: 'http', status: result.status, message: result.message };
    case 'invalid-response':
      // Stored all the same: the status said so.
      return { ok: true };
    default:
      return { ok: false, kind: 'network' };
  }
}
