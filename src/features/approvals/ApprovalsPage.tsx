import { Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { useRowPages } from '../../components/RowLink.tsx';
import { ViewButtons } from '../../components/ViewButtons.tsx';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { listCount } from '../../components/listQueryState.ts';
import { useListQuery } from '../../components/useListQuery.ts';
import { APPROVAL_ACTIONS } from '../../domain/approvals.ts';
import { defaultFilters } from '../../domain/listQuery.ts';
import { mayCall } from '../../domain/operationAccess.ts';
import { APPROVAL_OPERATIONS, approvalQueries } from './api.ts';
import { APPROVAL_TABS, approvalsRequest, approvalsSchema, tabOf, type ApprovalsState, type ApprovalTab } from './approvalsQuery.ts';
import { ApprovalPolicyPanel } from './components/ApprovalPolicyPanel.tsx';
import { approvalColumns } from './components/approvalColumns.tsx';
import { ListFooter } from '../../components/ListFooter.tsx';
import { statePaging } from '../../components/listPaging.ts';
import { queryRows } from '../../components/queryRows.ts';

/** The fourth tab: the four-eyes policy (read by all staff, edited by the super admin). */
const POLICY_TAB = 'policy';
/** The page's views: the request lists, then the policy. */
const VIEWS = [...APPROVAL_TABS, POLICY_TAB] as const;

type FilterValues = Omit<ApprovalsState['filters'], 'tab'>;

/**
 * Approvals (issue 29): requests waiting for a second admin (Pending), the admin's own (Mine) and
 * decided ones, filtered by action, maker, USD amount, age and creation date; a row opens the
 * request. The pending list and its count follow new requests without a reload. A fourth tab,
 * Policy, shows the four-eyes policy (every staff member reads it; the super admin edits it).
 */
export function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const admins = useQuery(sessionQueries.admins()).data;
  const currencies = useQuery(sessionQueries.currencies()).data;
  const { state, setState } = useListQuery(approvalsSchema);
  const tab = tabOf(state);
  // the policy is a view of its own on the same screen, reached by the fourth tab
  const showPolicy = state.filters.tab === POLICY_TAB;
  const timeZone = admin?.settings.timezone;
  const list = useQuery({ ...approvalQueries.list(approvalsRequest(state, timeZone)), enabled: !showPolicy });

  const fields = useMemo<FilterField<keyof FilterValues>[]>(
    () => [
      {
        kind: 'select',
        name: 'action',
        label: 'approvals.filters.action',
        options: [{ value: '', label: 'approvals.filters.anyAction' }, ...APPROVAL_ACTIONS.map((a) => ({ value: a, label: `approvals.action.${a}` }))],
      },
      {
        kind: 'select',
        name: 'maker',
        label: 'approvals.filters.maker',
        // makers: the statuses that make (and may withdraw) requests
        options: [{ value: '', label: 'approvals.filters.anyMaker' }, ...(admins ?? []).filter((a) => mayCall(APPROVAL_OPERATIONS.withdraw, a.adminStatus)).map((a) => ({ value: a.id, label: a.email }))],
      },
      { kind: 'numeric', name: 'amountFrom', label: 'approvals.filters.amountFrom' },
      { kind: 'numeric', name: 'amountTo', label: 'approvals.filters.amountTo' },
      { kind: 'numeric', name: 'olderThanHours', label: 'approvals.filters.olderThanHours' },
      { kind: 'dateRange', name: 'created', label: 'approvals.filters.created' },
    ],
    [admins],
  );
  const { tab: _tab, ...filterValues } = state.filters;
  const { tab: _defaultTab, ...initialValues } = defaultFilters(approvalsSchema);

  const { linkState, open } = useRowPages('/approvals');
  const decimals = useMemo(() => new Map((currencies ?? []).map((c) => [c.id, c])), [currencies]);
  const columns = useMemo(
    () =>
      approvalColumns({
        t,
        timeZone,
        currencyOf: (id) => (id ? decimals.get(id) : undefined),
        linkState,
        open,
      }),
    [t, timeZone, decimals, linkState, open],
  );
  const pendingCount = list.data?.pendingCount;
  const chooseTab = (next: ApprovalTab | typeof POLICY_TAB) => setState({ ...state, filters: { ...state.filters, tab: next }, page: 1 });

  return (
    <div className="approvals-page">
      <ViewButtons
        label={t('approvals.tabs.label')}
        views={VIEWS}
        current={showPolicy ? POLICY_TAB : tab}
        titleOf={(name) => (
          <>
            {t(`approvals.tabs.${name}`)}
            {name === 'pending' && pendingCount ? (
              <Tag multiline round minimal intent="warning" className="approvals-tab-count">
                {pendingCount}
              </Tag>
            ) : null}
          </>
        )}
        onChoose={chooseTab}
      />
      {showPolicy ? (
        <ApprovalPolicyPanel />
      ) : (
        <>
          <FilterBar
            fields={fields}
            values={filterValues}
            initialValues={initialValues}
            onSubmit={(filters) => setState({ ...state, filters: { ...filters, tab }, page: 1 })}
            savedFiltersKey="approvals"
          />
          <DataTable
            label={t('approvals.list.label')}
            columns={columns}
            {...queryRows(list, t('approvals.list.loadFailed'))}
            emptyText={t(`approvals.list.empty.${tab}`)}
            skeletonRows={10}
            sort={state.sort}
            onSortChange={(sort) => setState({ ...state, sort: { field: sort.field as ApprovalsState['sort']['field'], direction: sort.direction }, page: 1 })}
            adminStatus={admin?.adminStatus}
            onRowActivate={(row) => open(row.id)}
          />
          <ListFooter {...listCount(list)} {...statePaging(state, setState)} />
        </>
      )}
    </div>
  );
}
