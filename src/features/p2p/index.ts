import type { ComponentType } from 'react';
import { BannersPage } from './BannersPage.tsx';
import { DealPage } from './DealPage.tsx';
import { ModerationWordsPage } from './ModerationWordsPage.tsx';
import { OffersAndDealsPage } from './OffersAndDealsPage.tsx';
import { RolesPage } from './RolesPage.tsx';

/** The P2P screen group (one lazy chunk). */
export const screens: Partial<Record<string, ComponentType>> = {
  'p2p-offers-and-deals': OffersAndDealsPage,
  'p2p-deal': DealPage,
  'p2p-roles': RolesPage,
  'p2p-banners': BannersPage,
  'p2p-moderation-words': ModerationWordsPage,
};
