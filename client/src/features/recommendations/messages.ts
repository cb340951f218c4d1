import { t } from '@lingui/core/macro';
import { RECOMMENDATION_MESSAGES } from '#shared/validation.ts';
import type { RecommendationProblem } from './form-state.ts';

export function problemText(problem: RecommendationProblem): string {
  return problem === 'blank' ? t`Please write a message.` : t`Message is too long (maximum 2000 characters).`;
}

/** A server message in the active language when it is one of the shared validation messages; otherwise as sent. */
export function translateServerMessage(message: string): string {
  if (message === RECOMMENDATION_MESSAGES.blank) return problemText('blank');
  if (message === RECOMMENDATION_MESSAGES.tooLong) return problemText('too-long');
  return message;
}
