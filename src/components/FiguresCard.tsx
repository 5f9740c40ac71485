import { Callout, Card, H5, Spinner } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from './useTranslation.ts';
import { ApiError, isTransportFailure } from '../api/apiError.ts';
import { ServerUnreachable } from './ServerUnreachable.tsx';

/**
 * A titled card of figures (dashboard, statistics) with the loading and error states of its query;
 * a 403 says the figures are not for this admin status. Renders its content with the data.
 * `alertOnError` makes the failure a live alert (a screen of a few panels; the dashboard's many
 * cards would announce one each).
 */
export function FiguresCard<T>({ title, query, className, alertOnError = false, children }: {
  title: string;
  query: UseQueryResult<T>;
  className: string;
  alertOnError?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('statistics');
  let body: ReactNode;
  if (query.isPending) body = <Spinner size={24} aria-label={t('statistics.state.loading')} />;
  else if (query.isError && isTransportFailure(query.error)) body = <ServerUnreachable onRetry={() => void query.refetch()} />;
  else if (query.isError) {
    const forbidden = query.error instanceof ApiError && query.error.status === 403;
    body = <Callout intent={forbidden ? 'warning' : 'danger'} role={alertOnError ? 'alert' : undefined}>{t(forbidden ? 'statistics.state.forbidden' : 'statistics.state.failed')}</Callout>;
  } else body = children(query.data);
  return (
    <Card className={className} role="region" aria-label={title}>
      <H5>{title}</H5>
      {body}
    </Card>
  );
}
