import { ERROR_DEFINITIONS, ErrorCode } from './errors.ts';
import { ERROR_REASONS, reasonOfCode } from './errorReasons.ts';

describe('error reasons', () => {
  it('are camelCase constants the contract accepts', () => {
    // openapi/components/common.yaml ErrorObject.reason: pattern and maxLength.
    for (const reason of ERROR_REASONS) {
      expect(reason).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(reason.length).toBeLessThanOrEqual(64);
    }
  });

  it('give every code its own name as the default reason', () => {
    expect(reasonOfCode(ErrorCode.ValidationFailed)).toBe('validationFailed');
    expect(reasonOfCode(ErrorCode.Impossible)).toBe('actionImpossible');
    expect(reasonOfCode(ErrorCode.NotFound)).toBe('notFound');
    const defaults = Object.keys(ERROR_DEFINITIONS).map((code) => reasonOfCode(Number(code)));
    expect(new Set(defaults).size).toBe(defaults.length);
  });

  it('read an unknown code as unexpected', () => {
    expect(reasonOfCode(999)).toBe('unexpected');
  });

  it('name the users and P2P rules the screens switch on', () => {
    expect(ERROR_REASONS).toEqual(expect.arrayContaining(['userNameExists', 'languageNotAllowed', 'alreadyResolved', 'tradeChangedMeanwhile']));
  });
});
