/** Validation rules and their exact messages, used by the forms in the browser and by the server alike. */

export const RECOMMENDATION_MAX = 2000;
export const RECOMMENDATION_WARN_ABOVE = 1800;

/** A message of only invisible characters (issue 25): recommendations and contact messages alike. */
export const INVISIBLE_MESSAGE = 'Your message has no visible text: please write a message.';

export const RECOMMENDATION_MESSAGES = {
  blank: 'Please write a message.',
  invisible: INVISIBLE_MESSAGE,
  tooLong: 'Message is too long (maximum 2000 characters).',
} as const;

/** The trimmed message, or the spec's message for what is wrong with it. */
export function validateRecommendation(raw: string):
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      code: 'RECOMMENDATION_BLANK' | 'RECOMMENDATION_INVISIBLE' | 'RECOMMENDATION_TOO_LONG';
    } {
  const message = raw.trim();
  if (message.length === 0) return { ok: false, error: RECOMMENDATION_MESSAGES.blank, code: 'RECOMMENDATION_BLANK' };
  if (!hasVisibleText(message))
    return { ok: false, error: RECOMMENDATION_MESSAGES.invisible, code: 'RECOMMENDATION_INVISIBLE' };
  if (message.length > RECOMMENDATION_MAX)
    return { ok: false, error: RECOMMENDATION_MESSAGES.tooLong, code: 'RECOMMENDATION_TOO_LONG' };
  return { ok: true, message };
}

export const INQUIRY_TYPES = ['general', 'technical', 'feature', 'bug', 'partnership', 'feedback'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const CONTACT_LIMITS = { name: 200, email: 320, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  inquiryType: 'Please choose an inquiry type.',
  name: 'Please enter your name.',
  nameTooLong: 'Name is too long (maximum 200 characters).',
  email: 'Please enter a valid email address.',
  message: 'Please write a message.',
  messageInvisible: INVISIBLE_MESSAGE,
  messageTooLong: 'Message is too long (maximum 5000 characters).',
} as const;

import { isValidEmail } from './email.ts';
import { hasVisibleText } from './invisible-text.ts';

export interface ContactInput {
  inquiryType: string;
  name: string;
  email: string;
  message: string;
}

/** Proper address validation (validator's isEmail); see shared/email.ts and decision 0019. */
export { isValidEmail } from './email.ts';

export type ContactField = keyof ContactInput;

/** The stable code of each contact message (see shared/api-errors.ts). */
export const CONTACT_CODES = {
  inquiryType: 'CONTACT_INQUIRY_TYPE',
  name: 'CONTACT_NAME',
  nameTooLong: 'CONTACT_NAME_TOO_LONG',
  email: 'CONTACT_EMAIL',
  message: 'CONTACT_MESSAGE',
  messageInvisible: 'CONTACT_MESSAGE_INVISIBLE',
  messageTooLong: 'CONTACT_MESSAGE_TOO_LONG',
} as const satisfies Record<keyof typeof CONTACT_MESSAGES, string>;

export type ContactErrorCode = (typeof CONTACT_CODES)[keyof typeof CONTACT_CODES];

/** Field-by-field error codes (empty when valid) and the trimmed values; API_ERROR_MESSAGES has their English text. */
export function validateContact(input: ContactInput): {
  errors: Partial<Record<ContactField, ContactErrorCode>>;
  value: ContactInput & { inquiryType: InquiryType };
} {
  const value = {
    inquiryType: input.inquiryType.trim() as InquiryType,
    name: input.name.trim(),
    email: input.email.trim(),
    message: input.message.trim(),
  };
  const errors: Partial<Record<ContactField, ContactErrorCode>> = {};
  if (!(INQUIRY_TYPES as readonly string[]).includes(value.inquiryType)) errors.inquiryType = CONTACT_CODES.inquiryType;
  if (!hasVisibleText(value.name)) errors.name = CONTACT_CODES.name;
  else if (value.name.length > CONTACT_LIMITS.name) errors.name = CONTACT_CODES.nameTooLong;
  if (!isValidEmail(value.email)) errors.email = CONTACT_CODES.email;
  if (!value.message) errors.message = CONTACT_CODES.message;
  else if (!hasVisibleText(value.message)) errors.message = CONTACT_CODES.messageInvisible;
  else if (value.message.length > CONTACT_LIMITS.message) errors.message = CONTACT_CODES.messageTooLong;
  return { errors, value };
}
