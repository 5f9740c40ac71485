import { Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { DateInput } from '../../../components/DateInput.tsx';
import { FormDialog, FormField } from '../../../components/FormDialog.tsx';
import { GuardedNumericInput } from '../../../components/GuardedNumericInput.tsx';
import { calendarDateOf, dayStartUnixSeconds, formatStorageDate, parseStorageDate } from '../../../domain/dates.ts';
import { MAX_PERCENT_BELOW, NEGATIVE_BALANCE_FROM, PERCENT_OUT_OF_RANGE, STAKING_TAX_MODES, stakingSettingsError, type StakingTaxMode } from '../../../domain/referralStaking.ts';
import { addStakingTier } from '../api.ts';

const RULE_KEYS: Record<string, string> = {
  [PERCENT_OUT_OF_RANGE]: 'staking.rules.percentOutOfRange',
  [MAX_PERCENT_BELOW]: 'staking.rules.maxBelow',
  [NEGATIVE_BALANCE_FROM]: 'staking.rules.negativeBalance',
};

export interface AddSettingsDialogProps {
  onClose: () => void;
}

type Amounts = { balanceFrom: string; percentPerDay: string; taxPercent: string; maxPercentPerDay: string };

/**
 * Adds a staking tier for a currency: balances from an amount earn a percent per day, with its tax
 * (the kit's FormDialog: the rules of the amounts show before sending, the refusal in the dialog).
 */
export function AddSettingsDialog({ onClose }: AddSettingsDialogProps) {
  const { t } = useTranslation('staking');
  const currencies = useQuery(sessionQueries.currencies()).data ?? [];
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const [currencyId, setCurrencyId] = useState<number | ''>('');
  const [amounts, setAmounts] = useState<Amounts>({ balanceFrom: '', percentPerDay: '', taxPercent: '0', maxPercentPerDay: '' });
  const [considerTax, setConsiderTax] = useState(false);
  const [taxMode, setTaxMode] = useState<StakingTaxMode>('income');
  const [beginDate, setBeginDate] = useState<string | null>(formatStorageDate(calendarDateOf(new Date())));
  const filled = currencyId !== '' && beginDate !== null && Object.values(amounts).every((v) => v.trim() !== '');
  const rule = filled ? stakingSettingsError(amounts) : null;

  const amount = (field: keyof Amounts, label: string) => (
    <FormField name={field} label={t(label)} labelFor={`staking-${field}`}>
      <GuardedNumericInput id={`staking-${field}`} fill value={amounts[field]} onValueChange={(v) => setAmounts((a) => ({ ...a, [field]: v }))} />
    </FormField>
  );

  const vars = () => {
    const day = beginDate ? parseStorageDate(beginDate) : null;
    if (!filled || rule || typeof currencyId !== 'number' || !day) return null;
    return {
      currencyId,
      ...amounts,
      considerTax,
      taxMode,
      beginTime: new Date(dayStartUnixSeconds(day, admin?.settings.timezone || undefined) * 1000).toISOString(),
    };
  };

  return (
    <FormDialog
      title={t('staking.add.title')}
      action={addStakingTier}
      vars={vars}
      onClose={onClose}
      submitText={t('staking.add.submit')}
      canSubmit={filled && !rule}
      problem={rule ? t(RULE_KEYS[rule.message] ?? rule.message) : null}
      style={{ width: 500, maxWidth: 'calc(100% - 32px)' }}
    >
      <FormField name="currencyId" label={t('staking.add.currency')} labelFor="staking-currency" labelInfo="*">
        <HTMLSelect id="staking-currency" fill value={currencyId} onChange={(e) => setCurrencyId(e.target.value ? Number(e.target.value) : '')}>
          <option value="">{t('staking.add.chooseCurrency')}</option>
          {currencies.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
        </HTMLSelect>
      </FormField>
      <div className="staking-form-grid">
        {amount('balanceFrom', 'staking.settings.balanceFrom')}
        {amount('percentPerDay', 'staking.settings.percentPerDay')}
        {amount('maxPercentPerDay', 'staking.settings.maxPercentPerDay')}
        {amount('taxPercent', 'staking.settings.taxPercent')}
      </div>
      <Checkbox checked={considerTax} label={t('staking.settings.considerTax')} onChange={(e) => setConsiderTax(e.currentTarget.checked)} />
      <FormGroup label={t('staking.settings.taxMode')} labelFor="staking-tax-mode">
        <HTMLSelect id="staking-tax-mode" value={taxMode} onChange={(e) => setTaxMode(e.target.value as StakingTaxMode)}>
          {STAKING_TAX_MODES.map((m) => <option key={m} value={m}>{t(`staking.taxMode.${m}`)}</option>)}
        </HTMLSelect>
      </FormGroup>
      <FormField name="beginTime" label={t('staking.settings.beginTime')}>
        <DateInput value={beginDate} onChange={setBeginDate} label={t('staking.settings.beginTime')} />
      </FormField>
    </FormDialog>
  );
}
