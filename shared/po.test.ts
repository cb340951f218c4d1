import { describe, expect, it } from 'vitest';
import { icuPlaceholders, isTranslated, parsePo, PoParseError, poKey, poMessages, unquotePo } from './po.ts';

const SAMPLE = `msgid ""
msgstr ""
"Language: fr\\n"
"Plural-Forms: \\n"

#: client/src/a.tsx:1
#: client/src/b.tsx:2
msgid "{count, plural, one {# track} other {# tracks}}"
msgstr "{count, plural, one {# morceau} other {# morceaux}}"

#. a comment for translators
msgid ""
"Long text "
"over two lines"
msgstr "Texte long "
"sur deux lignes"

msgctxt "button"
msgid "Pause"
msgstr "Mettre en pause"

msgid "Pause"
msgstr "Pause"

msgid "Say \\"hi\\"\\tnow\\\\"
msgstr ""

#~ msgid "Old"
#~ msgstr "Ancien"
msgid "Apple"
msgid_plural "Apples"
msgstr[0] "Pomme"
msgstr[1] ""
`;

describe('parsePo', () => {
  it('reads header, references, continued strings, contexts, escapes and gettext plurals', () => {
    const entries = parsePo(SAMPLE);
    expect(entries.map((e) => e.msgid)).toEqual([
      '',
      '{count, plural, one {# track} other {# tracks}}',
      'Long text over two lines',
      'Pause',
      'Pause',
      'Say "hi"\tnow\\',
      'Apple',
    ]);
    expect(entries[0].msgstr).toBe('Language: fr\nPlural-Forms: \n');
    expect(entries[1].references).toEqual(['client/src/a.tsx:1', 'client/src/b.tsx:2']);
    expect(entries[2].msgstr).toBe('Texte long sur deux lignes');
    expect(entries[3]).toMatchObject({ msgctxt: 'button', msgstr: 'Mettre en pause' });
    expect(entries[4].msgctxt).toBeUndefined();
    expect(entries[5].msgstr).toBe('');
    expect(entries[6]).toMatchObject({ msgidPlural: 'Apples', msgstrPlural: ['Pomme', ''] });
  });

  it('rejects malformed input with the line number', () => {
    expect(() => parsePo('msgid "a"\nmsgstr "b\n')).toThrow(PoParseError);
    expect(() => parsePo('msgid "a"\nmsgstr "b"\nnonsense\n')).toThrow(/line 3/);
    expect(() => parsePo('"orphan"\n')).toThrow(/continuation/);
    expect(() => parsePo('msgstr "x"\n')).toThrow(/without msgid/);
  });

  it('unquotes strings', () => {
    expect(unquotePo('"a\\nb"')).toBe('a\nb');
    expect(() => unquotePo('a')).toThrow(PoParseError);
    expect(() => unquotePo('"a"b"')).toThrow(PoParseError);
  });
});

describe('poMessages and isTranslated', () => {
  it('keys messages by context and msgid, without the header', () => {
    const messages = poMessages(SAMPLE);
    expect(messages.size).toBe(6);
    expect(messages.get('Pause')!.msgstr).toBe('Pause');
    expect(messages.get(poKey('Pause', 'button'))!.msgstr).toBe('Mettre en pause');
    expect(isTranslated(messages.get('Pause')!)).toBe(true);
    expect(isTranslated(messages.get('Say "hi"\tnow\\')!)).toBe(false);
    // One empty plural form is a missing translation.
    expect(isTranslated(messages.get('Apple')!)).toBe(false);
  });

  it('refuses a catalog with the same message twice', () => {
    expect(() => poMessages('msgid "a"\nmsgstr "1"\n\nmsgid "a"\nmsgstr "2"\n')).toThrow(/duplicate/);
  });

  it('counts a blank translation as missing', () => {
    const [entry] = [...poMessages('msgid "a"\nmsgstr "   "\n').values()];
    expect(isTranslated(entry)).toBe(false);
  });
});

describe('icuPlaceholders', () => {
  it('finds arguments and component tags', () => {
    expect(icuPlaceholders('By <0>{author}</0>')).toEqual(['<0>', '{author}']);
    expect(icuPlaceholders('{count}/{max} characters')).toEqual(['{count}', '{max}']);
    expect(icuPlaceholders('Line<0/>break')).toEqual(['<0>']);
    expect(icuPlaceholders('No placeholders')).toEqual([]);
  });

  it('reads plural and select branches as messages, not as arguments', () => {
    expect(icuPlaceholders('{count, plural, one {# track} other {# tracks}}')).toEqual(['{count}']);
    expect(icuPlaceholders('{n, plural, offset:1 =0 {none} one {one in {place}} other {#}}')).toEqual([
      '{n}',
      '{place}',
    ]);
    expect(icuPlaceholders('{who, select, he {he} she {she} other {they}}')).toEqual(['{who}']);
    expect(icuPlaceholders('{p, number, ::percent}')).toEqual(['{p}']);
  });

  it('throws on malformed messages', () => {
    expect(() => icuPlaceholders('oops {count')).toThrow(/count/);
    expect(() => icuPlaceholders('{n, plural, one {x}')).toThrow(/unbalanced|bad branch/);
    expect(() => icuPlaceholders('oops }')).toThrow(/unbalanced/);
  });
});
