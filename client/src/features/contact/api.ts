import type { ContactField, ContactInput } from '#shared/validation.ts';
import { api } from '../../lib/api-client.ts';

export type ContactSendResult =
  | { ok: true }
  /**
   * The server refused the input (400): its first code and message, and per field an error code (or, from a server
   * that sends no codes, its English message).
   */
  | { ok: false; kind: 'invalid'; code: string | null; message: string; errors: Partial<Record<ContactField, string>> }
  /** Any other refusal (429 rate limit, 5xx, an answer that is not ours): the server's code and message, if any. */
  | { ok: false; kind: 'http'; status: number; code: string | null; message: string | null }
  /** No answer at all: offline, connection reset. */
  | { ok: false; kind: 'network' };

const FIELDS: readonly ContactField[] = ['inquiryType', 'name', 'email', 'message'];

/** Per field: the code from `fieldCodes`, else the English message from `errors`. */
function fieldErrors(body: unknown): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (typeof body !== 'object' || body === null) return errors;
  const { fieldCodes, errors: messages } = body as { fieldCodes?: unknown; errors?: unknown };
  for (const source of [messages, fieldCodes]) {
    if (typeof source !== 'object' || source === null) continue;
    for (const field of FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      if (typeof value === 'string') errors[field] = value;
    }
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
        return {
          ok: false,
          kind: 'invalid',
          code: result.code,
          message: result.message,
          errors: fieldErrors(result.body),
        };
      }
      return { ok: false, kind: 'http', status: result.status, code: result.code, message: result.message };
    case 'invalid-response':
      // Stored all the same: the status said so.
      return { ok: true };
    default:
      return { ok: false, kind: 'network' };
  }
}
