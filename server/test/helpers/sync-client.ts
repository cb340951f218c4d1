import { generateSyncKey } from '#shared/sync/code.ts';
import { deriveSecrets, type SyncSecrets } from '#shared/sync/keys.ts';
import { encryptOp, newOpId, type SealedOp } from '#shared/sync/ops.ts';
import type { SyncPayload } from '#shared/sync/merge.ts';

/** A device's secrets for a new random key. */
export const newSpace = async (): Promise<SyncSecrets> => deriveSecrets(generateSyncKey());

export const auth = (s: { writeToken: string }) => ({ authorization: `Bearer ${s.writeToken}` });

let counter = 0;
/** A real encrypted op carrying `payload`. */
export async function sealedOp(
  s: SyncSecrets,
  payload: SyncPayload = { set: [{ k: 'setting/theme', v: 'dark' }] },
): Promise<SealedOp> {
  counter += 1;
  return encryptOp(s.contentKey, s.spaceId, {
    id: newOpId(),
    device: 'test',
    hlc: `${Date.now().toString(36).padStart(11, '0')}.${counter.toString(36).padStart(6, '0')}.test`,
    payload,
  });
}

export interface EventStream {
  events: { event: string; data: unknown }[];
  /** Resolves with the first event (already received or to come) that `match` accepts. */
  next(
    match: (e: { event: string; data: unknown }) => boolean,
    what: string,
    ms?: number,
  ): Promise<{ event: string; data: unknown }>;
  close(): void;
}

/** Opens GET …/events with fetch (as the client does: the token goes in a header) and parses the stream. */
export async function openEvents(url: string, token: string): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`events: ${res.status} ${await res.text()}`);
  const events: { event: string; data: unknown }[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const w of waiters) w();
        }
      }
    } catch {
      // aborted
    }
    events.push({ event: 'end', data: null });
    for (const w of waiters) w();
  })();
  return {
    events,
    next(match, what, ms = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${what} within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
