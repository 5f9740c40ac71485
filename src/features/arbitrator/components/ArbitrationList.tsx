import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { useRowPages } from '../../../components/RowLink.tsx';
import { ViewButtons } from '../../../components/ViewButtons.tsx';
import { useListQuery } from '../../../components/useListQuery.ts';
import { ARBITRATOR_PAGE_SIZE } from '../../../domain/p2p.ts';
import { arbitratorListQuery } from '../api.ts';
import { filtersOf, listSchemaOf, requestOf, shownFilterOf, type ArbitratorFilter, type ArbitratorListKind } from '../arbitratorLists.ts';
import { arbitratorColumns } from './arbitratorColumns.tsx';
import { listQueryState, listCount } from '../../../components/listQueryState.ts';
import { ListFooter } from '../../../components/ListFooter.tsx';

/**
 * One arbitrator list (My arbitration or Others arbitration): the filters this build offers,
 * 10 rows a page, filter and page in the URL; a row opens the case at /arbitrator/deals/:id.
 */
export function ArbitrationList({ kind }: { kind: ArbitratorListKind }) {
  const { t } = useTranslation('arbitrator');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const currencies = useQuery(sessionQueries.currencies()).data;

  const filters = useMemo(() => filtersOf(kind), [kind]);
  const schema = useMemo(() => listSchemaOf(kind), [kind]);
  const { state, serialize, setParams } = useListQuery(schema);
  const filter: ArbitratorFilter = shownFilterOf(kind, state.filters.filter);
  const request = requestOf(kind, filter, state.page);
  const list = useQuery(arbitratorListQuery(request));
  const rows = list.data?.data ?? [];

  const setState = (next: { filter?: ArbitratorFilter; page?: number }) =>
    setParams(
      serialize({
        ...state,
        filters: { filter: next.filter ?? filter },
        page: next.page ?? state.page,
      }),
    );

  const { linkState, open } = useRowPages('/arbitrator/deals');
  const decimals = useMemo(() => new Map((currencies ?? []).map((c) => [c.title, c.decimals])), [currencies]);
  const columns = useMemo(
    () =>
      arbitratorColumns({
        t,
        timeZone: admin?.settings.timezone,
        decimalsOf: (title) => decimals.get(title),
        linkState,
        open,
      }),
    [t, admin?.settings.timezone, decimals, linkState, open],
  );

  return (
    <div className="arbitrator-list">
      {filters.length > 1 && (
        <ViewButtons
          label={t('arbitrator.filters.label')}
          views={filters}
          current={filter}
          titleOf={(f) => t(`arbitrator.filters.${f}`)}
          onChoose={(f) => setState({ filter: f, page: 1 })}
        />
      )}
      <DataTable
        label={t(kind === 'my' ? 'arbitrator.list.myLabel' : 'arbitrator.list.othersLabel')}
        columns={columns}
        rows={rows}
        getRowKey={(trade) => trade.id}
        {...listQueryState(list, t('arbitrator.list.loadFailed'))}
        skeletonRows={ARBITRATOR_PAGE_SIZE}
        onRowActivate={(trade) => open(trade.id)}
      />
      <ListFooter {...listCount(list)} page={state.page} pageSize={ARBITRATOR_PAGE_SIZE} pageSizes={[ARBITRATOR_PAGE_SIZE]} onPageChange={(page) => setState({ page })} />
    </div>
  );
}
