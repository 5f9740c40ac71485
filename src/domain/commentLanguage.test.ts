import { firstLetter, isCommentInLocaleAlphabet } from './commentLanguage.ts';

describe('isCommentInLocaleAlphabet', () => {
  it('matches Latin comments for Latin languages, with their own letters', () => {
    expect(isCommentInLocaleAlphabet('Hello', 'en')).toBe(true);
    expect(isCommentInLocaleAlphabet('Ñandú', 'es')).toBe(true);
    expect(isCommentInLocaleAlphabet('Õhtu', 'et')).toBe(true);
    expect(isCommentInLocaleAlphabet('Şu an', 'tr')).toBe(true);
    expect(isCommentInLocaleAlphabet('ılık', 'tr')).toBe(true);
  });

  it('rejects letters of another alphabet or another language', () => {
    expect(isCommentInLocaleAlphabet('Привет', 'en')).toBe(false);
    expect(isCommentInLocaleAlphabet('Hello', 'ru')).toBe(false);
    expect(isCommentInLocaleAlphabet('Hello', 'zh')).toBe(false);
    expect(isCommentInLocaleAlphabet('Ñandú', 'en')).toBe(false);
    expect(isCommentInLocaleAlphabet('Şu an', 'et')).toBe(false);
  });

  it('matches Cyrillic for ru and Han characters for zh', () => {
    expect(isCommentInLocaleAlphabet('Ёлка', 'ru')).toBe(true);
    expect(isCommentInLocaleAlphabet('你好', 'zh')).toBe(true);
  });

  it('judges the first letter, skipping digits, spaces and punctuation', () => {
    expect(firstLetter('  12. Привет')).toBe('П');
    expect(isCommentInLocaleAlphabet('12. Привет', 'ru')).toBe(true);
  });

  it('does not warn before there is a letter', () => {
    expect(isCommentInLocaleAlphabet('', 'en')).toBe(true);
    expect(isCommentInLocaleAlphabet('123 !', 'zh')).toBe(true);
  });
});
