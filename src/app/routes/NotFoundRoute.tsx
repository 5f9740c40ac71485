import { ChunkBoundary } from './ChunkBoundary.tsx';

const loadNotFound = () => import('../../features/not-found/index.ts');

/** Catch-all (route name notFound): outside the shell, no navigation. */
export function NotFoundRoute() {
  return (
    <ChunkBoundary cacheKey="not-found" load={loadNotFound}>
      {({ NotFoundPage }) => <NotFoundPage />}
    </ChunkBoundary>
  );
}
