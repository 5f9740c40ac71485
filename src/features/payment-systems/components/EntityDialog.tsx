import { Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import type { Action } from '../../../components/actions.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { GuardedNumericInput } from '../../../components/GuardedNumericInput.tsx';
import { formProblems, type FieldSpec, type FormValues } from '../entityForm.ts';

/** Props of {@link EntityDialog}. */
export interface EntityDialogProps<Vars, Result> {
  title: string;
  fields: readonly FieldSpec[];
  initial: FormValues;
  onClose: () => void;
  /** The declared write the form runs (its refusal shows in the dialog, its success words as a toast). */
  action: Action<Vars, Result>;
  /** The action's input from the form's values (checked against the fields' rules first). */
  vars: (values: FormValues) => Vars;
}

/**
 * The create and edit form of every catalogue entity, declared as data (entityForm.ts), in the
 * console's FormDialog: required marks, the spec's rules checked before sending (each under its
 * field), the server's refusal shown in the dialog. Enter submits, Esc closes; the first field
 * takes the focus. Rendered while open: it starts from `initial`.
 */
export function EntityDialog<Vars, Result>({ title, fields, initial, onClose, action, vars }: EntityDialogProps<Vars, Result>) {
  const { t } = useTranslation('paymentSystems');
  const idPrefix = useId();
  const [values, setValues] = useState<FormValues>(initial);
  // the fields' rules show once Ok was pressed
  const [submitted, setSubmitted] = useState(false);

  const problems = formProblems(fields, values);
  const set = (name: string, value: FormValues[string]) => setValues((v) => ({ ...v, [name]: value }));
  const checkedVars = () => {
    setSubmitted(true);
    return Object.keys(problems).length ? null : vars(values);
  };

  const control = (field: FieldSpec, id: string) => {
    const value = values[field.name];
    switch (field.kind) {
      case 'boolean':
        return <Checkbox id={id} label={t(field.label)} checked={value === true} onChange={(e) => set(field.name, e.currentTarget.checked)} />;
      case 'select':
        return (
          <HTMLSelect id={id} fill value={String(value ?? '')} onChange={(e) => set(field.name, e.currentTarget.value)}>
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
            {(field.options ?? []).map((o) => (
              <Checkbox
                key={o.value}
                label={o.translate === false ? o.label : t(o.label)}
                checked={chosen.includes(o.value)}
                onChange={(e) => set(field.name, e.currentTarget.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value))}
              />
            ))}
          </div>
        );
      }
      case 'textarea':
        return <TextArea id={id} fill rows={3} value={String(value ?? '')} onChange={(e) => set(field.name, e.currentTarget.value)} />;
      case 'integer':
      case 'decimal':
        return (
          <GuardedNumericInput
            fill
            id={id}
           
            value={String(value ?? '')}
            onValueChange={(text) => set(field.name, text)}
          />
        );
      default:
        return <InputGroup id={id} autoComplete="off" value={String(value ?? '')} onChange={(e) => set(field.name, e.currentTarget.value)} />;
    }
  };

  return (
    <FormDialog title={title} action={action} vars={checkedVars} submitText={t('paymentSystems.form.save')} onClose={onClose} style={{ width: 560 }}>
      <div className="ps-dialog-body">
        <div className="ps-form-grid">
          {fields.map((field) => {
            const id = `${idPrefix}-${field.name}`;
            const problem = submitted ? problems[field.name] : undefined;
            if (field.kind === 'boolean') return <div key={field.name} className="ps-form-check">{control(field, id)}</div>;
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
                {control(field, id)}
              </FormGroup>
            );
          })}
        </div>
      </div>
    </FormDialog>
  );
}
