/**
 * A small reader for the gettext .po catalogs Lingui writes (client/src/locales/{code}/messages.po).
 *
 * Used by the catalog completeness test and by the server, which builds /i18n.json from the same
 * catalogs as the UI. Only what Lingui produces is needed: comments, `msgctxt`, `msgid`, `msgstr`
 * (Lingui keeps plurals inside ICU messages, but `msgid_plural`/`msgstr[n]` are read too) and strings
 * continued over several lines. Obsolete entries (`#~`) are skipped. Pure string code: no I/O here.
 */

export interface PoEntry {
  msgid: string;
  msgstr: string;
  msgctxt?: string;
  msgidPlural?: string;
  /** `msgstr[0]`, `msgstr[1]`, … of a gettext plural entry; empty otherwise. */
  msgstrPlural: string[];
  /** Source references from `#:` lines. */
  references: string[];
}

export class PoParseError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'PoParseError';
  }
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '"': '"',
  '\\': '\\',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
};

/** The value of a quoted .po string literal: `"a \"b\"\n"` → `a "b"` + newline. */
export function unquotePo(literal: string, line = 0): string {
  const trimmed = literal.trim();
  if (trimmed.length < 2 || !trimmed.startsWith('"') || !trimmed.endsWith('"')) {
    throw new PoParseError(`expected a quoted string, got ${JSON.stringify(literal)}`, line);
  }
  const body = trimmed.slice(1, -1);
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '\\') {
      const next = body[++i];
      if (next === undefined) throw new PoParseError('dangling backslash', line);
      out += ESCAPES[next] ?? next;
    } else if (ch === '"') {
      throw new PoParseError('unescaped quote inside a string', line);
    } else {
      out += ch;
    }
  }
  return out;
}

type Field = 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr' | `msgstr[${number}]`;

interface Draft {
  msgctxt?: string;
  msgid?: string;
  msgid_plural?: string;
  msgstr?: string;
  plural: string[];
  references: string[];
}

const emptyDraft = (): Draft => ({ plural: [], references: [] });

/** All entries of a .po file, in file order, the header entry (`msgid ""`) included. */
export function parsePo(source: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let draft = emptyDraft();
  let field: Field | null = null;
  let started = false;

  const flush = (line: number) => {
    if (!started) return;
    if (draft.msgid === undefined) throw new PoParseError('entry without msgid', line);
    entries.push({
      msgid: draft.msgid,
      msgstr: draft.msgstr ?? draft.plural[0] ?? '',
      ...(draft.msgctxt !== undefined ? { msgctxt: draft.msgctxt } : {}),
      ...(draft.msgid_plural !== undefined ? { msgidPlural: draft.msgid_plural } : {}),
      msgstrPlural: draft.plural,
      references: draft.references,
    });
    draft = emptyDraft();
    field = null;
    started = false;
  };

  const append = (target: Field, text: string) => {
    const plural = /^msgstr\[(\d+)\]$/.exec(target);
    if (plural) {
      const index = Number(plural[1]);
      draft.plural[index] = (draft.plural[index] ?? '') + text;
    } else {
      const key = target as 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr';
      draft[key] = (draft[key] ?? '') + text;
    }
  };

  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    if (line === '') {
      flush(lineNo);
      return;
    }
    if (line.startsWith('#~')) return;
    if (line.startsWith('#')) {
      // A comment after the strings of an entry starts the next entry (files without blank lines).
      if (started && draft.msgid !== undefined && (draft.msgstr !== undefined || draft.plural.length > 0))
        flush(lineNo);
      if (line.startsWith('#:')) draft.references.push(...line.slice(2).trim().split(/\s+/).filter(Boolean));
      return;
    }
    if (line.startsWith('"')) {
      if (!field) throw new PoParseError('string continuation without a keyword', lineNo);
      append(field, unquotePo(line, lineNo));
      return;
    }
    const match = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line);
    if (!match) throw new PoParseError(`unexpected line ${JSON.stringify(raw)}`, lineNo);
    const keyword = match[1] as Field;
    // A new msgctxt/msgid after a complete entry starts the next one.
    if ((keyword === 'msgctxt' || keyword === 'msgid') && draft.msgid !== undefined) flush(lineNo);
    started = true;
    const isPluralStr = keyword.startsWith('msgstr[');
    if (!isPluralStr && draft[keyword as 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr'] !== undefined) {
      throw new PoParseError(`duplicate ${keyword}`, lineNo);
    }
    field = keyword;
    if (isPluralStr) append(keyword, '');
    else draft[keyword as 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr'] = '';
    append(keyword, unquotePo(match[2], lineNo));
  });
  flush(lines.length);
  return entries;
}

