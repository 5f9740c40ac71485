import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedNumericInput } from '../../../components/GuardedNumericInput.tsx';
import { catalogueErrorText } from '../catalogueErrors.ts';
import { formProblems, type FieldSpec, type FormValues } from '../entityForm.ts';
import { focusFirstField } from '../../../components/focusOnOpened.ts';

/** Props of {@link EntityDialog}. */
export interface EntityDialogProps {
  isOpen: boolean;
  title: string;
  fields: readonly FieldSpec[];
  initial: FormValues;
  onClose: () => void;
  /** Saves; resolves when saved (the dialog closes), rejects with the server's error (shown in the dialog). */
  onSubmit: (values: FormValues) => Promise<unknown>;
}

/**
 * The create and edit form of every catalogue entity, declared as data (entityForm.ts): required
 * marks, the spec's rules checked before sending, the server's refusal shown in place. Enter
 * submits, Esc closes; the first field takes the focus.
 */
export function EntityDialog({ isOpen, title, fields, initial, onClose, onSubmit }: EntityDialogProps) {
  const { t } = useTranslation('paymentSystems');
  const idPrefix = useId();
  const [values, setValues] = useState<FormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const firstRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    setValues(initial);
    setSubmitted(false);
    setServerError(null);
    // The form restarts from `initial` each time it opens, not on every parent render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  const problems = formProblems(fields, values);
  const set = (name: string, value: FormValues[string]) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length) return;
    setSaving(true);
    setServerError(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setServerError(catalogueErrorText(error));
    } finally {
      setSaving(false);
    }
  };

  const control = (field: FieldSpec, id: string, index: number) => {
    const value = values[field.name];
    const ref = index === 0 ? (element: HTMLElement | null) => void (firstRef.current = element) : undefined;
    switch (field.kind) {
      case 'boolean':
        return <Checkbox id={id} inputRef={ref} label={t(field.label)} checked={value === true} onChange={(e) => set(field.name, e.currentTarget.checked)} />;
      case 'select':
        return (
          <HTMLSelect id={id} ref={ref} fill value={String(value ?? '')} onChange={(e) => set(field.name, e.currentTarget.value)}>
            {!field.required && <option value="">{t('paymentSystems.form.none')}</option>}
            {(field.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.translate === false ? o.label : t(o.label)}
              </option>
            ))}
          </HTMLSelect>
        );
      case 'multiselect': {
        const chosen = Array.isArray(value) ? value : [];
        return (
          <div id={id} role="group" aria-label={t(field.label)} className="ps-multiselect">
            {(field.options ?? []).map((o, i) => (
              <Checkbox
                key={o.value}
                inputRef={i === 0 ? ref : undefined}
                label={o.translate === false ? o.label : t(o.label)}
                checked={chosen.includes(o.value)}
                onChange={(e) => set(field.name, e.currentTarget.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value))}
              />
            ))}
          </div>
        );
      }
      case 'textarea':
        return <TextArea id={id} inputRef={ref} fill rows={3} value={String(value ?? '')} onChange={(e) => set(field.name, e.currentTarget.value)} />;
      case 'integer':
      case 'decimal':
        return (
          <GuardedNumericInput
            fill
            id={id}
            inputRef={ref}
            value={String(value ?? '')}
            onValueChange={(text) => set(field.name, text)}
          />
        );
      default:
        return <InputGroup id={id} inputRef={ref} autoComplete="off" value={String(value ?? '')} onChange={(e) => set(field.name, e.currentTarget.value)} />;
    }
  };

  return (
    <Dialog isOpen={isOpen} title={title} onClose={onClose} onOpened={(node) => focusFirstField(node, firstRef.current)} style={{ width: 560 }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody className="ps-dialog-body">
          {serverError && (
            <Callout intent={Intent.DANGER} role="alert" style={{ marginBottom: 12 }}>
              {serverError}
            </Callout>
          )}
          <div className="ps-form-grid">
            {fields.map((field, index) => {
              const id = `${idPrefix}-${field.name}`;
              const problem = submitted ? problems[field.name] : undefined;
              if (field.kind === 'boolean') return <div key={field.name} className="ps-form-check">{control(field, id, index)}</div>;
              return (
                <FormGroup
                  key={field.name}
                  className={field.wide ? 'ps-form-wide' : undefined}
                  label={t(field.label)}
                  labelFor={id}
                  labelInfo={field.required ? '*' : undefined}
                  intent={problem ? Intent.DANGER : Intent.NONE}
                  helperText={problem ? t(problem) : field.help ? t(field.help) : undefined}
                >
                  {control(field, id, index)}
                </FormGroup>
              );
            })}
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('paymentSystems.form.cancel')}</Button>
              <Button type="submit" intent={Intent.PRIMARY} loading={saving}>
                {t('paymentSystems.form.save')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
