import { describe, expect, it } from 'vitest';
import { feePartsError, limitError, suggestGroupName } from './p2pCatalogues.ts';

describe('P2P catalogue rules', () => {
  it('compares limits exactly, whatever their scale or sign', () => {
    expect(limitError('10', '9.999999999999999999')).toBe('limitsInverted');
    expect(limitError('007.5', '7.50')).toBeNull();
    expect(limitError('-1', '5')).toBe('amountNegative');
    expect(limitError('-2', '-1.5')).toBe('amountNegative');
    expect(limitError('0.00000001', '0.00000001')).toBeNull();
    expect(limitError('-0', '1')).toBe('limitsZero');
  });

  it('refuses zero limits and a maximum below the minimum (spec 2 §5)', () => {
    expect(limitError('0', '5')).toBe('limitsZero');
    expect(limitError('1', '0.000')).toBe('limitsZero');
    expect(limitError('2', '1.99')).toBe('limitsInverted');
    expect(limitError('1', '1')).toBeNull();
    expect(limitError('0.0001', '5')).toBeNull();
  });

  it('refuses negative fee parts and a non-zero maximum below the minimum', () => {
    expect(feePartsError({ absolute: '0', percent: '-0.1', min: '0', max: '0' })).toBe('feeNegative');
    expect(feePartsError({ absolute: '0', percent: '1', min: '5', max: '2' })).toBe('feeMinAboveMax');
    expect(feePartsError({ absolute: '0', percent: '1', min: '5', max: '0' })).toBeNull();
  });

  it('suggests the first free numbered name, case-insensitively', () => {
    expect(suggestGroupName('Night shift', ['Night shift'])).toBe('Night shift 2');
    expect(suggestGroupName('night shift', ['Night shift', 'NIGHT SHIFT 2'])).toBe('night shift 3');
    expect(suggestGroupName('VIP 2', ['VIP 2'])).toBe('VIP 3');
  });
});
