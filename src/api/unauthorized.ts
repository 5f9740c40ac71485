/**
 * A 401 anywhere ends the session. The clients cannot know the session actor, so they announce
 * it here and the app forwards it (as `session.expired`).
 */
const listeners = new Set<() => void>();

export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyUnauthorized(): void {
  for (const listener of listeners) listener();
}
