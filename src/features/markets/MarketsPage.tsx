import { Button, Callout, FormGroup, HTMLSelect, Intent, Switch, Tab, Tabs, Tag, Classes } from '@blueprintjs/core';
import { Add, Edit } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { useCan } from '../../components/access.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { GuardedNumericInput } from '../../components/GuardedNumericInput.tsx';
import { useAction } from '../../components/useAction.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { pageOffset } from '../../domain/paging.ts';
import { TRADING_LIMIT_PERIODS } from '../../domain/trading.ts';
import { marketQueries, saveExchangeOptions, saveTradingOptions, type ExchangeOptions, type Market, type TradingOptions } from './api.ts';
import { MarketDialog } from './MarketDialog.tsx';
import { listQueryState, listCount } from '../../components/listQueryState.ts';
import { useAdminPageSize } from '../../components/useListQuery.ts';
import { ListFooter } from '../../components/ListFooter.tsx';

const VIEWS = ['markets', 'tradingOptions', 'exchangeOptions'] as const;
type View = (typeof VIEWS)[number];

/** /markets (spec 3 §2): the markets list with create and edit, trading options and exchange options. */
export function MarketsPage() {
  const { t } = useTranslation('markets');
  const [params, setParams] = useSearchParams();
  const view: View = (VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as View) : 'markets';
  return (
    <div className="markets-page">
      <Tabs animate={false} id="markets-views" selectedTabId={view} onChange={(id) => setParams(id === 'markets' ? new URLSearchParams() : new URLSearchParams({ view: String(id) }))}>
        <Tab id="markets" disabled={false} title={t('markets.views.markets')} panel={<MarketsList />} />
        <Tab id="tradingOptions" disabled={false} title={t('markets.views.tradingOptions')} panel={<TradingOptionsForm />} />
        <Tab id="exchangeOptions" disabled={false} title={t('markets.views.exchangeOptions')} panel={<ExchangeOptionsForm />} />
      </Tabs>
    </div>
  );
}

function MarketsList() {
  const { t } = useTranslation('markets');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const canCreate = useCan('POST v2/Market/CreateMarket');
  const canEdit = useCan('PUT v2/Market/EditMarket');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(useAdminPageSize());
  const list = useQuery(marketQueries.list({ sort: { field: 'sortId', desc: false }, offset: pageOffset(page, pageSize), limit: pageSize, getTotal: true }));
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
      <DataTable label={t('markets.list.label')} columns={columns} rows={list.data?.items ?? []} getRowKey={(m) => m.id} {...listQueryState(list, t('markets.list.loadFailed'))} skeletonRows={15} maxHeight={560} />
      <ListFooter {...listCount(list)} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={(size) => { setPageSize(size); setPage(1); }} />
      {editing !== undefined && <MarketDialog market={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}

function TradingOptionsForm() {
  const { t } = useTranslation('markets');
  const saveLimits = useAction(saveTradingOptions);
  const canEdit = saveLimits.allowed;
  const currencies = useQuery(sessionQueries.currencies()).data ?? [];
  const stored = useQuery(marketQueries.tradingOptions());
  const [draft, setDraft] = useState<TradingOptions | null>(null);
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);
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
        <thead>
          <tr><th>{t('markets.options.period')}</th><th>{t('markets.options.buyLimit')}</th><th>{t('markets.options.sellLimit')}</th><th>{t('markets.options.operationsCount')}</th></tr>
        </thead>
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
  const [draft, setDraft] = useState<ExchangeOptions | null>(null);
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);
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
