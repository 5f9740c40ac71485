import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Secrets never reach a log line (issue 9): passwords, session tokens, 2FA codes and secrets.
 * Two layers: pino `redact` masks them wherever a log object carries headers, a body or a query,
 * and the request serializer masks them in the logged URL, where `User/CreateAdmin` carries
 * `Password` in its query string as the spec writes it.
 */
export const REDACTED = '[redacted]';

/** Field names (body, query or header) whose values are secret, as the contracts spell them. */
const SECRET_FIELDS = [
  'password',
  'Password',
  'oldPassword',
  'newPassword',
  'authCode',
  'TwoFaCode',
  'securityCode',
  'accessToken',
  'AccessToken',
  'token',
  'secret',
  'totpSecret',
  'x-auth-token',
  'authorization',
  'cookie',
  'set-cookie',
];

/** Query parameter names treated as secret: the list above and anything named like one. */
const SECRET_NAME = /pass(word)?|token|secret|auth.?code|2fa|twofa|otp|security.?code|api.?key|authorization|cookie/i;

const bracket = (name: string) => `["${name}"]`;

/** pino `redact` paths: each secret field at the top, in any top-level object, and under req/res. */
export const redactPaths: string[] = SECRET_FIELDS.flatMap((name) => [
  bracket(name),
  `*${bracket(name)}`,
  ...['req', 'request', 'res', 'reply'].flatMap((parent) =>
    ['headers', 'body', 'query', 'params'].map((part) => `${parent}.${part}${bracket(name)}`),
  ),
]);

/** The URL with the value of every secret-named query parameter masked; the path is kept as is. */
export function scrubUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the raw name.
      }
      return SECRET_NAME.test(name) && eq >= 0 ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** What a request log line says about the request: no headers or body, and a scrubbed URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? scrubUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Free text (an error message may quote a URL or a JSON fragment): `name=value` and
 * `"name":"value"` with a secret name get their value masked.
 */
export function scrubText(text: string): string {
  return text
    .replace(/([?&\s]|^)([^=&?\s"']+)=([^&\s"']*)/g, (all, lead: string, name: string) => (SECRET_NAME.test(name) ? `${lead}${name}=${REDACTED}` : all))
    .replace(/"([^"\\]+)"(\s*:\s*)"(?:[^"\\]|\\.)*"/g, (all, name: string, colon: string) => (SECRET_NAME.test(name) ? `"${name}"${colon}"${REDACTED}"` : all));
}

/** Errors keep their type and stack; their message and stack are scrubbed like any free text. */
export function serializeError(error: Error) {
  const base = pino.stdSerializers.err(error);
  // pino hands over whatever was logged under `err`, not always an Error.
  if (!(error instanceof Error) || typeof base.message !== 'string') return base;
  return { ...base, message: scrubText(base.message), stack: typeof base.stack === 'string' ? scrubText(base.stack) : base.stack };
}

/** Logger options shared by the server and the tests that read its log. */
export const redactingLoggerOptions = {
  redact: { paths: redactPaths, censor: REDACTED },
  serializers: { req: serializeRequest, err: serializeError },
};

/** The process's logger (server/main.ts), with the redaction above; `stream` for tests that read it back. */
export function createServerLogger(level: string, stream?: DestinationStream): Logger {
  return stream ? pino({ level, ...redactingLoggerOptions }, stream) : pino({ level, ...redactingLoggerOptions });
}
