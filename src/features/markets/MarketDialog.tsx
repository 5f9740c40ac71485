import { Callout, FormGroup, HTMLSelect, Intent, Switch } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { GuardedNumericInput } from '../../components/GuardedNumericInput.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { INDIVIDUAL_LIMITS_TYPES, marketProblems, type IndividualLimitsType, type MarketProblem } from '../../domain/trading.ts';
import { createMarket, editMarket, type Market, type MarketDraft } from './api.ts';

export interface MarketDraftValues {
  baseCurrencyId: number | null;
  derivedCurrencyId: number | null;
  min: string;
  max: string;
  minOrderPrice: string;
  sortId: string;
  isEnabled: boolean;
  individualLimitsType: IndividualLimitsType;
}

interface Props {
  /** The market being edited; none to create one. */
  market: Market | null;
  onClose: () => void;
}

const draftOf = (m: Market | null): MarketDraftValues => ({
  baseCurrencyId: m?.baseCurrencyId ?? null,
  derivedCurrencyId: m?.derivedCurrencyId ?? null,
  min: m?.orderAmountLimit.min ?? '',
  max: m?.orderAmountLimit.max ?? '',
  minOrderPrice: m?.minOrderPrice ?? '',
  sortId: String(m?.sortId ?? 0),
  isEnabled: m?.isEnabled ?? true,
  individualLimitsType: (m?.individualLimitsType as IndividualLimitsType | undefined) ?? 'none',
});

/** Create or edit a market (spec 3 §3, §5): the pair, order amount limits, minimum order price, sort and individual limits type. */
export function MarketDialog({ market, onClose }: Props) {
  const { t } = useTranslation('markets');
  const currencies = useQuery(sessionQueries.currencies()).data ?? [];
  const [values, setValues] = useState(() => draftOf(market));
  const [shown, setShown] = useState(false);
  const derived = currencies.find((c) => c.id === values.derivedCurrencyId);
  const problems = marketProblems(values, derived?.decimals ?? 8);
  const missing = values.baseCurrencyId === null || values.derivedCurrencyId === null || !values.min || !values.max || !values.minOrderPrice;
  const problemOf = (field: MarketProblem['field']) => (shown ? problems.find((p) => p.field === field) : undefined);
  const set = <K extends keyof MarketDraftValues>(key: K, value: MarketDraftValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  /** What to send, once every field is filled in and keeps the spec's rules; the problems show from the first try on. */
  const draft = (): MarketDraft | null => {
    setShown(true);
    if (missing || problems.length || values.baseCurrencyId === null || values.derivedCurrencyId === null) return null;
    return { ...values, id: market?.id ?? null, baseCurrencyId: values.baseCurrencyId, derivedCurrencyId: values.derivedCurrencyId };
  };

  const field = (name: MarketProblem['field'], label: string, control: ReactNode, required = true) => {
    const problem = problemOf(name);
    const empty = shown && required && (name === 'baseCurrencyId' || name === 'derivedCurrencyId' ? values[name] === null : !values[name]);
    return (
      <FormGroup
        label={t(label)}
        labelFor={`market-${name}`}
        labelInfo={required ? '*' : undefined}
        intent={problem || empty ? Intent.DANGER : Intent.NONE}
        helperText={problem ? t(`markets.rules.${problem.message}`) : empty ? t('markets.form.required') : undefined}
      >
        {control}
      </FormGroup>
    );
  };
  const currencySelect = (name: 'baseCurrencyId' | 'derivedCurrencyId') => (
    <HTMLSelect id={`market-${name}`} fill value={values[name] ?? ''} onChange={(e) => set(name, e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
      <option value="">{t('markets.form.choose')}</option>
      {currencies.map((c) => (
        <option key={c.id} value={c.id}>{`${c.name} (${c.title})`}</option>
      ))}
    </HTMLSelect>
  );
  const amount = (name: 'min' | 'max' | 'minOrderPrice') => (
    <GuardedNumericInput id={`market-${name}`} fill value={values[name]} onValueChange={(text) => set(name, text)} />
  );

  return (
    <FormDialog
      title={market ? t('markets.form.editTitle', { market: `${market.baseCurrencyTitle}/${market.derivedCurrencyTitle}` }) : t('markets.form.createTitle')}
      action={market ? editMarket : createMarket}
      vars={draft}
      onClose={onClose}
      submitText={t('markets.form.save')}
      style={{ width: 520, maxWidth: 'calc(100% - 32px)' }}
      note={shown && missing && <Callout intent="warning" compact>{t('markets.form.requiredEmpty')}</Callout>}
    >
      <div className="markets-form-grid">
        {field('baseCurrencyId', 'markets.form.base', currencySelect('baseCurrencyId'))}
        {field('derivedCurrencyId', 'markets.form.derived', currencySelect('derivedCurrencyId'))}
        {field('min', 'markets.form.min', amount('min'))}
        {field('max', 'markets.form.max', amount('max'))}
        {field('minOrderPrice', 'markets.form.minOrderPrice', amount('minOrderPrice'))}
        <FormGroup label={t('markets.form.sortId')} labelFor="market-sortId">
          <GuardedNumericInput id="market-sortId" fill value={values.sortId} onValueChange={(text) => set('sortId', text)} />
        </FormGroup>
        <FormGroup label={t('markets.form.individualLimitsType')} labelFor="market-ilt">
          <HTMLSelect id="market-ilt" fill value={values.individualLimitsType} onChange={(e) => set('individualLimitsType', e.currentTarget.value as IndividualLimitsType)}>
            {INDIVIDUAL_LIMITS_TYPES.map((type) => (
              <option key={type} value={type}>{t(`markets.limitsType.${type}`)}</option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <Switch label={t('markets.form.enabled')} checked={values.isEnabled} onChange={(e) => set('isEnabled', e.currentTarget.checked)} />
      </div>
    </FormDialog>
  );
}
