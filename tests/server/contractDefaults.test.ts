/**
 * `WithDefaults` (server/http/contractDefaults.ts) derives the server's operation types from the console's
 * (the generator wrote them out in full before; the derived ones were proved equal to those). Checked by the
 * compiler (`tsc -p server`) on generated operations with each kind of default the contracts have.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { operations as ConsoleP2p } from '../../src/api/generated/p2p.ts';
import type { operations as ConsoleV2 } from '../../src/api/generated/v2.ts';
import type { operations as ServerP2p } from '../../server/generated/p2p.ts';
import type { operations as ServerV2 } from '../../server/generated/v2.ts';

/** Whether `T`'s key `K` may be left out. */
type Optional<T, K extends keyof T> = Record<never, never> extends Pick<T, K> ? true : false;

describe('WithDefaults', () => {
  it('makes a defaulted query parameter required, and so the query', () => {
    type Console = ConsoleP2p['GET p2p/Admin/Trade']['parameters'];
    type Server = ServerP2p['GET p2p/Admin/Trade']['parameters'];
    expectTypeOf<Optional<Console, 'query'>>().toEqualTypeOf<true>();
    expectTypeOf<Optional<Server, 'query'>>().toEqualTypeOf<false>();
    expectTypeOf<Optional<Server['query'], 'offset'>>().toEqualTypeOf<false>();
    expectTypeOf<Server['query']['offset']>().toEqualTypeOf<number>();
    expectTypeOf<Optional<Server['query'], 'userId'>>().toEqualTypeOf<true>();
  });

  it('makes defaulted body fields required, in an optional object too', () => {
    type Console = ConsoleV2['POST v2/Trading/GetOrders']['requestBody']['content']['application/json'];
    type Server = ServerV2['POST v2/Trading/GetOrders']['requestBody']['content']['application/json'];
    expectTypeOf<Optional<Console, 'offset'>>().toEqualTypeOf<true>();
    expectTypeOf<Optional<Server, 'offset'>>().toEqualTypeOf<false>();
    expectTypeOf<Optional<Server, 'sort'>>().toEqualTypeOf<true>();
    expectTypeOf<Optional<NonNullable<Console['sort']>, 'desc'>>().toEqualTypeOf<true>();
    expectTypeOf<Optional<NonNullable<Server['sort']>, 'desc'>>().toEqualTypeOf<false>();
    expectTypeOf<NonNullable<Server['sort']>['field']>().toEqualTypeOf<NonNullable<Console['sort']>['field']>();
  });

  it('leaves the rest as the console has it', () => {
    expectTypeOf<ServerV2['POST v2/Trading/GetOrders']['responses']>().toEqualTypeOf<ConsoleV2['POST v2/Trading/GetOrders']['responses']>();
    expectTypeOf<ServerP2p['GET p2p/Admin/Trade']['requestBody']>().toEqualTypeOf<ConsoleP2p['GET p2p/Admin/Trade']['requestBody']>();
  });
});
