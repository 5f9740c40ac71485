import { useEffect, useState } from 'react';
import { GuardedNumericInput } from './GuardedNumericInput.tsx';

/** Props of {@link NumericFilterInput}. */
export interface NumericFilterInputProps {
  id?: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onEnter?: () => void;
  placeholder?: string;
}

/**
 * A numeric filter holding number | null while the admin types text: the text is kept locally so
 * an intermediate "12." is not rewritten to "12" under the cursor.
 */
export function NumericFilterInput({ id, value, onChange, onEnter, placeholder }: NumericFilterInputProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => {
    // Follow outside changes (reset, saved set) without fighting the admin's own typing.
    setText((current) => (toNumber(current) === value ? current : value === null ? '' : String(value)));
  }, [value]);
  return (
    <GuardedNumericInput
      id={id}
      value={text}
      placeholder={placeholder}
      onValueChange={(next) => {
        setText(next);
        onChange(toNumber(next));
      }}
      onKeyDown={(event) => event.key === 'Enter' && onEnter?.()}
    />
  );
}

function toNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}
