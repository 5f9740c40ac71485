import i18next from 'i18next';

/** Where and how to look a message up. */
export interface TranslateOptions {
  /** Namespaces to search; defaults to every namespace loaded for the current language. */
  ns?: string | readonly string[];
  /** Interpolation values. */
  params?: Record<string, unknown>;
}

/** The namespace of the server's error sentences, keyed by the en sentence itself. */
export const SERVER_MESSAGES_NS = 'serverMessages';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The key among `keys` whose `{{name}}` placeholders, filled in, give `message`, with the values
 * read back: the server sends 'User not found: 4, 9' and the key is 'User not found: {{ids}}'.
 */
export function matchTemplateKey(message: string, keys: Iterable<string>): { key: string; params: Record<string, string> } | undefined {
  for (const key of keys) {
    if (!key.includes('{{')) continue;
    const names: string[] = [];
    const pattern = key
      .split(/(\{\{\s*\w+\s*\}\})/)
      .map((part) => {
        const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    const found = new RegExp(`^${pattern}$`, 's').exec(message);
    if (found) return { key, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) };
  }
  return undefined;
}

function loadedNamespaces(): string[] {
  const language = i18next.resolvedLanguage ?? i18next.language;
  const data = (i18next.store?.data ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const defaults = [i18next.options.defaultNS].flat().filter((ns): ns is string => typeof ns === 'string');
  return [...new Set([...defaults, ...Object.keys(data[language ?? ''] ?? {}), ...Object.keys(data.en ?? {})])];
}

/**
 * The translation of `message` when it is a key that exists, otherwise the text itself
 * (spec 1 §8: "translation of the message if one exists, otherwise the raw text").
 * Server messages are en sentences used as keys, so they are also looked up with separators off:
 * a full stop or colon inside a sentence must not be read as a key path. A sentence the server
 * filled in (ids, a status, minutes) is matched against the `{{placeholder}}` keys of serverMessages.
 */
export function translateMessage(message: string, options: TranslateOptions = {}): string {
  if (!i18next.isInitialized || message === '') return message;
  const ns = options.ns ? [options.ns].flat() : loadedNamespaces();
  for (const separators of [{}, { keySeparator: false, nsSeparator: false } as const]) {
    const lookup = { ns, ...separators };
    if (i18next.exists(message, lookup)) return String(i18next.t(message, { ...lookup, ...options.params }));
  }
  if (!ns.includes(SERVER_MESSAGES_NS)) return message;
  const en = i18next.getResourceBundle('en', SERVER_MESSAGES_NS) as Record<string, string> | undefined;
  const filled = en && matchTemplateKey(message, Object.keys(en));
  if (!filled) return message;
  // A value may itself be a server sentence ('… because of Error: Store not found'): translated too.
  const values = Object.fromEntries(Object.entries(filled.params).map(([name, value]) => [name, translateMessage(value, { ns })]));
  return String(i18next.t(filled.key, { ns: SERVER_MESSAGES_NS, keySeparator: false, nsSeparator: false, ...values, ...options.params }));
}
