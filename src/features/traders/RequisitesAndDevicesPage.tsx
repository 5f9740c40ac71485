import { Button } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { listQueryState, listCount } from '../../components/listQueryState.ts';
import { useCan } from '../../components/access.ts';
import { RequisiteFormDialog } from '../../components/requisites/index.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { useAction } from '../../components/useAction.ts';
import { useConfirm } from '../../components/useConfirm.tsx';
import { useListQuery } from '../../components/useListQuery.ts';
import {
  deleteDeviceAction,
  deleteRequisiteAction,
  devicesQuery,
  markRequisiteAction,
  requisitesKeys,
  requisitesSearchQuery,
  setDeviceStatusAction,
  type Device,
  type DeviceStatus,
  type Requisite,
  type RequisiteStatus,
} from './api.ts';
import { deviceColumns, requisiteColumns } from './requisitesColumns.tsx';
import {
  DEVICE_STATUS_OPTIONS,
  DEVICE_TYPE_OPTIONS,
  deviceStatusOf,
  deviceTypeOf,
  MARK_OPTIONS,
  markOf,
  REQUISITES_VIEWS,
  requisitesListSchema,
  STATE_OPTIONS,
  stateOf,
  viewOf,
} from './requisitesList.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { ViewButtons } from '../../components/ViewButtons.tsx';
import { statePaging } from '../../components/listPaging.ts';
import { queryRows } from '../../components/queryRows.ts';

type RequisiteFilters = { search: string; mark: string; state: string; userId: number | null };
type DeviceFilters = { deviceStatus: string; deviceType: string; userId: number | null };

const REQUISITE_FIELDS: readonly FilterField<keyof RequisiteFilters>[] = [
  { name: 'search', kind: 'text', label: 'traders.requisites.search' },
  { name: 'mark', kind: 'select', label: 'traders.requisites.columns.mark', options: MARK_OPTIONS },
  { name: 'state', kind: 'select', label: 'traders.requisites.columns.state', options: STATE_OPTIONS },
  { name: 'userId', kind: 'numeric', label: 'traders.filters.userId' },
];

const DEVICE_FIELDS: readonly FilterField<keyof DeviceFilters>[] = [
  { name: 'deviceStatus', kind: 'select', label: 'traders.filters.status', options: DEVICE_STATUS_OPTIONS },
  { name: 'deviceType', kind: 'select', label: 'traders.devices.columns.type', options: DEVICE_TYPE_OPTIONS },
  { name: 'userId', kind: 'numeric', label: 'traders.filters.userId' },
];

/**
 * The traders' Requisites and devices tab. Requisites: search, mark approved, problematic or
 * unmarked (the server keeps who and when; a mark is undone by another mark, so it needs no
 * confirmation), delete behind the confirm dialog, where the server's refusal for a requisite an
 * open deal uses stays on screen. Devices: suspend or reactivate, delete behind the dialog.
 */
