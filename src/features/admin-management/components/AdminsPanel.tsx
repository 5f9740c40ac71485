import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Intent, Tag, Classes } from '@blueprintjs/core';
import { Add, Lock, People, Unlock } from '@blueprintjs/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn, RowKey } from '../../../components/dataTableModel.ts';
import { showError, showSuccess } from '../../../components/toasts.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { useApprovalGuard } from '../../../components/approvals/useApprovalGuard.ts';
import { allowedAdminActions, assignableStatuses, CANNOT_BLOCK_YOURSELF } from '../../../domain/adminManagement.ts';
import { ADMIN_STATUS_CAPTION_KEYS, isAdminStatus, type AdminStatus } from '../../../domain/adminStatus.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { errorMessageOf } from '../../../domain/errorMessage.ts';
import { adminKeys, adminsQuery, blockAdmin, changeAdminStatus, createAdmin, unblockAdmin, type AdminRow, type NewAdmin } from '../api.ts';
import { CreateAdminDialog } from './CreateAdminDialog.tsx';
import { listQueryState } from '../../../components/listQueryState.ts';

/** The staff list with create, block, unblock and change status; each action only over a lower rank, never oneself. */
export function AdminsPanel() {
  const { t } = useTranslation(['adminManagement', 'common']);
  const queryClient = useQueryClient();
  const me = useQuery(sessionQueries.currentAdmin()).data;
  const admins = useQuery(adminsQuery());
  const { confirm, dialog } = useConfirm();
  const guard = useApprovalGuard();
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
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

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    await queryClient.invalidateQueries({ queryKey: sessionQueries.admins().queryKey });
  };

  const onCreate = async (admin: NewAdmin) => {
    setCreateError(null);
    try {
      await createAdmin(admin);
    } catch (error) {
      // Four-eyes policy (issue 29): the new admin is created once a second admin approves.
      if (guard.held(error)) return true;
      setCreateError(t(errorMessageOf(error).message));
      return false;
    }
    await refresh();
    void showSuccess('adminManagement.toast.created', { params: { userName: admin.userName } });
    return true;
  };

  const block = async (blocked: boolean) => {
    if (!target) return;
    if (blocked && me && target.id === me.id) {
      void showError(CANNOT_BLOCK_YOURSELF);
      return;
    }
    const done = await confirm({
      title: t(blocked ? 'adminManagement.actions.block' : 'adminManagement.actions.unblock'),
      text: t(blocked ? 'adminManagement.confirm.block' : 'adminManagement.confirm.unblock', { userName: target.userName }),
      action: () => (blocked ? blockAdmin(target.id) : unblockAdmin(target.id)),
    });
    if (!done) return;
    await refresh();
    void showSuccess(blocked ? 'adminManagement.toast.blocked' : 'adminManagement.toast.unblocked', { params: { userName: target.userName } });
  };

  const saveStatus = async () => {
    if (!target || newStatus === '') return;
    setStatusDialog(false);
    let held = false;
    const done = await confirm({
      title: t('adminManagement.actions.changeStatus'),
      text: guard.withLine(t('adminManagement.confirm.changeStatus', { userName: target.userName, status: status(newStatus) }), 'changeAdminStatus'),
      action: async () => {
        try {
          await changeAdminStatus(target.id, newStatus);
        } catch (error) {
          // Four-eyes policy (issue 29): nothing changed yet; the request waits for a second admin.
          if (!guard.held(error)) throw error;
          held = true;
        }
      },
    });
    if (!done) return;
    if (held) {
      await queryClient.invalidateQueries({ queryKey: ['approvals'] });
      return;
    }
    await refresh();
    void showSuccess('adminManagement.toast.statusChanged', { params: { userName: target.userName } });
  };

  return (
    <div className="admin-management-panel">
      <div className="admin-management-toolbar" role="toolbar" aria-label={t('adminManagement.actions.toolbar')}>
        {actor && assignableStatuses(actor.adminStatus).length > 0 && (
          <Button icon={<Add />} intent={Intent.PRIMARY} text={t('adminManagement.actions.create')} onClick={() => { setCreateError(null); setCreating(true); }} />
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
        rows={rows}
        getRowKey={(a) => a.id}
        {...listQueryState(admins, t('adminManagement.list.loadFailed'))}
        selection={{ selected, onChange: (keys) => setSelected(keys.slice(-1)) }}
      />
      <CreateAdminDialog
        isOpen={creating}
        actorStatus={me?.adminStatus ?? 3}
        onClose={() => setCreating(false)}
        onCreate={onCreate}
        serverError={createError}
      />
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
          <DialogFooter
            actions={
              <>
                <Button text={t('adminManagement.actions.cancel')} onClick={() => setStatusDialog(false)} />
                <Button type="submit" intent={Intent.PRIMARY} disabled={newStatus === ''} text={t('adminManagement.actions.save')} />
              </>
            }
          />
        </form>
      </Dialog>
      {dialog}
    </div>
  );
}
