import { RECOMMENDATION_MAX, RECOMMENDATION_WARN_ABOVE } from '#shared/validation.ts';
import { hasVisibleText } from '#shared/invisible-text.ts';

export type RecommendationProblem = 'blank' | 'invisible' | 'too-long';

export interface RecommendationFormView {
  /** Characters typed, as the textarea's maxLength counts them. */
  count: number;
  max: number;
  /** More than 1800 characters: "Approaching character limit". */
  nearLimit: boolean;
  /** What is wrong with the message, to show once the visitor has typed something. */
  problem: RecommendationProblem | null;
  /** Send is enabled: not sending, and the trimmed message is 1 to 2000 characters. */
  canSend: boolean;
}

/** Everything the recommendation form shows, derived from the text and whether it is being sent. */
export function recommendationFormView(text: string, sending: boolean, touched: boolean): RecommendationFormView {
  const count = text.length;
  const trimmed = text.trim();
  const problem: RecommendationProblem | null =
    trimmed.length === 0
      ? touched
        ? 'blank'
        : null
      : trimmed.length > RECOMMENDATION_MAX
        ? 'too-long'
        : !hasVisibleText(trimmed)
          ? 'invisible'
          : null;
  return {
    count,
    max: RECOMMENDATION_MAX,
    nearLimit: count > RECOMMENDATION_WARN_ABOVE,
    problem,
    canSend: !sending && problem === null && trimmed.length > 0,
  };
}
