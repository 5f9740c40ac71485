import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { Refresh, WarningSign } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActor } from '../session/SessionContext.tsx';

/** While the six start calls run. */
export function StartScreen() {
  const { t } = useTranslation();
  return (
    <div className="console-fullpage">
      <NonIdealState icon={<Spinner aria-label={t('shell.start.loading')} />} title={t('shell.start.loading')} />
    </div>
  );
}

/** The token is valid but a start call failed: retry, or sign out. */
export function StartFailed() {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const message = useSession((snapshot) => snapshot.context.startError);
  return (
    <div className="console-fullpage">
      <NonIdealState
        icon={<WarningSign size={48} />}
        title={t('shell.start.failed')}
        description={message ?? undefined}
        action={
          <>
            <Button intent="primary" icon={<Refresh />} onClick={() => actor.send({ type: 'session.retry' })}>
              {t('common.action.retry')}
            </Button>{' '}
            <Button onClick={() => actor.send({ type: 'session.logout' })}>{t('shell.start.signOut')}</Button>
          </>
        }
      />
    </div>
  );
}
