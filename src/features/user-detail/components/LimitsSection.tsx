import { Button, Callout, FormGroup, HTMLSelect, Intent, Section, SectionCard } from '@blueprintjs/core';
import { Edit } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { GuardedNumericInput } from '../../../components/GuardedNumericInput.tsx';
import { useAction } from '../../../components/useAction.ts';
import { currencyOptionLabel } from '../../../components/currencyOption.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { isValidLimitAmount, LIMIT_PERIODS, type LimitPeriod } from '../../../domain/limits.ts';
import { formatAmount } from '../../../components/numberFormat.ts';
import { deleteLimitAction, updateLimitAction, userDetailQueries, type UserTransactionLimit } from '../api.ts';
import { errorText, useDateTime, withRowActions } from './shared.tsx';
import { queryRows } from '../../../components/queryRows.ts';
import { RemoveButton } from '../../../components/RemoveButton.tsx';


interface Draft {
  currencyId: string;
  period: LimitPeriod;
  deposit: string;
  withdrawal: string;
}
const EMPTY: Draft = { currencyId: '', period: 'day', deposit: '', withdrawal: '' };

/** Transaction limits per currency and period (POST v2/Transaction/GetUserTransactionLimits and its edits). */
export function LimitsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const ids = { currency: useId(), period: useId(), deposit: useId(), withdrawal: useId() };
  const dateTime = useDateTime();
  const { confirm, dialog } = useConfirm();
  const limits = useQuery(userDetailQueries.limits(userId));
  const currencies = useQuery(sessionQueries.currencies());
  const save = useAction(updateLimitAction);
  const removeLimit = useAction(deleteLimitAction);
  const canEdit = save.allowed;
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);

  const decimalsOf = useMemo(() => new Map((currencies.data ?? []).map((c) => [c.id, c.decimals])), [currencies.data]);

  const remove = async (row: UserTransactionLimit) => {
    await confirm({
      title: t('userDetail.limits.deleteTitle'),
      text: t('userDetail.limits.deleteText', { currency: row.currencyTitle, period: t(`userDetail.period.${row.period}`) }),
      action: () => removeLimit.settle({ userId, currencyId: row.currencyId, period: row.period }),
    });
  };

  const columns = useMemo<DataTableColumn<UserTransactionLimit>[]>(() => {
    const amount = (row: UserTransactionLimit, value: string | null) =>
      value === null ? t('userDetail.limits.noLimit') : `${formatAmount(value, decimalsOf.get(row.currencyId))} ${row.currencyTitle}`;
    const base: DataTableColumn<UserTransactionLimit>[] = [
      { key: 'currency', header: 'userDetail.limits.currency', width: 100, render: (r) => r.currencyTitle },
      { key: 'period', header: 'userDetail.limits.period', width: 90, render: (r) => t(`userDetail.period.${r.period}`) },
      { key: 'deposit', header: 'userDetail.limits.deposit', width: 200, copyable: true, copyValue: (r) => r.depositLimit ?? '', render: (r) => amount(r, r.depositLimit) },
      { key: 'withdrawal', header: 'userDetail.limits.withdrawal', width: 200, copyable: true, copyValue: (r) => r.withdrawalLimit ?? '', render: (r) => amount(r, r.withdrawalLimit) },
      { key: 'dateUpdated', header: 'userDetail.limits.updated', width: 150, render: (r) => dateTime(r.dateUpdated) },
    ];
    return withRowActions(base, canEdit, 90, (r) => (
      <span className="user-detail-row-actions">
        <Button
          size="small"
          variant="minimal"
          icon={<Edit />}
          aria-label={t('userDetail.limits.edit', { currency: r.currencyTitle, period: t(`userDetail.period.${r.period}`) })}
          onClick={() => setDraft({ currencyId: String(r.currencyId), period: r.period, deposit: r.depositLimit ?? '', withdrawal: r.withdrawalLimit ?? '' })}
        />
        <RemoveButton label={t('userDetail.limits.delete', { currency: r.currencyTitle, period: t(`userDetail.period.${r.period}`) })} onClick={() => void remove(r)} />
      </span>
    ));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canEdit, dateTime, decimalsOf, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const deposit = draft.deposit.trim();
    const withdrawal = draft.withdrawal.trim();
    if (!draft.currencyId) return setError(t('userDetail.errors.required'));
    if (!deposit && !withdrawal) return setError(t('userDetail.errors.limitNeedsAmount'));
    if ((deposit && !isValidLimitAmount(deposit)) || (withdrawal && !isValidLimitAmount(withdrawal))) return setError(t('userDetail.limits.invalidAmount'));
    setError(null);
    const currency = currencies.data?.find((c) => c.id === Number(draft.currencyId));
    const done = await confirm({
      title: t('userDetail.limits.saveTitle'),
      text: t('userDetail.limits.saveText', { currency: currency?.title ?? '', period: t(`userDetail.period.${draft.period}`) }),
      action: () => save.settle({ userId, currencyId: Number(draft.currencyId), period: draft.period, depositLimit: deposit || null, withdrawalLimit: withdrawal || null }),
    });
    if (done) setDraft(EMPTY);
  };

  return (
    <Section title={t('userDetail.limits.title')} compact>
      <SectionCard padded={false}>
        <DataTable label={t('userDetail.limits.title')} columns={columns} {...queryRows(limits, (error) => errorText(error, t))} maxHeight={320} />
      </SectionCard>
      {canEdit && (
        <SectionCard>
          <form className="user-detail-limit-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('userDetail.limits.formLabel')}>
            <FormGroup label={t('userDetail.limits.currency')} labelFor={ids.currency} labelInfo="*">
              <HTMLSelect id={ids.currency} value={draft.currencyId} onChange={(e) => setDraft({ ...draft, currencyId: e.target.value })}>
                <option value="">{t('userDetail.limits.chooseCurrency')}</option>
                {(currencies.data ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {currencyOptionLabel(c)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={t('userDetail.limits.period')} labelFor={ids.period}>
              <HTMLSelect id={ids.period} value={draft.period} onChange={(e) => setDraft({ ...draft, period: e.target.value as LimitPeriod })}>
                {LIMIT_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`userDetail.period.${p}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={t('userDetail.limits.deposit')} labelFor={ids.deposit}>
              <GuardedNumericInput id={ids.deposit} value={draft.deposit} placeholder={t('userDetail.limits.noLimit')} onValueChange={(text) => setDraft({ ...draft, deposit: text })} />
            </FormGroup>
            <FormGroup label={t('userDetail.limits.withdrawal')} labelFor={ids.withdrawal}>
              <GuardedNumericInput id={ids.withdrawal} value={draft.withdrawal} placeholder={t('userDetail.limits.noLimit')} onValueChange={(text) => setDraft({ ...draft, withdrawal: text })} />
            </FormGroup>
            <div className="user-detail-form-submit">
              <Button type="submit" intent={Intent.PRIMARY} text={t('userDetail.action.save')} />
            </div>
            {error && (
              <Callout intent={Intent.DANGER} role="alert" compact className="user-detail-form-error">
                {error}
              </Callout>
            )}
          </form>
        </SectionCard>
      )}
      {dialog}
    </Section>
  );
}
