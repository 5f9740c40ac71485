import { hasPlaceholder, isValidRegex } from '../../domain/catalogues.ts';
import { compareDecimals } from '../../domain/money.ts';

/** A form's values by field name: text, a flag, or the chosen option values. */
export type FormValues = Record<string, string | boolean | string[]>;

/** One field of a catalogue form, declared as data. */
export interface FieldSpec {
  name: string;
  /** i18n key of the label. */
  label: string;
  kind: 'text' | 'textarea' | 'integer' | 'decimal' | 'select' | 'multiselect' | 'boolean';
  required?: boolean;
  options?: readonly { value: string; label: string; translate?: boolean }[];
  /** The text must compile as a regular expression. */
  regex?: boolean;
  /** The URL must carry this placeholder. */
  placeholder?: '{address}' | '{txid}';
  /** The text must match this pattern (message: `patternMessage`). */
  pattern?: RegExp;
  patternMessage?: string;
  /** This decimal must not be less than the named field's. */
  atLeast?: { field: string; message: string };
  /** i18n key of a hint under the field. */
  help?: string;
  /** Spans both columns. */
  wide?: boolean;
}

const INTEGER = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** The first problem of each field (an i18n key), by field name; empty when the form can be sent. */
export function formProblems(fields: readonly FieldSpec[], values: FormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (field.kind === 'boolean' || field.kind === 'multiselect') continue;
    if (!text) {
      if (field.required) problems[field.name] = 'paymentSystems.form.required';
      continue;
    }
    if (field.kind === 'integer' && !INTEGER.test(text)) problems[field.name] = 'paymentSystems.form.integer';
    else if (field.kind === 'decimal' && !DECIMAL.test(text)) problems[field.name] = 'paymentSystems.form.decimal';
    else if (field.regex && !isValidRegex(text)) problems[field.name] = 'paymentSystems.errors.invalidRegex';
    else if (field.placeholder && !hasPlaceholder(text, field.placeholder)) {
      problems[field.name] = field.placeholder === '{address}' ? 'paymentSystems.errors.urlAddressPlaceholder' : 'paymentSystems.errors.urlTxPlaceholder';
    } else if (field.pattern && !field.pattern.test(text)) problems[field.name] = field.patternMessage ?? 'paymentSystems.form.invalid';
    else if (field.atLeast) {
      const other = values[field.atLeast.field];
      if (typeof other === 'string' && DECIMAL.test(other.trim()) && compareDecimals(text, other.trim()) === -1) problems[field.name] = field.atLeast.message;
    }
  }
  return problems;
}

/** A trimmed text value, or undefined when empty (optional fields are left out of the body). */
export const textOf = (values: FormValues, name: string): string | undefined => {
  const value = values[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** A nullable text: empty becomes null so an edit can clear it. */
export const nullableText = (values: FormValues, name: string): string | null => textOf(values, name) ?? null;

export const intOf = (values: FormValues, name: string): number | undefined => {
  const text = textOf(values, name);
  return text === undefined ? undefined : Number.parseInt(text, 10);
};

export const flagOf = (values: FormValues, name: string): boolean => values[name] === true;

export const listOf = (values: FormValues, name: string): string[] => {
  const value = values[name];
  return Array.isArray(value) ? value : [];
};
