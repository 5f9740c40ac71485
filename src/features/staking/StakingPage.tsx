import { Section, SectionCard, Tag } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { Link } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { useAction } from '../../components/useAction.ts';
import { useConfirm } from '../../components/useConfirm.tsx';
import { dateRangeToUnix } from '../../domain/dateRangeFilter.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { defaultFilters, defineListQuery } from '../../domain/listQuery.ts';
import { useListQuery } from '../../components/useListQuery.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { pageRequest } from '../../domain/pageRequest.ts';
import { STAKING_LOG_TYPES, type StakingLogType } from '../../domain/referralStaking.ts';
import { addStakingTier, removeStakingTier, stakingQueries, type StakingLog, type StakingSettings } from './api.ts';
import { AddSettingsDialog } from './components/AddSettingsDialog.tsx';
import { listCount } from '../../components/listQueryState.ts';
import { queryRows } from '../../components/queryRows.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { statePaging } from '../../components/listPaging.ts';


/** Staking (spec 3 §2): the settings per currency (add, remove) and the staking log. */
export function StakingPage() {
  return (
    <div className="staking-page">
      <SettingsSection />
      <LogsSection />
    </div>
  );
}

function useFormat() {
  const currencies = useQuery(sessionQueries.currencies()).data;
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const byId = useMemo(() => new Map((currencies ?? []).map((c) => [c.id, c])), [currencies]);
  const timeZone = admin?.settings.timezone || undefined;
  return { title: (id: number) => byId.get(id)?.title ?? `#${id}`, decimals: (id: number) => byId.get(id)?.decimals, dateTime: (v: string) => formatDateTime(v, timeZone), admin, timeZone };
}

function SettingsSection() {
  const { t } = useTranslation('staking');
  const { title, dateTime } = useFormat();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const settings = useQuery(stakingQueries.settings());
  const add = useAction(addStakingTier);
  const removeTier = useAction(removeStakingTier);
  const remove = (s: StakingSettings) =>
    confirm({
      title: t('staking.settings.remove'),
      text: t('staking.settings.removeText', { currency: title(s.currencyId), balanceFrom: s.balanceFrom, percent: s.percentPerDay }),
      action: () => removeTier.settle(s.id),
    });
  const columns: DataTableColumn<StakingSettings>[] = [
    { key: 'id', header: 'staking.settings.id', width: 50, render: (s) => s.id },
    { key: 'currency', header: 'staking.settings.currency', width: 80, render: (s) => title(s.currencyId) },
    {
      key: 'state',
      header: 'staking.settings.state',
      width: 150,
      render: (s) => (
        <span className="staking-state">
          <Tag multiline minimal intent={s.isEnabled ? 'success' : 'none'}>{t(s.isEnabled ? 'staking.settings.enabled' : 'staking.settings.removed')}</Tag>
          {s.isEnabled && <ActionButton action={removeTier} whenRefused="hide" size="small" variant="minimal" intent="danger" text={t('staking.settings.removeShort')} aria-label={t('staking.settings.removeOne', { id: s.id })} onClick={() => void remove(s)} />}
        </span>
      ),
    },
    { key: 'balanceFrom', header: 'staking.settings.balanceFrom', width: 100, render: (s) => s.balanceFrom },
    { key: 'percentPerDay', header: 'staking.settings.percentPerDay', width: 115, render: (s) => `${s.percentPerDay} %` },
    { key: 'maxPercentPerDay', header: 'staking.settings.maxPercentPerDay', width: 140, render: (s) => `${s.maxPercentPerDay} %` },
    { key: 'taxPercent', header: 'staking.settings.taxPercent', width: 90, render: (s) => `${s.taxPercent} %` },
    { key: 'considerTax', header: 'staking.settings.considerTax', width: 100, render: (s) => t(s.considerTax ? 'staking.yes' : 'staking.no') },
    { key: 'taxMode', header: 'staking.settings.taxMode', width: 120, render: (s) => t(`staking.taxMode.${s.taxMode}`) },
    { key: 'beginTime', header: 'staking.settings.beginTime', width: 150, render: (s) => dateTime(s.beginTime) },
  ];
  return (
    <Section
      title={t('staking.settings.title')}
      compact
      rightElement={<ActionButton action={add} whenRefused="hide" intent="primary" icon={<Add />} text={t('staking.add.open')} onClick={() => setAdding(true)} />}
    >
      <SectionCard>
        <DataTable label={t('staking.settings.label')} columns={columns} {...queryRows(settings, t('staking.loadFailed'))} skeletonRows={5} maxHeight={360} />
      </SectionCard>
      {adding && (
        <AddSettingsDialog onClose={() => setAdding(false)} />
      )}
      {dialog}
    </Section>
  );
}

