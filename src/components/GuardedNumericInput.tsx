import { NumericInput, type NumericInputProps } from '@blueprintjs/core';
import type { ComponentProps, KeyboardEvent } from 'react';
import { isBlockedNumericKey, stripBlockedNumericChars } from '../domain/numericInput.ts';

/** Props of {@link GuardedNumericInput}: Blueprint NumericInput's, with the value as a string. */
export type GuardedNumericInputProps = Omit<ComponentProps<typeof NumericInput>, 'onValueChange' | 'value'> & {
  /** The text of the number; kept as a string so amounts are never rounded through a float. */
  value?: string;
  /** Called with the cleaned text and its number (NaN while empty or incomplete). */
  onValueChange?: (valueAsString: string, valueAsNumber: number) => void;
} & Pick<NumericInputProps, 'min' | 'max'>;

/**
 * The minor step Blueprint should check a controlled value against. NumericInput rounds the value to
 * the decimals of `minorStepSize` (0.1 by default) and, when that changes it, warns on every render
 * that the value "does not adhere to stepSize, min, and/or max constraints": every amount field
 * holding more than one decimal did. The value's own decimals are its precision.
 */
export function minorStepOf(value: string | undefined): number | undefined {
  const decimals = /\.(\d+)$/.exec(value?.trim() ?? '')?.[1]?.length ?? 0;
  return decimals > 1 ? Number(`1e-${Math.min(decimals, 20)}`) : undefined;
}

/**
 * A numeric input that refuses e, E, minus and plus (spec 1 §2), from the keyboard and from pasted
 * text alike. Stepper buttons are hidden by default: ids and amounts are typed, not nudged.
 */
export function GuardedNumericInput({ onKeyDown, onValueChange, buttonPosition = 'none', min = 0, minorStepSize, ...props }: GuardedNumericInputProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedNumericKey(event.key)) event.preventDefault();
    onKeyDown?.(event);
  };
  return (
    <NumericInput
      {...props}
      buttonPosition={buttonPosition}
      min={min}
      minorStepSize={minorStepSize !== undefined ? minorStepSize : minorStepOf(props.value)}
      onKeyDown={handleKeyDown}
      onValueChange={(_number, text) => {
        const clean = stripBlockedNumericChars(text);
        onValueChange?.(clean, clean.trim() === '' ? Number.NaN : Number(clean));
      }}
    />
  );
}
