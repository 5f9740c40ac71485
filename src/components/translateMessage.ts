import i18next from 'i18next';

/** Where and how to look a message up. */
export interface TranslateOptions {
  /** Namespaces to search; defaults to every namespace loaded for the current language. */
  ns?: string | readonly string[];
  /** Interpolation values. */
  params?: Record<string, unknown>;
}

function loadedNamespaces(): string[] {
  const language = i18next.resolvedLanguage ?? i18next.language;
  const data = (i18next.store?.data ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const defaults = [i18next.options.defaultNS].flat().filter((ns): ns is string => typeof ns === 'string');
  return [...new Set([...defaults, ...Object.keys(data[language ?? ''] ?? {}), ...Object.keys(data.en ?? {})])];
}

/**
 * The translation of `message` when it is a key of the console's texts, otherwise the text itself
 * (a text the console already wrote in the admin's language). Server errors never come here: they
 * are turned into text by their `reason` (errorText.ts).
 */
export function translateMessage(message: string, options: TranslateOptions = {}): string {
  if (!i18next.isInitialized || message === '') return message;
  const ns = options.ns ? [options.ns].flat() : loadedNamespaces();
  for (const separators of [{}, { keySeparator: false, nsSeparator: false } as const]) {
    const lookup = { ns, ...separators };
    if (i18next.exists(message, lookup)) return String(i18next.t(message, { ...lookup, ...options.params }));
  }
  return message;
}
