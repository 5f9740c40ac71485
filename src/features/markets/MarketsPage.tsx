import { Button, Callout, FormGroup, HTMLSelect, Intent, Switch, Tag, Classes } from '@blueprintjs/core';
import { Add, Edit } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { useCan } from '../../components/access.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { GuardedNumericInput } from '../../components/GuardedNumericInput.tsx';
import { useAction } from '../../components/useAction.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { pageRequest } from '../../domain/pageRequest.ts';
import { TRADING_LIMIT_PERIODS } from '../../domain/trading.ts';
import { marketQueries, saveExchangeOptions, saveTradingOptions, type Market, type TradingOptions } from './api.ts';
import { MarketDialog } from './MarketDialog.tsx';
import { listCount } from '../../components/listQueryState.ts';
import { statePaging } from '../../components/listPaging.ts';
import { queryRows } from '../../components/queryRows.ts';
import { useAdminPageSize } from '../../components/useListQuery.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { ViewTabs } from '../../components/ViewTabs.tsx';
import { TableHead } from '../../components/TableHead.tsx';

/** /markets (spec 3 §2): the markets list with create and edit, trading options and exchange options. */
export function MarketsPage() {
  const { t } = useTranslation('markets');
  return (
    <div className="markets-page">
      <ViewTabs
        id="markets-views"
        views={[
          { id: 'markets', title: t('markets.views.markets'), panel: <MarketsList /> },
          { id: 'tradingOptions', title: t('markets.views.tradingOptions'), panel: <TradingOptionsForm /> },
          { id: 'exchangeOptions', title: t('markets.views.exchangeOptions'), panel: <ExchangeOptionsForm /> },
        ]}
      />
    </div>
  );
}

