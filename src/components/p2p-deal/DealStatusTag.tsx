import { Intent } from '@blueprintjs/core';
import { useTranslation } from '../useTranslation.ts';
import { P2pTradeStatus } from '../../domain/p2p.ts';
import { PlainTag } from '../plain/plainBlueprint.tsx';

/** i18n keys (`p2pDeal` namespace) of the deal statuses, by status number. */
export const DEAL_STATUS_KEYS: Record<number, string> = {
  [P2pTradeStatus.Created]: 'p2pDeal.status.created',
  [P2pTradeStatus.MFASent]: 'p2pDeal.status.mfaSent',
  [P2pTradeStatus.FundsFreezeConfirmation]: 'p2pDeal.status.fundsFreezeConfirmation',
  [P2pTradeStatus.FundsFrozen]: 'p2pDeal.status.fundsFrozen',
  [P2pTradeStatus.FiatSent]: 'p2pDeal.status.fiatSent',
  [P2pTradeStatus.Refused]: 'p2pDeal.status.refused',
  [P2pTradeStatus.Completed]: 'p2pDeal.status.completed',
  [P2pTradeStatus.Cancelled]: 'p2pDeal.status.cancelled',
  [P2pTradeStatus.Terminated]: 'p2pDeal.status.terminated',
  [P2pTradeStatus.TimeoutArbitrator]: 'p2pDeal.status.timeoutArbitrator',
  [P2pTradeStatus.ArbitratorRequired]: 'p2pDeal.status.arbitratorRequired',
  [P2pTradeStatus.ArbitratorEntered]: 'p2pDeal.status.arbitratorEntered',
};

/** How a status reads at a glance: green done, red ended without the deal, amber waiting for an arbitrator. */
export function dealStatusIntent(status: number): Intent {
  if (status === P2pTradeStatus.Completed) return Intent.SUCCESS;
  if (status === P2pTradeStatus.Refused || status === P2pTradeStatus.Cancelled || status === P2pTradeStatus.Terminated) {
    return Intent.DANGER;
  }
  if (status === P2pTradeStatus.TimeoutArbitrator || status === P2pTradeStatus.ArbitratorRequired) return Intent.WARNING;
  if (status === P2pTradeStatus.ArbitratorEntered) return Intent.PRIMARY;
  return Intent.NONE;
}

/** The caption of a deal status (an unknown number shows as itself). */
export function useDealStatusCaption(): (status: number) => string {
  const { t } = useTranslation('p2pDeal');
  return (status) => {
    const key = DEAL_STATUS_KEYS[status];
    return key ? t(key) : String(status);
  };
}

/** A P2P deal's status as a coloured tag (Blueprint's Tag markup without its hooks: one per row of the deal lists). */
export function DealStatusTag({ status }: { status: number }) {
  const caption = useDealStatusCaption();
  return (
    <PlainTag minimal intent={dealStatusIntent(status)} data-status={status}>
      {caption(status)}
    </PlainTag>
  );
}

/**
 * The result of an arbitration (confirmed: crypto to the buyer; cancelled: back to the seller), or
 * nothing. `short` drops the explanation, for table cells.
 */
export function ArbitrationResultTag({ result, short = false }: { result: 'confirmed' | 'cancelled' | null; short?: boolean }) {
  const { t } = useTranslation('p2pDeal');
  if (!result) return <span className="p2p-deal-muted">{short ? '—' : t('p2pDeal.result.none')}</span>;
  const key = result === 'confirmed' ? 'p2pDeal.result.confirmed' : 'p2pDeal.result.cancelled';
  return (
    <PlainTag minimal intent={result === 'confirmed' ? Intent.SUCCESS : Intent.DANGER}>
      {t(short ? `${key}Short` : key)}
    </PlainTag>
  );
}
