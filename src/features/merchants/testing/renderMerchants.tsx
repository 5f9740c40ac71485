import type { ComponentType } from 'react';
import en from '../../../../locales/en/merchants.json';
import { renderScreen } from '../../../components/testing/renderScreen.tsx';
import { reply, stubApi, type StubbedCall } from '../../../components/testing/stubApi.ts';
import type { PageSize } from '../../../domain/adminSettings.ts';
export { desktopLayout } from '../../../components/testing/desktopLayout.ts';

/** One recorded API call, its JSON body parsed (null without one). */
export type Call = StubbedCall<Record<string, unknown> | null>;
/** Answers by `METHOD /path`: a value, or a function of the call; `{ status, body }` through {@link reply}. */
export type Handlers = Record<string, unknown>;
export { reply };

/** Renders one Merchants screen at `path` with the session in the cache and `fetch` answered from `handlers`. */
export function renderMerchants(Screen: ComponentType, path: string, handlers: Handlers, itemsPerPage: PageSize = 20) {
  const calls = stubApi(handlers, null) as Call[];
  const view = renderScreen(<Screen />, { path, settings: { itemsPerPage }, currencies: [{ id: 1, title: 'USDT', decimals: 2 }], locales: { merchants: en } });
  return { ...view, calls, of: (route: string) => calls.filter((c) => c.path === route) };
}
