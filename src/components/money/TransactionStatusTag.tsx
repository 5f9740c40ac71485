import { Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from '../useTranslation.ts';

const INTENT: Record<string, Intent> = {
  depositCompleted: Intent.SUCCESS,
  withdrawalCompleted: Intent.SUCCESS,
  returnCompleted: Intent.SUCCESS,
  declined: Intent.DANGER,
  cancelled: Intent.NONE,
  error: Intent.DANGER,
  frozen: Intent.DANGER,
  adminProcessing: Intent.WARNING,
  queue: Intent.WARNING,
  awaitingManualCheck: Intent.WARNING,
  needContactSupport: Intent.WARNING,
};

/** A transaction status with its caption (spec 3 §4). */
export function TransactionStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('transactions');
  return (
    <Tag multiline minimal intent={INTENT[status] ?? Intent.PRIMARY}>
      {t(`transactions.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
