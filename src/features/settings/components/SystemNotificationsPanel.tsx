import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, Tag, Classes } from '@blueprintjs/core';
import { Add, Edit } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { Paging } from '../../../components/Paging.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { formatDateTime } from '../../../domain/dates.ts';
import { hasAnyText, NOTIFICATION_MESSAGES, SYSTEM_NOTIFICATION_TYPES, type SystemNotificationType } from '../../../domain/systemNotifications.ts';
import {
  addSystemNotificationAction,
  SYSTEM_NOTIFICATIONS_PAGE_SIZE,
  systemNotificationsQuery,
  updateSystemNotificationAction,
  type SystemNotification,
  type SystemNotificationInput,
} from '../api.ts';
import { settingsErrorText } from '../settingsErrors.ts';
import { LocalizedTextFields } from './LocalizedTextFields.tsx';
import { queryRows } from '../../../components/queryRows.ts';

const isType = (v: string): v is SystemNotificationType => (SYSTEM_NOTIFICATION_TYPES as readonly string[]).includes(v);
const emptyDraft = (): SystemNotificationInput => ({ type: 'system', version: '', needAuth: false, source: '', cmsId: '', text: {}, isActive: true });

/** System notifications (spec 3 §3): version, need auth, source, CMS id, text per locale, type system or technical work. */
export function SystemNotificationsPanel() {
  const { t } = useTranslation('settings');
  const id = useId();
  const timeZone = useQuery(sessionQueries.currentAdmin()).data?.settings.timezone;
  const [page, setPage] = useState(1);
  const list = useQuery(systemNotificationsQuery(page));
  const [editing, setEditing] = useState<{ id: number | null; draft: SystemNotificationInput } | null>(null);

  const open = (row: SystemNotification | null) => {
    setEditing(
      row
        ? { id: row.id, draft: { type: row.type, version: row.version ?? '', needAuth: row.needAuth, source: row.source ?? '', cmsId: row.cmsId ?? '', text: { ...row.text }, isActive: row.isActive } }
        : { id: null, draft: emptyDraft() },
    );
  };
  const set = (patch: Partial<SystemNotificationInput>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));

  /** Throws the rule the draft breaks (a text in some locale). */
  const checked = (draft: SystemNotificationInput) => {
    if (!hasAnyText(draft.text)) throw new Error(settingsErrorText(NOTIFICATION_MESSAGES.textEmpty));
    return draft;
  };
  const fields = editing && (
    <>
      <div className="settings-grid">
        <FormGroup label={t('settings.notifications.system.type')} labelFor={`${id}-type`}>
          <HTMLSelect
            id={`${id}-type`}
            fill
            value={editing.draft.type}
            onChange={(e) => isType(e.target.value) && set({ type: e.target.value })}
            options={SYSTEM_NOTIFICATION_TYPES.map((x) => ({ value: x, label: t(`settings.notifications.system.types.${x}`) }))}
          />
        </FormGroup>
        <FormGroup label={t('settings.notifications.system.version')} labelFor={`${id}-version`}>
          <InputGroup id={`${id}-version`} maxLength={32} value={editing.draft.version ?? ''} onChange={(e) => set({ version: e.target.value })} />
        </FormGroup>
        <FormGroup label={t('settings.notifications.system.source')} labelFor={`${id}-source`}>
          <InputGroup id={`${id}-source`} maxLength={64} value={editing.draft.source ?? ''} onChange={(e) => set({ source: e.target.value })} />
        </FormGroup>
        <FormGroup label={t('settings.notifications.system.cmsId')} labelFor={`${id}-cms`}>
          <InputGroup id={`${id}-cms`} maxLength={64} value={editing.draft.cmsId ?? ''} onChange={(e) => set({ cmsId: e.target.value })} />
        </FormGroup>
        <Checkbox checked={editing.draft.needAuth} label={t('settings.notifications.system.needAuth')} onChange={(e) => set({ needAuth: e.currentTarget.checked })} />
        <Checkbox checked={editing.draft.isActive} label={t('settings.notifications.system.active')} onChange={(e) => set({ isActive: e.currentTarget.checked })} />
      </div>
      <LocalizedTextFields text={editing.draft.text} onTextChange={(text) => set({ text })} />
    </>
  );
  const editingId = editing?.id ?? null;
  // one form for adding and editing; they differ in title and action
  const dialogProps = { formLabel: t('settings.notifications.system.form'), submitText: t('settings.common.save'), style: { width: 640 }, onClose: () => setEditing(null), children: fields };

  const columns: DataTableColumn<SystemNotification>[] = [
    { key: 'id', header: 'settings.notifications.system.id', width: 60, render: (r) => r.id },
    { key: 'type', header: 'settings.notifications.system.type', width: 140, render: (r) => t(`settings.notifications.system.types.${r.type}`) },
    { key: 'version', header: 'settings.notifications.system.version', width: 90, render: (r) => r.version ?? '—' },
    { key: 'needAuth', header: 'settings.notifications.system.needAuth', width: 100, render: (r) => (r.needAuth ? t('settings.common.yes') : t('settings.common.no')) },
    { key: 'source', header: 'settings.notifications.system.source', width: 100, render: (r) => r.source ?? '—' },
    { key: 'cmsId', header: 'settings.notifications.system.cmsId', width: 110, render: (r) => r.cmsId ?? '—' },
    { key: 'text', header: 'settings.notifications.textEn', width: 220, render: (r) => r.text.en ?? '' },
    {
      key: 'active',
      header: 'settings.notifications.system.active',
      width: 100,
      render: (r) => <Tag multiline minimal intent={r.isActive ? Intent.SUCCESS : Intent.NONE}>{r.isActive ? t('settings.notifications.system.on') : t('settings.notifications.system.off')}</Tag>,
    },
    { key: 'date', header: 'settings.notifications.system.created', width: 160, render: (r) => formatDateTime(r.dateCreated, timeZone) },
    {
      key: 'actions',
      header: 'settings.limits.actions',
      width: 60,
      render: (r) => <Button size="small" variant="minimal" icon={<Edit />} aria-label={t('settings.limits.editOf', { name: `#${r.id}` })} title={t('settings.limits.editOf', { name: `#${r.id}` })} onClick={() => open(r)} />,
    },
  ];

  return (
    <section className="settings-section" aria-label={t('settings.notifications.system.title')}>
      <h4 className={Classes.HEADING}>{t('settings.notifications.system.title')}</h4>
      <div className="settings-toolbar">
        <Button icon={<Add />} text={t('settings.notifications.system.add')} onClick={() => open(null)} />
      </div>
      <DataTable label={t('settings.notifications.system.table')} columns={columns} {...queryRows(list, t('settings.notifications.loadFailed'))} maxHeight={320} />
      <Paging page={page} pageSize={SYSTEM_NOTIFICATIONS_PAGE_SIZE} total={list.data?.total ?? 0} onPageChange={setPage} pageSizes={[SYSTEM_NOTIFICATIONS_PAGE_SIZE]} />

      {editing &&
        (editingId === null ? (
          <FormDialog {...dialogProps} title={t('settings.notifications.system.add')} action={addSystemNotificationAction} vars={() => checked(editing.draft)} />
        ) : (
          <FormDialog
            {...dialogProps}
            title={t('settings.notifications.system.editTitle', { id: editingId })}
            action={updateSystemNotificationAction}
            vars={() => ({ id: editingId, input: checked(editing.draft) })}
          />
        ))}
    </section>
  );
}
