import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { Db } from '../db/database.ts';
import { countAttempt } from '../core/attemptCounter.ts';
import { ApiError } from './apiError.ts';

/** Sign-in requests one address may send per window, whatever their outcome (checked before the body is read). */
export interface SignInRate {
  max: number;
  windowMs: number;
}
export const DEFAULT_SIGN_IN_RATE: SignInRate = { max: 30, windowMs: 60_000 };
const SIGN_IN_OPERATION = 'POST Login/SignIn';

/**
 * What every answer passes through on its way out: security headers, compression of API answers,
 * and the request rate of sign-in per address. Registered before any route, so all of them get it.
 */
export async function installEdge(app: FastifyInstance, deps: { db: Db; signInRate?: SignInRate }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The built console has no inline script (index.html loads one module file).
        scriptSrc: ["'self'"],
        // Blueprint and Popper position overlays through style attributes and React renders
        // `style={…}` props; Blueprint's own CSS is a file. Inline styles cannot run code, so
        // allowing them costs little, while refusing them breaks menus, popovers and tooltips.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Blueprint's CSS draws some controls as data: SVGs; chat and document previews are blob: URLs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });

  // API answers above 1 kB are compressed (brotli preferred, then gzip); the console's files are
  // compressed once at build time and sent as they are (server/http/staticConsole.ts).
  // Request bodies are not decompressed: the console never sends them compressed, and a small
  // compressed body that inflates a thousandfold is work nobody asked for.
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'] });

  // Only the sign-in route is rate limited, and only by address: the account counters of the
  // throttle (server/modules/session/throttle.ts) do the rest. Marked here, before the plugin's
  // own onRoute hook sees the route.
  const rate = deps.signInRate ?? DEFAULT_SIGN_IN_RATE;
  app.addHook('onRoute', (route) => {
    const config = route.config as { operationId?: string } | undefined;
    if (config?.operationId === SIGN_IN_OPERATION) {
      route.config = { ...config, rateLimit: { max: rate.max, timeWindow: rate.windowMs } } as typeof route.config;
    }
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateStore(deps.db),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new ApiError(ErrorCode.TooManyAttempts, { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
  });
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A rate-limit store in the database (the sign-in throttle's table, keys `rate:<address>`), so
 * every server process sharing the database counts the same requests. One atomic upsert a request.
 */
function databaseRateStore(db: Db) {
  return class DatabaseRateStore {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const now = Date.now();
      countAttempt(db.kysely, `rate:${key}`, new Date(now).toISOString(), new Date(now - timeWindow).toISOString()).then(
        (count) => callback(null, { current: count.failures, ttl: Math.max(0, new Date(count.window_start).getTime() + timeWindow - now) }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return new DatabaseRateStore();
    }
  };
}
