import { Callout, Card, H5, Spinner } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isTransportFailure } from '../../../api/apiError.ts';
import { ServerUnreachable } from '../../../components/ServerUnreachable.tsx';

/** A titled card with the loading and error states of its query; renders its content with the data. */
export function Panel<T>({ title, query, children }: { title: string; query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('statistics');
  let body: ReactNode;
  if (query.isPending) body = <Spinner size={24} aria-label={t('statistics.state.loading')} />;
  else if (query.isError && isTransportFailure(query.error)) body = <ServerUnreachable onRetry={() => void query.refetch()} />;
  else if (query.isError) {
    const forbidden = query.error instanceof ApiError && query.error.status === 403;
    body = <Callout intent={forbidden ? 'warning' : 'danger'} role="alert">{t(forbidden ? 'statistics.state.forbidden' : 'statistics.state.failed')}</Callout>;
  } else body = children(query.data);
  return (
    <Card className="statistics-panel" aria-label={title} role="region">
      <H5>{title}</H5>
      {body}
    </Card>
  );
}
