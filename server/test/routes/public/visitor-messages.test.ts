import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

describe('POST /api/recommendations/submit', () => {
  let t: TestApp;
  let ip: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    ip = freshIp();
  });
  const submit = (payload: unknown, headers: Record<string, string> = {}, from = ip) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recommendations/submit',
      payload: payload as object,
      remoteAddress: from,
      headers: { 'user-agent': 'vitest-agent', ...headers },
    });

  it('stores a valid, trimmed message as new, with the client IP and user agent', async () => {
    const res = await submit({ message: '  Please add rain sounds.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true });
    const [row] = await t.db.sql`select * from recommendations where id = ${res.json().id}`;
    expect(row).toMatchObject({
      message: 'Please add rain sounds.',
      status: 'new',
      user_ip: ip,
      user_agent: 'vitest-agent',
      admin_notes: null,
    });
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it('accepts exactly 2000 characters and refuses 2001 with the spec message', async () => {
    expect((await submit({ message: 'a'.repeat(2000) })).statusCode).toBe(201);
    const res = await submit({ message: 'a'.repeat(2001) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'RECOMMENDATION_TOO_LONG',
      message: 'Message is too long (maximum 2000 characters).',
    });
  });

  it('refuses a blank message with the spec message and stores nothing', async () => {
    const before = await t.db.sql`select count(*)::int as n from recommendations`;
    const res = await submit({ message: '   \n\t ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'RECOMMENDATION_BLANK', message: 'Please write a message.' });
    expect(await t.db.sql`select count(*)::int as n from recommendations`).toEqual(before);
  });

  it('refuses a message of only invisible characters (bidi controls, zero-width) with its own message (issue 25)', async () => {
    const before = await t.db.sql`select count(*)::int as n from recommendations`;
    for (const message of ['\u202E', '\u200B\u200B\u200B', ' \u2066\u200D\u2069 \uFEFF\u2060 ']) {
      const res = await submit({ message });
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'RECOMMENDATION_INVISIBLE',
        message: 'Your message has no visible text: please write a message.',
      });
    }
    expect(await t.db.sql`select count(*)::int as n from recommendations`).toEqual(before);
    // Visible text with a control in it is a message (the admin area neutralises the control when showing it).
    expect((await submit({ message: '\u202EMore rain sounds' })).statusCode).toBe(201);
  });

  it('answers 4xx with a clear message to wrong types, bad JSON, no body and oversized bodies', async () => {
    for (const payload of [{ message: 42 }, { message: null }, { msg: 'hi' }, ['hi']]) {
      const res = await submit(payload, {}, freshIp());
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid request data' });
    }
    const badJson = await submit('{"message": "unterminated', { 'content-type': 'application/json' }, freshIp());
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toMatch(/JSON/);
    const wrongType = await submit('message=hi', { 'content-type': 'application/x-www-form-urlencoded' }, freshIp());
    expect(wrongType.statusCode).toBe(415);
    const huge = await submit({ message: 'x'.repeat(100_000) }, {}, freshIp());
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false });
  });

  it('is rate-limited per IP with a 429 and a message', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await submit({ message: `idea ${i}` })).statusCode);
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    const res = await submit({ message: 'one more' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VISITOR_RATE_LIMITED',
      message: 'Too many messages from your connection. Please try again in a few minutes.',
    });
    // Another visitor is not affected.
    ip = freshIp();
    expect((await submit({ message: 'hello' })).statusCode).toBe(201);
  });
});

describe('POST /api/contact', () => {
  let t: TestApp;
  let ip: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    ip = freshIp();
  });
  const valid = {
    inquiryType: 'bug',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    message: 'The bell is too quiet on my phone.',
  };
  const send = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });

  it('refuses an email with half a surrogate pair as an invalid address, not a 500 (found by the fuzz test)', async () => {
    for (const email of ['\udfff\ud800', 'ada\ud800@example.org']) {
      const res = await send({ ...valid, email });
      expect(res.statusCode, JSON.stringify(email)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Please enter a valid email address.' });
    }
  });

  it('stores a valid message', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true });
    const [row] = await t.db.sql`select * from contact_messages where id = ${res.json().id}`;
    expect(row).toMatchObject({ inquiry_type: 'bug', name: 'Ada Lovelace', email: 'ada@example.org', user_ip: ip });
  });

  it('names what is wrong: blank fields, a bad email, an unknown inquiry type, too long', async () => {
    const cases: [object, string, string, string][] = [
      [{ ...valid, name: '  ' }, 'name', 'Please enter your name.', 'CONTACT_NAME'],
      [{ ...valid, email: 'ada-at-example' }, 'email', 'Please enter a valid email address.', 'CONTACT_EMAIL'],
      [{ ...valid, inquiryType: 'sales' }, 'inquiryType', 'Please choose an inquiry type.', 'CONTACT_INQUIRY_TYPE'],
      [{ ...valid, message: '' }, 'message', 'Please write a message.', 'CONTACT_MESSAGE'],
      [
        { ...valid, message: '\u202E\u200B' },
        'message',
        'Your message has no visible text: please write a message.',
        'CONTACT_MESSAGE_INVISIBLE',
      ],
      [{ ...valid, name: '\u200B\u2066' }, 'name', 'Please enter your name.', 'CONTACT_NAME'],
      [
        { ...valid, message: 'm'.repeat(5001) },
        'message',
        'Message is too long (maximum 5000 characters).',
        'CONTACT_MESSAGE_TOO_LONG',
      ],
    ];
    const [{ n: before }] = await t.db.sql`select count(*)::int as n from contact_messages`;
    for (const [payload, field, message, code] of cases) {
      ip = freshIp(); // more cases than the rate limit allows from one address
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code,
        message,
        errors: { [field]: message },
        fieldCodes: { [field]: code },
      });
    }
    expect((await t.db.sql`select count(*)::int as n from contact_messages`)[0].n).toBe(before);
  });

  it('refuses wrong types and missing fields', async () => {
    for (const payload of [{ ...valid, name: 7 }, { name: 'x' }, {}]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid request data');
    }
  });

  it('is rate-limited per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send(valid)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
