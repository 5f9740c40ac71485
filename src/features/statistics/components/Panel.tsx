import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FiguresCard } from '../../../components/FiguresCard.tsx';

/** A titled card with the loading and error states of its query; renders its content with the data. */
export function Panel<T>({ title, query, children }: { title: string; query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return (
    <FiguresCard className="statistics-panel" title={title} query={query} alertOnError>
      {children}
    </FiguresCard>
  );
}
