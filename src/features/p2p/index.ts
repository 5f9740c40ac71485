import type { ComponentType } from 'react';
import { DealPage } from './DealPage.tsx';
import { OffersAndDealsPage } from './OffersAndDealsPage.tsx';

/** The P2P screen group (one lazy chunk); roles and banners are not built yet and show "not available yet". */
export const screens: Partial<Record<string, ComponentType>> = {
  'p2p-offers-and-deals': OffersAndDealsPage,
  'p2p-deal': DealPage,
};

// P2P catalogues (issue 14, h14b): tabs of the P2P section.
import { ChatOptionsPage, FeesPage, GroupsPage, LimitsPage, LocalisationPage, PaymentMethodsPage, RatesPage, TurnoverPage } from './catalogues/index.ts';
Object.assign(screens, {
  'p2p-fees': FeesPage,
  'p2p-limits': LimitsPage,
  'p2p-rates': RatesPage,
  'p2p-groups': GroupsPage,
  'p2p-payment-methods': PaymentMethodsPage,
  'p2p-localisation': LocalisationPage,
  'p2p-chat-options': ChatOptionsPage,
  'p2p-turnover': TurnoverPage,
});
