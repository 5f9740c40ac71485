import { Callout, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { ActionButton, type ActionAccess } from '../../../components/ActionButton.tsx';

export interface OneFieldFormProps {
  id: string;
  label: string;
  helperText?: string;
  value: string;
  onValueChange: (value: string) => void;
  maxLength?: number;
  /** The action Add runs: the button is offered as its access allows. */
  access: ActionAccess;
  submitText: string;
  primary?: boolean;
  /** Whether the text may be sent; Add is disabled and Enter does nothing otherwise. */
  canSubmit: boolean;
  onSubmit: () => void;
  /** The refusal of the last try, shown below as an alert. */
  problem: ReactNode;
}

/** A one-line form of a catalogue: a text and its Add button side by side, the refusal below. */
export function OneFieldForm({ id, label, helperText, value, onValueChange, maxLength, access, submitText, primary = false, canSubmit, onSubmit, problem }: OneFieldFormProps) {
  return (
    <form
      className="p2pc-create"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit) onSubmit();
      }}
    >
      <FormGroup label={label} labelFor={id} helperText={helperText} inline>
        <ControlGroup>
          <InputGroup id={id} value={value} maxLength={maxLength} onValueChange={onValueChange} />
          <ActionButton action={access} type="submit" icon={<Plus />} intent={primary ? 'primary' : 'none'} disabled={!canSubmit}>
            {submitText}
          </ActionButton>
        </ControlGroup>
      </FormGroup>
      {problem && (
        <Callout intent="danger" role="alert">
          {problem}
        </Callout>
      )}
    </form>
  );
}
