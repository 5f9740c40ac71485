import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { RowLink, type RowLinkColumnsOptions } from '../../../components/RowLink.tsx';
import { ArbitrationResultTag, DealStatusTag } from '../../../components/p2p-deal/DealStatusTag.tsx';
import { formatDateTime } from '../../../domain/dates.ts';
import { formatAmount } from '../../../components/numberFormat.ts';
import type { ArbitratorTrade } from '../api.ts';

/** The columns of the arbitrator lists, as data (ARCHITECTURE convention 6). */
export function arbitratorColumns({ t, timeZone, decimalsOf, linkState, open }: RowLinkColumnsOptions & { decimalsOf: (currencyTitle: string) => number | undefined }): DataTableColumn<ArbitratorTrade>[] {
  const user = (id: number, name: string | null) => `${name ?? '—'} (#${id})`;
  return [
    {
      key: 'id',
      header: 'arbitrator.columns.id',
      width: 70,
      render: (trade) => <RowLink id={trade.id} to={`/arbitrator/deals/${trade.id}`} state={linkState} label={t('arbitrator.list.open', { id: trade.id })} open={open} />,
    },
    { key: 'status', header: 'arbitrator.columns.status', width: 150, render: (trade) => <DealStatusTag status={trade.status} /> },
    { key: 'seller', header: 'arbitrator.columns.seller', width: 150, copyable: true, copyValue: (trade) => String(trade.sellerId), render: (trade) => user(trade.sellerId, trade.sellerUserName) },
    { key: 'buyer', header: 'arbitrator.columns.buyer', width: 150, copyable: true, copyValue: (trade) => String(trade.buyerId), render: (trade) => user(trade.buyerId, trade.buyerUserName) },
    {
      key: 'amount',
      header: 'arbitrator.columns.amount',
      width: 150,
      render: (trade) => `${formatAmount(trade.sellerAmount, decimalsOf(trade.cryptoCurrencyTitle))} ${trade.cryptoCurrencyTitle}`,
    },
    {
      key: 'fiat',
      header: 'arbitrator.columns.fiat',
      width: 120,
      render: (trade) => `${formatAmount(trade.fiatAmount, decimalsOf(trade.fiatCurrencyTitle) ?? 2)} ${trade.fiatCurrencyTitle}`,
    },
    { key: 'arbitrator', header: 'arbitrator.columns.arbitrator', width: 100, render: (trade) => trade.arbitratorUserName ?? '—' },
    {
      key: 'call',
      header: 'arbitrator.columns.callDate',
      width: 140,
      render: (trade) => (trade.arbitratorCallDate ? formatDateTime(trade.arbitratorCallDate, timeZone) : '—'),
    },
    { key: 'result', header: 'arbitrator.columns.result', width: 120, render: (trade) => <ArbitrationResultTag result={trade.arbitrationResult} short /> },
  ];
}
