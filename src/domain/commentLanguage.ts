import type { Locale } from './languages.ts';

/**
 * Letters of each interface language's alphabet (spec 1 §2: the user comment field warns when
 * the comment starts in another alphabet). Latin languages include their own diacritics.
 */
const LOCALE_LETTERS: Record<Locale, RegExp> = {
  en: /^[A-Za-z]$/u,
  es: /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]$/u,
  et: /^[A-Za-zÄÖÕÜŠŽäöõüšž]$/u,
  tr: /^[A-Za-zÇĞİÖŞÜÂÎÛçğıöşüâîû]$/u,
  ru: /^[А-Яа-яЁё]$/u,
  zh: /^\p{Script=Han}$/u,
};

/** The first letter of a text (digits, spaces and punctuation skipped), or null when it has none. */
export function firstLetter(text: string): string | null {
  const match = /\p{L}/u.exec(text);
  return match ? match[0] : null;
}

/**
 * Whether a comment starts in the alphabet of `locale`. A comment without any letter yet is
 * treated as matching, so the warning appears only once there is something to judge.
 */
export function isCommentInLocaleAlphabet(comment: string, locale: Locale): boolean {
  const letter = firstLetter(comment);
  return letter === null || LOCALE_LETTERS[locale].test(letter);
}
