import type { i18n as I18n } from 'i18next';

type FixedT = ((key: unknown, options?: unknown, ...rest: unknown[]) => unknown) & { lng?: string; lngs?: readonly string[]; ns?: string | readonly string[]; keyPrefix?: string };

/**
 * The texts the `t` of `useTranslation` gives for a plain key (no options: no count, no values),
 * remembered per language, namespace and key until the texts or the language change. i18next
 * works out each such text anew: it copies its whole options object, tests the key against its
 * separators (our keys name their namespace with a dot, ARCHITECTURE §Conventions 5) and walks the
 * language's fallbacks, some 40 µs a call; a list screen's first render calls it some 300 times (a
 * header per column, a caption per cell, the menu), 13 ms of a warm open's 66 ms of rendering
 * (issue 27). Calls with options go to i18next as before.
 */
export function memoizePlainTranslations(instance: I18n): void {
  const texts = new Map<string, unknown>();
  const forget = () => texts.clear();
  // a language switch, texts loaded or added (a namespace's bundle), texts removed
  instance.on('languageChanged', forget);
  instance.on('loaded', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((...args: unknown[]) => {
    const fixed = getFixedT(...args);
    const scope = `${fixed.lng ?? fixed.lngs?.join(',') ?? ''}|${String(fixed.ns ?? '')}|${fixed.keyPrefix ?? ''}|`;
    const t = ((key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0) return fixed(key, ...rest);
      const id = scope + key;
      if (texts.has(id)) return texts.get(id);
      const text = fixed(key);
      texts.set(id, text);
      return text;
    }) as FixedT;
    t.lng = fixed.lng;
    t.lngs = fixed.lngs;
    t.ns = fixed.ns;
    t.keyPrefix = fixed.keyPrefix;
    return t;
  }) as unknown as I18n['getFixedT'];
}
