import { initTestI18n } from './testing/i18n.ts';
import './testing/setup.ts';
import { screen } from '@testing-library/react';
import enServer from '../../locales/en/serverMessages.json';
import ruServer from '../../locales/ru/serverMessages.json';
import { showError, showSuccess } from './toasts.ts';

describe('toasts', () => {
  it('translates a success key and shows plain text as given', async () => {
    await showSuccess('widgets.filters.saved');
    await showSuccess('User created');
    expect(await screen.findByText('Current filters saved')).toBeInTheDocument();
    expect(await screen.findByText('User created')).toBeInTheDocument();
  });

  it('shows the translation of an error message that is a key', async () => {
    const i18n = initTestI18n();
    i18n.addResource('ru', 'widgets', 'Action is impossible', 'Действие невозможно', { keySeparator: false as unknown as string });
    i18n.addResource('en', 'widgets', 'Action is impossible', 'Action is impossible', { keySeparator: false as unknown as string });
    await i18n.changeLanguage('ru');
    try {
      await showError({ error: { status: 409, code: 103, message: 'Action is impossible' } });
      expect(await screen.findByText('Действие невозможно')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the raw text of an unknown error, with sentences containing dots intact', async () => {
    await showError(new Error('Node 3.2: disk full.'));
    expect(await screen.findByText('Node 3.2: disk full.')).toBeInTheDocument();
  });

  it('interpolates values an error carries', async () => {
    initTestI18n().addResource('en', 'widgets', 'Wait {{minutes}} minutes', 'Wait {{minutes}} minutes', { keySeparator: false as unknown as string });
    await showError({ message: 'Wait {{minutes}} minutes', params: { minutes: 5 } });
    expect(await screen.findByText('Wait 5 minutes')).toBeInTheDocument();
  });

  describe('server refusals in the admin\'s language (serverMessages)', () => {
    const inRussian = async (check: () => Promise<void>) => {
      const i18n = initTestI18n();
      i18n.addResourceBundle('en', 'serverMessages', enServer);
      i18n.addResourceBundle('ru', 'serverMessages', ruServer);
      await i18n.changeLanguage('ru');
      try {
        await check();
      } finally {
        await i18n.changeLanguage('en');
      }
    };

    it('shows a v2 refusal in Russian', () =>
      inRussian(async () => {
        await showError({ error: { status: 404, code: 104, reason: 'notFound', message: 'Store not found' } });
        expect(await screen.findByText('Магазин не найден')).toBeInTheDocument();
      }));

    it('shows a v1 result.Error in Russian', () =>
      inRussian(async () => {
        await showError({ result: { Success: false, Error: 'Transactions in this currency are disabled' } });
        expect(await screen.findByText('Транзакции в этой валюте отключены')).toBeInTheDocument();
      }));

    it('reads colons and full stops inside a sentence as text, not as key separators', () =>
      inRussian(async () => {
        await showError({ error: { message: 'The invoice is closed: its status cannot be changed' } });
        await showError({ error: { message: 'The minimum order price cannot be less than decimals.' } });
        expect(await screen.findByText('Счёт закрыт: его статус нельзя изменить')).toBeInTheDocument();
        expect(await screen.findByText('Минимальная цена ордера не может быть меньше шага точности.')).toBeInTheDocument();
      }));

    it('translates a sentence the server filled in, keeping its values', () =>
      inRussian(async () => {
        await showError({ error: { code: 104, message: 'User not found: 4, 9' } });
        await showError({ error: { code: 117, message: 'Too many failed sign-in attempts. Try again in 15 minutes', params: { minutes: 15 } } });
        expect(await screen.findByText('Пользователь не найден: 4, 9')).toBeInTheDocument();
        expect(await screen.findByText('Слишком много неудачных попыток входа. Повторите через 15 мин.')).toBeInTheDocument();
      }));

    it('translates the v1 failure family the console composes, server text included', () =>
      inRussian(async () => {
        await showError(new Error('The transaction has not been confirmed because of Error: Status Completed does not allow this transaction to be confirmed'));
        expect(await screen.findByText('Не удалось подтвердить транзакцию из-за ошибки: Статус Completed не позволяет подтвердить эту транзакцию')).toBeInTheDocument();
      }));
  });

  it('never shows an empty snackbar', async () => {
    await showError(undefined);
    expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
  });
});
