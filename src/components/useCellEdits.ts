import { useState } from 'react';

/**
 * The local edits of a matrix of tick boxes (notification × channel), kept until Save: a cell's
 * value is its edit, else what is stored. Ticking a cell back to its stored value drops the edit,
 * so the edits hold only real changes.
 */
export function useCellEdits<K>(storedAt: (key: K) => boolean) {
  const [edits, setEdits] = useState<Map<K, boolean>>(() => new Map());
  const valueAt = (key: K) => edits.get(key) ?? storedAt(key);
  const toggle = (key: K) => {
    const next = new Map(edits);
    const value = !valueAt(key);
    if (value === storedAt(key)) next.delete(key);
    else next.set(key, value);
    setEdits(next);
  };
  const reset = () => setEdits(new Map());
  return { edits, valueAt, toggle, reset };
}
