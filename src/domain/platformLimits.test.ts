import { describe, expect, it } from 'vitest';
import { platformLimitProblem } from './platformLimits.ts';
import { effectiveAccess } from './frontConfig.ts';
import { DEFAULT_NOTIFICATION_TEMPLATES, defaultTitleOf, textFor } from './systemNotifications.ts';

describe('platform limits', () => {
  it('compares the amounts exactly, beyond float precision', () => {
    expect(platformLimitProblem({ minAmount: '10.5', maxAmount: '10.49999999999999999' })?.reason).toBe('maxBelowMin');
    expect(platformLimitProblem({ minAmount: '99999999999999999999.000000000000000001', maxAmount: '99999999999999999999' })?.reason).toBe('maxBelowMin');
    expect(platformLimitProblem({ minAmount: '10.000', maxAmount: '10' })).toBeNull();
    expect(platformLimitProblem({ minAmount: '0010.5', maxAmount: '10.50000000000000001' })).toBeNull();
  });

  it("names the spec's rules in order: amount, zero, maximum below minimum, nothing set", () => {
    expect(platformLimitProblem({ minAmount: '1e3' })?.message).toBe('Enter a non-negative decimal amount');
    expect(platformLimitProblem({ minAmount: '1', dailyLimit: '0.00' })).toEqual({ field: 'dailyLimit', message: 'Limits can not equals zero', reason: 'limitsZero' });
    expect(platformLimitProblem({ minAmount: '10', maxAmount: '9.99' })).toEqual({ field: 'maxAmount', message: "Maximum limit can't be less than minimum amount", reason: 'maxBelowMin' });
    expect(platformLimitProblem({ minAmount: '', maxAmount: null })?.message).toBe('Set at least one limit');
    expect(platformLimitProblem({ minAmount: '10', maxAmount: '10', monthlyLimit: '1000' })).toBeNull();
  });
});

describe('front config and notifications', () => {
  it("reads a group's own choice, else the app's switch", () => {
    const app = { isEnabled: false, access: [{ groupId: 2, accessType: 'Allow' }] };
    expect(effectiveAccess(app, 2)).toBe('allow');
    expect(effectiveAccess(app, 3)).toBe('inheritDeny');
    expect(effectiveAccess({ ...app, isEnabled: true }, 3)).toBe('inheritAllow');
  });

  it('has a default template per type and picks text by locale with en as fallback', () => {
    expect(DEFAULT_NOTIFICATION_TEMPLATES).toHaveLength(59);
    expect(defaultTitleOf('signInFromUnknownIp')).toBe('Sign in from unknown ip');
    expect(textFor({ en: 'Hi', et: 'Tere' }, 'et')).toBe('Tere');
    expect(textFor({ en: 'Hi', et: ' ' }, 'et')).toBe('Hi');
    expect(textFor({ ru: 'Привет' }, 'tr')).toBe('Привет');
  });
});
