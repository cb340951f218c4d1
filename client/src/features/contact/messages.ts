import { t } from '@lingui/core/macro';
import type { InquiryType } from '#shared/validation.ts';
import { failureText } from '../../lib/api-error-text.ts';

/** A field error: a code (translated) or, from a server that sends no codes, its English message as it is. */
export function contactErrorText(error: string): string {
  return failureText({ code: error, message: error }, error);
}

export function inquiryTypeLabel(type: InquiryType): string {
  switch (type) {
    case 'general':
      return t`General question`;
    case 'technical':
      return t`Technical support`;
    case 'feature':
      return t`Feature request`;
    case 'bug':
      return t`Bug report`;
    case 'partnership':
      return t`Partnership`;
    case 'feedback':
      return t`Feedback`;
  }
}
