import { captionKeysByName, captionKeysOf } from './captionKeys.ts';
import { LIMIT_PERIOD_CAPTION_KEYS } from './limits.ts';
import { API_CLAIM_CAPTION_KEYS, NFA_SERVICE_CAPTION_KEYS } from './users.ts';
import { VERIFICATION_STATUS_CAPTION_KEYS } from './verification.ts';

describe('captionKeysOf', () => {
  it('keys every value under its namespace', () => {
    expect(captionKeysOf(['trader', 'merchant'], 'users.role')).toEqual({ trader: 'users.role.trader', merchant: 'users.role.merchant' });
    expect(LIMIT_PERIOD_CAPTION_KEYS).toEqual({ day: 'common.period.day', week: 'common.period.week', month: 'common.period.month', year: 'common.period.year' });
    expect(VERIFICATION_STATUS_CAPTION_KEYS.externalCheck).toBe('users.verification.status.externalCheck');
  });
});

describe('captionKeysByName', () => {
  it('keys every code by its name, first letter lower-cased', () => {
    expect(captionKeysByName({ Email: 0, U2f: 6 }, 'users.nfa')).toEqual({ 0: 'users.nfa.email', 6: 'users.nfa.u2f' });
    expect(NFA_SERVICE_CAPTION_KEYS[3]).toBe('users.nfa.sms');
    expect(API_CLAIM_CAPTION_KEYS[32]).toBe('users.apiClaim.p2pTrade');
  });
});