const logsSchema = defineListQuery({
  filters: { currency: { type: 'string' }, logType: { type: 'string' }, userId: { type: 'number' }, period: { type: 'dateRange' } },
  sortFields: ['dateCreated'],
  defaultSort: { field: 'dateCreated', direction: 'desc' },
});

/** The staking log with its filters; on a user's tab it shows that user's rows only. */
export function StakingLogsTable({ userId }: { userId?: number }) {
  const { t } = useTranslation('staking');
  const { title, decimals, dateTime, timeZone } = useFormat();
  const currencies = useQuery(sessionQueries.currencies()).data ?? [];
  const { state, setState } = useListQuery(logsSchema);
  const user = userId ?? state.filters.userId ?? undefined;
  const logs = useQuery(
    stakingQueries.logs({
      ...(user ? { userId: user } : {}),
      ...(state.filters.currency ? { currencyId: Number(state.filters.currency) } : {}),
      ...(state.filters.logType ? { logType: state.filters.logType as StakingLogType } : {}),
      ...dateRangeToUnix(state.filters.period, timeZone),
      ...pageRequest(state),
    }),
  );
  const fields: FilterField<'currency' | 'logType' | 'userId' | 'period'>[] = [
    { kind: 'select', name: 'currency', label: 'staking.logs.currency', options: [...currencies.map((c) => ({ value: String(c.id), label: c.title }))] },
    { kind: 'select', name: 'logType', label: 'staking.logs.type', options: [...STAKING_LOG_TYPES.map((v) => ({ value: v, label: `staking.logType.${v}` }))] },
    ...(userId ? [] : [{ kind: 'numeric' as const, name: 'userId' as const, label: 'staking.logs.userId' }]),
    { kind: 'dateRange', name: 'period', label: 'staking.logs.period' },
  ];
  const percent = (l: StakingLog) => (l.percent === null ? '—' : l.previousPercent !== null ? `${l.previousPercent} % → ${l.percent} %` : `${l.percent} %`);
  const columns: DataTableColumn<StakingLog>[] = [
    { key: 'date', header: 'staking.logs.date', width: 170, render: (l) => dateTime(l.dateCreated) },
    { key: 'type', header: 'staking.logs.type', width: 150, render: (l) => t(`staking.logType.${l.logType}`) },
    { key: 'currency', header: 'staking.logs.currency', width: 90, render: (l) => title(l.currencyId) },
    { key: 'user', header: 'staking.logs.userId', width: 100, render: (l) => (l.userId === null ? '—' : <Link to={`/user/${l.userId}/staking`}>#{l.userId}</Link>) },
    { key: 'settings', header: 'staking.logs.settingsId', width: 100, render: (l) => l.settingsId ?? '—' },
    { key: 'percent', header: 'staking.logs.percent', width: 170, render: percent },
    { key: 'amount', header: 'staking.logs.amount', width: 160, render: (l) => (l.amount === null ? '—' : `${formatAmount(l.amount, decimals(l.currencyId))} ${title(l.currencyId)}`) },
  ];
  return (
    <>
      <FilterBar fields={fields} values={state.filters} initialValues={defaultFilters(logsSchema)} onSubmit={(filters) => setState({ ...state, filters, page: 1 })} savedFiltersKey={userId ? undefined : 'staking-logs'} />
      <DataTable label={t('staking.logs.label')} columns={columns} {...queryRows(logs, t('staking.loadFailed'))} skeletonRows={10} maxHeight={520} />
      <ListFooter {...listCount(logs)} {...statePaging(state, setState)} />
    </>
  );
}

function LogsSection() {
  const { t } = useTranslation('staking');
  return (
    <Section title={t('staking.logs.title')} compact>
      <SectionCard>
        <StakingLogsTable />
      </SectionCard>
    </Section>
  );
}
