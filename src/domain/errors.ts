/**
 * The one table of API error codes: code → HTTP status and the en message, which is also the
 * i18n key looked up by the error toast (translation when a key exists, raw text otherwise).
 * Sign-in codes 115 and 126 mean wrong credentials (spec 1 §8).
 */
export const ErrorCode = {
  ValidationFailed: 100,
  Unauthorized: 101,
  NotAllowed: 102,
  Impossible: 103,
  NotFound: 104,
  UnsupportedMediaType: 105,
  PayloadTooLarge: 106,
  RequestTimeout: 107,
  HeadersTooLarge: 108,
  WrongCredentials: 115,
  AdminBlocked: 116,
  TooManyAttempts: 117,
  AuthCodeRequired: 125,
  WrongAuthCode: 126,
  PasswordRule: 130,
  WrongCurrentPassword: 131,
  Unexpected: 500,
  NotImplemented: 501,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_DEFINITIONS: Record<ErrorCode, { status: number; message: string }> = {
  100: { status: 400, message: 'Validation failed' },
  101: { status: 401, message: 'Session expired, please sign in again' },
  102: { status: 403, message: 'Action is not allowed' },
  103: { status: 409, message: 'Action is impossible' },
  104: { status: 404, message: 'Not found' },
  // Protocol errors of the request pipeline (server/http/requestPipeline.ts), in the same envelope.
  105: { status: 415, message: 'Unsupported content type' },
  106: { status: 413, message: 'Request is too large' },
  107: { status: 408, message: 'Request timed out' },
  108: { status: 431, message: 'Request headers are too large' },
  115: { status: 400, message: 'Incorrect email, password or authentication code' },
  116: { status: 403, message: 'Your account is blocked' },
  117: { status: 429, message: 'Too many failed sign-in attempts. Try again in {{minutes}} minutes' },
  125: { status: 400, message: 'Authentication code required' },
  126: { status: 400, message: 'Incorrect email, password or authentication code' },
  130: {
    status: 400,
    message:
      'Password must be 8 to 64 characters with at least one digit, one lowercase and one uppercase Latin letter, and no spaces',
  },
  131: { status: 400, message: 'Current password is incorrect' },
  500: { status: 500, message: 'Unexpected error' },
  501: { status: 501, message: 'Not implemented: {{operationId}}' },
};

/** Sign-in answers that the console shows as "Incorrect email, password or authentication code". */
export const WRONG_CREDENTIAL_CODES: readonly number[] = [ErrorCode.WrongCredentials, ErrorCode.WrongAuthCode];

/** The body error object of v2 and p2p answers (also carried by v1 answers beside `result`). */
export interface ApiErrorBody {
  status: number;
  code: number;
  message: string;
  details?: { path: string; message: string }[];
  params?: Record<string, string | number>;
}
