import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, ProgressBar, Tag, Classes } from '@blueprintjs/core';
import { Download, Refresh } from '@blueprintjs/icons';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../useTranslation.ts';
import { Link, useLocation } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { mayOrderReport } from '../../domain/operationAccess.ts';
import { reportFilterChoices } from '../../domain/reportFilterChoices.ts';
import { REPORT_FILTERS, REPORT_TYPES, type ReportFilterKind, type ReportFilters, type ReportType } from '../../domain/reports.ts';
import { provideReportMachine } from '../../machines/report/report.actors.ts';
import { periodIsValid, type ReportOrderInput } from '../../machines/report/report.machine.ts';
import { lazyDateInput } from '../dateRangeInputChunk.ts';
import type { FilterOption } from '../filterFields.ts';
import { TagMultiSelect } from '../TagMultiSelect.tsx';
import { reportApi } from './reportApi.ts';

// Not with every screen: Blueprint's DateInput brings its TimezoneSelect, whose module builds a
// 283-zone table as it loads (some 250 ms of a warm open of any screen while this dialog sat in the
// shared console-common chunk; issue 27). The sections' idle prefetch loads it, so the first
// opening rarely shows the disabled stand-in fields (dateRangeInputChunk.ts).
const DateInput = lazy(lazyDateInput);

export interface OrderReportDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Prefilled order (a list's Export: its type, filters and period). */
  initial?: ReportOrderInput;
  /** Called when an order was placed. */
  onOrdered?: () => void;
  /** The query keys of what the caller shows (the Reports list), refreshed when an order was placed and when it ends. */
  refresh?: readonly QueryKey[];
}

/** The options of a filter chosen from a list (codes with captions, currencies, markets); undefined when it is typed. */
function useFilterOptions(type: ReportType): (name: string) => FilterOption[] | undefined {
  const currencies = useQuery(sessionQueries.currencies()).data;
  const markets = useQuery(sessionQueries.markets()).data;
  return (name) => {
    const choices = reportFilterChoices(type, name);
    if (!choices) return undefined;
    if (choices.kind === 'codes') return [...choices.options];
    if (choices.kind === 'markets') return (markets ?? []).map((m) => ({ value: m.id, label: `${m.baseCurrencyTitle}/${m.derivedCurrencyTitle}` }));
    return (currencies ?? []).filter((c) => !choices.currencyType || c.currencyType === choices.currencyType).map((c) => ({ value: c.id, label: c.title }));
  };
}

/** A filter's value as the admin types it: ids and values separated by commas. */
const filterText = (value: ReportFilters[string] | undefined) => (Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value));

function parseFilter(kind: ReportFilterKind, text: string): ReportFilters[string] | undefined {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  if (kind === 'ids') {
    const ids = parts.map(Number).filter((n) => Number.isInteger(n) && n >= 0);
    return ids.length ? ids : undefined;
  }
  if (kind === 'strings') return parts.length ? parts : undefined;
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  return text === 'in' || text === 'out' ? text : undefined;
}

/**
 * Ordering a report (the report machine): type, the type's filters and a period → new → in
 * progress (polled, with the rows written so far) → completed (download) or error (the reason,
 * order again). Opened from the Reports screen and from the lists it exports (prefilled).
 */
export function OrderReportDialog({ isOpen, onClose, initial, onOrdered, refresh }: OrderReportDialogProps) {
  const queryClient = useQueryClient();
  // `refresh` should be stable (a module constant): a new list each render would refresh again on every phase.
  const ordered = useCallback(() => {
    for (const queryKey of refresh ?? []) void queryClient.invalidateQueries({ queryKey });
    onOrdered?.();
  }, [refresh, onOrdered, queryClient]);
  return isOpen ? <OrderReport onClose={onClose} initial={initial ?? {}} onOrdered={ordered} /> : null;
}

