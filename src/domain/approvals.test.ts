import { describe, expect, it } from 'vitest';
import { needsApproval } from './approvals.ts';

const rule = (thresholdUsd: string, enabled = true) => ({ action: 'adminDeposit' as const, enabled, thresholdUsd });

describe('needsApproval', () => {
  it('holds a value strictly above the line, compared exactly', () => {
    expect(needsApproval(rule('10000'), '10000.000000000000000001')).toBe(true);
    expect(needsApproval(rule('10000'), '10000.00')).toBe(false);
    expect(needsApproval(rule('10000'), '9999.99')).toBe(false);
  });

  it('holds every call under a line of 0, and none under a rule that is off or missing', () => {
    expect(needsApproval(rule('0.00'), '0.01')).toBe(true);
    expect(needsApproval(rule('0'), null)).toBe(true);
    expect(needsApproval(rule('10000', false), '50000')).toBe(false);
    expect(needsApproval(undefined, '50000')).toBe(false);
  });

  it('holds a value it cannot read rather than let it through', () => {
    expect(needsApproval(rule('10000'), '5e4')).toBe(true);
  });
});
