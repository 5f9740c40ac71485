import type { ComponentType } from 'react';
import { CodesPage } from './CodesPage.tsx';
import { StatisticsPage } from './StatisticsPage.tsx';
import { TransactionsPage } from './TransactionsPage.tsx';
import { TransactionViewPage } from './TransactionViewPage.tsx';
import './transactions.css';

/** The transactions screen group (one lazy chunk): the list, statistics, codes and the transaction view. */
export const screens: Partial<Record<string, ComponentType>> = {
  transactions: TransactionsPage,
  'transactions-statistics': StatisticsPage,
  'transactions-codes': CodesPage,
  'transactions-view': TransactionViewPage,
};
