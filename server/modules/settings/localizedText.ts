import { LOCALES, type Locale } from '../../../src/domain/languages.ts';

/** Text per locale from its stored JSON (templates, notifications), keeping only the interface locales' strings. */
export function localizedFromJson(json: string): Partial<Record<Locale, string>> {
  const value: unknown = JSON.parse(json);
  const out: Partial<Record<Locale, string>> = {};
  if (value && typeof value === 'object') {
    for (const locale of LOCALES) {
      const v: unknown = Reflect.get(value, locale);
      if (typeof v === 'string') out[locale] = v;
    }
  }
  return out;
}
