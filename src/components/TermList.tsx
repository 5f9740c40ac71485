import type { ReactNode } from 'react';

/** One entry of a {@link TermList}: its words, the value shown, and whether it is the list's total. */
export interface TermListItem {
  label: string;
  value: ReactNode;
  total?: boolean;
}

/**
 * Labelled values as a description list, each pair in its own `<div>` so the list's class lays
 * them out (a grid, a row of figures); `totalClass` sets a total's value apart.
 */
export function TermList({ className, items, totalClass }: { className: string; items: readonly TermListItem[]; totalClass?: string }) {
  return (
    <dl className={className}>
      {items.map(({ label, value, total }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={total ? totalClass : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
