import { ERROR_DEFINITIONS, ErrorCode } from './errors.ts';
import { reasonOfCode, type ErrorReason } from './errorReasons.ts';

/** A message to show for a failure: the text (an i18n key when one exists) and its interpolation values. */
export interface ErrorMessage {
  message: string;
  params?: Record<string, string | number>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Finds the message of anything a call or an actor may reject with: a string, an Error, the API's
 * error object, or an answer holding it under `error` (v2, p2p) or `result.Error` (v1).
 * Falls back to "Unexpected error" so the user is never shown an empty snackbar.
 */
export function errorMessageOf(error: unknown): ErrorMessage {
  if (typeof error === 'string' && error.trim() !== '') return { message: error };
  if (isRecord(error)) {
    if (typeof error.message === 'string' && error.message !== '') {
      const params = isRecord(error.params) ? (error.params as ErrorMessage['params']) : undefined;
      return params ? { message: error.message, params } : { message: error.message };
    }
    if (isRecord(error.error)) return errorMessageOf(error.error);
    if (isRecord(error.result) && typeof error.result.Error === 'string' && error.result.Error !== '') {
      return { message: error.result.Error };
    }
  }
  return { message: ERROR_DEFINITIONS[ErrorCode.Unexpected].message };
}

/**
 * The stable reason of anything a call or an actor may reject with: the error object's `reason`
 * (also under `error` of an envelope), else its code's own reason, else "unexpected". Screens
 * switch on this, never on the message text.
 */
export function errorReasonOf(error: unknown): string {
  if (isRecord(error)) {
    if (typeof error.reason === 'string' && error.reason !== '') return error.reason;
    if (isRecord(error.error)) return errorReasonOf(error.error);
    if (typeof error.code === 'number') return reasonOfCode(error.code);
  }
  return reasonOfCode(ErrorCode.Unexpected);
}

/** Whether a failure carries this reason. */
export function hasErrorReason(error: unknown, reason: ErrorReason): boolean {
  return errorReasonOf(error) === reason;
}
