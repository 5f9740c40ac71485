import type { ComponentType } from 'react';
import { DealPage } from './DealPage.tsx';
import { OffersAndDealsPage } from './OffersAndDealsPage.tsx';

/** The P2P screen group (one lazy chunk); roles and banners are not built yet and show "not available yet". */
export const screens: Partial<Record<string, ComponentType>> = {
  'p2p-offers-and-deals': OffersAndDealsPage,
  'p2p-deal': DealPage,
};
