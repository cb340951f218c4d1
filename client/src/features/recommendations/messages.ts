import { t } from '@lingui/core/macro';
import type { RecommendationProblem } from './form-state.ts';

export function problemText(problem: RecommendationProblem): string {
  return problem === 'blank' ? t`Please write a message.` : t`Message is too long (maximum 2000 characters).`;
}
