/**
 * `WithDefaults` (server/http/contractDefaults.ts) derives the server's operation types from the console's:
 * it must give exactly the type openapi-typescript writes for the contract with its defaults made required
 * (the generator wrote those out in full before). Checked by the compiler (`tsc -p server`): the cases the
 * contracts have, on a small operation written the way openapi-typescript writes one.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { WithDefaults } from '../../server/http/contractDefaults.ts';
import type { operations as ConsoleOperations } from '../../src/api/generated/v2.ts';
import type { operations as ServerOperations } from '../../server/generated/v2.ts';

interface ConsoleView {
  parameters: {
    query?: {
      offset?: number;
      search?: string;
    };
    header?: never;
    path: {
      id: number;
    };
    cookie?: never;
  };
  requestBody: {
    content: {
      'application/json': {
        userId: number;
        limit?: number;
        sort?: {
          field: 'id' | 'dateCreated';
          desc?: boolean;
        };
      };
    };
  };
  responses: {
    200: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          total?: number;
        };
      };
    };
  };
}

interface ServerView {
  parameters: {
    query: {
      offset: number;
      search?: string;
    };
    header?: never;
    path: {
      id: number;
    };
    cookie?: never;
  };
  requestBody: {
    content: {
      'application/json': {
        userId: number;
        limit: number;
        sort?: {
          field: 'id' | 'dateCreated';
          desc: boolean;
        };
      };
    };
  };
  responses: ConsoleView['responses'];
}

describe('WithDefaults', () => {
  it('makes the named query parameters (and so the query) and body fields, nested ones too, required', () => {
    expectTypeOf<WithDefaults<ConsoleView, { query: 'offset'; body: 'limit' | { sort: 'desc' } }>>().toEqualTypeOf<ServerView>();
  });

  it('leaves what it does not name as it is', () => {
    expectTypeOf<WithDefaults<ConsoleView, { body: 'userId' }>>().toEqualTypeOf<ConsoleView>();
  });

  it('is what the server sees of a generated operation', () => {
    type Body = ServerOperations['POST v2/Trading/GetOrders']['requestBody']['content']['application/json'];
    expectTypeOf<Body['offset']>().toEqualTypeOf<number>();
    expectTypeOf<NonNullable<Body['sort']>['desc']>().toEqualTypeOf<boolean>();
    expectTypeOf<ConsoleOperations['POST v2/Trading/GetOrders']['requestBody']['content']['application/json']>().not.toEqualTypeOf<Body>();
  });
});
