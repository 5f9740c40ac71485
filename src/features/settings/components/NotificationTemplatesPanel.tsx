import { Button, FormGroup, HTMLSelect, Classes } from '@blueprintjs/core';
import { Add, Edit, Import } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { Paging } from '../../../components/Paging.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { formatDateTime } from '../../../domain/dates.ts';
import { NOTIFICATION_TYPES, type NotificationChannel } from '../../../domain/notifications.ts';
import { hasAnyText, NOTIFICATION_MESSAGES } from '../../../domain/systemNotifications.ts';
import {
  addNotificationTemplateAction,
  defaultNotificationTemplatesQuery,
  NOTIFICATION_TEMPLATES_PAGE_SIZE,
  notificationTemplatesQuery,
  type LocalizedText,
  type NotificationTemplate,
} from '../api.ts';
import { settingsErrorText } from '../settingsErrors.ts';
import { LocalizedTextFields } from './LocalizedTextFields.tsx';
import { channelCaption, groupCaption, NOTIFICATION_CHANNELS, NOTIFICATION_NAMESPACES, typeCaption } from './notificationCaptions.ts';
import { NotificationTypeSelect } from './NotificationTypeSelect.tsx';
import { queryRows } from '../../../components/queryRows.ts';

interface Draft {
  notificationType: number;
  channel: NotificationChannel;
  title: LocalizedText;
  text: LocalizedText;
}

const isChannel = (v: number): v is NotificationChannel => (NOTIFICATION_CHANNELS as readonly number[]).includes(v);

/** Notification templates: the title and text per locale of a type on a channel; adding one replaces what that pair had. */
export function NotificationTemplatesPanel() {
  const { t } = useTranslation(NOTIFICATION_NAMESPACES);
  const id = useId();
  const timeZone = useQuery(sessionQueries.currentAdmin()).data?.settings.timezone;
  const [page, setPage] = useState(1);
  const [typeFilter, setTypeFilter] = useState<number | null>(null);
  const templates = useQuery(notificationTemplatesQuery(page, typeFilter));
  const defaults = useQuery(defaultNotificationTemplatesQuery());
  const [draft, setDraft] = useState<Draft | null>(null);

  const open = (template: NotificationTemplate | null) => {
    if (template && isChannel(template.channel)) setDraft({ notificationType: template.notificationType, channel: template.channel, title: { ...template.title }, text: { ...template.text } });
    else setDraft({ notificationType: NOTIFICATION_TYPES[0]!.id, channel: 1, title: {}, text: {} });
  };

  const fillDefault = () => {
    if (!draft) return;
    const found = defaults.data?.find((d) => d.notificationType === draft.notificationType);
    if (found) setDraft({ ...draft, title: { ...found.title }, text: { ...found.text } });
  };

  /** What Ok sends: the draft, or throws the rule it breaks (a title and a text in some locale). */
  const varsOf = (d: Draft) => {
    if (!hasAnyText(d.title)) throw new Error(settingsErrorText(NOTIFICATION_MESSAGES.titleEmpty));
    if (!hasAnyText(d.text)) throw new Error(settingsErrorText(NOTIFICATION_MESSAGES.textEmpty));
    return d;
  };

  const groupOf = (type: number) => NOTIFICATION_TYPES.find((x) => x.id === type)?.group ?? 'system';
  const columns: DataTableColumn<NotificationTemplate>[] = [
    { key: 'type', header: 'settings.notifications.type', width: 260, render: (r) => typeCaption(t, r.notificationType) },
    { key: 'group', header: 'settings.notifications.group', width: 120, render: (r) => groupCaption(t, groupOf(r.notificationType)) },
    { key: 'channel', header: 'settings.notifications.channel', width: 100, render: (r) => channelCaption(t, r.channel) },
    { key: 'title', header: 'settings.notifications.titleEn', width: 220, render: (r) => r.title.en ?? '' },
    { key: 'text', header: 'settings.notifications.textEn', width: 220, render: (r) => r.text.en ?? '' },
    { key: 'date', header: 'settings.notifications.saved', width: 160, render: (r) => formatDateTime(r.dateCreated, timeZone) },
    {
      key: 'actions',
      header: 'settings.limits.actions',
      width: 60,
      render: (r) => {
        const name = `${typeCaption(t, r.notificationType)} ${channelCaption(t, r.channel)}`;
        return <Button size="small" variant="minimal" icon={<Edit />} aria-label={t('settings.limits.editOf', { name })} title={t('settings.limits.editOf', { name })} onClick={() => open(r)} />;
      },
    },
  ];

  return (
    <section className="settings-section" aria-label={t('settings.notifications.templates.title')}>
      <h4 className={Classes.HEADING}>{t('settings.notifications.templates.title')}</h4>
      <div className="settings-toolbar">
        <FormGroup label={t('settings.notifications.type')} labelFor={`${id}-filter`} inline>
          <NotificationTypeSelect
            id={`${id}-filter`}
            value={typeFilter}
            allLabel={t('settings.common.all')}
            onChange={(next) => {
              setTypeFilter(next);
              setPage(1);
            }}
          />
        </FormGroup>
        <Button icon={<Add />} text={t('settings.notifications.templates.add')} onClick={() => open(null)} />
      </div>
      <DataTable label={t('settings.notifications.templates.table')} columns={columns} {...queryRows(templates, t('settings.notifications.loadFailed'))} maxHeight={360} />
      <Paging page={page} pageSize={NOTIFICATION_TEMPLATES_PAGE_SIZE} total={templates.data?.total ?? 0} onPageChange={setPage} pageSizes={[NOTIFICATION_TEMPLATES_PAGE_SIZE]} />

      {draft && (
        <FormDialog
          title={t('settings.notifications.templates.dialogTitle')}
          formLabel={t('settings.notifications.templates.dialogTitle')}
          action={addNotificationTemplateAction}
          vars={() => varsOf(draft)}
          submitText={t('settings.common.save')}
          style={{ width: 640 }}
          onClose={() => setDraft(null)}
        >
          <div className="settings-fields">
            <FormGroup label={t('settings.notifications.type')} labelFor={`${id}-type`}>
              <NotificationTypeSelect id={`${id}-type`} value={draft.notificationType} onChange={(next) => next !== null && setDraft({ ...draft, notificationType: next })} />
            </FormGroup>
            <FormGroup label={t('settings.notifications.channel')} labelFor={`${id}-channel`}>
              <HTMLSelect
                id={`${id}-channel`}
                value={String(draft.channel)}
                onChange={(e) => {
                  const next = Number(e.target.value);
                  if (isChannel(next)) setDraft({ ...draft, channel: next });
                }}
                options={NOTIFICATION_CHANNELS.map((c) => ({ value: String(c), label: channelCaption(t, c) }))}
              />
            </FormGroup>
            <Button icon={<Import />} text={t('settings.notifications.templates.useDefault')} disabled={!defaults.data} onClick={fillDefault} />
          </div>
          <LocalizedTextFields title={draft.title} onTitleChange={(title) => setDraft({ ...draft, title })} text={draft.text} onTextChange={(text) => setDraft({ ...draft, text })} />
        </FormDialog>
      )}
    </section>
  );
}
