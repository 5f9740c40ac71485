import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { LOCALES } from '../../domain/languages.ts';
import { dateFnsLocaleCode, loadDateFnsLocale } from '../dateFnsLocale.ts';
import { clearToasts } from '../toasts.ts';
import { initTestI18n } from './i18n.ts';
import { settleQueries } from './settleQueries.ts';
import { Classes } from '@blueprintjs/core';

/**
 * Shared preparation of widget tests: en texts, a canvas stub (Blueprint Table2 measures text
 * with a 2D context jsdom lacks) and a clipboard spy.
 */
initTestI18n();
// Date inputs get their calendar's locale as a loaded object, not a code Blueprint loads after the
// test may have ended (see dateFnsLocaleOf): every interface language's, loaded before any test.
await Promise.all(LOCALES.map((locale) => loadDateFnsLocale(dateFnsLocaleCode(locale))));

HTMLCanvasElement.prototype.getContext = (() => ({ font: '', measureText: () => ({ width: 0 }) })) as never;

/** Texts written to the clipboard during the current test. */
export const clipboardWrites: string[] = [];

Object.defineProperty(navigator, 'clipboard', {
  configurable: true,
  value: {
    writeText: (text: string) => {
      clipboardWrites.push(text);
      return Promise.resolve();
    },
    readText: () => Promise.resolve(clipboardWrites.at(-1) ?? ''),
  },
});

// The toaster is its own React root updated on Blueprint's timers, outside any test's act();
// its act() warnings say nothing about the widget under test.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [format, component] = args;
  const isActWarning = typeof format === 'string' && format.includes('not wrapped in act');
  // "Root" is the root OverlayToaster.create() renders into.
  if (isActWarning && (component === 'Root' || String(component).includes('OverlayToaster'))) return;
  consoleError(...args);
};

afterEach(async () => {
  clipboardWrites.length = 0;
  await settleQueries(5000);
  cleanup();
  await clearToasts();
  // A cleared toast leaves after its exit transition, on a timer; let it finish while this test's
  // window still exists, or the timer fires into a torn-down environment ("window is not defined").
  await waitFor(() => expect(document.querySelector(`.${Classes.TOAST}`)).toBeNull(), { timeout: 3000 }).catch(() => undefined);
});
