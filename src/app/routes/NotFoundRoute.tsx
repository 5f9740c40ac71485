import { useTranslation } from '../../components/useTranslation.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';
import { ChunkBoundary } from './ChunkBoundary.tsx';

const loadNotFound = () => import('../../features/not-found/index.ts');

/** Catch-all (route name notFound): outside the shell, no navigation. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.notFound.title'));
  return (
    <ChunkBoundary cacheKey="not-found" load={loadNotFound}>
      {({ NotFoundPage }) => <NotFoundPage />}
    </ChunkBoundary>
  );
}
