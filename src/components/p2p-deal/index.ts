export { DealSummary, type DealSummaryProps } from './DealSummary.tsx';
export { ArbitrationResultTag, DealStatusTag, DEAL_STATUS_KEYS, dealStatusIntent, useDealStatusCaption } from './DealStatusTag.tsx';
export type { P2pDeal, P2pDealFeedback } from './dealTypes.ts';
