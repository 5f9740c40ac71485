/**
 * Requisites (payment details) against their payment method's template: the one rule the console's
 * form and the server's create and edit both apply (spec 2 §3: a template is a list of fields typed
 * boolean, integer or text, some required).
 */

/** One field of a payment-method template. */
export interface TemplateField {
  name: string;
  type: 'boolean' | 'integer' | 'text';
  required?: boolean;
}

/** What is wrong with one value; `unknown`: the template has no such field. */
export type RequisiteFieldProblem = 'required' | 'boolean' | 'integer' | 'text' | 'tooLong' | 'unknown';

/** Spec 1 §5: some fields at most 1024 characters. */
export const REQUISITE_FIELD_MAX_LENGTH = 1024;
export const REQUISITE_NAME_MAX_LENGTH = 1024;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The problems of `values` against `template`, by field name (empty when none). A required
 * boolean is satisfied by false as well as true (it is a yes/no answer, not a consent). Without a
 * template (a method that has none) any text values up to the length limit pass.
 */
export function requisiteFieldProblems(template: readonly TemplateField[] | null, values: Record<string, unknown>): Record<string, RequisiteFieldProblem> {
  const problems: Record<string, RequisiteFieldProblem> = {};
  const byName = new Map((template ?? []).map((field) => [field.name, field]));
  for (const [name, value] of Object.entries(values)) {
    const field = byName.get(name);
    if (template && !field) {
      problems[name] = 'unknown';
      continue;
    }
    if (isBlank(value)) continue;
    const type = field?.type ?? 'text';
    if (type === 'boolean' && typeof value !== 'boolean') problems[name] = 'boolean';
    else if (type === 'integer' && !(typeof value === 'number' && Number.isSafeInteger(value))) problems[name] = 'integer';
    else if (type === 'text' && typeof value !== 'string') problems[name] = 'text';
    else if (typeof value === 'string' && value.length > REQUISITE_FIELD_MAX_LENGTH) problems[name] = 'tooLong';
  }
  for (const field of template ?? []) {
    if (field.required && field.type !== 'boolean' && isBlank(values[field.name]) && !problems[field.name]) problems[field.name] = 'required';
  }
  return problems;
}

/** The server's sentence for the first problem (en; the console translates by reason). */
export function requisiteFieldMessage(name: string, problem: RequisiteFieldProblem): string {
  switch (problem) {
    case 'required':
      return `The field ${name} is required`;
    case 'unknown':
      return `The payment method has no field ${name}`;
    case 'tooLong':
      return `The field ${name} is longer than ${REQUISITE_FIELD_MAX_LENGTH} characters`;
    default:
      return `The field ${name} must be of type ${problem}`;
  }
}

/**
 * Text typed into a template field, as the value to send: integers as numbers (an integer field
 * left blank is left out), text trimmed (blank left out), booleans as they are.
 */
export function requisiteFieldValue(field: TemplateField, input: string | boolean): string | number | boolean | undefined {
  if (field.type === 'boolean') return input === true;
  const text = String(input).trim();
  if (text === '') return undefined;
  if (field.type === 'integer') return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
  return text;
}

/** Reasons of the requisite rules (create and edit), translated by the console with the field's name. */
export const REQUISITE_REASONS = [
  'requisiteFieldRequired',
  'requisiteFieldUnknown',
  'requisiteFieldTooLong',
  'requisiteFieldType',
  'paymentMethodNotForCurrency',
  'paymentMethodDeleted',
  'requisiteDeleted',
  'requisiteDeleteByEdit',
] as const;
export type RequisiteReason = (typeof REQUISITE_REASONS)[number];