/** The key of an entry in a catalog map: its context (if any) and msgid. */
export function poKey(msgid: string, msgctxt?: string): string {
  return msgctxt === undefined ? msgid : `${msgctxt}\u0004${msgid}`;
}

/** The messages of a .po file keyed by `poKey`, header excluded. Throws on a duplicate message. */
export function poMessages(source: string): Map<string, PoEntry> {
  const map = new Map<string, PoEntry>();
  for (const entry of parsePo(source)) {
    if (entry.msgid === '' && entry.msgctxt === undefined) continue;
    const key = poKey(entry.msgid, entry.msgctxt);
    if (map.has(key)) throw new Error(`duplicate message ${JSON.stringify(entry.msgid)}`);
    map.set(key, entry);
  }
  return map;
}

/** True when the entry has a non-blank translation (every plural form, for gettext plurals). */
export function isTranslated(entry: PoEntry): boolean {
  if (entry.msgidPlural !== undefined)
    return entry.msgstrPlural.length > 0 && entry.msgstrPlural.every((form) => form.trim() !== '');
  return entry.msgstr.trim() !== '';
}

/**
 * The placeholders of an ICU message that a translation must keep: its arguments (`{name}`, and the
 * `{count, plural, …}` argument itself) and component tags (`<0>…</0>`, `<1/>`), sorted and
 * de-duplicated. The texts inside plural/select branches are read as messages in turn, so
 * `one {# track}` contributes nothing but a `{name}` inside a branch does. Apostrophe quoting is
 * ignored (Lingui messages rarely use it); unbalanced braces throw.
 */
export function icuPlaceholders(message: string): string[] {
  const found = new Set<string>();
  let i = 0;

  const skipSpace = () => {
    while (i < message.length && /\s/.test(message[i])) i++;
  };
  const readWord = () => {
    const start = i;
    while (i < message.length && /[^\s{},]/.test(message[i])) i++;
    return message.slice(start, i);
  };

  // Reads message text until an unmatched `}` (left unread) or the end.
  const readMessage = (nested: boolean) => {
    while (i < message.length) {
      const ch = message[i];
      if (ch === '}') {
        if (!nested) throw new Error(`unbalanced "}" in ${JSON.stringify(message)}`);
        return;
      }
      if (ch === '{') {
        i++;
        readArgument();
        continue;
      }
      if (ch === '<') {
        const tag = /^<\/?(\d+)\s*\/?>/.exec(message.slice(i));
        if (tag) {
          found.add(`<${tag[1]}>`);
          i += tag[0].length;
          continue;
        }
      }
      i++;
    }
    if (nested) throw new Error(`unbalanced "{" in ${JSON.stringify(message)}`);
  };

  // After `{`: `name}` or `name, type}` or `name, type, style}` or `name, plural|select…, branches}`.
  const readArgument = () => {
    skipSpace();
    const name = readWord();
    skipSpace();
    if (name === '') throw new Error(`empty argument in ${JSON.stringify(message)}`);
    found.add(`{${name}}`);
    if (message[i] === '}') {
      i++;
      return;
    }
    if (message[i] !== ',') throw new Error(`bad argument "${name}" in ${JSON.stringify(message)}`);
    i++;
    skipSpace();
    const type = readWord();
    skipSpace();
    if (message[i] === '}') {
      i++;
      return;
    }
    if (message[i] !== ',') throw new Error(`bad argument "${name}" in ${JSON.stringify(message)}`);
    i++;
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      // Branches: `selector {message}` pairs (plural may start with `offset:n`).
      for (;;) {
        skipSpace();
        if (message[i] === '}') {
          i++;
          return;
        }
        const selector = readWord();
        skipSpace();
        if (selector.startsWith('offset:')) continue;
        if (selector === '' || message[i] !== '{')
          throw new Error(`bad branch of "${name}" in ${JSON.stringify(message)}`);
        i++;
        readMessage(true);
        i++; // the branch's closing brace
      }
    }
    // A style (`{n, number, ::percent}`): skip to the closing brace.
    let depth = 1;
    while (i < message.length && depth > 0) {
      if (message[i] === '{') depth++;
      else if (message[i] === '}') depth--;
      i++;
    }
    if (depth > 0) throw new Error(`unbalanced "{" in ${JSON.stringify(message)}`);
  };

  readMessage(false);
  return [...found].sort();
}