export function RequisitesAndDevicesPage() {
  const { t } = useTranslation('traders');
  const timeZone = useQuery(sessionQueries.currentAdmin()).data?.settings.timezone;
  const { confirm, dialog } = useConfirm();
  const mayCreate = useCan('POST v1/p2p/requisites');
  const mayEdit = useCan('PUT v1/p2p/requisites/{requisitesId}');
  const markAction = useAction(markRequisiteAction);
  const deleteRequisiteOne = useAction(deleteRequisiteAction);
  const deviceStatus = useAction(setDeviceStatusAction);
  const deleteDeviceOne = useAction(deleteDeviceAction);
  // The form: null closed, 'new' creating, a requisite editing.
  const [form, setForm] = useState<Requisite | 'new' | null>(null);

  const { state, patchState } = useListQuery(requisitesListSchema);
  const { filters } = state;
  const view = viewOf(filters.view);
  const paging = { page: state.page, pageSize: state.pageSize };

  const requisites = useQuery({
    ...requisitesSearchQuery({ ...paging, searchString: filters.search, status: markOf(filters.mark), state: stateOf(filters.state), userId: filters.userId }),
    enabled: view === 'requisites',
  });
  const devices = useQuery({
    ...devicesQuery({ ...paging, status: deviceStatusOf(filters.deviceStatus), type: deviceTypeOf(filters.deviceType), userId: filters.userId }),
    enabled: view === 'devices',
  });
  const list = view === 'requisites' ? requisites : devices;

  // A refused call still shows what the server now holds (another admin may have moved on).
  const reload = { onError: () => void list.refetch() };
  const settleOrReload = async <Vars,>(bound: { settle: (vars: Vars) => Promise<boolean> }, vars: Vars) => {
    try {
      return await bound.settle(vars);
    } catch (error) {
      // the dialog keeps the refusal on screen, in the spec's words (settle rejects with them)
      void list.refetch();
      throw error;
    }
  };

  const mark = (requisite: Requisite, status: RequisiteStatus) => markAction.mutate({ requisite, status }, reload);

  const removeRequisite = (requisite: Requisite) =>
    void confirm({
      title: t('traders.requisites.deleteTitle', { id: requisite.requisitesId }),
      text: t('traders.requisites.deleteText', { id: requisite.requisitesId, name: requisite.name }),
      action: () => settleOrReload(deleteRequisiteOne, requisite),
    });

  const setStatus = (device: Device, status: DeviceStatus) => deviceStatus.mutate({ device, status }, reload);

  const removeDevice = (device: Device) =>
    void confirm({
      title: t('traders.devices.deleteTitle', { id: device.id }),
      text: t('traders.devices.deleteText', { id: device.id }),
      action: () => settleOrReload(deleteDeviceOne, device),
    });

  // Columns built once per language and time zone, so Table2 does not redraw every cell on each
  // render; the actions read only stable values (t, the dialog, the cache). (A lost click on the
  // actions column was DataTable's focus scroll, not this: see usePressOnCellControl there.)
  const requisiteCols = useMemo(
    () => requisiteColumns({ t, timeZone, mark: (r, s) => void mark(r, s), remove: removeRequisite, edit: mayEdit ? setForm : undefined }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, timeZone, mayEdit],
  );
  const deviceCols = useMemo(
    () => deviceColumns({ t, timeZone, setStatus: (d, s) => void setStatus(d, s), remove: removeDevice }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, timeZone],
  );

  return (
    <div className="console-list-page">
      <ViewButtons
        label={t('traders.views.label')}
        views={REQUISITES_VIEWS}
        current={view}
        titleOf={(next) => t(`traders.requisites.views.${next}`)}
        onChoose={(next) => patchState({ filters: { ...filters, view: next }, page: 1 })}
      />
      {view === 'requisites' ? (
        <div className="console-list-toolbar traders-toolbar">
        <FilterBar
          key="requisites"
          fields={REQUISITE_FIELDS}
          values={{ search: filters.search, mark: markOf(filters.mark), state: stateOf(filters.state), userId: filters.userId }}
          initialValues={{ search: '', mark: '', state: '', userId: null }}
          onSubmit={(values) => patchState({ filters: { ...filters, ...values }, page: 1 })}
          savedFiltersKey="traders-requisites"
        />
          {mayCreate ? (
            <Button intent="primary" icon={<Plus />} onClick={() => setForm('new')}>
              {t('traders.requisites.create')}
            </Button>
          ) : null}
        </div>
      ) : (
        <FilterBar
          key="devices"
          fields={DEVICE_FIELDS}
          values={{ deviceStatus: deviceStatusOf(filters.deviceStatus), deviceType: deviceTypeOf(filters.deviceType), userId: filters.userId }}
          initialValues={{ deviceStatus: '', deviceType: '', userId: null }}
          onSubmit={(values) => patchState({ filters: { ...filters, ...values }, page: 1 })}
          savedFiltersKey="traders-devices"
        />
      )}
      {view === 'requisites' ? (
        <DataTable<Requisite>
          label={t('traders.requisites.views.requisites')}
          columns={requisiteCols}
          rows={requisites.data?.items ?? []}
          getRowKey={(row) => row.requisitesId}
          {...listQueryState(requisites, t('traders.list.loadFailed'))}
          emptyText={t('traders.requisites.empty.requisites')}
          skeletonRows={state.pageSize}
        />
      ) : (
        <DataTable<Device>
          label={t('traders.requisites.views.devices')}
          columns={deviceCols}
          {...queryRows(devices, t('traders.list.loadFailed'))}
          emptyText={t('traders.requisites.empty.devices')}
          skeletonRows={state.pageSize}
        />
      )}
      <ListFooter {...listCount(list)} {...statePaging(state, patchState)} />
      {dialog}
      <RequisiteFormDialog
        isOpen={form !== null}
        requisite={form === 'new' ? null : form}
        onClose={() => setForm(null)}
        refresh={[requisitesKeys.all]}
        onSaved={() => setForm(null)}
      />
    </div>
  );
}
