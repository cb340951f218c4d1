import { useCallback, useEffect, useRef, useState } from 'react';
import { STATUS_CLEAR_MS } from './messages.ts';

export type StatusTone = 'success' | 'error' | 'info';

export interface StatusMessage {
  text: string;
  tone: StatusTone;
  /** Changes with every message, so the same text shown twice is announced twice. */
  id: number;
}

export type ShowStatus = (text: string, tone: StatusTone, clearAfterMs?: number) => void;

/** The dashboard's status banner: one message at a time, cleared after 3 s unless told otherwise. */
export function useStatus(): { status: StatusMessage | null; show: ShowStatus; clear: () => void } {
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const counter = useRef(0);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setStatus(null);
  }, []);

  const show = useCallback<ShowStatus>((text, tone, clearAfterMs = STATUS_CLEAR_MS.default) => {
    clearTimeout(timer.current);
    counter.current += 1;
    setStatus({ text, tone, id: counter.current });
    timer.current = setTimeout(() => setStatus(null), clearAfterMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { status, show, clear };
}
