import { Callout, HTMLSelect, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../components/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { orderQueries } from '../../components/orders/ordersApi.ts';
import { formatAmount } from '../../components/numberFormat.ts';

/** Price levels shown per side; the book is kept whole on the server and the totals count every level. */
const DEPTH = 200;

interface Level {
  price: string;
  amount: string;
  total: string;
  count: number;
}

/** A market's order book: bids and asks per price level, with the totals and counts of spec 3 §3. */
export function OrderBookView() {
  const { t } = useTranslation('trading');
  const [params, setParams] = useSearchParams();
  const markets = useQuery(sessionQueries.markets()).data ?? [];
  const chosen = Number(params.get('market'));
  const marketId = markets.some((m) => m.id === chosen) ? chosen : (markets[0]?.id ?? 0);
  const book = useQuery({ ...orderQueries.book(marketId, DEPTH), enabled: marketId > 0 });
  const market = markets.find((m) => m.id === marketId);
  const columns = (side: 'bids' | 'asks'): DataTableColumn<Level>[] => [
    { key: 'price', header: `trading.book.price`, width: 140, render: (l) => <span className={side === 'bids' ? 'trading-bid' : 'trading-ask'}>{formatAmount(l.price)}</span> },
    { key: 'amount', header: 'trading.book.amount', width: 140, render: (l) => formatAmount(l.amount) },
    { key: 'total', header: 'trading.book.total', width: 150, render: (l) => formatAmount(l.total) },
    { key: 'count', header: 'trading.book.count', width: 80, render: (l) => l.count },
  ];
  const data = book.data;
  return (
    <div className="trading-view">
      <label className={`${Classes.LABEL} ${Classes.INLINE}`}>
        {t('trading.filters.market')}{' '}
        <HTMLSelect value={marketId} onChange={(e) => setParams(new URLSearchParams({ view: 'book', market: e.currentTarget.value }))} aria-label={t('trading.book.market')}>
          {markets.map((m) => (
            <option key={m.id} value={m.id}>{`${m.baseCurrencyTitle}/${m.derivedCurrencyTitle}`}</option>
          ))}
        </HTMLSelect>
      </label>
      {book.isError && <Callout intent="danger" compact role="alert">{t('trading.list.loadFailed')}</Callout>}
      {data && market && (
        <dl className="trading-book-totals" aria-label={t('trading.book.totals')}>
          <dt>{t('trading.book.bidsCount')}</dt><dd>{data.bidsCount}</dd>
          <dt>{t('trading.book.bidsTotalAmount')}</dt><dd>{`${formatAmount(data.bidsTotalAmount)} ${market.baseCurrencyTitle}`}</dd>
          <dt>{t('trading.book.bidsTotalPrice')}</dt><dd>{`${formatAmount(data.bidsTotalPrice)} ${market.derivedCurrencyTitle}`}</dd>
          <dt>{t('trading.book.asksCount')}</dt><dd>{data.asksCount}</dd>
          <dt>{t('trading.book.asksTotalAmount')}</dt><dd>{`${formatAmount(data.asksTotalAmount)} ${market.baseCurrencyTitle}`}</dd>
        </dl>
      )}
      <div className="trading-book">
        <section>
          <h4 className={Classes.HEADING}>{t('trading.book.bids')} {data ? `(${t('trading.book.levels', { count: data.bidsLevels })})` : ''}</h4>
          <DataTable label={t('trading.book.bids')} columns={columns('bids')} rows={data?.bids ?? []} getRowKey={(l) => l.price} loading={book.isLoading} skeletonRows={12} maxHeight={480} />
        </section>
        <section>
          <h4 className={Classes.HEADING}>{t('trading.book.asks')} {data ? `(${t('trading.book.levels', { count: data.asksLevels })})` : ''}</h4>
          <DataTable label={t('trading.book.asks')} columns={columns('asks')} rows={data?.asks ?? []} getRowKey={(l) => l.price} loading={book.isLoading} skeletonRows={12} maxHeight={480} />
        </section>
      </div>
    </div>
  );
}
