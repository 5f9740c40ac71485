import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from '../useTranslation.ts';

const STORE_INTENT: Record<string, Intent> = { active: 'success', rejected: 'danger', awaitingApproval: 'warning', inactive: 'none' };
const INVOICE_INTENT: Record<string, Intent> = {
  completed: 'success', withdrawalCompleted: 'success', depositCompleted: 'success', depositConfirmed: 'success',
  cancelled: 'none', expired: 'none', error: 'danger', depositError: 'danger', issue: 'warning', awaitingUserConfirmation: 'warning',
};
const TX_INTENT: Record<string, Intent> = { completed: 'success', error: 'danger', new: 'none', processing: 'primary', validate: 'warning' };

export function StoreStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('merchants');
  return <Tag multiline minimal intent={STORE_INTENT[status] ?? 'none'}>{t(`merchants.storeStatus.${status}`)}</Tag>;
}

export function InvoiceStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('merchants');
  return <Tag multiline minimal intent={INVOICE_INTENT[status] ?? 'primary'}>{t(`merchants.invoiceStatus.${status}`)}</Tag>;
}

export function TransactionStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('merchants');
  return <Tag multiline minimal intent={TX_INTENT[status] ?? 'none'}>{t(`merchants.txStatus.${status}`)}</Tag>;
}

export function ProductStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('merchants');
  return <Tag multiline minimal intent={status === 'active' ? 'success' : 'none'}>{t(`merchants.productStatus.${status}`)}</Tag>;
}
