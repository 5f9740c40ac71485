import i18next from 'i18next';
import { isTransportFailure } from '../api/apiError.ts';
import { reasonOfCode } from '../domain/errorReasons.ts';
import { ErrorCode } from '../domain/errors.ts';
import { translateMessage } from './translateMessage.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The error object of anything a call rejects with: an ApiError, the API's error object, or an envelope holding it. */
function apiErrorOf(error: unknown): Record<string, unknown> | undefined {
  if (!isRecord(error)) return undefined;
  if (typeof error.reason === 'string' || typeof error.code === 'number') return error;
  if (isRecord(error.error)) return apiErrorOf(error.error);
  if (isRecord(error.result) && error.result.Success === false) return { code: ErrorCode.Unexpected };
  return undefined;
}

/** The sentence of a reason (locales/<lng>/errors.json `reasons.<reason>`), when the console has one. */
export function reasonText(reason: string, params: Record<string, unknown> = {}): string | undefined {
  const key = `errors.reasons.${reason}`;
  if (!i18next.isInitialized || !i18next.exists(key)) return undefined;
  const text = String(i18next.t(key, params));
  // Several things not found ('User not found: 4, 9'): the sentence names the thing, the ids follow.
  const ids = params.ids;
  return ids !== undefined && ids !== '' && !text.includes(String(ids)) ? `${text}: ${String(ids)}` : text;
}

/**
 * What to tell the admin about anything a call rejected with, in the admin's language:
 * - a server error (ApiError, error object, v1/v2 envelope): the sentence of its `reason` with its
 *   `params`; a reason the console does not know reads as its code's generic text; a failure that
 *   never reached the server says so. The server's English `message` is never shown.
 * - the console's own failures (a string or an Error the screen built, already in the admin's
 *   language or an i18n key): that text, translated when it is a key.
 */
export function errorText(error: unknown): string {
  // A call that never reached the server (or a chunk that did not load): one translated sentence.
  if (isTransportFailure(error)) return translateMessage('widgets.offline.title');
  const api = apiErrorOf(error);
  if (api) {
    const params = isRecord(api.params) ? api.params : {};
    const reason = typeof api.reason === 'string' ? api.reason : undefined;
    const code = typeof api.code === 'number' ? api.code : ErrorCode.Unexpected;
    return (reason && reasonText(reason, params)) ?? reasonText(reasonOfCode(code), params) ?? translateMessage('widgets.toast.unexpectedError');
  }
  const own = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
  return own.trim() ? translateMessage(own) : translateMessage('widgets.toast.unexpectedError');
}
