import { Button, Callout, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { Link, useSearchParams } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { useAction } from '../../components/useAction.ts';
import { dateRangeToUnix } from '../../domain/dateRangeFilter.ts';
import { defaultFilters, defineListQuery, type ListState } from '../../domain/listQuery.ts';
import { useListQuery } from '../../components/useListQuery.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { pageRequest, sortedPageRequest } from '../../domain/pageRequest.ts';
import { REFERRAL_INCOME_TYPES, stripReferralPrefix, type ReferralIncomeType } from '../../domain/referralStaking.ts';
import { referralQueries, saveReferralOptions, type ReferralIncome, type ReferralProgram } from './api.ts';
import { LevelFeesEditor } from './components/LevelFeesEditor.tsx';
import { ProgramDrawer } from './components/ProgramDrawer.tsx';
import { ProgramStatusTags } from './components/ProgramStatusTags.tsx';
import { useDateTime } from './useDateTime.ts';
import { listQueryState, listCount } from '../../components/listQueryState.ts';
import { ViewTabs } from '../../components/ViewTabs.tsx';
import { ListFooter } from '../../components/ListFooter.tsx';
import { statePaging } from '../../components/listPaging.ts';
import { stateSorting } from '../../components/listSorting.ts';
import { queryRows } from '../../components/queryRows.ts';

/** Referral program (spec 3 §2): programs, their incomes, referrals and owners; add or remove users; fees per level. */
export function ReferralProgramPage() {
  const { t } = useTranslation('referralProgram');
  return (
    <div className="referral-page">
      <ViewTabs
        id="referral-views"
        renderActiveTabPanelOnly
        views={[
          { id: 'programs', title: t('referralProgram.views.programs'), panel: <ProgramsView /> },
          { id: 'incomes', title: t('referralProgram.views.incomes'), panel: <IncomesView /> },
          { id: 'owners', title: t('referralProgram.views.owners'), panel: <OwnersView /> },
          { id: 'options', title: t('referralProgram.views.options'), panel: <OptionsView /> },
        ]}
      />
    </div>
  );
}

/** Writes the URL state of a view's list, keeping the view it is shown in. */
function useListParamsInView() {
  const [params, setParams] = useSearchParams();
  return (search: URLSearchParams) => {
    const view = params.get('view');
    if (view) search.set('view', view);
    setParams(search);
  };
}

const programsSchema = defineListQuery({
  filters: { search: { type: 'string' }, activity: { type: 'string' }, blocked: { type: 'string' } },
  sortFields: ['dateCreated', 'usersCount', 'incomeSum'],
  defaultSort: { field: 'dateCreated', direction: 'desc' },
});
type ProgramsState = ListState<typeof programsSchema.filters, 'dateCreated' | 'usersCount' | 'incomeSum'>;

function ProgramsView() {
  const { t } = useTranslation('referralProgram');
  const setListParams = useListParamsInView();
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const dateTime = useDateTime();
  const { state, serialize } = useListQuery(programsSchema);
  const setState = (next: ProgramsState) => setListParams(serialize(next));
  const [openId, setOpenId] = useState<number | null>(null);
  const search = stripReferralPrefix(state.filters.search);
  const list = useQuery(
    referralQueries.programs({
      ...(search ? { searchString: search } : {}),
      ...(state.filters.activity ? { isActive: state.filters.activity === 'Active' } : {}),
      ...(state.filters.blocked ? { isBlocked: state.filters.blocked === 'blocked' } : {}),
      ...sortedPageRequest(state),
    }),
  );
  const [lastOpen, setLastOpen] = useState<ReferralProgram | null>(null);
  const open = list.data?.items.find((p) => p.id === openId) ?? (lastOpen?.id === openId ? lastOpen : null);
  const fields: FilterField<'search' | 'activity' | 'blocked'>[] = [
    { kind: 'text', name: 'search', label: 'referralProgram.programs.search', placeholder: 'referralProgram.programs.searchHint' },
    { kind: 'select', name: 'activity', label: 'referralProgram.programs.activity', options: ['Active', 'Disabled'].map((value) => ({ value, label: `referralProgram.activity.${value}` })) },
    { kind: 'select', name: 'blocked', label: 'referralProgram.programs.blockedFilter', options: ['blocked', 'unblocked'].map((value) => ({ value, label: `referralProgram.status.${value}` })) },
  ];
  const openProgram = (p: ReferralProgram) => {
    setLastOpen(p);
    setOpenId(p.id);
  };
  const columns: DataTableColumn<ReferralProgram>[] = [
    {
      key: 'referralId',
      header: 'referralProgram.programs.referralId',
      width: 110,
      render: (p) => <Button small minimal intent="primary" text={p.referralId} onClick={() => openProgram(p)} aria-label={t('referralProgram.programs.open', { id: p.referralId })} />,
    },
    { key: 'owner', header: 'referralProgram.programs.owner', width: 170, render: (p) => <Link to={`/user/${p.userId}`}>{p.userName ?? `#${p.userId}`}</Link> },
    { key: 'link', header: 'referralProgram.programs.link', width: 270, copyable: true, render: (p) => p.link },
    { key: 'usersCount', header: 'referralProgram.programs.usersCount', width: 90, sortable: true, render: (p) => p.usersCount },
    { key: 'incomeSum', header: 'referralProgram.programs.incomeSum', width: 130, sortable: true, render: (p) => `${formatAmount(p.incomeSum, 2)} USD` },
    { key: 'status', header: 'referralProgram.programs.status', width: 170, render: (p) => <ProgramStatusTags program={p} /> },
    { key: 'dateCreated', header: 'referralProgram.programs.dateCreated', width: 170, sortable: true, render: (p) => dateTime(p.dateCreated) },
  ];
  return (
    <>
      <FilterBar fields={fields} values={state.filters} initialValues={defaultFilters(programsSchema)} onSubmit={(filters) => setState({ ...state, filters, page: 1 })} savedFiltersKey="referral-programs" />
      <DataTable
        label={t('referralProgram.programs.label')}
        columns={columns}
        {...queryRows(list, t('referralProgram.loadFailed'))}
        skeletonRows={state.pageSize}
        {...stateSorting(state, setState)}
        onRowActivate={openProgram}
        adminStatus={admin?.adminStatus}
        maxHeight={620}
      />
      <ListFooter {...listCount(list)} {...statePaging(state, setState)} />
      {open && <ProgramDrawer program={open} onClose={() => setOpenId(null)} />}
    </>
  );
}

const incomesSchema = defineListQuery({
  filters: { incomeType: { type: 'string' }, userId: { type: 'number' }, period: { type: 'dateRange' } },
  sortFields: ['dateCreated'],
  defaultSort: { field: 'dateCreated', direction: 'desc' },
});

/** Incomes of all programs, newest first; the program owner or the income type narrows them. */
export function IncomesView({ userId }: { userId?: number }) {
  const { t } = useTranslation('referralProgram');
  const setListParams = useListParamsInView();
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const currencies = useQuery(sessionQueries.currencies()).data;
  const dateTime = useDateTime();
  const { state, serialize } = useListQuery(incomesSchema);
  const timeZone = admin?.settings.timezone || undefined;
  const ownerId = userId ?? state.filters.userId ?? undefined;
  const list = useQuery(
    referralQueries.incomes({
      ...(ownerId ? { userId: ownerId } : {}),
      ...(state.filters.incomeType ? { incomeType: state.filters.incomeType as ReferralIncomeType } : {}),
      ...dateRangeToUnix(state.filters.period, timeZone),
      ...pageRequest(state),
    }),
  );
  const currency = useMemo(() => new Map((currencies ?? []).map((c) => [c.id, c])), [currencies]);
  const setState = (next: typeof state) => setListParams(serialize(next));
  const fields: FilterField<'incomeType' | 'userId' | 'period'>[] = [
    { kind: 'select', name: 'incomeType', label: 'referralProgram.incomes.type', options: [...REFERRAL_INCOME_TYPES.map((v) => ({ value: v, label: `referralProgram.incomeType.${v}` }))] },
    ...(userId ? [] : [{ kind: 'numeric' as const, name: 'userId' as const, label: 'referralProgram.incomes.owner' }]),
    { kind: 'dateRange', name: 'period', label: 'referralProgram.incomes.period' },
  ];
  const columns: DataTableColumn<ReferralIncome>[] = [
    { key: 'id', header: 'referralProgram.incomes.id', width: 80, render: (r) => r.id },
    { key: 'owner', header: 'referralProgram.incomes.owner', width: 110, render: (r) => <Link to={`/user/${r.userId}`}>#{r.userId}</Link> },
    { key: 'referral', header: 'referralProgram.incomes.referral', width: 110, render: (r) => <Link to={`/user/${r.referralUserId}`}>#{r.referralUserId}</Link> },
    { key: 'level', header: 'referralProgram.incomes.level', width: 70, render: (r) => r.level },
    { key: 'type', header: 'referralProgram.incomes.type', width: 100, render: (r) => t(`referralProgram.incomeType.${r.incomeType}`) },
    { key: 'amount', header: 'referralProgram.incomes.amount', width: 180, render: (r) => `${formatAmount(r.amount, currency.get(r.currencyId)?.decimals)} ${currency.get(r.currencyId)?.title ?? ''}` },
    { key: 'date', header: 'referralProgram.incomes.date', width: 170, render: (r) => dateTime(r.dateCreated) },
  ];
  return (
    <>
      <FilterBar fields={fields} values={state.filters} initialValues={defaultFilters(incomesSchema)} onSubmit={(filters) => setState({ ...state, filters, page: 1 })} />
      <DataTable label={t('referralProgram.incomes.label')} columns={columns} {...queryRows(list, t('referralProgram.loadFailed'))} skeletonRows={10} maxHeight={560} />
      <ListFooter {...listCount(list)} {...statePaging(state, setState)} />
    </>
  );
}

function OwnersView() {
  const { t } = useTranslation('referralProgram');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const size = 20;
  const stripped = stripReferralPrefix(search);
  const list = useQuery(referralQueries.owners({ ...(stripped ? { searchString: stripped } : {}), ...pageRequest({ page, pageSize: size }) }));
  type Owner = NonNullable<typeof list.data>['items'][number];
  const columns: DataTableColumn<Owner>[] = [
    { key: 'userId', header: 'referralProgram.owners.userId', width: 100, copyable: true, render: (o) => o.userId },
    { key: 'userName', header: 'referralProgram.owners.userName', width: 220, render: (o) => <Link to={`/user/${o.userId}/referrals`}>{o.userName ?? '—'}</Link> },
    { key: 'email', header: 'referralProgram.owners.email', width: 260, render: (o) => o.email ?? '' },
  ];
  return (
    <>
      <FilterBar
        fields={[{ kind: 'text', name: 'search', label: 'referralProgram.owners.search', placeholder: 'referralProgram.programs.searchHint' }]}
        values={{ search }}
        initialValues={{ search: '' }}
        onSubmit={(values) => {
          setSearch(String(values.search ?? ''));
          setPage(1);
        }}
      />
      <DataTable label={t('referralProgram.owners.label')} columns={columns} rows={list.data?.items ?? []} getRowKey={(o) => o.userId} {...listQueryState(list, t('referralProgram.loadFailed'))} skeletonRows={10} maxHeight={560} />
      <ListFooter {...listCount(list)} page={page} pageSize={size} pageSizes={[size]} onPageChange={setPage} />
    </>
  );
}

function OptionsView() {
  const { t } = useTranslation('referralProgram');
  const save = useAction(saveReferralOptions);
  const options = useQuery(referralQueries.options());
  if (options.isError) return <Callout intent="danger" compact role="alert">{t('referralProgram.loadFailed')}</Callout>;
  if (!options.data) return null;
  return (
    <div className="referral-options">
      <p className={Classes.TEXT_MUTED}>{t('referralProgram.options.hint')}</p>
      <LevelFeesEditor
        key={JSON.stringify(options.data.levels)}
        label={t('referralProgram.options.label')}
        levels={options.data.levels}
        readOnly={!save.allowed}
        onSave={async (levels) => {
          await save.settle(levels);
        }}
      />
    </div>
  );
}
