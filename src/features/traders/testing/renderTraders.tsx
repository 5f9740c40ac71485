import type { ComponentType } from 'react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import en from '../../../../locales/en/traders.json';
import { renderScreen } from '../../../components/testing/renderScreen.tsx';
import { reply, stubApi, type StubbedCall } from '../../../components/testing/stubApi.ts';
export { desktopLayout } from '../../../components/testing/desktopLayout.ts';

/** One recorded API call, its JSON body parsed (null without one). */
export type Call = StubbedCall<Record<string, unknown> | null>;
/** Answers by `METHOD /path`: a value, or a function of the call; `{ status, body }` through {@link reply}. */
export type Handlers = Record<string, unknown>;
export { reply };

/**
 * Fails a test of the file during which React warned of two children with the same key: such a list
 * (two options both '' in a filter select, once) shows an entry twice or drops one.
 */
export function failOnDuplicateKeys() {
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    const duplicates = errors.mock.calls.map((args) => String(args[0])).filter((text) => text.includes('two children with the same key'));
    errors.mockRestore();
    expect(duplicates).toEqual([]);
  });
}

/** Renders one Traders screen at `path` with the session in the cache and `fetch` answered from `handlers`. */
export function renderTraders(Screen: ComponentType, path: string, handlers: Handlers) {
  const calls = stubApi(handlers, null) as Call[];
  const currencies = [{ id: 1, title: 'USDT', decimals: 2, paymentMethods: [] }, { id: 3, title: 'RUB', decimals: 2, paymentMethods: [6] }];
  const view = renderScreen(<Screen />, { path, currencies, locales: { traders: en } });
  return { ...view, calls, of: (route: string) => calls.filter((c) => c.path === route) };
}
