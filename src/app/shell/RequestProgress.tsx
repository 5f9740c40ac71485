import { ProgressBar } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getInFlightCount, subscribeInFlight } from '../../api/inFlight.ts';

/** A thin bar under the header while any API request is in flight. */
export function RequestProgress() {
  const { t } = useTranslation();
  const inFlight = useSyncExternalStore(subscribeInFlight, getInFlightCount);
  if (inFlight === 0) return null;
  return <ProgressBar className="console-request-progress" intent="primary" stripes={false} aria-label={t('shell.header.loading')} />;
}
