/**
 * Input rules every area shares (issue 23), the server's checks and their messages: a sort order
 * past the contracts' range, a time zone that is not an IANA name, a name carrying characters that
 * do not show. Keys are the errors' reasons (src/domain/errorReasons.ts).
 */
export const INPUT_RULE_MESSAGES = {
  sortOrderExhausted: 'The highest sort order is taken: give the new item a sort order of its own',
  timeZoneUnknown: 'Unknown time zone',
  invisibleCharacters: 'Names cannot contain invisible, control or text-direction characters',
} as const;

export type InputRuleReason = keyof typeof INPUT_RULE_MESSAGES;

/**
 * Characters a name may not hold: controls (Unicode Cc) and format characters (Cf), which cover the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), zero-width space,
 * joiners (U+200B–U+200D), the word joiner (U+2060) and the byte-order mark (U+FEFF). "USDT\u200b"
 * would otherwise stand beside "USDT" looking the same.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/** True when `text` holds a character that does not show or reorders the text around it. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}