function MarketsList() {
  const { t } = useTranslation('markets');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const canCreate = useCan('POST v2/Market/CreateMarket');
  const canEdit = useCan('PUT v2/Market/EditMarket');
  const [paging, setPaging] = useState({ page: 1, pageSize: useAdminPageSize() });
  const list = useQuery(marketQueries.list({ sort: { field: 'sortId', desc: false }, ...pageRequest(paging) }));
  const rates = useQuery(marketQueries.rates()).data;
  const [editing, setEditing] = useState<Market | null | undefined>(undefined);
  const rateOf = useMemo(() => new Map((rates ?? []).map((r) => [`${r.baseCurrencyId}:${r.derivedCurrencyId}`, r.rate])), [rates]);

  const columns: DataTableColumn<Market>[] = [
    { key: 'id', header: 'markets.list.id', width: 60, render: (m) => m.id },
    { key: 'pair', header: 'markets.list.pair', width: 120, render: (m) => `${m.baseCurrencyTitle}/${m.derivedCurrencyTitle}` },
    { key: 'min', header: 'markets.list.min', width: 130, render: (m) => formatAmount(m.orderAmountLimit.min) },
    { key: 'max', header: 'markets.list.max', width: 130, render: (m) => formatAmount(m.orderAmountLimit.max) },
    { key: 'minOrderPrice', header: 'markets.list.minOrderPrice', width: 130, render: (m) => formatAmount(m.minOrderPrice) },
    { key: 'rate', header: 'markets.list.rate', width: 130, render: (m) => { const r = rateOf.get(`${m.baseCurrencyId}:${m.derivedCurrencyId}`); return r ? formatAmount(r) : '—'; } },
    { key: 'sortId', header: 'markets.list.sortId', width: 70, render: (m) => m.sortId },
    { key: 'limitsType', hiddenByDefault: true, header: 'markets.list.limitsType', width: 130, render: (m) => t(`markets.limitsType.${m.individualLimitsType}`) },
    { key: 'enabled', header: 'markets.list.enabled', width: 100, render: (m) => <Tag multiline minimal intent={m.isEnabled ? Intent.SUCCESS : Intent.NONE}>{t(m.isEnabled ? 'markets.list.on' : 'markets.list.off')}</Tag> },
    { key: 'dateCreated', header: 'markets.list.dateCreated', width: 160, render: (m) => formatDateTime(m.dateCreated, admin?.settings.timezone) },
    ...(canEdit
      ? [{
          key: 'actions', header: 'markets.list.actions', width: 80,
          render: (m: Market) => <Button size="small" variant="minimal" icon={<Edit />} aria-label={t('markets.list.editNamed', { market: `${m.baseCurrencyTitle}/${m.derivedCurrencyTitle}` })} onClick={() => setEditing(m)} />,
        }]
      : []),
  ];
  return (
    <div className="markets-view">
      {canCreate && (
        <div>
          <Button intent={Intent.PRIMARY} icon={<Add />} onClick={() => setEditing(null)}>{t('markets.list.create')}</Button>
        </div>
      )}
      <DataTable label={t('markets.list.label')} columns={columns} {...queryRows(list, t('markets.list.loadFailed'))} skeletonRows={15} maxHeight={560} />
      <ListFooter {...listCount(list)} {...statePaging(paging, setPaging)} />
      {editing !== undefined && <MarketDialog market={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}

/** The form's copy of an options document: null until it arrives, then the stored options (again after each refetch, e.g. a save) with the admin's edits. */
function useStoredDraft<T>(stored: T | undefined) {
  const [draft, setDraft] = useState<T | null>(null);
  useEffect(() => {
    if (stored) setDraft(stored);
  }, [stored]);
  return [draft, setDraft] as const;
}

function TradingOptionsForm() {
  const { t } = useTranslation('markets');
  const saveLimits = useAction(saveTradingOptions);
  const canEdit = saveLimits.allowed;
  const currencies = useQuery(sessionQueries.currencies()).data ?? [];
  const stored = useQuery(marketQueries.tradingOptions());
  const [draft, setDraft] = useStoredDraft(stored.data);
  if (stored.isError) return <Callout intent="danger" compact role="alert">{t('markets.list.loadFailed')}</Callout>;
  if (!draft) return null;
  const limitOf = (period: string) => draft.limits.find((l) => l.period === period) ?? { period: period as TradingOptions['limits'][number]['period'], buyLimit: '0', sellLimit: '0', operationsCount: 0 };
  const setLimit = (period: string, patch: Partial<TradingOptions['limits'][number]>) =>
    setDraft({ ...draft, limits: TRADING_LIMIT_PERIODS.map((p) => (p === period ? { ...limitOf(p), ...patch } : limitOf(p))) });
  const save = () => saveLimits.mutate({ ...draft, limits: TRADING_LIMIT_PERIODS.map(limitOf) });
  return (
    <form className="markets-view markets-options" onSubmit={(e) => { e.preventDefault(); save(); }}>
      <FormGroup label={t('markets.options.baseCurrency')} labelFor="trading-base">
        <HTMLSelect id="trading-base" value={draft.baseCurrencyId} disabled={!canEdit} onChange={(e) => setDraft({ ...draft, baseCurrencyId: Number(e.currentTarget.value) })}>
          {currencies.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
        </HTMLSelect>
      </FormGroup>
      <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT}`} aria-label={t('markets.options.limits')}>
        <TableHead columns={[t('markets.options.period'), t('markets.options.buyLimit'), t('markets.options.sellLimit'), t('markets.options.operationsCount')]} />
        <tbody>
          {TRADING_LIMIT_PERIODS.map((period) => {
            const limit = limitOf(period);
            return (
              <tr key={period}>
                <th scope="row">{t(`markets.period.${period}`)}</th>
                <td><GuardedNumericInput aria-label={`${t(`markets.period.${period}`)} ${t('markets.options.buyLimit')}`} disabled={!canEdit} value={limit.buyLimit} onValueChange={(text) => setLimit(period, { buyLimit: text || '0' })} /></td>
                <td><GuardedNumericInput aria-label={`${t(`markets.period.${period}`)} ${t('markets.options.sellLimit')}`} disabled={!canEdit} value={limit.sellLimit} onValueChange={(text) => setLimit(period, { sellLimit: text || '0' })} /></td>
                <td><GuardedNumericInput aria-label={`${t(`markets.period.${period}`)} ${t('markets.options.operationsCount')}`} disabled={!canEdit} value={String(limit.operationsCount)} onValueChange={(_text, n) => setLimit(period, { operationsCount: Number.isInteger(n) ? n : 0 })} /></td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {canEdit && <div><Button type="submit" intent={Intent.PRIMARY} loading={saveLimits.isPending}>{t('markets.options.save')}</Button></div>}
    </form>
  );
}

function ExchangeOptionsForm() {
  const { t } = useTranslation('markets');
  const saveExchange = useAction(saveExchangeOptions);
  const canEdit = saveExchange.allowed;
  const stored = useQuery(marketQueries.exchangeOptions());
  const [draft, setDraft] = useStoredDraft(stored.data);
  if (stored.isError) return <Callout intent="danger" compact role="alert">{t('markets.list.loadFailed')}</Callout>;
  if (!draft) return null;
  const save = () => saveExchange.mutate(draft);
  const amount = (key: 'feePercent' | 'minAmount' | 'maxAmount') => (
    <FormGroup label={t(`markets.exchange.${key}`)} labelFor={`exchange-${key}`}>
      <GuardedNumericInput id={`exchange-${key}`} disabled={!canEdit} value={draft[key]} onValueChange={(text) => setDraft({ ...draft, [key]: text })} />
    </FormGroup>
  );
  return (
    <form className="markets-view markets-options" onSubmit={(e) => { e.preventDefault(); save(); }}>
      <Switch label={t('markets.exchange.isEnabled')} disabled={!canEdit} checked={draft.isEnabled} onChange={(e) => setDraft({ ...draft, isEnabled: e.currentTarget.checked })} />
      {amount('feePercent')}
      {amount('minAmount')}
      {amount('maxAmount')}
      {canEdit && <div><Button type="submit" intent={Intent.PRIMARY} loading={saveExchange.isPending}>{t('markets.options.save')}</Button></div>}
    </form>
  );
}
