import { describe, expect, it } from 'vitest';
import { formProblems, type FieldSpec } from './entityForm.ts';

const fields: FieldSpec[] = [
  { name: 'name', label: 'n', kind: 'text', required: true },
  { name: 'regex', label: 'r', kind: 'text', regex: true },
  { name: 'url', label: 'u', kind: 'text', placeholder: '{address}' },
  { name: 'min', label: 'min', kind: 'decimal' },
  { name: 'max', label: 'max', kind: 'decimal', atLeast: { field: 'min', message: 'maxBelowMin' } },
  { name: 'iso2', label: 'i', kind: 'text', pattern: /^[A-Z]{2}$/, patternMessage: 'iso2' },
];

describe('catalogue form rules', () => {
  it('asks for required fields and accepts a clean form', () => {
    expect(formProblems(fields, {})).toEqual({ name: 'paymentSystems.form.required' });
    expect(formProblems(fields, { name: 'Bizum', regex: '^\\d+$', url: 'https://x/{address}', min: '1', max: '1.5', iso2: 'ES' })).toEqual({});
  });

  it('refuses a broken regex, a URL without {address}, max below min and a bad ISO code', () => {
    expect(formProblems(fields, { name: 'x', regex: '([a-', url: 'https://x/', min: '10', max: '9.99', iso2: 'es' })).toEqual({
      regex: 'paymentSystems.errors.invalidRegex',
      url: 'paymentSystems.errors.urlAddressPlaceholder',
      max: 'maxBelowMin',
      iso2: 'iso2',
    });
    expect(formProblems(fields, { name: 'x', min: '1e5' })).toEqual({ min: 'paymentSystems.form.decimal' });
  });

  it('compares the bounds exactly, beyond float precision', () => {
    const bounds = (min: string, max: string) => formProblems(fields, { name: 'x', min, max });
    expect(bounds('0.30000000000000000001', '0.3')).toEqual({ max: 'maxBelowMin' });
    expect(bounds('99.999999999999999999', '100')).toEqual({});
    expect(bounds('007.50', '7.5')).toEqual({});
  });
});
