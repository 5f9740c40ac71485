import { Classes, FormGroup, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useFilterParams } from './useFilterParams.ts';
import { lazyDateInput } from '../../../components/dateRangeInputChunk.ts';
import { formatCount, formatDecimal } from '../../../components/numberFormat.ts';
import { TagMultiSelect } from '../../../components/TagMultiSelect.tsx';
import { dayEndUnixSeconds, dayStartUnixSeconds, parseStorageDate } from '../../../domain/dates.ts';
import { catalogueQueries } from './api.ts';
import { QueryState } from './fields.tsx';
import { TableHead } from '../../../components/TableHead.tsx';

// Loaded when the turnover tab shows, not with the P2P section: Blueprint's DateInput and its
// date-fns and select code (some 180 kB) came with every open of the P2P deals list (issue 27).
const DateInput = lazy(lazyDateInput);

/** Adds decimal strings exactly (two decimals are enough for a USD total). */
function sumCents(values: string[]): string {
  let cents = 0n;
  for (const v of values) {
    const [int = '0', frac = ''] = v.replace('-', '').split('.');
    const c = BigInt(int) * 100n + BigInt((frac + '00').slice(0, 2));
    cents += v.startsWith('-') ? -c : c;
  }
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A USD worth with exactly two decimals, in the interface language's number format. */
const usd = (value: string) => {
  const [int = '0', frac = ''] = value.split('.');
  return formatDecimal(`${int}.${(frac + '00').slice(0, 2)}`);
};

/** /p2p/turnover: completed P2P deals per currency and their worth in USD, for a period (the "to" day counts whole). */
export function TurnoverPage() {
  const { t } = useTranslation('p2pCatalogues');
  const [params, set] = useFilterParams();
  const from = params.get('from');
  const to = params.get('to');
  const currencyIdList = (params.get('currencies') ?? '').split(',').filter(Boolean).map(Number);
  const fromDate = from ? parseStorageDate(from) : null;
  const toDate = to ? parseStorageDate(to) : null;
  const active = useQuery(catalogueQueries.activeCurrencies());
  const turnover = useQuery(
    catalogueQueries.turnover({
      ...(fromDate ? { dateFrom: dayStartUnixSeconds(fromDate) } : {}),
      ...(toDate ? { dateTo: dayEndUnixSeconds(toDate) } : {}),
      currencyIdList,
    }),
  );
  const rows = turnover.data?.amounts ?? [];
  const title = turnover.data?.equivalentCurrencyTitle ?? 'USD';

  return (
    <div className="p2pc-page">
      <h2 className="p2pc-title">{t('p2pCatalogues.turnover.heading')}</h2>
      <div className="p2pc-toolbar p2pc-filters">
        <FormGroup label={t('p2pCatalogues.turnover.from')} labelFor="p2pc-turnover-from">
          <Suspense fallback={<InputGroup id="p2pc-turnover-from" disabled />}>
            <DateInput id="p2pc-turnover-from" label={t('p2pCatalogues.turnover.from')} value={from} onChange={(v) => set('from', v)} />
          </Suspense>
        </FormGroup>
        <FormGroup label={t('p2pCatalogues.turnover.to')} labelFor="p2pc-turnover-to">
          <Suspense fallback={<InputGroup id="p2pc-turnover-to" disabled />}>
            <DateInput id="p2pc-turnover-to" label={t('p2pCatalogues.turnover.to')} value={to} onChange={(v) => set('to', v)} />
          </Suspense>
        </FormGroup>
        <FormGroup label={t('p2pCatalogues.turnover.currencies')}>
          <TagMultiSelect
            options={(active.data ?? []).filter((c) => c.currencyType === 'crypto').map((c) => ({ value: c.id, label: c.title }))}
            value={currencyIdList}
            onChange={(ids) => set('currencies', ids.join(','))}
            placeholder="p2pCatalogues.turnover.allCurrencies"
          />
        </FormGroup>
      </div>
      <QueryState pending={turnover.isPending} error={turnover.isError} empty={rows.length === 0} onRetry={() => void turnover.refetch()} />
      {rows.length > 0 && (
        <HTMLTable compact striped className="p2pc-table p2pc-numbers" aria-label={t('p2pCatalogues.turnover.heading')}>
          <TableHead columns={[t('p2pCatalogues.turnover.currency'), t('p2pCatalogues.turnover.trades'), t('p2pCatalogues.turnover.volume'), t('p2pCatalogues.turnover.equivalent', { currency: title })]} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.currencyId}>
                <td>{r.currencyTitle}</td>
                <td>{formatCount(r.tradesCount)}</td>
                <td>{formatDecimal(r.volume)}</td>
                <td>{usd(r.equivalentVolume)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th>{t('p2pCatalogues.turnover.total')}</th>
              <th>{formatCount(rows.reduce((n, r) => n + r.tradesCount, 0))}</th>
              <th className={Classes.TEXT_MUTED}>—</th>
              <th>{usd(sumCents(rows.map((r) => r.equivalentVolume)))}</th>
            </tr>
          </tfoot>
        </HTMLTable>
      )}
    </div>
  );
}
