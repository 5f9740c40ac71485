import type { ComponentType } from 'react';
import { CurrenciesPage } from './CurrenciesPage.tsx';
import { NetworksPage } from './NetworksPage.tsx';
import { PaymentSystemsPage } from './PaymentSystemsPage.tsx';
import './paymentSystems.css';

/** The payment systems and currencies screen group (one lazy chunk): three tabs. */
export const screens: Partial<Record<string, ComponentType>> = {
  'payment-systems': PaymentSystemsPage,
  'payment-systems-and-currencies': CurrenciesPage,
  'payment-systems-networks': NetworksPage,
};
