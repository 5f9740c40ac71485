import type { OperationMap } from '../http/operation.ts';
import { adminOperations } from './admins/handlers.ts';
import { sessionOperations } from './session/handlers.ts';
import { userOperations } from './users/handlers.ts';
import { p2pTradeOperations } from './p2p-trades/handlers.ts';
import { groupChatOperations } from './group-chat/handlers.ts';
import { p2pFeedbackOperations } from './p2p-feedback/handlers.ts';
import { traderOperations } from './traders/handlers.ts';
import { chatOperations } from './chats/handlers.ts';
import { merchantOperations } from './merchants/handlers.ts';
import { approvalHoldRelease, transactionOperations } from './transactions/handlers.ts';
import { approvalOperations } from './approvals/handlers.ts';
import { paymentSystemsOperations } from './payment-systems/handlers.ts';
import { tradingOperations } from './trading/handlers.ts';
import { p2pCatalogueOperations } from './p2p-catalogues/handlers.ts';
import { marketplaceOperations } from './marketplace/handlers.ts';
import { statisticsOperations } from './statistics/handlers.ts';
import { settingsOperations } from './settings/handlers.ts';
import { referralStakingOperations } from './referral-staking/handlers.ts';
import { p2pOffersOperations } from './p2p-offers/handlers.ts';
import { reportOperations } from './reports/handlers.ts';

/** Every operation but the approvals module's (which runs the guarded ones among them). */
const areaOperations: OperationMap = {
  ...sessionOperations,
  ...adminOperations,
  ...userOperations,
  ...p2pTradeOperations,
  ...groupChatOperations,
  ...p2pFeedbackOperations,
  ...traderOperations,
  ...chatOperations,
  ...merchantOperations,
  ...transactionOperations,
  ...paymentSystemsOperations,
  ...tradingOperations,
  ...p2pCatalogueOperations,
  ...marketplaceOperations,
  ...statisticsOperations,
  ...settingsOperations,
  ...referralStakingOperations,
  ...p2pOffersOperations,
  ...reportOperations,
};

/** Every implemented operation, keyed by operation id; the rest answer 501. */
export const implementedOperations: OperationMap = {
  ...areaOperations,
  ...approvalOperations({ operations: areaOperations, releaseHold: approvalHoldRelease }),
};
