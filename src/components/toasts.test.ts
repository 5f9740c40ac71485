import { initTestI18n } from './testing/i18n.ts';
import './testing/setup.ts';
import { screen } from '@testing-library/react';
import enErrors from '../../locales/en/errors.json';
import ruErrors from '../../locales/ru/errors.json';
import { showError, showSuccess } from './toasts.ts';

describe('toasts', () => {
  it('translates a success key and shows plain text as given', async () => {
    await showSuccess('widgets.filters.saved');
    await showSuccess('User created');
    expect(await screen.findByText('Current filters saved')).toBeInTheDocument();
    expect(await screen.findByText('User created')).toBeInTheDocument();
  });

  it('shows the raw text of a failure the console built, with sentences containing dots intact', async () => {
    await showError(new Error('Node 3.2: disk full.'));
    expect(await screen.findByText('Node 3.2: disk full.')).toBeInTheDocument();
  });

  describe("server refusals in the admin's language, by reason", () => {
    const inRussian = async (check: () => Promise<void>) => {
      const i18n = initTestI18n();
      i18n.addResourceBundle('en', 'errors', enErrors);
      i18n.addResourceBundle('ru', 'errors', ruErrors);
      await i18n.changeLanguage('ru');
      try {
        await check();
      } finally {
        await i18n.changeLanguage('en');
      }
    };

    it('shows a v2 refusal by its reason, never its English message', () =>
      inRussian(async () => {
        await showError({ error: { status: 404, code: 104, reason: 'storeNotFound', message: 'Store not found' } });
        expect(await screen.findByText('Магазин не найден')).toBeInTheDocument();
      }));

    it('shows a v1 refusal by the error object beside result', () =>
      inRussian(async () => {
        const message = 'Transactions in this currency are disabled';
        await showError({ result: { Success: false, Error: message }, error: { status: 409, code: 103, reason: 'currencyDisabled', message } });
        expect(await screen.findByText('Транзакции в этой валюте отключены')).toBeInTheDocument();
      }));

    it('fills in the params: the ids after the sentence, minutes inside it', () =>
      inRussian(async () => {
        await showError({ error: { code: 104, reason: 'userNotFound', message: 'User not found: 4, 9', params: { ids: '4, 9' } } });
        await showError({ error: { code: 117, reason: 'tooManyAttempts', message: 'Too many failed sign-in attempts. Try again in 15 minutes', params: { minutes: 15 } } });
        expect(await screen.findByText('Пользователь не найден: 4, 9')).toBeInTheDocument();
        expect(await screen.findByText('Слишком много неудачных попыток входа. Повторите через 15 мин.')).toBeInTheDocument();
      }));

    it('reads a reason it does not know as the generic text of its code', () =>
      inRussian(async () => {
        await showError({ error: { status: 409, code: 103, reason: 'someNewRule', message: 'Some new rule in English' } });
        expect(await screen.findByText('Действие невозможно')).toBeInTheDocument();
        expect(screen.queryByText('Some new rule in English')).not.toBeInTheDocument();
      }));
  });

  it('never shows an empty snackbar', async () => {
    await showError(undefined);
    expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
  });
});
