import { ERROR_DEFINITIONS, ErrorCode, type ApiErrorBody } from '../../src/domain/errors.ts';

/** A business or protocol error with one of the codes of src/domain/errors.ts. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details?: { path: string; message: string }[],
    message?: string,
  ) {
    const definition = ERROR_DEFINITIONS[code];
    super(message ?? interpolate(definition.message, params));
    this.status = definition.status;
  }

  toBody(): ApiErrorBody {
    return {
      status: this.status,
      code: this.code,
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
 */
export const invalid = (path: string, message: string) => new ApiError(ErrorCode.ValidationFailed, {}, [{ path, message }], message);
export const impossible = (message?: string) => new ApiError(ErrorCode.Impossible, {}, undefined, message);
export const notFound = (what = 'Not found') => new ApiError(ErrorCode.NotFound, {}, undefined, what);
export const notAllowed = () => new ApiError(ErrorCode.NotAllowed);
export const unauthorized = () => new ApiError(ErrorCode.Unauthorized);
