import { describe, expect, it } from 'vitest';
import { allowedVerificationResponses, isDocumentListed, nextVerificationStatus, VERIFICATION_STATUSES } from './verification.ts';

describe('the verification transition table', () => {
  it('lets an admin decide only while a decision is pending', () => {
    expect(nextVerificationStatus('inProcess', 'verified')).toBe('verified');
    expect(nextVerificationStatus('externalCheck', 'rejected')).toBe('rejectedCanReapply');
    expect(nextVerificationStatus('inProcess', 'requiredData')).toBe('requiresData');
    expect(nextVerificationStatus('unverified', 'verified')).toBeNull();
    expect(nextVerificationStatus('verified', 'rejected')).toBeNull();
    expect(nextVerificationStatus('requiresData', 'verified')).toBeNull();
  });

  it('sends to the external service only from in process, and makes a rejection final', () => {
    expect(nextVerificationStatus('inProcess', 'sendToExternal')).toBe('externalCheck');
    expect(nextVerificationStatus('externalCheck', 'sendToExternal')).toBeNull();
    expect(nextVerificationStatus('rejectedCanReapply', 'rejectedFinal')).toBe('rejectedFinal');
  });

  it('resets anything but unverified to unverified', () => {
    for (const status of VERIFICATION_STATUSES) {
      expect(nextVerificationStatus(status, 'reset')).toBe(status === 'unverified' ? null : 'unverified');
    }
    expect(allowedVerificationResponses('unverified')).toEqual([]);
    expect(allowedVerificationResponses('verified')).toEqual(['reset']);
  });

  it('lists a document only when one of its fields is set', () => {
    expect(isDocumentListed({ firstName: null, lastName: null })).toBe(false);
    expect(isDocumentListed({ firstName: null, documentNumber: 'X1' })).toBe(true);
  });
});
