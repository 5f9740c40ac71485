import { useTranslation } from '../../components/useTranslation.ts';
import { PlainButton, PlainNonIdealState, PlainSpinner } from '../../components/plain/plainBlueprint.tsx';
import { useSession, useSessionActor } from '../session/SessionContext.tsx';

/** While the six start calls run (plain Blueprint markup: this is drawn before the shell's chunk). */
export function StartScreen() {
  const { t } = useTranslation();
  return (
    <div className="console-fullpage">
      <PlainNonIdealState visual={<PlainSpinner label={t('shell.start.loading')} />} title={t('shell.start.loading')} />
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
      <PlainNonIdealState
        title={t('shell.start.failed')}
        description={message ?? undefined}
        action={
          <>
            <PlainButton intent="primary" onClick={() => actor.send({ type: 'session.retry' })}>
              {t('common.action.retry')}
            </PlainButton>{' '}
            <PlainButton onClick={() => actor.send({ type: 'session.logout' })}>{t('shell.start.signOut')}</PlainButton>
          </>
        }
      />
    </div>
  );
}
