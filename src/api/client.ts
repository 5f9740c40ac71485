import createClient, { type Client } from 'openapi-fetch';
import { getServiceBase, type Service } from './apiConfig.ts';
import { createApiMiddleware } from './middleware.ts';

function absoluteBase(base: string): string {
  const origin = globalThis.location?.href ?? 'http://localhost/';
  return new URL(base, origin).href.replace(/\/+$/, '');
}

/**
 * One openapi-fetch client for a service, typed by the service's generated `paths`.
 * The base URL comes from the runtime config, which loads after modules are evaluated, so the
 * exported client is a stable facade over an inner client rebuilt whenever the base changes.
 * Every call resolves with data or rejects with ApiError (see middleware.ts).
 */
export function createServiceClient<Paths extends object>(service: Service): Client<Paths> {
  let current: { base: string; client: Client<Paths> } | null = null;
  const resolve = (): Client<Paths> => {
    const base = absoluteBase(getServiceBase(service));
    if (!current || current.base !== base) {
      // fetch is looked up per call so tests (and service workers) can replace it
      const client = createClient<Paths>({ baseUrl: base, fetch: (request) => globalThis.fetch(request) });
      client.use(createApiMiddleware());
      current = { base, client };
    }
    return current.client;
  };
  return new Proxy({} as Client<Paths>, {
    get(_target, property) {
      const client = resolve();
      const value: unknown = Reflect.get(client, property);
      return typeof value === 'function' ? value.bind(client) : value;
    },
  });
}

/** The data of a successful call; the middleware has already turned failures into ApiError. */
export function dataOf<T>(result: { data?: T }): T {
  return result.data as T;
}
