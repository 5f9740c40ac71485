import type { ComponentType } from 'react';
import { BannersPage } from './BannersPage.tsx';
import { DealPage } from './DealPage.tsx';
import { ModerationWordsPage } from './ModerationWordsPage.tsx';
import { DealsScreen, OffersAndDealsPage, OffersScreen } from './OffersAndDealsPage.tsx';
import { RolesPage } from './RolesPage.tsx';

/** The P2P screen group (one lazy chunk). */
export const screens: Partial<Record<string, ComponentType>> = {
  'p2p-offers-and-deals': OffersAndDealsPage,
  'p2p-deal': DealPage,
  'p2p-roles': RolesPage,
  'p2p-banners': BannersPage,
  'p2p-moderation-words': ModerationWordsPage,
  // Not routes of this section: the traders section shows them (its route table entries name them in `from`).
  'p2p-offers': OffersScreen,
  'p2p-deals': DealsScreen,
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
