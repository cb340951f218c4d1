import { t } from '@lingui/core/macro';
import type { RecommendationProblem } from './form-state.ts';

export function problemText(problem: RecommendationProblem): string {
  if (problem === 'blank') return t`Please write a message.`;
  if (problem === 'invisible') return t`Your message has no visible text: please write a message.`;
  return t`Message is too long (maximum 2000 characters).`;
}
