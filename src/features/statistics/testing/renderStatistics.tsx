import type { ComponentType } from 'react';
import { renderScreen } from '../../../components/testing/renderScreen.tsx';
import { reply, stubApi } from '../../../components/testing/stubApi.ts';
import en from '../../../../locales/en/statistics.json';
import widgets from '../../../../locales/en/widgets.json';

const CURRENCIES = [
  { id: 1, title: 'BTC', decimals: 8 },
  { id: 2, title: 'USD', decimals: 2 },
  { id: 3, title: 'USDT', decimals: 6 },
];

/**
 * Renders a statistics screen at `path` (through `renderScreen`, with BTC, USD and USDT in the
 * session) with `fetch` answered from `handlers` (keyed `METHOD /path`, a function receives the
 * call); unknown calls answer 404.
 */
export function renderStatistics(Screen: ComponentType, path: string, handlers: Record<string, unknown>) {
  const calls = stubApi(handlers, undefined, reply(404, { error: { status: 404, code: 104, message: 'Not found' } }));
  return { ...renderScreen(<Screen />, { path, currencies: CURRENCIES, locales: { statistics: en, widgets } }), calls };
}
