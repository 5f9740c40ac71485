import { errorMessageOf } from './errorMessage.ts';

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
