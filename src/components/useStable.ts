import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback with one identity for the component's life that always runs the latest render's
 * code, so a memoised child given it is not drawn again when the parent re-renders.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** The previous value while the new one has the same JSON: a plain object rebuilt on each render keeps its identity. */
export function useStableValue<T>(value: T): T {
  const kept = useRef<{ json: string; value: T } | null>(null);
  const json = JSON.stringify(value);
  if (kept.current?.json !== json) kept.current = { json, value };
  return kept.current.value;
}
