import { describe, expect, it } from 'vitest';
import {
  validateContact,
  validateRecommendation,
  isValidEmail,
  RECOMMENDATION_MESSAGES,
  CONTACT_CODES,
} from './validation.ts';
import { API_ERROR_MESSAGES } from './api-errors.ts';

describe('recommendation validation', () => {
  it('trims and accepts 1 to 2000 characters', () => {
    expect(validateRecommendation('  more jazz please  ')).toEqual({ ok: true, message: 'more jazz please' });
    expect(validateRecommendation('x'.repeat(2000))).toMatchObject({ ok: true });
    expect(validateRecommendation(`  ${'x'.repeat(2000)}  `)).toMatchObject({ ok: true });
  });
  it('gives the spec messages for blank and too long', () => {
    expect(validateRecommendation('   \n ')).toEqual({
      ok: false,
      error: 'Please write a message.',
      code: 'RECOMMENDATION_BLANK',
    });
    expect(validateRecommendation('x'.repeat(2001))).toEqual({
      ok: false,
      error: 'Message is too long (maximum 2000 characters).',
      code: 'RECOMMENDATION_TOO_LONG',
    });
    expect(RECOMMENDATION_MESSAGES.blank).toBe('Please write a message.');
  });
});

describe('contact validation', () => {
  const ok = {
    inquiryType: 'feature',
    name: ' Ada ',
    email: ' ada@example.org ',
    message: ' Please add a 50/10 preset. ',
  };
  it('accepts a complete message and trims it', () => {
    const { errors, value } = validateContact(ok);
    expect(errors).toEqual({});
    expect(value).toEqual({
      inquiryType: 'feature',
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Please add a 50/10 preset.',
    });
  });
  it('flags every missing or malformed field', () => {
    const { errors } = validateContact({ inquiryType: 'spam', name: ' ', email: 'not-an-email', message: '' });
    expect(errors).toEqual({
      inquiryType: 'CONTACT_INQUIRY_TYPE',
      name: 'CONTACT_NAME',
      email: 'CONTACT_EMAIL',
      message: 'CONTACT_MESSAGE',
    });
  });
  it('has the spec text for every code', () => {
    expect(API_ERROR_MESSAGES[CONTACT_CODES.email]).toBe('Please enter a valid email address.');
    expect(API_ERROR_MESSAGES[CONTACT_CODES.messageTooLong]).toBe('Message is too long (maximum 5000 characters).');
  });
  it('checks email shape', () => {
    for (const e of ['a@b.co', 'first.last+tag@sub.example.com']) expect(isValidEmail(e), e).toBe(true);
    for (const e of ['', 'a@b', '@b.co', 'a b@c.de', 'a@b .co']) expect(isValidEmail(e), e).toBe(false);
  });
  it('caps lengths', () => {
    expect(validateContact({ ...ok, name: 'n'.repeat(201) }).errors.name).toBe('CONTACT_NAME_TOO_LONG');
    expect(validateContact({ ...ok, message: 'm'.repeat(5001) }).errors.message).toBe('CONTACT_MESSAGE_TOO_LONG');
  });
});
