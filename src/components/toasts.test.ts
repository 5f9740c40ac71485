import { initTestI18n } from './testing/i18n.ts';
import './testing/setup.ts';
import { screen } from '@testing-library/react';
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

  it('never shows an empty snackbar', async () => {
    await showError(undefined);
    expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
  });
});
