import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { isOffline, onReconnect, subscribeConnection } from '../../api/connection.ts';

/**
 * "Connection lost — retrying…" above the screen while the server does not answer (api/connection.ts
 * polls its health with a growing pause); gone as soon as it answers, and every query that failed
 * meanwhile is loaded again, so lists fill in without a reload.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('widgets');
  const queryClient = useQueryClient();
  const offline = useSyncExternalStore(subscribeConnection, isOffline, isOffline);

  useEffect(
    () => onReconnect(() => void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' })),
    [queryClient],
  );

  if (!offline) return null;
  return (
    <Callout role="status" intent={Intent.WARNING} compact className="console-connection-banner" icon={<Spinner size={16} />}>
      {t('widgets.offline.banner')}
    </Callout>
  );
}
