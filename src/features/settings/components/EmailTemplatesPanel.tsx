import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, NonIdealState, Spinner, Tab, Tabs, TextArea, Classes } from '@blueprintjs/core';
import { Add, FloppyDisk } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { Paging } from '../../../components/Paging.tsx';
import { tabPanelProps } from '../../../components/TabPanel.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { formatDateTime } from '../../../domain/dates.ts';
import { EMAIL_BODY_TYPES, EMAIL_KINDS, EMAIL_MESSAGE_TYPES, emailMessageTypeKey, templateProblems } from '../../../domain/emailTemplates.ts';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../domain/languages.ts';
import { addTemplateAction, emailTemplatesQuery, HISTORY_PAGE_SIZE, templateHistoryQuery, updateTemplateAction, type EmailTemplate, type LocalizedText } from '../api.ts';
import { TemplatePreview } from './TemplatePreview.tsx';
import { listQueryState } from '../../../components/listQueryState.ts';
import { QueryFailedCallout } from '../../../components/QueryFailedCallout.tsx';

interface Draft {
  messageType: number;
  type: string;
  bodyType: string;
  sendIfUnsubscribed: boolean;
  subject: LocalizedText;
  body: LocalizedText;
}

const NEW = 'new';
const draftOf = (t: EmailTemplate): Draft => ({ messageType: t.messageType, type: t.type, bodyType: t.bodyType, sendIfUnsubscribed: t.sendIfUnsubscribed, subject: { ...t.subject }, body: { ...t.body } });
const emptyDraft = (): Draft => ({ messageType: 0, type: 'news', bodyType: 'html', sendIfUnsubscribed: false, subject: {}, body: {} });
const isKind = (v: string): v is 'news' | 'marketing' => (EMAIL_KINDS as readonly string[]).includes(v);
const isBodyType = (v: string): v is 'html' | 'plainText' => (EMAIL_BODY_TYPES as readonly string[]).includes(v);

