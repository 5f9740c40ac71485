import { LOCALES } from '../domain/languages.ts';
import { INCORRECT_DATE_FORMAT_MESSAGE } from '../domain/dates.ts';

// Every locale file of the widgets namespace, loaded as the app's bundler would.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/widgets.json', { eager: true, import: 'default' });

function flatten(node: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.entries(node).reduce<Record<string, string>>((all, [key, value]) => {
    if (value && typeof value === 'object') return { ...all, ...flatten(value as Record<string, unknown>, `${prefix}${key}.`) };
    return { ...all, [`${prefix}${key}`]: String(value) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const load = (lng: string) => flatten(files[`../../locales/${lng}/widgets.json`] ?? {});

describe('widgets translations', () => {
  const en = load('en');

  it('keeps the spec messages verbatim in en', () => {
    expect(en).toMatchObject({
      'table.empty': 'Nothing to show',
      'table.selectedAll': 'Selected all',
      'table.removeSelection': 'Remove selection',
      'copy.copied': 'Copied to clipboard',
      'filters.nameRequired': 'Name is required',
      'filters.nameTaken': 'A set with the same name already exists',
      'filters.saved': 'Current filters saved',
      'filters.removed': 'Filter settings successfully removed',
      'date.incorrectFormat': INCORRECT_DATE_FORMAT_MESSAGE,
      'comment.otherLanguage': "The comment is in a language other than the user's locale ({{language}})",
      'toast.unexpectedError': 'Unexpected error',
    });
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key with the same placeholders and a real translation', (lng) => {
    const other = load(lng);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(other[key] ?? ''), key).toEqual(placeholders(text));
      expect(other[key], key).not.toBe('');
    }
    // Most entries must differ from en; a few (e.g. "Ok") may coincide.
    const same = Object.keys(en).filter((key) => other[key] === en[key]);
    expect(same.length).toBeLessThan(4);
  });
});
