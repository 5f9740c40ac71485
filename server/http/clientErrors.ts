import http from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode } from '../../src/domain/errors.ts';
import { ApiError } from './apiError.ts';
import { errorPayload } from './errorHandler.ts';

/**
 * Errors Node raises on the connection before Fastify sees a request (a body that does not arrive
 * within the request timeout, headers over the size limit, a malformed request line), answered
 * in the same envelope as every other error instead of Node's or Fastify's own bodies.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? ErrorCode.RequestTimeout : error.code === 'HPE_HEADER_OVERFLOW' ? ErrorCode.HeadersTooLarge : ErrorCode.ValidationFailed;
  const apiError = new ApiError(code);
  // When the request line was read (a slow body), its URL picks the v1 or v2 envelope.
  const url = (socket as Socket & { _httpMessage?: { req?: { url?: string } } })._httpMessage?.req?.url ?? '';
  const body = JSON.stringify(errorPayload(url, apiError));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${apiError.status} ${http.STATUS_CODES[apiError.status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
