import type { components } from '../../api/generated/p2p.ts';

/** A P2P deal as the contract answers it (`GET p2p/Admin/Trade`): parties, amounts, balances, arbitration, history. */
export type P2pDeal = components['schemas']['P2pTrade'];
/** A feedback left on a deal (`GET p2p/Admin/feedback?tradeId=`). */
export type P2pDealFeedback = components['schemas']['Feedback'];
