import type { i18n as I18n } from 'i18next';

type FixedT = ((key: unknown, options?: unknown, ...rest: unknown[]) => unknown) & { lng?: string; lngs?: readonly string[]; ns?: string | readonly string[]; keyPrefix?: string };

/**
 * The texts the `t` of `useTranslation` gives for a plain key (no options: no count, no values),
 * remembered per language, namespace and key until the texts or the language change. i18next
 * works out each such text anew: it copies its whole options object, tests the key against its
 * separators (our keys name their namespace with a dot, ARCHITECTURE §Conventions 5) and walks the
 * language's fallbacks, some 40 µs a call; a list screen's first render calls it some 300 times (a
 * header per column, a caption per cell, the menu), 13 ms of a warm open's 66 ms of rendering
 * (issue 27). Calls with options go to i18next as before. The first call of a key reads a text
 * that needs no work straight from the store (`storedText`), as i18next would find it.
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
    // the languages i18next would look in for this t's language, the first time a text is looked up
    let languages: readonly string[] | null = null;
    const languagesOf = (lng: string) => (languages ??= instance.services.languageUtils.toResolveHierarchy(lng));
    const t = ((key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0) return fixed(key, ...rest);
      const id = scope + key;
      if (texts.has(id)) return texts.get(id);
      const text = storedText(instance, fixed, key, languagesOf) ?? fixed(key);
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

/**
 * The text i18next gives for a plain key when it is a stored string it would return as it is (no
 * interpolation, no nesting), found the way i18next looks (a first segment naming a known
 * namespace is the namespace, else the `t`'s own or the default namespace; the language, then its
 * fallbacks); undefined for anything else (missing, an object, an empty text, a `t` with a key
 * prefix or no language of its own, other separators), which i18next then works out itself. A first screen
 * asks for some 300 texts once each, 25-40 µs each through i18next (issue 27).
 */
function storedText(instance: I18n, fixed: FixedT, key: string, languagesOf: (lng: string) => readonly string[]): string | undefined {
  const { nsSeparator, keySeparator, defaultNS, ns: known } = instance.options;
  if (fixed.lng === undefined || fixed.keyPrefix || nsSeparator !== '.' || keySeparator !== '.' || key.includes('$t(')) return undefined;
  const dot = key.indexOf('.');
  const keyNamespace = dot > 0 ? key.slice(0, dot) : null;
  const named = keyNamespace !== null && (typeof known === 'string' ? known === keyNamespace : (known ?? []).includes(keyNamespace));
  const namespaces = named ? [keyNamespace] : listOf(fixed.ns ?? defaultNS);
  const path = named ? key.slice(dot + 1) : key;
  for (const ns of namespaces) {
    for (const language of languagesOf(fixed.lng)) {
      const value: unknown = instance.getResource(language, ns, path);
      if (value === undefined || value === null) continue;
      return typeof value === 'string' && value !== '' && !value.includes('{{') && !value.includes('$t(') ? value : undefined;
    }
  }
  return undefined;
}

const listOf = (value: string | false | readonly string[] | undefined): readonly string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
