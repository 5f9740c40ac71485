/**
 * Count of API requests in flight, for the header's progress bar. Shaped for React's
 * useSyncExternalStore: subscribe + getSnapshot.
 */
let count = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function requestStarted(): void {
  count += 1;
  emit();
}

export function requestFinished(): void {
  count = Math.max(0, count - 1);
  emit();
}

export function getInFlightCount(): number {
  return count;
}

export function subscribeInFlight(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
