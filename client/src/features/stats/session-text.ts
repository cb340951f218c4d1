import { plural } from '@lingui/core/macro';

/** `1 session`, `3 sessions`, translated. */
export const sessionsText = (sessions: number): string => plural(sessions, { one: '# session', other: '# sessions' });
