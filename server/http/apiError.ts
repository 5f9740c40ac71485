import { CODE_REASONS, ERROR_DEFINITIONS, ErrorCode, type ApiErrorBody } from '../../src/domain/errors.ts';
import type { ErrorReason } from '../../src/domain/errorReasons.ts';

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

export const notAllowed = () => new ApiError(ErrorCode.NotAllowed);
export const notFound = (what = 'Not found', reason?: ErrorReason) => new ApiError(ErrorCode.NotFound, {}, undefined, what, reason);
export const impossible = (message?: string, reason?: ErrorReason) => new ApiError(ErrorCode.Impossible, {}, undefined, message, reason);
