import { Button, FormGroup, HTMLSelect, HTMLTable, InputGroup, Intent, Classes } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { DateInput } from '../../../components/DateInput.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { Paging } from '../../../components/Paging.tsx';
import { fieldChanges } from '../../../domain/adminManagement.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { adminLogQuery, adminsQuery, type AdminLogEntry } from '../api.ts';
import { changeSummary, displayValue, logParamsOf, logStateOf, requestFilterOf, type AdminLogUrlState } from '../adminLogView.ts';
import { listQueryState } from '../../../components/listQueryState.ts';

/** The admin log: who did what to whom and when, filtered by admin, operation, target and dates; each row opens its changes field by field. */
export function AdminLogPanel() {
  const { t } = useTranslation('adminManagement');
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
      { key: 'operationId', header: 'adminManagement.log.operation', width: 250, copyable: true, render: (r) => r.operationId },
      { key: 'targets', header: 'adminManagement.log.targets', width: 110, render: (r) => r.targetIds.join(', ') || '—' },
      { key: 'changes', header: 'adminManagement.log.changes', width: 360, render: (r) => changeSummary(r.before, r.after) || '—' },
      { key: 'ip', header: 'adminManagement.log.ip', width: 130, hiddenByDefault: true, render: (r) => r.ip ?? '—' },
    ],
    [timeZone],
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
        <FormGroup label={t('adminManagement.log.operation')} labelFor={`${id}-op`}>
          <InputGroup id={`${id}-op`} placeholder="PUT User/BlockAdmin" value={draft.op} onChange={(e) => setDraft({ ...draft, op: e.target.value })} />
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
          <Button text={t('adminManagement.log.reset')} onClick={() => go({ admin: '', op: '', target: '', from: '', to: '', page: 1, size: state.size })} />
        </div>
      </form>
      <DataTable
        label={t('adminManagement.log.label')}
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        {...listQueryState(log, t('adminManagement.log.loadFailed'))}
        renderExpanded={(r) => <ChangeTable entry={r} />}
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
function ChangeTable({ entry }: { entry: AdminLogEntry }) {
  const { t } = useTranslation('adminManagement');
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return <p className={Classes.TEXT_MUTED}>{t('adminManagement.log.noChanges')}</p>;
  return (
    <HTMLTable compact striped aria-label={t('adminManagement.log.changesOf', { id: entry.id })} className="admin-log-changes">
      <thead>
        <tr>
          <th scope="col">{t('adminManagement.log.field')}</th>
          <th scope="col">{t('adminManagement.log.before')}</th>
          <th scope="col">{t('adminManagement.log.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field} className={c.changed ? 'admin-log-changed' : undefined}>
            <th scope="row">{c.field}</th>
            <td>{displayValue(c.before)}</td>
            <td>{displayValue(c.after)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
