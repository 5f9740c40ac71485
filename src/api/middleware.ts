import type { Middleware } from 'openapi-fetch';
import { approvalRequiredOf, ApprovalRequiredError } from './approvalRequired.ts';
import { readErrorBody, toApiError, transportError, ApiError } from './apiError.ts';
import { connectionBack, connectionLost } from './connection.ts';
import { requestFinished, requestStarted } from './inFlight.ts';
import { clearToken, getToken } from './tokenStore.ts';
import { notifyUnauthorized } from './unauthorized.ts';

/** Header that carries the access token (security scheme `AccessToken`). */
export const AUTH_HEADER = 'X-Auth-Token';

async function readJson(response: Response): Promise<unknown> {
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** Answers of a proxy or gateway when the server behind it does not answer. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

function isAbort(error: unknown): error is Error {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The middleware of every service client:
 * - adds the stored token;
 * - counts requests in flight for the header's progress bar;
 * - turns every failed answer — a non-2xx status, a body `error` object, or a v1
 *   `result.Success: false` — into a rejected ApiError, so callers only ever see data or ApiError;
 * - rejects a guarded call held for a second admin (202, reason approvalRequired) with
 *   ApprovalRequiredError, so no caller reports an action done that has not run (issue 29);
 * - on a 401 (HTTP status or body error status) clears the token and announces the expiry;
 * - a call that got no answer (network error, or a gateway's 502/503/504 with no error body from
 *   the server) rejects with TransportError and reports the connection lost; any answer reports it back.
 */
export function createApiMiddleware(): Middleware {
  return {
    onRequest({ request }) {
      requestStarted();
      const token = getToken();
      if (token) request.headers.set(AUTH_HEADER, token);
      return request;
    },
    async onResponse({ response }) {
      requestFinished();
      const body = await readJson(response);
      if (GATEWAY_FAILURES.has(response.status) && readErrorBody(body) === null) {
        connectionLost();
        throw transportError(new Error(`${response.status} ${response.statusText}`.trim()));
      }
      connectionBack();
      // A guarded call the four-eyes policy held (202): nothing ran, so it is no success to report.
      const held = approvalRequiredOf(response.status, body);
      if (held) throw new ApprovalRequiredError(held);
      if (response.ok && readErrorBody(body) === null) return undefined;
      const error = toApiError(response.status, body);
      if (error.isUnauthorized) {
        clearToken();
        notifyUnauthorized();
      }
      throw error;
    },
    onError({ error }) {
      requestFinished();
      if (error instanceof ApiError || isAbort(error)) return error;
      connectionLost();
      return transportError(error);
    },
  };
}
