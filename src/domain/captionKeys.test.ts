import { captionKeysOf } from './captionKeys.ts';
import { LIMIT_PERIOD_CAPTION_KEYS } from './limits.ts';
import { VERIFICATION_STATUS_CAPTION_KEYS } from './verification.ts';

describe('captionKeysOf', () => {
  it('keys every value under its namespace', () => {
    expect(captionKeysOf(['trader', 'merchant'], 'users.role')).toEqual({ trader: 'users.role.trader', merchant: 'users.role.merchant' });
    expect(LIMIT_PERIOD_CAPTION_KEYS).toEqual({ day: 'common.period.day', week: 'common.period.week', month: 'common.period.month', year: 'common.period.year' });
    expect(VERIFICATION_STATUS_CAPTION_KEYS.externalCheck).toBe('users.verification.status.externalCheck');
  });
});
