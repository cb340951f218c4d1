import { describe, expect, it } from 'vitest';
import {
  validateContact,
  validateRecommendation,
  isValidEmail,
  RECOMMENDATION_MESSAGES,
  CONTACT_MESSAGES,
} from './validation.ts';

describe('recommendation validation', () => {
  it('trims and accepts 1 to 2000 characters', () => {
    expect(validateRecommendation('  more jazz please  ')).toEqual({ ok: true, message: 'more jazz please' });
    expect(validateRecommendation('x'.repeat(2000))).toMatchObject({ ok: true });
    expect(validateRecommendation(`  ${'x'.repeat(2000)}  `)).toMatchObject({ ok: true });
  });
  it('gives the spec messages for blank and too long', () => {
    expect(validateRecommendation('   \n ')).toEqual({ ok: false, error: 'Please write a message.' });
    expect(validateRecommendation('x'.repeat(2001))).toEqual({
      ok: false,
      error: 'Message is too long (maximum 2000 characters).',
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
      inquiryType: CONTACT_MESSAGES.inquiryType,
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      message: CONTACT_MESSAGES.message,
    });
  });
  it('checks email shape', () => {
    for (const e of ['a@b.co', 'first.last+tag@sub.example.com']) expect(isValidEmail(e), e).toBe(true);
    for (const e of ['', 'a@b', '@b.co', 'a b@c.de', 'a@b .co']) expect(isValidEmail(e), e).toBe(false);
  });
  it('caps lengths', () => {
    expect(validateContact({ ...ok, name: 'n'.repeat(201) }).errors.name).toBe(CONTACT_MESSAGES.nameTooLong);
    expect(validateContact({ ...ok, message: 'm'.repeat(5001) }).errors.message).toBe(CONTACT_MESSAGES.messageTooLong);
  });
});
