import { ProgressBar } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { getInFlightCount, subscribeInFlight } from '../../api/inFlight.ts';

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
  if (!useRequestsSlow(REQUEST_PROGRESS_DELAY_MS)) return null;
  return <ProgressBar className="console-request-progress" intent="primary" stripes={false} aria-label={t('shell.header.loading')} />;
}

/**
 * True once requests have been in flight for `delayMs` without a pause, false as soon as none is.
 * The bar is drawn only when that changes: following every request's start and end was a render
 * and a commit of the header with each answer, just before the rows it brought (issue 27).
 */
function useRequestsSlow(delayMs: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      if (getInFlightCount() === 0) {
        clearTimeout(timer);
        timer = undefined;
        setSlow(false);
      } else {
        timer ??= setTimeout(() => setSlow(getInFlightCount() > 0), delayMs);
      }
    };
    follow();
    const stop = subscribeInFlight(follow);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [delayMs]);
  return slow;
}
