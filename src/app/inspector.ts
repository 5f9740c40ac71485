import type { InspectionEvent, Observer } from 'xstate';

/** Never let a password reach the inspector window. */
function redact(event: unknown): unknown {
  return JSON.parse(JSON.stringify(event, (key, value: unknown) => (key === 'password' ? '••••' : value)));
}

/**
 * In development, `?inspect` in the URL opens the Stately inspector on the session actor.
 * The import is dynamic and behind import.meta.env.DEV, so production builds leave it out.
 */
export async function createDevInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(globalThis.location?.search ?? '').has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector({ serialize: (event) => redact(event) as typeof event }).inspect;
}
