import { ProgressBar } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getInFlightCount, subscribeInFlight } from '../../api/inFlight.ts';
import { useDelayedFlag } from '../../components/dataTableStates.ts';

/**
 * How long requests must have been in flight before the bar shows. A sort, a page or a menu click
 * answers sooner than that on a healthy server: drawing the bar and taking it away again were two
 * renders and two paints of the header in the middle of each (issue 27), and a bar that flashes
 * for a tenth of a second tells staff nothing. A slow answer still shows it.
 */
export const REQUEST_PROGRESS_DELAY_MS = 250;

/** A thin bar under the header while any API request has been in flight for a moment. */
export function RequestProgress() {
  const { t } = useTranslation();
  const busy = useSyncExternalStore(subscribeInFlight, () => getInFlightCount() > 0);
  if (!useDelayedFlag(busy, REQUEST_PROGRESS_DELAY_MS)) return null;
  return <ProgressBar className="console-request-progress" intent="primary" stripes={false} aria-label={t('shell.header.loading')} />;
}
