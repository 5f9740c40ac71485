import type { ComponentType } from 'react';
import { FeesPage } from './FeesPage.tsx';
import { InvoicesPage } from './InvoicesPage.tsx';
import { ProductsPage } from './ProductsPage.tsx';
import { StoresPage } from './StoresPage.tsx';
import '../../components/listPage.css';
import './merchants.css';

/** The Merchants screen group (one lazy chunk): Stores, Products, Invoices (with merchant transactions) and Fees. */
export const screens: Partial<Record<string, ComponentType>> = {
  merchants: StoresPage,
  'merchants-products': ProductsPage,
  'merchants-invoices': InvoicesPage,
  'merchants-fees': FeesPage,
};
