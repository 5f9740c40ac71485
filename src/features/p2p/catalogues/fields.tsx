import { Callout, FormGroup, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from '../../../components/useTranslation.ts';

/** A non-negative decimal as typed (the contract's Money, without a sign). */
export const DECIMAL_TEXT = /^\d+(\.\d+)?$/;
export const isDecimalText = (value: string) => DECIMAL_TEXT.test(value.trim());

/** A labelled decimal input; the value stays text so no amount passes through a float. */
export function DecimalField({ id, label, value, onChange, disabled }: { id: string; label: string; value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('p2pCatalogues');
  const bad = value.trim() !== '' && !isDecimalText(value);
  return (
    <FormGroup label={label} labelFor={id} intent={bad ? 'danger' : 'none'} helperText={bad ? t('p2pCatalogues.form.decimal') : undefined}>
      <InputGroup id={id} value={value} inputMode="decimal" intent={bad ? 'danger' : 'none'} disabled={disabled} onValueChange={onChange} />
    </FormGroup>
  );
}

/** A labelled select of plain options. */
export function SelectField<V extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect
        id={id}
        fill
        value={String(value)}
        disabled={disabled}
        options={[...(value === '' ? [{ value: '', label: '—' }] : []), ...options.map((o) => ({ value: String(o.value), label: o.label }))]}
        onChange={(e) => {
          const found = options.find((o) => String(o.value) === e.currentTarget.value);
          if (found) onChange(found.value);
        }}
      />
    </FormGroup>
  );
}

/** A list's filter: a select of its values after "All" (the filter off, the value ''). */
export function FilterSelect<V extends string>({ id, label, value, values, caption, onChange }: { id: string; label: string; value: V | undefined; values: readonly V[]; caption: (value: V) => string; onChange: (value: string) => void }) {
  const { t } = useTranslation('p2pCatalogues');
  return (
    <FormGroup label={label} labelFor={id} inline>
      <HTMLSelect id={id} value={value ?? ''} options={[{ value: '', label: t('p2pCatalogues.all') }, ...values.map((v) => ({ value: v, label: caption(v) }))]} onChange={(e) => onChange(e.currentTarget.value)} />
    </FormGroup>
  );
}

/** Loading, failed or empty states of a catalogue query, or null when there is data to show. */
export function QueryState({ pending, error, empty, onRetry }: { pending: boolean; error: boolean; empty: boolean; onRetry: () => void }) {
  const { t } = useTranslation('p2pCatalogues');
  if (pending) return <Spinner size={24} aria-label={t('p2pCatalogues.state.loading')} />;
  if (error)
    return (
      <Callout intent="danger" title={t('p2pCatalogues.state.failed')}>
        <a role="button" tabIndex={0} onClick={onRetry} onKeyDown={(e) => e.key === 'Enter' && onRetry()}>
          {t('p2pCatalogues.state.retry')}
        </a>
      </Callout>
    );
  if (empty) return <NonIdealState title={t('p2pCatalogues.state.empty')} />;
  return null;
}
