import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { useConfirm, type ConfirmRequest } from '../../../components/useConfirm.tsx';

/**
 * A one-field form of a user tab (a whitelisted IP, the identificator): the value is trimmed and
 * checked when sent (`problem` says what is wrong with it, or null), the change is confirmed in
 * the words `confirmOf` gives, and the field empties once it is done.
 */
export function EntryForm({
  label,
  maxLength,
  placeholder,
  submitText,
  submitIntent,
  problem,
  confirmOf,
}: {
  label: string;
  maxLength: number;
  placeholder: string;
  submitText: string;
  submitIntent?: Intent;
  problem: (value: string) => string | null;
  confirmOf: (value: string) => ConfirmRequest;
}) {
  const id = useId();
  const { confirm, dialog } = useConfirm();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = value.trim();
    const why = problem(entered);
    setError(why);
    if (why) return;
    if (await confirm(confirmOf(entered))) setValue('');
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <FormGroup label={label} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error ?? undefined}>
        <div className="user-detail-inline">
          <InputGroup
            id={id}
            value={value}
            maxLength={maxLength}
            placeholder={placeholder}
            intent={error ? Intent.DANGER : Intent.NONE}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
          <Button type="submit" intent={submitIntent} text={submitText} />
        </div>
      </FormGroup>
      {dialog}
    </form>
  );
}
