import type { ComponentType } from 'react';
import { BalancesPage } from './BalancesPage.tsx';
import { WalletsPage } from './WalletsPage.tsx';
import './finance.css';

/** The finance screen group (one lazy chunk): balances and wallets. */
export const screens: Partial<Record<string, ComponentType>> = {
  'finance-balances': BalancesPage,
  'finance-wallets': WalletsPage,
};