/** E-mail message templates: pick one (or add one), edit subject and body per locale with a sanitised preview, save after confirming, read its history. */
export function EmailTemplatesPanel() {
  const { t } = useTranslation('settings');
  const id = useId();
  const add = useAction(addTemplateAction);
  const update = useAction(updateTemplateAction);
  const [params, setParams] = useSearchParams();
  const timeZone = useQuery(sessionQueries.currentAdmin()).data?.settings.timezone;
  const admins = useQuery(sessionQueries.admins()).data;
  const templates = useQuery(emailTemplatesQuery());
  const { confirm, dialog } = useConfirm();
  const list = useMemo(() => templates.data ?? [], [templates.data]);
  const selectedParam = params.get('template') ?? '';
  const selected = selectedParam === NEW ? null : list.find((x) => String(x.id) === selectedParam) ?? list[0] ?? null;
  const isNew = selectedParam === NEW;
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [locale, setLocale] = useState<Locale>('en');
  const [problems, setProblems] = useState<string[]>([]);
  const [historyPage, setHistoryPage] = useState(1);

  useEffect(() => {
    setDraft(isNew || !selected ? emptyDraft() : draftOf(selected));
    setProblems([]);
    setHistoryPage(1);
  }, [isNew, selected]);

  const history = useQuery({ ...templateHistoryQuery(selected?.id ?? 0, historyPage), enabled: Boolean(selected) && !isNew });
  const adminEmail = (adminId: number | null) => admins?.find((a) => a.id === adminId)?.email ?? '—';
  const typeCaption = (messageType: number) => t(emailMessageTypeKey(messageType));

  type HistoryRow = NonNullable<typeof history.data>['items'][number];
  const historyColumns = useMemo<DataTableColumn<HistoryRow>[]>(
    () => [
      { key: 'dateCreated', header: 'settings.email.history.date', width: 170, render: (r) => formatDateTime(r.dateCreated, timeZone) },
      { key: 'admin', header: 'settings.email.history.admin', width: 200, render: (r) => (r.adminId === null ? t('settings.email.history.system') : adminEmail(r.adminId)) },
      { key: 'bodyType', header: 'settings.email.bodyType', width: 110, render: (r) => t(`settings.email.bodyTypes.${r.template.bodyType}`) },
      { key: 'subject', header: 'settings.email.history.subjectEn', width: 360, render: (r) => r.template.subject.en ?? '' },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- adminEmail reads `admins`
    [t, timeZone, admins],
  );

  const setText = (field: 'subject' | 'body', value: string) => setDraft((d) => ({ ...d, [field]: { ...d[field], [locale]: value } }));

  const save = async () => {
    const found = templateProblems(draft.subject, draft.body).map((p) => p.message);
    setProblems(found);
    if (found.length > 0) return;
    if (!isKind(draft.type) || !isBodyType(draft.bodyType)) return;
    const input = { messageType: draft.messageType, type: draft.type, bodyType: draft.bodyType, sendIfUnsubscribed: draft.sendIfUnsubscribed, subject: draft.subject, body: draft.body };
    await confirm({
      title: t('settings.email.save'),
      text: t('settings.email.confirmSave', { type: typeCaption(draft.messageType) }),
      action: async () => {
        if (isNew) {
          const created = await add.mutateAsync(input);
          setParams({ template: String(created.id) });
        } else if (selected) {
          await update.settle({ id: selected.id, input });
        }
      },
    });
  };

  if (templates.isPending) return <Spinner />;
  if (templates.isError) return <QueryFailedCallout title={t('settings.email.loadFailed')} retry={t('settings.common.retry')} query={templates} />;

  return (
    <div className="settings-panel">
      <div className="settings-toolbar">
        <FormGroup label={t('settings.email.template')} labelFor={`${id}-template`} inline>
          <HTMLSelect
            id={`${id}-template`}
            value={isNew ? NEW : String(selected?.id ?? '')}
            onChange={(e) => setParams({ template: e.target.value })}
            options={[
              ...list.map((x) => ({ value: String(x.id), label: `${x.id} · ${typeCaption(x.messageType)}` })),
              ...(isNew ? [{ value: NEW, label: t('settings.email.newTemplate') }] : []),
            ]}
          />
        </FormGroup>
        <Button icon={<Add />} text={t('settings.email.add')} onClick={() => setParams({ template: NEW })} />
      </div>

      {!selected && !isNew ? (
        <NonIdealState title={t('settings.email.none')} />
      ) : (
        <form
          className="email-editor"
          aria-label={t('settings.email.editor')}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="settings-fields">
            <FormGroup label={t('settings.email.messageType')} labelFor={`${id}-mt`}>
              <HTMLSelect
                id={`${id}-mt`}
                value={String(draft.messageType)}
                onChange={(e) => setDraft({ ...draft, messageType: Number(e.target.value) })}
                options={EMAIL_MESSAGE_TYPES.map((_, i) => ({ value: String(i), label: typeCaption(i) }))}
              />
            </FormGroup>
            <FormGroup label={t('settings.email.type')} labelFor={`${id}-type`}>
              <HTMLSelect id={`${id}-type`} value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })} options={EMAIL_KINDS.map((k) => ({ value: k, label: t(`settings.email.kinds.${k}`) }))} />
            </FormGroup>
            <FormGroup label={t('settings.email.bodyType')} labelFor={`${id}-bt`}>
              <HTMLSelect id={`${id}-bt`} value={draft.bodyType} onChange={(e) => setDraft({ ...draft, bodyType: e.target.value })} options={EMAIL_BODY_TYPES.map((k) => ({ value: k, label: t(`settings.email.bodyTypes.${k}`) }))} />
            </FormGroup>
            <Checkbox checked={draft.sendIfUnsubscribed} label={t('settings.email.sendIfUnsubscribed')} onChange={(e) => setDraft({ ...draft, sendIfUnsubscribed: e.currentTarget.checked })} />
          </div>

          <Tabs animate={false} id={`${id}-locales`} selectedTabId={locale} onChange={(next) => setLocale(LOCALES.find((l) => l === next) ?? 'en')}>
            {LOCALES.map((l) => (
              <Tab
                disabled={false}
                key={l}
                id={l}
                title={`${LANGUAGE_NAMES[l].nativeName}${!draft.subject[l]?.trim() || !draft.body[l]?.trim() ? ' •' : ''}`}
              />
            ))}
          </Tabs>
          <div className="email-locale" {...tabPanelProps(`${id}-locales`, locale)}>
            <div className="email-locale-fields">
              <FormGroup label={t('settings.email.subject', { locale })} labelFor={`${id}-subject`} labelInfo="*">
                <InputGroup id={`${id}-subject`} value={draft.subject[locale] ?? ''} onChange={(e) => setText('subject', e.target.value)} />
              </FormGroup>
              <FormGroup label={t('settings.email.body', { locale })} labelFor={`${id}-body`} labelInfo="*">
                <TextArea id={`${id}-body`} fill rows={12} value={draft.body[locale] ?? ''} onChange={(e) => setText('body', e.target.value)} />
              </FormGroup>
            </div>
            <div className="email-locale-preview">
              <h4 className={Classes.HEADING}>{t('settings.email.preview')}</h4>
              <TemplatePreview body={draft.body[locale] ?? ''} bodyType={draft.bodyType} locale={locale} />
            </div>
          </div>
          {problems.length > 0 && (
            <Callout intent={Intent.DANGER} role="alert" title={problems[0]}>
              {problems.length > 1 && (
                <ul className="email-problems">
                  {problems.slice(1).map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </Callout>
          )}
          <div>
            <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDisk />} text={t('settings.email.save')} />
          </div>
        </form>
      )}

      {selected && !isNew && (
        <section aria-label={t('settings.email.history.title')} className="settings-section">
          <h4 className={Classes.HEADING}>{t('settings.email.history.title')}</h4>
          <DataTable label={t('settings.email.history.label')} columns={historyColumns} rows={history.data?.items ?? []} getRowKey={(r) => `${r.dateCreated}-${r.template.dateUpdated}`} {...listQueryState(history, t('settings.email.history.loadFailed'))} maxHeight={320} />
          <Paging page={historyPage} pageSize={HISTORY_PAGE_SIZE} total={history.data?.total ?? 0} onPageChange={setHistoryPage} pageSizes={[HISTORY_PAGE_SIZE]} />
        </section>
      )}
      {dialog}
    </div>
  );
}
