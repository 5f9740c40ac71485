import { Button, Dialog, DialogBody, FormGroup, HTMLSelect, Intent, Tag, Classes } from '@blueprintjs/core';
import { Add, Lock, People, Unlock } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn, RowKey } from '../../../components/dataTableModel.ts';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { useApprovalGuard } from '../../../components/approvals/useApprovalGuard.ts';
import { allowedAdminActions, assignableStatuses } from '../../../domain/adminManagement.ts';
import { ADMIN_STATUS_CAPTION_KEYS, isAdminStatus, type AdminStatus } from '../../../domain/adminStatus.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { adminsQuery, blockAdminAction, changeAdminStatusAction, createAdminAction, unblockAdminAction, type AdminRow } from '../api.ts';
import { CreateAdminDialog } from './CreateAdminDialog.tsx';
import { queryRows } from '../../../components/queryRows.ts';
import { FormFooter } from '../../../components/FormFooter.tsx';

/** The staff list with create, block, unblock and change status; each action only over a lower rank, never oneself. */
export function AdminsPanel() {
  const { t } = useTranslation(['adminManagement', 'common']);
  const create = useAction(createAdminAction);
  const blockOne = useAction(blockAdminAction);
  const unblockOne = useAction(unblockAdminAction);
  const changeStatus = useAction(changeAdminStatusAction);
  const me = useQuery(sessionQueries.currentAdmin()).data;
  const admins = useQuery(adminsQuery());
  const { confirm, dialog } = useConfirm();
  const guard = useApprovalGuard();
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [creating, setCreating] = useState(false);
  const [statusDialog, setStatusDialog] = useState(false);
  const statusId = useId();
  const [newStatus, setNewStatus] = useState<AdminStatus | ''>('');

  const rows = admins.data ?? [];
  const target = rows.find((a) => a.id === selected[0]);
  const actor = me ? { id: me.id, adminStatus: me.adminStatus } : null;
  const allowed = actor && target ? allowedAdminActions(actor, target) : [];
  // with no admin picked the actions are disabled and say why on hover, as on the other lists
  const noneTitle = target ? undefined : t('adminManagement.list.selectHint');
  const status = (s: number) => (isAdminStatus(s) ? t(ADMIN_STATUS_CAPTION_KEYS[s]) : String(s));

  const columns = useMemo<DataTableColumn<AdminRow>[]>(
    () => [
      { key: 'id', header: 'adminManagement.columns.id', width: 70, render: (a) => a.id },
      { key: 'userName', header: 'adminManagement.columns.userName', width: 180, copyable: true, render: (a) => a.userName },
      { key: 'email', header: 'adminManagement.columns.email', width: 260, copyable: true, render: (a) => a.email },
      { key: 'adminStatus', header: 'adminManagement.columns.status', width: 150, render: (a) => status(a.adminStatus) },
      {
        key: 'isBlocked',
        header: 'adminManagement.columns.state',
        width: 120,
        render: (a) =>
          a.isBlocked ? <Tag multiline intent={Intent.DANGER} minimal>{t('adminManagement.state.blocked')}</Tag> : <Tag multiline intent={Intent.SUCCESS} minimal>{t('adminManagement.state.active')}</Tag>,
      },
      { key: 'dateCreated', header: 'adminManagement.columns.created', width: 170, render: (a) => formatDateTime(a.dateCreated, me?.settings.timezone) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `status` only reads `t`
    [t, me?.settings.timezone],
  );

  const block = (blocked: boolean) => {
    if (!target) return;
    // Blocking oneself is refused at once, with no confirmation (the action says why).
    if (blocked && me && target.id === me.id) return blockOne.mutate({ admin: target, self: true });
    return confirm({
      title: t(blocked ? 'adminManagement.actions.block' : 'adminManagement.actions.unblock'),
      text: t(blocked ? 'adminManagement.confirm.block' : 'adminManagement.confirm.unblock', { userName: target.userName }),
      action: () => (blocked ? blockOne.settle({ admin: target, self: false }) : unblockOne.settle(target)),
    });
  };

  const saveStatus = () => {
    if (!target || newStatus === '') return;
    setStatusDialog(false);
    return confirm({
      title: t('adminManagement.actions.changeStatus'),
      text: guard.withLine(t('adminManagement.confirm.changeStatus', { userName: target.userName, status: status(newStatus) }), 'changeAdminStatus'),
      action: () => changeStatus.settle({ admin: target, adminStatus: newStatus }),
    });
  };

  return (
    <div className="admin-management-panel">
      <div className="admin-management-toolbar" role="toolbar" aria-label={t('adminManagement.actions.toolbar')}>
        {actor && create.allowed && assignableStatuses(actor.adminStatus).length > 0 && (
          <Button icon={<Add />} intent={Intent.PRIMARY} text={t('adminManagement.actions.create')} onClick={() => setCreating(true)} />
        )}
        <Button icon={<Lock />} text={t('adminManagement.actions.block')} disabled={!target || (target.id !== me?.id && !allowed.includes('block'))} title={noneTitle} onClick={() => void block(true)} />
        <Button icon={<Unlock />} text={t('adminManagement.actions.unblock')} disabled={!allowed.includes('unblock')} title={noneTitle} onClick={() => void block(false)} />
        <Button
          icon={<People />}
          text={t('adminManagement.actions.changeStatus')}
          disabled={!allowed.includes('changeStatus')}
          title={noneTitle}
          onClick={() => {
            setNewStatus('');
            setStatusDialog(true);
          }}
        />
        <span className={Classes.TEXT_MUTED}>{target ? t('adminManagement.list.selected', { userName: target.userName }) : t('adminManagement.list.selectHint')}</span>
      </div>
      <DataTable
        label={t('adminManagement.list.label')}
        columns={columns}
        {...queryRows(admins, t('adminManagement.list.loadFailed'))}
        selection={{ selected, onChange: (keys) => setSelected(keys.slice(-1)) }}
      />
      {/* Four-eyes policy (issue 29): a held creation closes the dialog with the approvals notice (FormDialog). */}
      {creating && <CreateAdminDialog actorStatus={me?.adminStatus ?? 3} onClose={() => setCreating(false)} />}
      <Dialog isOpen={statusDialog} title={t('adminManagement.actions.changeStatus')} onClose={() => setStatusDialog(false)} style={{ width: 380 }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void saveStatus();
          }}
        >
          <DialogBody>
            <FormGroup label={t('adminManagement.create.status')} labelFor={statusId} labelInfo="*" helperText={newStatus === '' ? t('adminManagement.create.chooseRole') : undefined}>
              <HTMLSelect
                id={statusId}
                fill
                autoFocus
                value={newStatus === '' ? '' : String(newStatus)}
                onChange={(e) => setNewStatus(assignableStatuses(me?.adminStatus ?? 3).find((s) => String(s) === e.target.value) ?? '')}
                options={[
                  { value: '', label: t('adminManagement.create.chooseStatus') },
                  ...assignableStatuses(me?.adminStatus ?? 3).map((s) => ({ value: String(s), label: status(s) })),
                ]}
              />
            </FormGroup>
          </DialogBody>
          <FormFooter
            cancelText={t('adminManagement.actions.cancel')}
            submitText={t('adminManagement.actions.save')}
            onCancel={() => setStatusDialog(false)}
            submitDisabled={newStatus === ''}
          />
        </form>
      </Dialog>
      {dialog}
    </div>
  );
}
