import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { I18nEntry } from '#shared/i18n-manifest.ts';
import { LANGUAGE_CODES } from '#shared/languages.ts';
import { poMessages } from '#shared/po.ts';
import { DEFAULT_LOCALES_DIR, readCatalogs } from '../../../src/routes/public/i18n.ts';
import { createTestApp, makeTempDir, type TestApp } from '../../helpers/app.ts';

async function translation(code: string, msgid: string): Promise<string> {
  const catalog = poMessages(await fs.readFile(path.join(DEFAULT_LOCALES_DIR, code, 'messages.po'), 'utf8'));
  return catalog.get(msgid)!.msgstr;
}

describe('GET /i18n.json', () => {
  let t: TestApp;
  let languages: I18nEntry[];
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    languages = (await t.app.inject({ url: '/i18n.json' })).json<{ languages: I18nEntry[] }>().languages;
  });
  afterAll(() => t.close());

  it('takes every text from the Lingui catalogs the interface uses', async () => {
    const fr = languages.find((l) => l.code === 'fr')!;
    expect(fr.ui.timer.start).toBe(await translation('fr', 'Start'));
    expect(fr.ui.settings.close).toBe(await translation('fr', 'Close settings'));
    expect(fr.ui.footer.recommendations).toBe(await translation('fr', 'Any Recommendations?'));
    expect(fr.ui.categories['coffee-jazz']).toBe(await translation('fr', 'Coffee & Jazz'));
    expect(fr.meta.title).toBe(await translation('fr', 'Pomolo — Focus timer & lo-fi music'));
    const ja = languages.find((l) => l.code === 'ja')!;
    expect(ja.ui.player.next).toBe(await translation('ja', 'Next track'));
    expect(ja.meta.description).toBe(
      await translation(
        'ja',
        'Pomolo is a free Pomodoro focus timer with calm lo-fi music. Start focusing in one click, online or offline, no account needed.',
      ),
    );
  });

  it('has no English left in another language’s groups, apart from words that are the same', () => {
    const en = languages.find((l) => l.code === 'en')!;
    for (const language of languages.filter((l) => l.code !== 'en')) {
      expect(language.meta.description, language.code).not.toBe(en.meta.description);
      expect(language.ui.settings.workDuration, language.code).not.toBe(en.ui.settings.workDuration);
      expect(language.ui.footer.about, language.code).not.toBe(en.ui.footer.about);
      expect(language.ui.categories['sleep-calm'], language.code).not.toBe(en.ui.categories['sleep-calm']);
    }
  });

  it('reads all 11 catalogs, and refuses to start without one', async () => {
    expect(Object.keys(await readCatalogs()).sort()).toEqual([...LANGUAGE_CODES].sort());
    const partial = await makeTempDir('pomolo-locales-');
    try {
      await fs.cp(DEFAULT_LOCALES_DIR, partial, { recursive: true });
      await fs.rm(path.join(partial, 'ko'), { recursive: true });
      await expect(readCatalogs(partial)).rejects.toThrow(/ko catalog/);
    } finally {
      await fs.rm(partial, { recursive: true, force: true });
    }
  });
});
