import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../useTranslation.ts';
import { showSuccess } from '../toasts.ts';
import { useConfirm } from '../useConfirm.tsx';
import { cancelOrder, orderKeys, type OrderRow } from './ordersApi.ts';

/**
 * Cancelling one order (spec 3 §4): a confirmation that names the order, then PUT Trading/CancelOrder,
 * the spec's success toast, and every order list, book and balance refreshed (the hold went back).
 */
export function useCancelOrder() {
  const { t } = useTranslation('trading');
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const cancel = async (order: OrderRow) => {
    const done = await confirm({
      title: t('trading.cancel.title', { id: order.id }),
      text: t('trading.cancel.text', { id: order.id, market: order.marketTitle, side: t(`trading.side.${order.side}`), user: order.userName, hold: order.holdAmount, currency: order.holdCurrencyTitle }),
      action: () => cancelOrder(order.id, order.userId),
    });
    if (done) {
      void showSuccess('trading.cancel.done', { params: { id: order.id } });
      await Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), queryClient.invalidateQueries({ queryKey: ['userBalance'] })]);
    }
    return done;
  };
  return { cancel, dialog };
}
