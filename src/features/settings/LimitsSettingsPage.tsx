import { Button, FormGroup, HTMLSelect, Intent, Classes } from '@blueprintjs/core';
import { Add, Edit } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { GuardedNumericInput } from '../../components/GuardedNumericInput.tsx';
import { useAction } from '../../components/useAction.ts';
import { useConfirm } from '../../components/useConfirm.tsx';
import { formatDateTime } from '../../domain/dates.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import {
  LIMIT_OPERATION_TYPES,
  PLATFORM_LIMIT_FIELDS,
  platformLimitProblem,
  VERIFICATION_LEVELS,
  type LimitOperationType,
  type PlatformLimitField,
  type VerificationLevel,
} from '../../domain/platformLimits.ts';
import { deleteLimitAction, platformLimitsQuery, saveLimitAction, type TransactionLimit } from './api.ts';
import { settingsErrorText } from './settingsErrors.ts';
import { ApprovalPolicyNotice } from '../../components/approvals/ApprovalPolicyNotice.tsx';
import { useApprovalGuard } from '../../components/approvals/useApprovalGuard.ts';
import { QueryFailedCallout } from '../../components/QueryFailedCallout.tsx';
import { RemoveButton } from '../../components/RemoveButton.tsx';

interface Draft {
  currencyId: number;
  verificationLevel: VerificationLevel;
  operationType: LimitOperationType;
  amounts: Record<PlatformLimitField, string>;
}

const ALL = '';
const isLevel = (v: string): v is VerificationLevel => (VERIFICATION_LEVELS as readonly string[]).includes(v);
const isOperation = (v: string): v is LimitOperationType => (LIMIT_OPERATION_TYPES as readonly string[]).includes(v);
const emptyAmounts = (): Record<PlatformLimitField, string> => ({ minAmount: '', maxAmount: '', dailyLimit: '', monthlyLimit: '' });

