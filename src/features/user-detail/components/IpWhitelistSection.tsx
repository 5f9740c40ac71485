import { Button, Intent, Section, SectionCard } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { isValidIp } from '../../../domain/ip.ts';
import { addIpAction, clearIpsAction, deleteIpAction, userDetailQueries, type IpWhitelistEntry } from '../api.ts';
import { EntryForm } from './EntryForm.tsx';
import { errorText, useAdminEmail, useDateTime, withRowActions } from './shared.tsx';
import { listQueryState } from '../../../components/listQueryState.ts';
import { RemoveButton } from '../../../components/RemoveButton.tsx';

/**
 * The user's IP whitelist: list, add (checked here with the shared IP rule, and the server's
 * refusal shown the same way), delete one, clear all; every change confirmed.
 */
export function IpWhitelistSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { confirm, dialog } = useConfirm();
  const list = useQuery(userDetailQueries.ipWhitelist(userId));
  const emailOf = useAdminEmail();
  const add = useAction(addIpAction);
  const removeIp = useAction(deleteIpAction);
  const clear = useAction(clearIpsAction);
  const canAdd = add.allowed;
  const canDelete = removeIp.allowed;
  const canClear = clear.allowed;
  const settleRemove = removeIp.settle;

  const columns = useMemo<DataTableColumn<IpWhitelistEntry>[]>(() => {
    const remove = async (entry: IpWhitelistEntry) => {
      await confirm({
        title: t('userDetail.ip.deleteTitle'),
        text: t('userDetail.ip.deleteText', { ip: entry.ip }),
        action: () => settleRemove({ userId, ip: entry.ip }),
      });
    };
    const base: DataTableColumn<IpWhitelistEntry>[] = [
      { key: 'ip', header: 'userDetail.ip.address', width: 280, copyable: true, render: (r) => r.ip },
      { key: 'dateCreated', header: 'userDetail.ip.dateAdded', width: 160, render: (r) => dateTime(r.dateCreated) },
      {
        key: 'addedBy',
        header: 'userDetail.ip.addedBy',
        width: 200,
        render: (r) => (r.adminId === null ? t('userDetail.ip.byUser') : (emailOf(r.adminId) ?? `#${r.adminId}`)),
      },
    ];
    return withRowActions(base, canDelete, 70, (r) => (
      <RemoveButton label={t('userDetail.ip.delete', { ip: r.ip })} onClick={() => void remove(r)} />
    ));
  }, [emailOf, canDelete, confirm, dateTime, settleRemove, t, userId]);

  const clearAll = async () => {
    await confirm({
      title: t('userDetail.ip.clearTitle'),
      text: t('userDetail.ip.clearText'),
      action: () => clear.settle(userId),
    });
  };

  const rows = list.data ?? [];
  return (
    <Section
      title={t('userDetail.ip.title')}
      compact
      rightElement={
        canClear ? <Button size="small" intent={Intent.DANGER} variant="outlined" text={t('userDetail.ip.clear')} disabled={rows.length === 0} onClick={() => void clearAll()} /> : undefined
      }
    >
      {canAdd && <SectionCard>
        <EntryForm
          label={t('userDetail.ip.newAddress')}
          maxLength={45}
          placeholder="192.168.0.1"
          submitText={t('userDetail.ip.add')}
          submitIntent={Intent.PRIMARY}
          problem={(ip) => (isValidIp(ip) ? null : t('userDetail.errors.invalidIp'))}
          confirmOf={(ip) => ({ title: t('userDetail.ip.addTitle'), text: t('userDetail.ip.addText', { ip }), action: () => add.settle({ userId, ip }) })}
        />
      </SectionCard>}
      <SectionCard padded={false}>
        <DataTable label={t('userDetail.ip.title')} columns={columns} rows={rows} getRowKey={(r) => r.id} {...listQueryState(list, (error) => errorText(error, t))} maxHeight={320} />
      </SectionCard>
      {dialog}
    </Section>
  );
}
