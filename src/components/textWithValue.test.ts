import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import trWidgets from '../../locales/tr/widgets.json';
import zhWidgets from '../../locales/zh/widgets.json';
import { textWithValue } from './textWithValue.ts';

async function instance(language: string, widgets: Record<string, unknown>, extra: Record<string, string> = {}) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    ns: ['widgets'],
    defaultNS: 'widgets',
    nsSeparator: '.',
    keySeparator: '.',
    resources: { [language]: { widgets: { ...widgets, ...extra } } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('textWithValue', () => {
  it('says what i18next says for each value, wherever the language puts it', async () => {
    for (const [language, widgets] of [['tr', trWidgets], ['zh', zhWidgets]] as const) {
      const i18n = await instance(language, widgets);
      const selectRow = textWithValue(i18n.t.bind(i18n), 'widgets.table.selectRow', 'row');
      for (const row of ['7', '10023', 'a&b']) expect(selectRow(row)).toBe(i18n.t('widgets.table.selectRow', { row }));
    }
    expect(trWidgets.table.selectRow.startsWith('{{row}}')).toBe(true);
  });

  it('asks i18next for each value when the text holds it twice or not at all', async () => {
    const i18n = await instance('en', {}, { twice: '{{n}} of {{n}}', plural_one: 'one row', plural_other: '{{count}} rows' });
    const twice = textWithValue(i18n.t.bind(i18n), 'widgets.twice', 'n');
    expect(twice(3)).toBe('3 of 3');
    const rows = textWithValue(i18n.t.bind(i18n), 'widgets.plural', 'count');
    expect(rows(1)).toBe('one row');
    expect(rows(5)).toBe('5 rows');
  });
});
