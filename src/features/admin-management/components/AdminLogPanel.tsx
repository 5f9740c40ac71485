import { Button, FormGroup, HTMLSelect, HTMLTable, InputGroup, Intent, Classes } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { DateInput } from '../../../components/DateInput.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { Paging } from '../../../components/Paging.tsx';
import { ADMIN_LOG_AREA_KEYS, isAdminLogArea, operationsOfArea } from '../../../domain/adminLog.ts';
import { fieldChanges } from '../../../domain/adminManagement.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { adminLogQuery, adminsQuery, type AdminLogEntry } from '../api.ts';
import {
  changeSummaryInWords,
  fieldCaption,
  logParamsOf,
  logStateOf,
  operationInWords,
  requestFilterOf,
  valueInWords,
  type AdminLogNames,
  type AdminLogUrlState,
  type LogWords,
} from '../adminLogView.ts';
import { listQueryState } from '../../../components/listQueryState.ts';
import { TableHead } from '../../../components/TableHead.tsx';

/**
 * The admin log: who did what to whom and when, in words (issue 25 item 12), filtered by admin, area,
 * action, target and dates; each row opens its changes field by field. The operation id stays in the
 * action's tooltip for engineers.
 */
export function AdminLogPanel() {
  const { t, i18n } = useTranslation('adminManagement');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const me = useQuery(sessionQueries.currentAdmin()).data;
  const admins = useQuery(adminsQuery()).data ?? [];
  const timeZone = me?.settings.timezone;
  const state = logStateOf(params, me?.settings.itemsPerPage ?? 20);
  const [draft, setDraft] = useState<AdminLogUrlState>(state);
  const [datesValid, setDatesValid] = useState({ from: true, to: true });
  useEffect(() => setDraft(state), [params.toString()]); // eslint-disable-line react-hooks/exhaustive-deps -- the URL is the source

  const filter = requestFilterOf(state, timeZone);
  const log = useQuery(adminLogQuery(filter, state.page, state.size));
  const rows = log.data?.logList ?? [];
  const names = log.data?.names;
  const words = useMemo<LogWords>(() => ({ t, exists: (key) => i18n.exists(key), names, timeZone }), [t, i18n, names, timeZone]);
  const byCaption = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, i18n.language);
  const areaOptions = ADMIN_LOG_AREA_KEYS.map((key) => ({ value: key, label: t(`adminManagement.areas.${key}`) })).sort(byCaption);
  const actionsOf = (area: string) => operationsOfArea(area).map((op) => ({ value: op, label: operationInWords(op, words) })).sort(byCaption);
  const total = (log.data?.pages ?? 0) * state.size;

  const go = (next: AdminLogUrlState) => setParams(logParamsOf(next));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!datesValid.from || !datesValid.to) return;
    go({ ...draft, page: 1 });
  };

  const columns = useMemo<DataTableColumn<AdminLogEntry>[]>(
    () => [
      { key: 'dateCreated', header: 'adminManagement.log.date', width: 170, render: (r) => formatDateTime(r.dateCreated, timeZone) },
      { key: 'admin', header: 'adminManagement.log.admin', width: 170, render: (r) => r.adminEmail ?? '—' },
      {
        key: 'operationId',
        header: 'adminManagement.log.action',
        width: 250,
        render: (r) => <span title={t('adminManagement.log.operationId', { id: r.operationId })}>{operationInWords(r.operationId, words)}</span>,
      },
      { key: 'targets', header: 'adminManagement.log.targets', width: 110, render: (r) => r.targetIds.join(', ') || '—' },
      { key: 'changes', header: 'adminManagement.log.changes', width: 360, render: (r) => changeSummaryInWords(r, words) || '—' },
      { key: 'ip', header: 'adminManagement.log.ip', width: 130, hiddenByDefault: true, render: (r) => r.ip ?? '—' },
    ],
    [timeZone, t, words],
  );

  return (
    <div className="admin-management-panel">
      <form className="admin-log-filters" onSubmit={submit} aria-label={t('adminManagement.log.filters')}>
        <FormGroup label={t('adminManagement.log.admin')} labelFor={`${id}-admin`}>
          <HTMLSelect
            id={`${id}-admin`}
            value={draft.admin}
            onChange={(e) => setDraft({ ...draft, admin: e.target.value })}
            options={[{ value: '', label: t('adminManagement.log.anyAdmin') }, ...admins.map((a) => ({ value: String(a.id), label: a.email }))]}
          />
        </FormGroup>
        <FormGroup label={t('adminManagement.log.area')} labelFor={`${id}-area`}>
          <HTMLSelect
            id={`${id}-area`}
            value={draft.area}
            onChange={(e) => setDraft({ ...draft, area: e.target.value, op: '' })}
            options={[{ value: '', label: t('adminManagement.log.anyArea') }, ...areaOptions]}
          />
        </FormGroup>
        <FormGroup label={t('adminManagement.log.action')} labelFor={`${id}-op`}>
          <HTMLSelect id={`${id}-op`} value={draft.op} onChange={(e) => setDraft({ ...draft, op: e.target.value })}>
            <option value="">{t('adminManagement.log.anyAction')}</option>
            {isAdminLogArea(draft.area)
              ? actionsOf(draft.area).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)
              : areaOptions.map((area) => (
                  <optgroup key={area.value} label={area.label}>
                    {actionsOf(area.value).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
                  </optgroup>
                ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('adminManagement.log.target')} labelFor={`${id}-target`}>
          <InputGroup id={`${id}-target`} inputMode="numeric" value={draft.target} onChange={(e) => setDraft({ ...draft, target: e.target.value.replace(/\D/g, '') })} />
        </FormGroup>
        <FormGroup label={t('adminManagement.log.from')} labelFor={`${id}-from`}>
          <DateInput id={`${id}-from`} label={t('adminManagement.log.from')} value={draft.from || null} onChange={(v) => setDraft({ ...draft, from: v ?? '' })} onValidityChange={(v) => setDatesValid((d) => ({ ...d, from: v }))} />
        </FormGroup>
        <FormGroup label={t('adminManagement.log.to')} labelFor={`${id}-to`}>
          <DateInput id={`${id}-to`} label={t('adminManagement.log.to')} value={draft.to || null} onChange={(v) => setDraft({ ...draft, to: v ?? '' })} onValidityChange={(v) => setDatesValid((d) => ({ ...d, to: v }))} />
        </FormGroup>
        <div className="admin-log-filter-actions">
          <Button type="submit" intent={Intent.PRIMARY} icon={<Search />} text={t('adminManagement.log.apply')} />
          <Button text={t('adminManagement.log.reset')} onClick={() => go({ admin: '', area: '', op: '', target: '', from: '', to: '', page: 1, size: state.size })} />
        </div>
      </form>
      <DataTable
        label={t('adminManagement.log.label')}
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        {...listQueryState(log, t('adminManagement.log.loadFailed'))}
        renderExpanded={(r) => <ChangeTable entry={r} names={names} timeZone={timeZone} />}
      />
      <Paging
        page={state.page}
        pageSize={state.size}
        total={total}
        onPageChange={(page) => go({ ...state, page })}
        onPageSizeChange={(size) => go({ ...state, size, page: 1 })}
      />
    </div>
  );
}

/** Before and after of one log row, field by field; changed fields are marked. */
function ChangeTable({ entry, names, timeZone }: { entry: AdminLogEntry; names: AdminLogNames | undefined; timeZone: string | undefined }) {
  const { t, i18n } = useTranslation('adminManagement');
  const words: LogWords = { t, exists: (key) => i18n.exists(key), names, timeZone };
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return <p className={Classes.TEXT_MUTED}>{t('adminManagement.log.noChanges')}</p>;
  return (
    <HTMLTable compact striped aria-label={t('adminManagement.log.changesOf', { id: entry.id })} className="admin-log-changes">
      <TableHead columns={[t('adminManagement.log.field'), t('adminManagement.log.before'), t('adminManagement.log.after')]} />
      <tbody>
        {changes.map((c) => (
          <tr key={c.field} className={c.changed ? 'admin-log-changed' : undefined}>
            <th scope="row">{fieldCaption(c.field, words)}</th>
            <td>{valueInWords(c.field, c.before, entry.operationId, words, entry.before)}</td>
            <td>{valueInWords(c.field, c.after, entry.operationId, words, entry.after)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
