import { useTranslation } from './useTranslation.ts';
import { PlainButton, PlainNonIdealState } from './plain/plainBlueprint.tsx';

/** Props of {@link ServerUnreachable}. */
export interface ServerUnreachableProps {
  /** Loads again what failed (the query, the screen chunk). */
  onRetry: () => void;
}

/**
 * The one state of a call or a screen that never reached the server (network down, server
 * stopped, a chunk or style sheet that did not load): "The server cannot be reached" in the
 * admin's language, with Retry. Plain Blueprint markup: it also stands in for the shell's own
 * chunk, before Blueprint's JavaScript is there.
 */
export function ServerUnreachable({ onRetry }: ServerUnreachableProps) {
  const { t } = useTranslation('widgets');
  return (
    <div role="alert" className="console-server-unreachable">
      <PlainNonIdealState
        title={t('widgets.offline.title')}
        description={t('widgets.offline.description')}
        action={
          <PlainButton intent="primary" onClick={onRetry}>
            {t('widgets.offline.retry')}
          </PlainButton>
        }
      />
    </div>
  );
}
