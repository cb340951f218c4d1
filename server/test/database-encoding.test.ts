import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '#shared/validation.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * The database holds Unicode text as characters, whatever the machine's locale: the embedded cluster is made with
 * UTF-8 and PostgreSQL's builtin C.UTF-8 locale (server/src/database.ts), and the test cluster is made under the C
 * locale on purpose (global-setup.ts), as on a machine with no locale set, where initdb used to choose SQL_ASCII.
 * There a name of 100 letters outside the BMP (400 bytes) broke the 200-character check with a 500 (found by
 * fuzz.test.ts on CI, whose environment sets no locale).
 */
describe('text in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('is UTF-8 with a Unicode locale: characters are counted and lowercased as characters', async () => {
    const [row] = await t.db.sql<{ encoding: string; length: number; lower: string }[]>`
      select current_setting('server_encoding') as encoding, char_length('𠕋ኞ') as length, lower('ÉÇΣ') as lower`;
    expect(row).toEqual({ encoding: 'UTF8', length: 2, lower: 'éçσ' });
  });

  it('takes a contact name of 100 letters outside the BMP (the form limit in UTF-16 units) and gives it back', async () => {
    const name = '𠕋'.repeat(CONTACT_LIMITS.name / 2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '192.0.2.77',
      payload: { inquiryType: 'general', name, email: 'ada@example.com', message: '𛃓ᛒ🮷 hello' },
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.db.sql<{ name: string }[]>`select name from contact_messages where id = ${res.json().id}`;
    expect(stored.name).toBe(name);
  });
});
