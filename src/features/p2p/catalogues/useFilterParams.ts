import { useSearchParams } from 'react-router-dom';

/**
 * A catalogue's filters in the URL: the params, and a setter of one of them that drops it when
 * emptied (so the URL carries only the filters in use) and replaces the history entry (a filter is
 * not a place to go back to).
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return [params, set] as const;
}
