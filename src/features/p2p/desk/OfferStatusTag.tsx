import { Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from '../../../components/useTranslation.ts';
import type { OfferStatusLabel } from '../../../domain/p2pOffers.ts';

const INTENTS: Record<OfferStatusLabel, Intent> = { enabled: Intent.SUCCESS, disabled: Intent.NONE, deleted: Intent.DANGER, hidden: Intent.WARNING };

/** An offer's status label (spec 2 §3), with "blocked" added when the hidden label comes from a block. */
export function OfferStatusTag({ status, isBlocked }: { status: OfferStatusLabel; isBlocked?: boolean }) {
  const { t } = useTranslation('p2pOffers');
  return (
    <Tag multiline minimal intent={INTENTS[status]}>
      {t(`p2pOffers.status.${status}`)}
      {isBlocked && status !== 'deleted' ? ` · ${t('p2pOffers.status.blocked')}` : ''}
    </Tag>
  );
}
