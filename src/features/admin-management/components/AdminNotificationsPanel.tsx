import { FormGroup, HTMLSelect, HTMLTable, SectionCard, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { useAccess } from '../../../components/access.ts';
import { errorText } from '../../../components/errorText.ts';
import { EditsSection } from '../../../components/EditsSection.tsx';
import { QueryFailedCallout } from '../../../components/QueryFailedCallout.tsx';
import { TableHead } from '../../../components/TableHead.tsx';
import { TickBoxRow, type TickBox } from '../../../components/TickBoxRow.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useCellEdits } from '../../../components/useCellEdits.ts';
import { ADMIN_NOTIFICATION_TYPES, outranks } from '../../../domain/adminManagement.ts';
import { ADMIN_STATUS_CAPTION_KEYS, isAdminStatus } from '../../../domain/adminStatus.ts';
import { NOTIFICATION_CHANNELS } from '../../../domain/notifications.ts';
import { adminsQuery, notificationSettingsQuery, saveAdminNotifications, type Channel } from '../api.ts';
import { cellKey, enabledCells, plannedChanges, type CellKey } from '../adminNotificationEdits.ts';

/**
 * Admin notification settings (spec 3 §2 Admin management, §7): which of the 17 admin
 * notifications an admin gets on which channel. One's own, or those of an admin one outranks (the
 * server's rule); edits stay local until Save sends them.
 */
export function AdminNotificationsPanel() {
  const { t } = useTranslation(['adminNotifications', 'common']);
  const id = useId();
  const saveAction = useAction(saveAdminNotifications);
  const access = useAccess();
  const me = useQuery(sessionQueries.currentAdmin()).data;
  const admins = useQuery(adminsQuery());
  const [params, setParams] = useSearchParams();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // One's own settings and those of the admins one outranks: the ones the server lets one change.
  const choices = useMemo(() => (admins.data ?? []).filter((a) => me && (a.id === me.id || outranks(me.adminStatus, a.adminStatus))), [admins.data, me]);
  const asked = Number(params.get('admin'));
  const adminId = choices.some((a) => a.id === asked) ? asked : (me?.id ?? 0);
  const settings = useQuery({ ...notificationSettingsQuery(adminId), enabled: adminId > 0 });
  const stored = useMemo(() => enabledCells(settings.data ?? []), [settings.data]);
  const { edits, valueAt: isOn, toggle, reset } = useCellEdits<CellKey>((key) => stored.get(key)?.isEnabled === true);
  const changes = useMemo(() => plannedChanges(stored, edits), [stored, edits]);
  const refusal =
    access.reason('POST v2/Communication/AddAdminNotificationsSettings') ??
    access.reason('PUT v2/Communication/EditAdminNotificationsSettings') ??
    access.reason('PUT v2/Communication/RemoveAdminNotificationsSettings');

  const status = (s: number) => (isAdminStatus(s) ? t(ADMIN_STATUS_CAPTION_KEYS[s]) : String(s));
  const choose = (value: string) => {
    reset();
    setError(null);
    setParams((old) => {
      const next = new URLSearchParams(old);
      next.set('admin', value);
      return next;
    });
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      // One call per changed cell, in order; a refusal stops there.
      await saveAction.settle({ adminId, changes });
    } catch (e) {
      setError(errorText(e));
      // Refused part-way, the matrix shows what the server now holds.
      await settings.refetch();
    } finally {
      reset();
      setSaving(false);
    }
  };

  const channelName = (channel: Channel) => t(`adminNotifications.channel.${channel}`);
  let body;
  if (settings.isPending && adminId > 0) body = <Spinner size={20} aria-label={t('adminNotifications.loading')} />;
  else if (settings.isError)
    body = <QueryFailedCallout title={t('adminNotifications.loadFailed')} retry={t('adminNotifications.retry')} query={settings} />;
  else
    body = (
      <HTMLTable compact className="admin-notifications-matrix" aria-label={t('adminNotifications.matrix')}>
        <TableHead columns={[t('adminNotifications.notification'), ...NOTIFICATION_CHANNELS.map(channelName)]} />
        <tbody>
          {ADMIN_NOTIFICATION_TYPES.map((type, typeId) => {
            const name = t(`adminNotifications.type.${type}`);
            const box = (channel: Channel): TickBox => {
              const key = cellKey(typeId, channel);
              return {
                label: t('adminNotifications.cell', { notification: name, channel: channelName(channel) }),
                checked: isOn(key),
                edited: edits.has(key),
                onToggle: () => toggle(key),
              };
            };
            return (
              <TickBoxRow
                key={type}
                name={name}
                columns={NOTIFICATION_CHANNELS}
                box={box}
                editedClassName="admin-notifications-edited"
                disabled={refusal !== undefined || saving}
                reason={refusal}
              />
            );
          })}
        </tbody>
      </HTMLTable>
    );

  return (
    <div className="admin-management-panel">
      <FormGroup label={t('adminNotifications.admin')} labelFor={`${id}-admin`} inline className="admin-notifications-admin">
        <HTMLSelect
          id={`${id}-admin`}
          value={adminId > 0 ? String(adminId) : ''}
          onChange={(e) => choose(e.target.value)}
          options={choices.map((a) => ({ value: String(a.id), label: `${a.userName} (${a.email}) · ${status(a.adminStatus)}${a.id === me?.id ? ` · ${t('adminNotifications.you')}` : ''}` }))}
        />
      </FormGroup>
      <EditsSection
        texts={{
          title: t('adminNotifications.title'),
          subtitle: t('adminNotifications.hint'),
          unsaved: t('adminNotifications.unsaved', { count: changes.length }),
          reset: t('adminNotifications.reset'),
          save: t('adminNotifications.save'),
        }}
        count={changes.length}
        saving={saving}
        refusal={refusal}
        error={error}
        toolbarClassName="admin-management-toolbar"
        onReset={reset}
        onSave={() => void save()}
      >
        <SectionCard padded={false}>{body}</SectionCard>
      </EditsSection>
    </div>
  );
}
