import { FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../components/useTranslation.ts';
import { sessionQueries } from '../../../../api/sessionQueries.ts';
import { GuardedNumericInput } from '../../../../components/GuardedNumericInput.tsx';
import { formatCount } from '../../../../components/numberFormat.ts';
import type { Action } from '../../../../components/actions.ts';
import { useAction } from '../../../../components/useAction.ts';
import { heldForApproval } from '../../../../api/approvalRequired.ts';
import { useConfirm } from '../../../../components/useConfirm.tsx';
import {
  ANTI_FRAUD_AMOUNT,
  emailOptionsProblem,
  formatBytes,
  type SettingsProblem,
  uploadOptionsProblem,
  VERIFICATION_TYPES,
  verificationOptionsProblem,
  type UploadOptionsField,
} from '../../../../domain/technicalSettings.ts';
import {
  emailOptionsQuery,
  saveEmailOptionsAction,
  saveTransactionsSettingsAction,
  saveUploadOptionsAction,
  saveVerificationOptionsAction,
  transactionsSettingsQuery,
  uploadOptionsQuery,
  verificationOptionsQuery,
  type EmailOptions,
  type TransactionsSettings,
  type UploadOptions,
  type VerificationOptions,
} from '../../technicalApi.ts';
import { ruleText, technicalProblemOf, type FormProblem } from '../../technicalErrors.ts';
import { OptionsCard, useDraft } from './OptionsCard.tsx';
import { ApprovalPolicyNotice } from '../../../../components/approvals/ApprovalPolicyNotice.tsx';

/** Saving one document through its declared action: the answer replaces the cached value and the draft goes (the success words and a four-eyes hold's notice come from useAction); a refusal stays on the form. */
function useSave<T>(queryKey: QueryKey, action: Action<T, T>, reset: () => void) {
  const queryClient = useQueryClient();
  const bound = useAction(action);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const run = async (value: T) => {
    setProblem(null);
    try {
      queryClient.setQueryData(queryKey, await bound.mutateAsync(value));
      reset();
    } catch (error) {
      // held by the four-eyes policy (the anti-fraud threshold): the notice is shown, the draft goes
      if (heldForApproval(error)) return reset();
      setProblem(technicalProblemOf(error));
    }
  };
  /** Saves `value` unless a rule of the domain is broken, which shows at its field instead. */
  const runUnless = (broken: SettingsProblem<string> | null, value: T) => {
    if (broken) setProblem({ field: broken.field, text: ruleText(broken.rule) });
    else void run(value);
  };
  return { saving: bound.isPending, refusal: bound.reason, problem, setProblem, run, runUnless };
}

/**
 * One options form: its stored document (as `toDraft` shows it to the admin), the admin's draft,
 * saving it, and what {@link OptionsCard} needs of them (`card`: the `area`'s title, load state, refusal, Reset).
 */
function useOptionsForm<T, D extends object, K extends QueryKey>(area: 'email' | 'verification' | 'upload' | 'transactions', options: UseQueryOptions<T, Error, T, K> & { queryKey: K }, action: Action<T, T>, toDraft: (stored: T) => D) {
  const { t } = useTranslation('technicalSettings');
  const query = useQuery(options);
  const draft = useDraft<D>(query.data === undefined ? undefined : toDraft(query.data));
  const save = useSave(options.queryKey, action, draft.reset);
  const card = {
    title: t(`technicalSettings.${area}.title`),
    subtitle: t(`technicalSettings.${area}.subtitle`),
    query,
    refusal: save.refusal,
    dirty: draft.dirty,
    saving: save.saving,
    problem: save.problem,
    onReset: () => {
      draft.reset();
      save.setProblem(null);
    },
  };
  return { query, draft, value: draft.value, save, card };
}

/** A labelled field that shows the form's problem when it concerns this field. */
function Field({ id, name, label, helper, required, problem, children }: { id: string; name: string; label: string; helper?: string; required?: boolean; problem: FormProblem | null; children: ReactNode }) {
  const mine = problem?.field === name;
  return (
    <FormGroup label={label} labelFor={id} labelInfo={required ? '*' : undefined} intent={mine ? Intent.DANGER : Intent.NONE} helperText={mine ? problem.text : helper}>
      {children}
    </FormGroup>
  );
}

const intentOf = (problem: FormProblem | null, name: string) => (problem?.field === name ? Intent.DANGER : Intent.NONE);
const orNull = (text: string | null) => (text === null || text.trim() === '' ? null : text);

/** E-mail options (spec 3 §3 Email): sending domain, signature, security code, unsubscribe header and link. */
export function EmailOptionsForm() {
  const { t } = useTranslation('technicalSettings');
  const id = useId();
  const { draft, value, save, card } = useOptionsForm('email', emailOptionsQuery(), saveEmailOptionsAction, (stored: EmailOptions) => stored);

  const submit = () => {
    if (!value) return;
    const next = { ...value, domain: value.domain.trim(), signature: orNull(value.signature), securityCode: orNull(value.securityCode), unsubscribeHeader: orNull(value.unsubscribeHeader), unsubscribeLink: orNull(value.unsubscribeLink)?.trim() ?? null };
    save.runUnless(emailOptionsProblem(next), next);
  };
  const text = (name: 'domain' | 'securityCode' | 'unsubscribeHeader' | 'unsubscribeLink', extra: { required?: boolean; helper?: string; placeholder?: string } = {}) => (
    <Field id={`${id}-${name}`} name={name} label={t(`technicalSettings.email.${name}`)} required={extra.required} helper={extra.helper} problem={save.problem}>
      <InputGroup id={`${id}-${name}`} fill value={value?.[name] ?? ''} placeholder={extra.placeholder} intent={intentOf(save.problem, name)} onValueChange={(v) => draft.set({ [name]: v })} />
    </Field>
  );

  return (
    <OptionsCard {...card} onSubmit={submit}>
      <div className="technical-grid">
        {text('domain', { required: true, placeholder: 'mail.example.com' })}
        {text('securityCode', { helper: t('technicalSettings.email.securityCodeHelp') })}
        {text('unsubscribeHeader', { placeholder: 'List-Unsubscribe' })}
        {text('unsubscribeLink', { placeholder: 'https://example.com/unsubscribe' })}
      </div>
      <Field id={`${id}-signature`} name="signature" label={t('technicalSettings.email.signature')} problem={save.problem}>
        <TextArea id={`${id}-signature`} fill rows={3} value={value?.signature ?? ''} intent={intentOf(save.problem, 'signature')} onChange={(e) => draft.set({ signature: e.target.value })} />
      </Field>
    </OptionsCard>
  );
}

/** Verification options (spec 3 §3 Other; spec 1 §3 Verification): how documents are checked and by which provider. */
export function VerificationOptionsForm() {
  const { t } = useTranslation('technicalSettings');
  const id = useId();
  const { draft, value, save, card } = useOptionsForm('verification', verificationOptionsQuery(), saveVerificationOptionsAction, (stored: VerificationOptions) => stored);
  const manual = value?.verificationType === 'manual';

  const submit = () => {
    if (!value) return;
    const next = { ...value, autoProvider: manual ? null : orNull(value.autoProvider)?.trim() ?? null };
    save.runUnless(verificationOptionsProblem(next), next);
  };

  return (
    <OptionsCard {...card} onSubmit={submit}>
      <div className="technical-grid">
        <Field id={`${id}-type`} name="verificationType" label={t('technicalSettings.verification.type')} required problem={save.problem}>
          <HTMLSelect
            id={`${id}-type`}
            fill
            value={value?.verificationType ?? 'manual'}
            onChange={(e) => {
              const next = VERIFICATION_TYPES.find((v) => v === e.target.value);
              if (next) draft.set({ verificationType: next });
            }}
            options={VERIFICATION_TYPES.map((v) => ({ value: v, label: t(`technicalSettings.verification.types.${v}`) }))}
          />
        </Field>
        <Field id={`${id}-provider`} name="autoProvider" label={t('technicalSettings.verification.provider')} required={!manual} helper={manual ? t('technicalSettings.verification.providerManual') : undefined} problem={save.problem}>
          <InputGroup id={`${id}-provider`} fill disabled={manual} value={value?.autoProvider ?? ''} intent={intentOf(save.problem, 'autoProvider')} onValueChange={(v) => draft.set({ autoProvider: v })} />
        </Field>
      </div>
    </OptionsCard>
  );
}

type UploadDraft = Record<UploadOptionsField, string>;
const UPLOAD_FIELDS: UploadOptionsField[] = ['fileLengthLimit', 'totalLengthLimit', 'fileCountLimit'];
const WHOLE = /^\d{1,10}$/;

/** Upload options (spec 3 §3 Other): the file length limit and total length limit in bytes, and the file count limit. */
export function UploadOptionsForm() {
  const { t } = useTranslation('technicalSettings');
  const id = useId();
  const { draft, value, save, card } = useOptionsForm('upload', uploadOptionsQuery(), saveUploadOptionsAction, (stored: UploadOptions) => Object.fromEntries(UPLOAD_FIELDS.map((f) => [f, String(stored[f])])) as UploadDraft);

  const submit = () => {
    if (!value) return;
    const wrong = UPLOAD_FIELDS.find((f) => !WHOLE.test(value[f].trim()) || Number(value[f]) > 2147483647);
    if (wrong) return save.setProblem({ field: wrong, text: ruleText('wholeNumber') });
    const next = Object.fromEntries(UPLOAD_FIELDS.map((f) => [f, Number(value[f])])) as UploadOptions;
    save.runUnless(uploadOptionsProblem(next), next);
  };

  return (
    <OptionsCard {...card} onSubmit={submit}>
      <div className="technical-upload-grid">
        {UPLOAD_FIELDS.map((f) => {
          const n = Number(value?.[f]);
          const helper = f !== 'fileCountLimit' && value && WHOLE.test(value[f]) ? formatBytes(n, formatCount) : undefined;
          return (
            <Field key={f} id={`${id}-${f}`} name={f} label={t(`technicalSettings.upload.${f}`)} required helper={helper ?? ' '} problem={save.problem}>
              <GuardedNumericInput id={`${id}-${f}`} fill min={0} minorStepSize={1} value={value?.[f] ?? ''} intent={intentOf(save.problem, f)} onValueChange={(text) => draft.set({ [f]: text })} />
            </Field>
          );
        })}
      </div>
    </OptionsCard>
  );
}

type TransactionsDraft = { amount: string; currencyId: string };

/**
 * Transactions settings (spec 3 §5-§6): any transaction above the anti-fraud amount goes to the
 * super admin's manual check. An empty amount switches the check off, which asks first.
 */
export function TransactionsSettingsForm() {
  const { t } = useTranslation('technicalSettings');
  const id = useId();
  const { query, draft, value, save, card } = useOptionsForm(
    'transactions',
    transactionsSettingsQuery(),
    saveTransactionsSettingsAction,
    (stored: TransactionsSettings): TransactionsDraft => ({ amount: stored.antiFraudAmount ?? '', currencyId: stored.antiFraudCurrencyId === null ? '' : String(stored.antiFraudCurrencyId) }),
  );
  const currencies = useQuery(sessionQueries.currencies()).data ?? [];
  const { confirm, dialog } = useConfirm();

  const submit = async () => {
    if (!value) return;
    const amount = value.amount.trim();
    if (amount !== '' && !ANTI_FRAUD_AMOUNT.test(amount)) return save.setProblem({ field: 'antiFraudAmount', text: ruleText('amount') });
    const next: TransactionsSettings = { antiFraudAmount: amount === '' ? null : amount, antiFraudCurrencyId: value.currencyId === '' ? null : Number(value.currencyId) };
    if (next.antiFraudAmount === null && query.data?.antiFraudAmount !== null) {
      const off = await confirm({ title: t('technicalSettings.transactions.offTitle'), text: t('technicalSettings.transactions.offText'), action: async () => undefined });
      if (!off) return;
    }
    void save.run(next);
  };

  return (
    <OptionsCard {...card} onSubmit={() => void submit()}>
      <ApprovalPolicyNotice action="antiFraudThreshold" />
      <div className="technical-grid">
        <Field id={`${id}-amount`} name="antiFraudAmount" label={t('technicalSettings.transactions.amount')} helper={t('technicalSettings.transactions.amountHelp')} problem={save.problem}>
          <GuardedNumericInput id={`${id}-amount`} fill placeholder={t('technicalSettings.transactions.noCheck')} value={value?.amount ?? ''} intent={intentOf(save.problem, 'antiFraudAmount')} onValueChange={(text) => draft.set({ amount: text })} />
        </Field>
        <Field id={`${id}-currency`} name="antiFraudCurrencyId" label={t('technicalSettings.transactions.currency')} problem={save.problem}>
          <HTMLSelect
            id={`${id}-currency`}
            fill
            value={value?.currencyId ?? ''}
            onChange={(e) => draft.set({ currencyId: e.target.value })}
            options={[{ value: '', label: t('technicalSettings.transactions.usdDefault') }, ...currencies.map((c) => ({ value: String(c.id), label: c.title }))]}
          />
        </Field>
      </div>
      {dialog}
    </OptionsCard>
  );
}
