import { t } from '@lingui/core/macro';
import { CONTACT_MESSAGES, type InquiryType } from '#shared/validation.ts';

/**
 * The shared validation messages (English, also sent by the server) in the active language. A
 * message we do not know, such as a new one from a newer server, is shown as it is.
 */
export function translateContactMessage(message: string): string {
  switch (message) {
    case CONTACT_MESSAGES.inquiryType:
      return t`Please choose an inquiry type.`;
    case CONTACT_MESSAGES.name:
      return t`Please enter your name.`;
    case CONTACT_MESSAGES.nameTooLong:
      return t`Name is too long (maximum 200 characters).`;
    case CONTACT_MESSAGES.email:
      return t`Please enter a valid email address.`;
    case CONTACT_MESSAGES.message:
      return t`Please write a message.`;
    case CONTACT_MESSAGES.messageTooLong:
      return t`Message is too long (maximum 5000 characters).`;
    default:
      return message;
  }
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
