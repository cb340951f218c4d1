/**
 * Characters that change how text is shown without being seen (issue 25): bidirectional controls (an RLO can make a
 * message read backwards, or hide what follows), and zero-width characters. Visitors' messages are checked for
 * visible text with these, and the admin area shows the controls as visible markers.
 */

/** Bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069) and the marks LRM, RLM, ALM. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * Zero-width and other invisible format characters. ZWJ and ZWNJ have legitimate uses (emoji sequences, Persian and
 * Indic scripts), so they stay in the admin display; they still do not count as visible text.
 */
const ZERO_WIDTH_SHOWN_AS_NOTHING = /[\u200B\u2060-\u2064\uFEFF\u180E\u00AD]/g;
const INVISIBLE =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060-\u2064\uFEFF\u180E\u00AD\u115F\u1160\u3164\uFFA0]/g;

/** Whether `text` has anything a reader can see: not only spaces, bidi controls and zero-width characters. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').trim().length > 0;
}

/**
 * A visitor's text for the admin area: each bidi control becomes a visible marker (`[U+202E]`), so it can neither
 * reorder nor hide the rest, and invisible zero-width characters are dropped.
 */
export function neutraliseInvisible(text: string): string {
  return text
    .replace(BIDI_CONTROLS, (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`)
    .replace(ZERO_WIDTH_SHOWN_AS_NOTHING, '');
}

/** In unicode mode a surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether `text` holds half a surrogate pair (`"\ud800"` in JSON): no character at all. PostgreSQL refuses it in
 * jsonb and `validator` throws on it, so such text is refused as invalid input, never stored (the fuzz test found
 * both as 500s).
 */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}
