import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { createI18n } from '../i18n.ts';
import { TranslatedHotkeysDialog, type HotkeysState } from './TranslatedHotkeysDialog.tsx';

const noop = () => undefined;

// What Blueprint's Table2 and the shell register: the table's group and labels are fixed English.
const state: HotkeysState = {
  hasProvider: true,
  isDialogOpen: true,
  hotkeys: [
    { combo: 'up', group: 'Table', label: 'Move focus row up', onKeyDown: noop },
    { combo: 'mod+c', group: 'Table', label: 'Copy selected table cells', onKeyDown: noop },
    { combo: 'mod+k', global: true, group: 'Консоль', label: 'Открыть палитру команд', onKeyDown: noop },
  ],
};

beforeAll(async () => {
  await createI18n('ru');
  await i18next.loadNamespaces('shell');
});
afterAll(async () => {
  await i18next.changeLanguage('en');
});

describe('TranslatedHotkeysDialog', () => {
  it('shows the table’s shortcuts under a translated group, with translated labels', async () => {
    render(<TranslatedHotkeysDialog state={state} onClose={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'Сочетания клавиш' });
    expect(within(dialog).getByText('Таблица')).toBeInTheDocument();
    expect(within(dialog).getByText('Фокус на строку выше')).toBeInTheDocument();
    expect(within(dialog).getByText('Копировать выбранные ячейки')).toBeInTheDocument();
    expect(within(dialog).queryByText('Table')).toBeNull();
    expect(within(dialog).queryByText('Move focus row up')).toBeNull();
  });
});
