import { errorMessageOf, errorReasonOf, hasErrorReason } from './errorMessage.ts';

describe('errorMessageOf', () => {
  it('reads strings, Errors and the API error object', () => {
    expect(errorMessageOf('Action is impossible')).toEqual({ message: 'Action is impossible' });
    expect(errorMessageOf(new Error('boom'))).toEqual({ message: 'boom' });
    expect(errorMessageOf({ status: 403, code: 102, message: 'Action is not allowed' })).toEqual({
      message: 'Action is not allowed',
    });
  });

  it('reads v2 envelopes, v1 results and interpolation values', () => {
    expect(errorMessageOf({ error: { message: 'Too many', params: { minutes: 5 } } })).toEqual({
      message: 'Too many',
      params: { minutes: 5 },
    });
    expect(errorMessageOf({ result: { Success: false, Error: 'Language is not allowed' } })).toEqual({
      message: 'Language is not allowed',
    });
  });

  it('falls back to "Unexpected error"', () => {
    expect(errorMessageOf(undefined)).toEqual({ message: 'Unexpected error' });
    expect(errorMessageOf({})).toEqual({ message: 'Unexpected error' });
    expect(errorMessageOf('')).toEqual({ message: 'Unexpected error' });
  });
});

describe('errorReasonOf', () => {
  it('reads the reason of the error object, also inside an envelope', () => {
    expect(errorReasonOf({ status: 400, code: 100, reason: 'languageNotAllowed', message: 'Language is not allowed' })).toBe('languageNotAllowed');
    expect(errorReasonOf({ result: { Success: false, Error: 'x' }, error: { code: 103, reason: 'alreadyResolved', message: 'x' } })).toBe('alreadyResolved');
  });

  it("falls back to the code's own reason, then to unexpected", () => {
    expect(errorReasonOf({ error: { status: 409, code: 103, message: 'Action is impossible' } })).toBe('actionImpossible');
    expect(errorReasonOf(new Error('boom'))).toBe('unexpected');
    expect(errorReasonOf(undefined)).toBe('unexpected');
  });

  it('never reads the English text: a known message without its reason is not that rule', () => {
    expect(hasErrorReason({ result: { Success: false, Error: 'Language is not allowed' } }, 'languageNotAllowed')).toBe(false);
    expect(hasErrorReason({ code: 100, reason: 'languageNotAllowed', message: 'Sprache nicht erlaubt' }, 'languageNotAllowed')).toBe(true);
  });
});