function OrderReport({ onClose, initial, onOrdered }: { onClose: () => void; initial: ReportOrderInput; onOrdered?: () => void }) {
  const { t } = useTranslation('reports');
  const location = useLocation();
  const machine = useMemo(() => provideReportMachine(reportApi), []);
  const actor = useActorRef(machine, { input: initial });
  const state = useSelector(actor, (s) => s);
  const { type, filters, dateFrom, dateTo, report, error, downloaded } = state.context;
  // Only the types whose list this admin may open (the server refuses the others: issue 23).
  const adminStatus = useQuery(sessionQueries.currentAdmin()).data?.adminStatus;
  const types = REPORT_TYPES.filter((value) => adminStatus !== undefined && mayOrderReport(value, adminStatus));
  const editing = state.matches('editing');
  const phase = state.matches('editing')
    ? 'editing'
    : state.matches('submitting')
      ? 'submitting'
      : state.matches({ waiting: 'new' })
        ? 'new'
        : state.matches({ waiting: 'inProgress' })
          ? 'inProgress'
          : state.matches('failed')
            ? 'error'
            : 'completed';
  const reportId = report?.id;
  const notified = useRef<number | null>(null);
  useEffect(() => {
    if (reportId !== undefined && notified.current !== reportId) {
      notified.current = reportId;
      onOrdered?.();
    }
  }, [reportId, onOrdered]);
  useEffect(() => {
    if (phase === 'completed' || phase === 'error') onOrdered?.();
  }, [phase, onOrdered]);

  const kinds = REPORT_FILTERS[type];
  const optionsOf = useFilterOptions(type);
  const timeZone = useQuery(sessionQueries.currentAdmin()).data?.settings.timezone;
  /** A chosen filter in words: captions of codes, names of currencies and markets, the side and yes/no in words. */
  const filterInWords = (name: string, value: ReportFilters[string]) => {
    const kind = kinds[name];
    if (kind === 'side') return t(value === 'in' ? 'reports.order.sideIn' : 'reports.order.sideOut');
    if (kind === 'boolean') return t(value ? 'reports.order.yes' : 'reports.order.no');
    const options = optionsOf(name);
    if (!options || !Array.isArray(value)) return filterText(value);
    return value.map((v) => t(options.find((o) => o.value === v)?.label ?? String(v))).join(', ');
  };
  const setFilter = (name: string, kind: ReportFilterKind, text: string) => {
    const next = { ...filters };
    const value = parseFilter(kind, text);
    if (value === undefined) delete next[name];
    else next[name] = value;
    actor.send({ type: 'report.filters', filters: next });
  };
  const periodOk = periodIsValid({ dateFrom, dateTo });
  const dateOnly = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');

  return (
    <Dialog isOpen onClose={onClose} title={t('reports.order.title')} style={{ width: 560 }}>
      <DialogBody>
        <FormGroup label={t('reports.order.type')} labelFor="report-type">
          <HTMLSelect
            id="report-type"
            fill
            disabled={!editing}
            value={type}
            onChange={(e) => actor.send({ type: 'report.type', reportType: e.currentTarget.value as ReportType })}
            options={types.map((value) => ({ value, label: t(`reports.types.${value}`) }))}
          />
        </FormGroup>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup label={t('reports.order.dateFrom')} labelFor="report-from" style={{ flex: 1 }}>
            {dateFrom && !dateOnly(dateFrom) ? (
              <InputGroup id="report-from" readOnly value={formatDateTime(dateFrom, timeZone)} />
            ) : (
              <Suspense fallback={<InputGroup id="report-from" disabled fill />}>
                <DateInput id="report-from" fill label={t('reports.order.dateFrom')} disabled={!editing} value={dateOnly(dateFrom) || null} onChange={(v) => actor.send({ type: 'report.period', dateFrom: v, dateTo })} />
              </Suspense>
            )}
          </FormGroup>
          <FormGroup label={t('reports.order.dateTo')} labelFor="report-to" style={{ flex: 1 }} intent={periodOk ? 'none' : 'danger'} helperText={periodOk ? undefined : t('reports.order.periodInvalid')}>
            {dateTo && !dateOnly(dateTo) ? (
              <InputGroup id="report-to" readOnly value={formatDateTime(dateTo, timeZone)} />
            ) : (
              <Suspense fallback={<InputGroup id="report-to" disabled fill />}>
                <DateInput id="report-to" fill label={t('reports.order.dateTo')} disabled={!editing} value={dateOnly(dateTo) || null} onChange={(v) => actor.send({ type: 'report.period', dateFrom, dateTo: v })} />
              </Suspense>
            )}
          </FormGroup>
        </div>
        {!editing && (
          <p data-testid="report-filters">
            {Object.keys(filters).length
              ? Object.entries(filters)
                  .map(([name, value]) => `${t(`reports.filters.${name}`)}: ${filterInWords(name, value)}`)
                  .join('; ')
              : t('reports.order.noFilters')}
          </p>
        )}
        {editing && Object.entries(kinds).map(([name, kind]) => {
          const options = optionsOf(name);
          return (
          <FormGroup key={name} label={t(`reports.filters.${name}`)} labelFor={`report-filter-${name}`} helperText={!options && (kind === 'ids' || kind === 'strings') ? t('reports.order.commaSeparated') : undefined}>
            {options ? (
              <TagMultiSelect
                id={`report-filter-${name}`}
                options={options}
                value={Array.isArray(filters[name]) ? (filters[name] as (string | number)[]) : []}
                placeholder="reports.order.any"
                onChange={(chosen) => {
                  const next = { ...filters };
                  if (chosen.length === 0) delete next[name];
                  else next[name] = (kind === 'ids' ? chosen.map(Number) : chosen.map(String)) as ReportFilters[string];
                  actor.send({ type: 'report.filters', filters: next });
                }}
              />
            ) : kind === 'side' || kind === 'boolean' ? (
              <HTMLSelect
                id={`report-filter-${name}`}
                fill
                disabled={!editing}
                value={filterText(filters[name])}
                onChange={(e) => setFilter(name, kind, e.currentTarget.value)}
                options={[
                  { value: '', label: t('reports.order.any') },
                  ...(kind === 'side'
                    ? [{ value: 'in', label: t('reports.order.sideIn') }, { value: 'out', label: t('reports.order.sideOut') }]
                    : [{ value: 'true', label: t('reports.order.yes') }, { value: 'false', label: t('reports.order.no') }]),
                ]}
              />
            ) : (
              <InputGroup id={`report-filter-${name}`} disabled={!editing} defaultValue={filterText(filters[name])} onBlur={(e) => setFilter(name, kind, e.currentTarget.value)} />
            )}
          </FormGroup>
          );
        })}
        <p className={Classes.TEXT_MUTED}>{t('reports.order.ignoredTags')}</p>
        {error && editing && (
          <Callout intent="danger" compact role="alert">
            {error}
          </Callout>
        )}
        {report && !editing && <ReportProgress phase={phase} rowCount={report.rowCount} />}
        {phase === 'error' && report && (
          <Callout intent="danger" compact role="alert" title={t('reports.order.failed')}>
            {report.error}
          </Callout>
        )}
        {phase === 'completed' && report && (
          <Callout intent="success" compact role="status" title={t('reports.order.completed', { count: report.rowCount ?? 0 })}>
            {report.mailedVia === 'outbox' ? t('reports.mail.outbox') : report.mailedVia === 'smtp' ? t('reports.mail.smtp') : null}
            {downloaded && <div>{t('reports.order.downloaded')}</div>}
            {error && <div role="alert">{error}</div>}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {location.pathname !== '/reports' && <Link to="/reports" onClick={onClose} style={{ marginRight: 'auto' }}>{t('reports.export.allReports')}</Link>}
            <Button text={t('reports.order.close')} onClick={onClose} />
            {(phase === 'editing' || phase === 'submitting') && (
              <Button intent="primary" text={t('reports.order.submit')} loading={phase === 'submitting'} disabled={!periodOk} onClick={() => actor.send({ type: 'report.submit' })} />
            )}
            {phase === 'error' && <Button intent="primary" icon={<Refresh />} text={t('reports.order.again')} onClick={() => actor.send({ type: 'report.reorder' })} />}
            {(phase === 'completed' || phase === 'error') && <Button text={t('reports.order.another')} onClick={() => actor.send({ type: 'report.edit' })} />}
            {phase === 'completed' && (
              <Button intent="primary" icon={<Download />} text={t('reports.order.download')} loading={state.matches('downloading')} onClick={() => actor.send({ type: 'report.download' })} />
            )}
          </>
        }
      />
    </Dialog>
  );
}

function ReportProgress({ phase, rowCount }: { phase: string; rowCount: number | null }) {
  const { t } = useTranslation('reports');
  const label = phase === 'new' ? t('reports.status.new') : phase === 'inProgress' ? t('reports.status.inProgress') : phase === 'error' ? t('reports.status.error') : phase === 'completed' ? t('reports.status.completed') : t('reports.order.sending');
  const intent = phase === 'error' ? 'danger' : phase === 'completed' ? 'success' : 'primary';
  return (
    <div style={{ margin: '12px 0' }} aria-live="polite">
      <Tag multiline intent={intent} minimal data-testid="report-status">
        {label}
      </Tag>
      {phase === 'inProgress' && rowCount !== null && <span style={{ marginLeft: 8 }}>{t('reports.order.progress', { count: rowCount })}</span>}
      {(phase === 'new' || phase === 'inProgress') && <ProgressBar intent="primary" className="console-margin-top" />}
    </div>
  );
}
