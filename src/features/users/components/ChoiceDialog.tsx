import { Dialog, DialogBody, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import type { FilterOption } from '../../../components/filterFields.ts';
import { TagMultiSelect } from '../../../components/TagMultiSelect.tsx';
import { focusFirstField } from '../../../components/focusOnOpened.ts';
import { FormFooter } from '../../../components/FormFooter.tsx';

/** Props of {@link ChoiceDialog}. */
export interface ChoiceDialogProps {
  isOpen: boolean;
  title: string;
  label: string;
  options: readonly FilterOption[];
  /** Several values (tags) or one (lock type, role). */
  multiple?: boolean;
  /** Placeholder of a single choice with no default; submitting it empty shows `requiredMessage`. */
  placeholder?: string;
  initialValue?: string;
  requiredMessage: string;
  /** A second single choice that qualifies the first (the duration of a lock). */
  extra?: { label: string; options: readonly FilterOption[]; initialValue: string };
  onClose: () => void;
  /** The chosen value(s) and the second choice; the caller then asks for confirmation. */
  onSubmit: (values: string[], extra?: string) => void;
}

/**
 * The first step of a bulk action that needs a choice (lock type, role, tags): one field, Continue
 * and Cancel. The field has focus on open, Enter continues, Esc closes.
 */
export function ChoiceDialog({ isOpen, title, label, options, multiple, placeholder, initialValue = '', requiredMessage, extra, onClose, onSubmit }: ChoiceDialogProps) {
  const { t } = useTranslation('users');
  const id = useId();
  const [single, setSingle] = useState(initialValue);
  const [many, setMany] = useState<(string | number)[]>([]);
  const [error, setError] = useState(false);
  const [second, setSecond] = useState(extra?.initialValue ?? '');
  const extraId = useId();
  const fieldRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    setSingle(initialValue);
    setMany([]);
    setError(false);
    setSecond(extra?.initialValue ?? '');
  }, [isOpen, initialValue, extra?.initialValue]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const values = multiple ? many.map(String) : single ? [single] : [];
    if (values.length === 0) {
      setError(true);
      return;
    }
    onSubmit(values, extra ? second : undefined);
  };

  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      onOpened={(node) => focusFirstField(node, multiple ? document.getElementById(id) : fieldRef.current)}
      style={{ width: 380 }}
    >
      <form onSubmit={submit}>
        <DialogBody>
          <FormGroup
            label={label}
            labelFor={id}
            labelInfo="*"
            intent={error ? Intent.DANGER : Intent.NONE}
            helperText={error ? requiredMessage : undefined}
          >
            {multiple ? (
              <TagMultiSelect
                id={id}
                options={options}
                value={many}
                onChange={(next) => {
                  setMany(next);
                  setError(false);
                }}
              />
            ) : (
              <HTMLSelect
                id={id}
                ref={fieldRef}
                fill
                value={single}
                onChange={(event) => {
                  setSingle(event.target.value);
                  setError(false);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') submit(event);
                }}
                options={[...(placeholder ? [{ value: '', label: placeholder }] : []), ...options.map((o) => ({ value: String(o.value), label: o.label }))]}
              />
            )}
          </FormGroup>
          {extra ? (
            <FormGroup label={extra.label} labelFor={extraId}>
              <HTMLSelect
                id={extraId}
                fill
                value={second}
                onChange={(event) => setSecond(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') submit(event);
                }}
                options={extra.options.map((o) => ({ value: String(o.value), label: o.label }))}
              />
            </FormGroup>
          ) : null}
        </DialogBody>
        <FormFooter cancelText={t('users.dialogs.cancel')} submitText={t('users.dialogs.continue')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
