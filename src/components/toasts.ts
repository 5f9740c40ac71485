import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { Error as ErrorIcon, Tick, Time } from '@blueprintjs/icons';
import { createElement } from 'react';
import { errorText } from './errorText.ts';
import { translateMessage, type TranslateOptions } from './translateMessage.ts';

let toaster: Promise<Toaster> | undefined;

/** The one toaster of the console, created on first use so tests and pages without toasts pay nothing. */
function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 });
  return toaster;
}

/**
 * Shows a success snackbar. `keyOrText` is translated when it is an existing key
 * (`<namespace>.<area>.<key>`, e.g. "widgets.filters.saved"), otherwise shown as given.
 * Resolves to the toast's key.
 */
export async function showSuccess(keyOrText: string, options?: TranslateOptions): Promise<string> {
  const message = translateMessage(keyOrText, options);
  return (await getToaster()).show({ message, intent: Intent.SUCCESS, icon: createElement(Tick) });
}

/**
 * Shows an error snackbar for anything a call rejected with (string, Error, API error object or
 * envelope): the translation of its message when one exists, otherwise the raw text.
 */
export async function showError(error: unknown): Promise<string> {
  return (await getToaster()).show({ message: errorText(error), intent: Intent.DANGER, icon: createElement(ErrorIcon) });
}

/**
 * Shows a notice that something is under way rather than done (a request waiting for a second
 * admin), with one action: a link-like button that opens what the notice is about.
 */
export async function showNotice(message: string, action: { text: string; onClick: () => void }): Promise<string> {
  return (await getToaster()).show({ message, intent: Intent.PRIMARY, icon: createElement(Time), action, timeout: 10_000 });
}

/** Removes every toast; for sign-out and tests. */
export async function clearToasts(): Promise<void> {
  if (toaster) (await toaster).clear();
}
