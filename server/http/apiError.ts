import { CODE_REASONS, ERROR_DEFINITIONS, ErrorCode, type ApiErrorBody } from '../../src/domain/errors.ts';
import type { ErrorReason } from '../../src/domain/errorReasons.ts';
import { ACCESS_MESSAGES, type AccessReason } from '../../src/domain/operationAccess.ts';

/** A business or protocol error with one of the codes of src/domain/errors.ts. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details?: { path: string; message: string }[],
    message?: string,
    /** The business rule broken, when more specific than the code (src/domain/errorReasons.ts). */
    readonly reason: ErrorReason = CODE_REASONS[code],
  ) {
    const definition = ERROR_DEFINITIONS[code];
    super(message ?? interpolate(definition.message, params));
    this.status = definition.status;
  }

  toBody(): ApiErrorBody {
    return {
      status: this.status,
      code: this.code,
      reason: this.reason,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      ...(Object.keys(this.params).length ? { params: this.params } : {}),
    };
  }
}

function interpolate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

/*
 * The one vocabulary of business errors (codes and statuses in src/domain/errors.ts):
 * - invalid: a rule on one field failed (400, code 100; the rule's text is the message and the detail);
 * - impossible: the request conflicts with the current state (409, code 103, with a message saying why);
 * - notFound: what the request names does not exist (404, code 104);
 * - notAllowed: the caller may not do this (403, code 102);
 * - unauthorized: no valid session (401, code 101).
 * Every helper takes the `reason` (src/domain/errorReasons.ts): the key the console turns into a
 * sentence in the admin's language, with `params` holding what the sentence names (ids, a status).
 * The English `message` stays for API clients; the console never shows it.
 */
type Params = Record<string, string | number>;
export const invalid = (path: string, message: string, reason: ErrorReason, params: Params = {}) =>
  new ApiError(ErrorCode.ValidationFailed, params, [{ path, message }], message, reason);
export const impossible = (message: string, reason: ErrorReason, params: Params = {}) =>
  new ApiError(ErrorCode.Impossible, params, undefined, message, reason);
export const notFound = (what: string, reason: ErrorReason, params: Params = {}) =>
  new ApiError(ErrorCode.NotFound, params, undefined, what, reason);
/** 403 with a specific message and reason (a business rule, not the operation table). */
export const refused = (message: string, reason: ErrorReason, params: Params = {}) =>
  new ApiError(ErrorCode.NotAllowed, params, undefined, message, reason);
export const notAllowed = () => new ApiError(ErrorCode.NotAllowed);
/** 403 by a per-row access rule (src/domain/operationAccess.ts ACCESS_MESSAGES): its sentence and its reason. */
export const accessRefused = (reason: AccessReason) => new ApiError(ErrorCode.NotAllowed, {}, undefined, ACCESS_MESSAGES[reason], reason);
export const unauthorized = () => new ApiError(ErrorCode.Unauthorized);
