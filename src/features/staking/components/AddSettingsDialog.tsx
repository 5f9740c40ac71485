import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { DateInput } from '../../../components/DateInput.tsx';
import { GuardedNumericInput } from '../../../components/GuardedNumericInput.tsx';
import { calendarDateOf, dayStartUnixSeconds, formatStorageDate, parseStorageDate } from '../../../domain/dates.ts';
import { MAX_PERCENT_BELOW, NEGATIVE_BALANCE_FROM, PERCENT_OUT_OF_RANGE, STAKING_TAX_MODES, stakingSettingsError, type StakingTaxMode } from '../../../domain/referralStaking.ts';

const RULE_KEYS: Record<string, string> = {
  [PERCENT_OUT_OF_RANGE]: 'staking.rules.percentOutOfRange',
  [MAX_PERCENT_BELOW]: 'staking.rules.maxBelow',
  [NEGATIVE_BALANCE_FROM]: 'staking.rules.negativeBalance',
};
import { addStakingSettings } from '../api.ts';
import { errorText } from '../../../components/errorText.ts';

export interface AddSettingsDialogProps {
  onClose: () => void;
  /** Called after the settings were added. */
  onAdded: () => void;
}

type Amounts = { balanceFrom: string; percentPerDay: string; taxPercent: string; maxPercentPerDay: string };

/** Adds a staking tier for a currency: balances from an amount earn a percent per day, with its tax. */
export function AddSettingsDialog({ onClose, onAdded }: AddSettingsDialogProps) {
  const { t } = useTranslation('staking');
  const currencies = useQuery(sessionQueries.currencies()).data ?? [];
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const [currencyId, setCurrencyId] = useState<number | ''>('');
  const [amounts, setAmounts] = useState<Amounts>({ balanceFrom: '', percentPerDay: '', taxPercent: '0', maxPercentPerDay: '' });
  const [considerTax, setConsiderTax] = useState(false);
  const [taxMode, setTaxMode] = useState<StakingTaxMode>('income');
  const [beginDate, setBeginDate] = useState<string | null>(formatStorageDate(calendarDateOf(new Date())));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const filled = currencyId !== '' && beginDate !== null && Object.values(amounts).every((v) => v.trim() !== '');
  const rule = filled ? stakingSettingsError(amounts) : null;

  const amount = (field: keyof Amounts, label: string) => (
    <FormGroup label={t(label)} labelFor={`staking-${field}`}>
      <GuardedNumericInput id={`staking-${field}`} fill value={amounts[field]} onValueChange={(v) => { setAmounts((a) => ({ ...a, [field]: v })); setError(null); }} />
    </FormGroup>
  );

  const submit = async () => {
    if (!filled || rule || typeof currencyId !== 'number') return;
    const day = parseStorageDate(beginDate!);
    if (!day) return;
    setSaving(true);
    try {
      await addStakingSettings({
        currencyId,
        ...amounts,
        considerTax,
        taxMode,
        beginTime: new Date(dayStartUnixSeconds(day, admin?.settings.timezone || undefined) * 1000).toISOString(),
      });
      onAdded();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('staking.add.title')}>
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <DialogBody>
          <FormGroup label={t('staking.add.currency')} labelFor="staking-currency" labelInfo="*">
            <HTMLSelect id="staking-currency" fill value={currencyId} onChange={(e) => setCurrencyId(e.target.value ? Number(e.target.value) : '')}>
              <option value="">{t('staking.add.chooseCurrency')}</option>
              {currencies.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
            </HTMLSelect>
          </FormGroup>
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
          <FormGroup label={t('staking.settings.beginTime')}>
            <DateInput value={beginDate} onChange={setBeginDate} label={t('staking.settings.beginTime')} />
          </FormGroup>
          {(rule || error) && (
            <Callout intent="danger" compact role="alert">
              {rule ? t(RULE_KEYS[rule.message] ?? rule.message) : error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('staking.add.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" text={t('staking.add.submit')} disabled={!filled || !!rule} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
