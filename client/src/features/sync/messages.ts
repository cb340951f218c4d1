import { t } from '@lingui/core/macro';
import { isApiErrorCode } from '#shared/api-errors.ts';
import type { CodeProblem } from '#shared/sync/code.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import type { SyncStatus } from './engine.ts';

/** The status line: what sync is doing, and for an error what to do. */
export function statusText(status: SyncStatus): string {
  switch (status.kind) {
    case 'off':
      return t`Sync is off on this device.`;
    case 'syncing':
      return t`Syncing…`;
    case 'synced':
      return t`Synced. Changes show on your other devices within seconds.`;
    case 'offline':
      return t`Offline. Your changes are kept and will sync when you are back online.`;
    case 'erased':
      return t`The synced data was erased from the server, so sync is off on this device. Your data here is kept.`;
    case 'error':
      return errorText(status.code);
  }
}

/** A failure's text: the server's code translated, or what a lost connection means. */
export function errorText(code: string): string {
  if (isApiErrorCode(code)) return apiErrorText(code);
  if (code === 'server') return t`The sync server has a problem. Your changes are kept; sync will try again.`;
  return t`Could not reach the sync server. Your changes are kept; sync will try again when the connection is back.`;
}

export function codeProblemText(problem: CodeProblem): string {
  switch (problem) {
    case 'length':
      return t`A sync code has 56 letters and digits. Check that you typed all of it.`;
    case 'character':
      return t`A sync code has only capital letters and the digits 2 to 9. Check for a mistyped character.`;
    case 'checksum':
      return t`This code has a typo: check each group of four against the other device.`;
  }
}
