import '../../components/testing/setup.ts';
import { getDefaultNormalizer, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enFinance from '../../../locales/en/finance.json';
import enTransactions from '../../../locales/en/transactions.json';
import enWidgets from '../../../locales/en/widgets.json';
import ruFinance from '../../../locales/ru/finance.json';
import ruTransactions from '../../../locales/ru/transactions.json';
import ruWidgets from '../../../locales/ru/widgets.json';
import trFinance from '../../../locales/tr/finance.json';
import trTransactions from '../../../locales/tr/transactions.json';
import trWidgets from '../../../locales/tr/widgets.json';
import { desktopLayout } from '../../components/testing/desktopLayout.ts';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { stubApi } from '../../components/testing/stubApi.ts';
import type { Operation } from './api.ts';
import { TransactionsPage } from './TransactionsPage.tsx';

const bundles = {
  en: { finance: enFinance, transactions: enTransactions, widgets: enWidgets },
  ru: { finance: ruFinance, transactions: ruTransactions, widgets: ruWidgets },
  tr: { finance: trFinance, transactions: trTransactions, widgets: trWidgets },
};

beforeAll(() => {
  for (const [lng, namespaces] of Object.entries(bundles)) {
    for (const [ns, texts] of Object.entries(namespaces)) if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, texts);
  }
});
afterAll(async () => {
  await i18next.changeLanguage('en');
});

const operation: Operation = {
  id: 42, userId: 7, userName: 'ada', side: 'in', operationType: 'depositWithdrawal', amount: '139561.67', currencyId: 5, currencyTitle: 'TRY',
  transactionMethodType: null, status: 'depositCompleted', kytStatus: null, requisitesStatus: null, antiFraud: false, hasWarning: false, isProcessingOverdue: false,
  statusChangedAt: '2026-10-01T10:00:00.000Z', dateCreated: '2026-10-01T10:00:00.000Z',
};

async function renderListIn(language: 'en' | 'ru' | 'tr', amount = operation.amount, decimals = 2) {
  await i18next.changeLanguage(language);
  desktopLayout();
  stubApi({ 'POST /v2/Trading/GetOperations': { items: [{ ...operation, amount }], total: 4966 } }, null);
  renderScreen(<TransactionsPage />, { adminStatus: 2, settings: { locale: language }, path: '/transactions', currencies: [{ id: 5, title: 'TRY', decimals }] });
}

describe('Transactions list: one number format per language (issue 24)', () => {
  it('writes the count and the amount on the same page with Turkish separators', async () => {
    await renderListIn('tr');
    expect(await screen.findByText('Toplam: 4.966')).toBeInTheDocument();
    expect(await screen.findByText('139.561,67 TRY')).toBeInTheDocument();
    expect(screen.queryByText(/139,561\.67/)).toBeNull();
  });

  it('writes Russian numbers with no-break-space groups and a decimal comma', async () => {
    await renderListIn('ru');
    // the no-break space itself, not any space: the default normaliser would turn it into a plain one
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(await screen.findByText('Всего: 4\u00a0966', exact)).toBeInTheDocument();
    expect(await screen.findByText('139\u00a0561,67 TRY', exact)).toBeInTheDocument();
  });

  it('shows an amount with 18 decimals digit for digit', async () => {
    await renderListIn('en', '123456789012345678901.123456789012345678', 18);
    expect(await screen.findByText('Total: 4,966')).toBeInTheDocument();
    expect(await screen.findByText('123,456,789,012,345,678,901.123456789012345678 TRY')).toBeInTheDocument();
  });
});