/** Settings › Limits (spec 3 §3, §5): platform limits per currency, verification level and operation, daily and monthly. */
export function LimitsSettingsPage() {
  const { t } = useTranslation('settings');
  const id = useId();
  const timeZone = useQuery(sessionQueries.currentAdmin()).data?.settings.timezone;
  const currencies = useQuery(sessionQueries.currencies()).data ?? [];
  const limits = useQuery(platformLimitsQuery());
  const { confirm, dialog } = useConfirm();
  const [currencyFilter, setCurrencyFilter] = useState(ALL);
  const [levelFilter, setLevelFilter] = useState(ALL);
  const [draft, setDraft] = useState<Draft | null>(null);
  // the field a local rule refused at the last Ok (the refusal's words show under the fields)
  const [ruleField, setRuleField] = useState<PlatformLimitField | null>(null);
  const guard = useApprovalGuard();
  const del = useAction(deleteLimitAction);

  const decimalsOf = (currencyId: number) => currencies.find((c) => c.id === currencyId)?.decimals;
  const rows = useMemo(
    () => (limits.data ?? []).filter((l) => (currencyFilter === ALL || String(l.currencyId) === currencyFilter) && (levelFilter === ALL || l.verificationLevel === levelFilter)),
    [limits.data, currencyFilter, levelFilter],
  );

  const open = (limit: TransactionLimit | null) => {
    setRuleField(null);
    if (limit && isLevel(limit.verificationLevel) && isOperation(limit.operationType)) {
      setDraft({
        currencyId: limit.currencyId,
        verificationLevel: limit.verificationLevel,
        operationType: limit.operationType,
        amounts: { minAmount: limit.minAmount ?? '', maxAmount: limit.maxAmount ?? '', dailyLimit: limit.dailyLimit ?? '', monthlyLimit: limit.monthlyLimit ?? '' },
      });
    } else {
      setDraft({ currencyId: currencies[0]?.id ?? 1, verificationLevel: 'notVerified', operationType: 'deposit', amounts: emptyAmounts() });
    }
  };

  /** What Ok sends: the draft with empty amounts as no limit, or throws the rule it breaks. */
  const varsOf = (d: Draft) => {
    const rule = platformLimitProblem(d.amounts);
    setRuleField(rule?.field ?? null);
    if (rule) throw new Error(settingsErrorText(rule.message));
    const nullIfEmpty = (v: string) => (v.trim() === '' ? null : v.trim());
    return {
      currencyId: d.currencyId,
      verificationLevel: d.verificationLevel,
      operationType: d.operationType,
      minAmount: nullIfEmpty(d.amounts.minAmount),
      maxAmount: nullIfEmpty(d.amounts.maxAmount),
      dailyLimit: nullIfEmpty(d.amounts.dailyLimit),
      monthlyLimit: nullIfEmpty(d.amounts.monthlyLimit),
    };
  };

  const remove = async (limit: TransactionLimit) => {
    await confirm({
      title: t('settings.limits.delete'),
      text: guard.withLine(
        t('settings.limits.confirmDelete', { currency: limit.currencyTitle, level: t(`settings.limits.levels.${limit.verificationLevel}`), operation: t(`settings.limits.operations.${limit.operationType}`) }),
        'platformLimits',
      ),
      action: () => del.settle(limit.id),
    });
  };

  const amountCell = (value: string | null, currencyId: number) => (value === null ? <span className={Classes.TEXT_MUTED}>{t('settings.limits.noLimit')}</span> : formatAmount(value, decimalsOf(currencyId)));
  const columns: DataTableColumn<TransactionLimit>[] = [
    { key: 'currency', header: 'settings.limits.currency', width: 110, render: (r) => r.currencyTitle },
    { key: 'level', header: 'settings.limits.level', width: 130, render: (r) => t(`settings.limits.levels.${r.verificationLevel}`) },
    { key: 'operation', header: 'settings.limits.operation', width: 110, render: (r) => t(`settings.limits.operations.${r.operationType}`) },
    ...PLATFORM_LIMIT_FIELDS.map((f) => ({ key: f, header: `settings.limits.fields.${f}`, width: 140, render: (r: TransactionLimit) => amountCell(r[f], r.currencyId) })),
    { key: 'dateUpdated', header: 'settings.limits.updated', width: 140, render: (r) => formatDateTime(r.dateUpdated, timeZone) },
    {
      key: 'actions',
      header: 'settings.limits.actions',
      width: 90,
      render: (r) => {
        const name = `${r.currencyTitle} ${t(`settings.limits.levels.${r.verificationLevel}`)} ${t(`settings.limits.operations.${r.operationType}`)}`;
        return (
          <span className="settings-row-actions">
            <Button size="small" variant="minimal" icon={<Edit />} aria-label={t('settings.limits.editOf', { name })} title={t('settings.limits.editOf', { name })} onClick={() => open(r)} />
            <RemoveButton label={t('settings.limits.deleteOf', { name })} title={t('settings.limits.deleteOf', { name })} onClick={() => void remove(r)} />
          </span>
        );
      },
    },
  ];

  if (limits.isError) return <QueryFailedCallout title={t('settings.limits.loadFailed')} retry={t('settings.common.retry')} query={limits} />;

  return (
    <div className="settings-panel">
      <div className="settings-toolbar">
        <FormGroup label={t('settings.limits.currency')} labelFor={`${id}-fc`} inline>
          <HTMLSelect id={`${id}-fc`} value={currencyFilter} onChange={(e) => setCurrencyFilter(e.target.value)} options={[{ value: ALL, label: t('settings.common.all') }, ...currencies.map((c) => ({ value: String(c.id), label: c.title }))]} />
        </FormGroup>
        <FormGroup label={t('settings.limits.level')} labelFor={`${id}-fl`} inline>
          <HTMLSelect id={`${id}-fl`} value={levelFilter} onChange={(e) => setLevelFilter(e.target.value)} options={[{ value: ALL, label: t('settings.common.all') }, ...VERIFICATION_LEVELS.map((l) => ({ value: l, label: t(`settings.limits.levels.${l}`) }))]} />
        </FormGroup>
        <Button icon={<Add />} intent={Intent.PRIMARY} text={t('settings.limits.add')} onClick={() => open(null)} />
      </div>
      <DataTable label={t('settings.limits.table')} columns={columns} rows={rows} getRowKey={(r) => r.id} loading={limits.isPending} maxHeight={560} />

      {draft && (
        <FormDialog
          title={t('settings.limits.dialogTitle')}
          formLabel={t('settings.limits.dialogTitle')}
          action={saveLimitAction}
          vars={() => varsOf(draft)}
          submitText={t('settings.common.save')}
          style={{ width: 520 }}
          onClose={() => setDraft(null)}
          note={<ApprovalPolicyNotice action="platformLimits" />}
        >
          <div className="settings-grid">
            <FormGroup label={t('settings.limits.currency')} labelFor={`${id}-c`}>
              <HTMLSelect id={`${id}-c`} fill value={String(draft.currencyId)} onChange={(e) => setDraft({ ...draft, currencyId: Number(e.target.value) })} options={currencies.map((c) => ({ value: String(c.id), label: c.title }))} />
            </FormGroup>
            <FormGroup label={t('settings.limits.level')} labelFor={`${id}-l`}>
              <HTMLSelect
                id={`${id}-l`}
                fill
                value={draft.verificationLevel}
                onChange={(e) => isLevel(e.target.value) && setDraft({ ...draft, verificationLevel: e.target.value })}
                options={VERIFICATION_LEVELS.map((l) => ({ value: l, label: t(`settings.limits.levels.${l}`) }))}
              />
            </FormGroup>
            <FormGroup label={t('settings.limits.operation')} labelFor={`${id}-o`}>
              <HTMLSelect
                id={`${id}-o`}
                fill
                value={draft.operationType}
                onChange={(e) => isOperation(e.target.value) && setDraft({ ...draft, operationType: e.target.value })}
                options={LIMIT_OPERATION_TYPES.map((o) => ({ value: o, label: t(`settings.limits.operations.${o}`) }))}
              />
            </FormGroup>
            {PLATFORM_LIMIT_FIELDS.map((f) => (
              <FormGroup key={f} label={t(`settings.limits.fields.${f}`)} labelFor={`${id}-${f}`} intent={ruleField === f ? Intent.DANGER : Intent.NONE}>
                <GuardedNumericInput
                  id={`${id}-${f}`}
                  fill
                  placeholder={t('settings.limits.noLimit')}
                  value={draft.amounts[f]}
                  intent={ruleField === f ? Intent.DANGER : Intent.NONE}
                  onValueChange={(text) => setDraft({ ...draft, amounts: { ...draft.amounts, [f]: text } })}
                />
              </FormGroup>
            ))}
          </div>
        </FormDialog>
      )}
      {dialog}
    </div>
  );
}

