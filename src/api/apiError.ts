import { ErrorCode, type ApiErrorBody } from '../domain/errors.ts';
import { reasonOfCode, type ErrorReason } from '../domain/errorReasons.ts';

/** Status and code of an answer that never reached the server (network down, CORS, abort). */
export const TRANSPORT_FAILURE_STATUS = 0;

/**
 * The one error every API call rejects with: the HTTP status, the contract's error code, its
 * stable reason (what screens switch on), the server's message and, where the server sent them,
 * message parameters and field details.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number;
  readonly reason: string;
  readonly params: Record<string, string | number>;
  readonly details: { path: string; message: string }[];

  constructor(init: {
    status: number;
    code: number;
    reason?: string | undefined;
    message: string;
    params?: Record<string, string | number> | undefined;
    details?: { path: string; message: string }[] | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.reason = init.reason ?? reasonOfCode(init.code);
    this.params = init.params ?? {};
    this.details = init.details ?? [];
  }

  /** Whether the server named this reason (a business rule or the code's own name). */
  hasReason(reason: ErrorReason): boolean {
    return this.reason === reason;
  }

  /** Whether this error ends the session (HTTP 401 or a body error with status 401). */
  get isUnauthorized(): boolean {
    return this.status === 401 || this.code === ErrorCode.Unauthorized;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body's error object, if the answer carries one (v2/p2p `error`, v1 `error` or `result`). */
export function readErrorBody(body: unknown): Partial<ApiErrorBody> | null {
  if (!isRecord(body)) return null;
  if (isRecord(body.error)) return body.error as Partial<ApiErrorBody>;
  if (isRecord(body.result) && body.result.Success === false) {
    const text = body.result.Error;
    return { message: typeof text === 'string' ? text : undefined };
  }
  return null;
}

/** Builds the ApiError of an answer from its HTTP status and parsed body. */
export function toApiError(httpStatus: number, body: unknown): ApiError {
  const error = readErrorBody(body);
  const status = typeof error?.status === 'number' ? error.status : httpStatus;
  const fallbackCode = status === 401 ? ErrorCode.Unauthorized : ErrorCode.Unexpected;
  return new ApiError({
    status,
    code: typeof error?.code === 'number' ? error.code : fallbackCode,
    reason: typeof error?.reason === 'string' && error.reason ? error.reason : undefined,
    message: typeof error?.message === 'string' && error.message ? error.message : 'Unexpected error',
    params: isRecord(error?.params) ? (error.params as Record<string, string | number>) : undefined,
    details: Array.isArray(error?.details) ? error.details : undefined,
  });
}

/** The reason of a call that never reached the server. */
export const SERVER_UNREACHABLE = 'serverUnreachable';

/**
 * A call that never reached the server (network down, server stopped, a gateway with nothing
 * behind it): screens show the one translated "The server cannot be reached" state with Retry.
 */
export class TransportError extends ApiError {
  readonly transport = true;
}

/** A rejection that did not come from the server. */
export function transportError(cause: unknown): TransportError {
  const message = cause instanceof Error && cause.message ? cause.message : 'Network error';
  return new TransportError({ status: TRANSPORT_FAILURE_STATUS, code: TRANSPORT_FAILURE_STATUS, reason: SERVER_UNREACHABLE, message });
}

// The browsers' own words for a request that got no answer, and a screen chunk or style sheet that did not load.
const NETWORK_WORDS = /failed to fetch|networkerror|network error|load failed|dynamically imported module|importing a module script failed|unable to preload css/i;

/**
 * Whether a failure is the transport's, not the server's answer: a TransportError, a chunk or
 * style sheet that did not load (ChunkLoadError, Vite's preload error), or the browser's own
 * fetch rejection that reached a screen unwrapped.
 */
export function isTransportFailure(error: unknown): boolean {
  if (error instanceof TransportError) return true;
  if (error instanceof ApiError) return error.reason === SERVER_UNREACHABLE;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || (error.name === 'TypeError' && NETWORK_WORDS.test(error.message)) || /preload CSS/i.test(error.message);
}

/** Reads status, code and reason from anything thrown, for guards that must not assume the class. */
export function errorFacts(error: unknown): { status: number; code: number; reason: string; message: string } {
  if (error instanceof ApiError) return { status: error.status, code: error.code, reason: error.reason, message: error.message };
  // A screen's refusal in words (useAction's settle) keeps the server's error as its cause: its facts are the cause's.
  if (error instanceof Error && error.cause instanceof ApiError) return errorFacts(error.cause);
  const message = error instanceof Error ? error.message : String(error);
  return { status: TRANSPORT_FAILURE_STATUS, code: TRANSPORT_FAILURE_STATUS, reason: reasonOfCode(ErrorCode.Unexpected), message };
}
