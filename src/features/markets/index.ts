import type { ComponentType } from 'react';
import { MarketsPage } from './MarketsPage.tsx';
import './markets.css';

/** The markets screen group (one lazy chunk): markets, trading options and exchange options. */
export const screens: Partial<Record<string, ComponentType>> = {
  markets: MarketsPage,
};
