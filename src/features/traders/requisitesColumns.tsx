import { Button, ButtonGroup, Tag, Classes } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { REQUISITE_MARKS } from '../../domain/traders.ts';
import type { Device, DeviceStatus, Requisite, RequisiteStatus } from './api.ts';

const MARK_INTENT: Record<RequisiteStatus, 'success' | 'danger' | 'none'> = { new: 'none', approved: 'success', problematic: 'danger' };
const DEVICE_INTENT: Record<DeviceStatus, 'success' | 'warning' | 'none'> = { active: 'success', suspended: 'warning', deleted: 'none' };

interface RequisiteContext {
  t: TFunction;
  timeZone: string | undefined;
  mark: (requisite: Requisite, status: RequisiteStatus) => void;
  remove: (requisite: Requisite) => void;
  /** Opens the form on the requisite; absent when the admin may not edit. */
  edit?: ((requisite: Requisite) => void) | undefined;
}

/** The requisites list: who marked it and when sit under the mark, as the spec keeps them. */
export function requisiteColumns({ t, timeZone, mark, remove, edit }: RequisiteContext): DataTableColumn<Requisite>[] {
  return [
    { key: 'id', header: 'traders.columns.id', width: 60, copyable: true, render: (r) => r.requisitesId },
    { key: 'user', header: 'traders.columns.user', width: 90, copyable: true, copyValue: (r) => String(r.userId), render: (r) => `#${r.userId}` },
    { key: 'name', header: 'traders.requisites.columns.name', width: 120, render: (r) => r.name },
    { key: 'currency', header: 'traders.requisites.columns.currency', width: 90, render: (r) => r.currency },
    { key: 'method', header: 'traders.requisites.columns.paymentMethod', width: 100, render: (r) => r.paymentMethodName ?? '—' },
    {
      key: 'state',
      header: 'traders.requisites.columns.state',
      width: 110,
      render: (r) => (
        <>
          {t(`traders.requisites.state.${r.state}`)}
          {r.isInUse ? (
            <Tag multiline minimal intent="primary" className="traders-in-use">
              {t('traders.requisites.inUse')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'mark',
      header: 'traders.requisites.columns.mark',
      width: 190,
      render: (r) => (
        <>
          <Tag multiline minimal intent={MARK_INTENT[r.status]}>{t(`traders.requisites.mark.${r.status}`)}</Tag>
          {r.statusAdminName ? (
            <span className={`${Classes.TEXT_MUTED} traders-marked-by`}>
              {' '}
              {t('traders.requisites.markedBy', { admin: r.statusAdminName, date: r.statusDate ? formatDateTime(r.statusDate, timeZone) : '' })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: 'traders.columns.actions',
      width: 380,
      render: (r) =>
        r.state === 'deleted' ? null : (
          <ButtonGroup>
            {edit ? (
              <Button size="small" variant="minimal" intent="primary" aria-label={t('traders.requisites.editAria', { id: r.requisitesId })} onClick={() => edit(r)}>
                {t('traders.requisites.edit')}
              </Button>
            ) : null}
            {REQUISITE_MARKS.filter((status) => status !== r.status).map((status) => (
              <Button
                key={status}
                size="small"
                variant="minimal"
                intent={status === 'problematic' ? 'warning' : status === 'approved' ? 'success' : 'none'}
                aria-label={t(`traders.requisites.markAria.${status}`, { id: r.requisitesId })}
                onClick={() => mark(r, status)}
              >
                {t(`traders.requisites.markAction.${status}`)}
              </Button>
            ))}
            <Button size="small" variant="minimal" intent="danger" aria-label={t('traders.requisites.deleteAria', { id: r.requisitesId })} onClick={() => remove(r)}>
              {t('traders.requisites.delete')}
            </Button>
          </ButtonGroup>
        ),
    },
  ];
}

interface DeviceContext {
  t: TFunction;
  timeZone: string | undefined;
  setStatus: (device: Device, status: DeviceStatus) => void;
  remove: (device: Device) => void;
}

/** The devices list (GET v1/devices/search): suspend or reactivate, delete behind a confirmation. */
export function deviceColumns({ t, timeZone, setStatus, remove }: DeviceContext): DataTableColumn<Device>[] {
  return [
    { key: 'id', header: 'traders.columns.id', width: 70, copyable: true, render: (d) => d.id },
    { key: 'user', header: 'traders.columns.user', width: 90, copyable: true, copyValue: (d) => String(d.userId), render: (d) => `#${d.userId}` },
    { key: 'name', header: 'traders.devices.columns.name', width: 180, render: (d) => d.name ?? '—' },
    { key: 'type', header: 'traders.devices.columns.type', width: 120, render: (d) => t(`traders.devices.type.${d.type}`) },
    {
      key: 'status',
      header: 'traders.columns.status',
      width: 110,
      render: (d) => (
        <Tag multiline minimal intent={DEVICE_INTENT[d.status]}>
          {t(`traders.devices.status.${d.status}`)}
        </Tag>
      ),
    },
    { key: 'date', header: 'traders.columns.date', width: 160, render: (d) => formatDateTime(d.dateCreated, timeZone) },
    { key: 'activity', header: 'traders.devices.columns.lastActivity', width: 160, render: (d) => (d.lastActivityDate ? formatDateTime(d.lastActivityDate, timeZone) : '—') },
    {
      key: 'actions',
      header: 'traders.columns.actions',
      width: 220,
      render: (d) =>
        d.status === 'deleted' ? null : (
          <ButtonGroup>
            {d.status === 'active' ? (
              <Button size="small" variant="minimal" intent="warning" aria-label={t('traders.devices.suspendAria', { id: d.id })} onClick={() => setStatus(d, 'suspended')}>
                {t('traders.devices.suspend')}
              </Button>
            ) : (
              <Button size="small" variant="minimal" intent="success" aria-label={t('traders.devices.activateAria', { id: d.id })} onClick={() => setStatus(d, 'active')}>
                {t('traders.devices.activate')}
              </Button>
            )}
            <Button size="small" variant="minimal" intent="danger" aria-label={t('traders.devices.deleteAria', { id: d.id })} onClick={() => remove(d)}>
              {t('traders.devices.delete')}
            </Button>
          </ButtonGroup>
        ),
    },
  ];
}
