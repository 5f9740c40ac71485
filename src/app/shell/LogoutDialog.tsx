import { Alert } from '@blueprintjs/core';
import { LogOut } from '@blueprintjs/icons';
import { useTranslation } from '../../components/useTranslation.ts';
import { useSession, useSessionActor } from '../session/SessionContext.tsx';

/** "Are you sure you want to logout?" — open while the session is confirming the logout. */
export function LogoutDialog() {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const isOpen = useSession((snapshot) => snapshot.matches({ started: { signedIn: 'confirmingLogout' } }));
  return (
    <Alert
      isOpen={isOpen}
      icon={<LogOut />}
      intent="primary"
      confirmButtonText={t('common.action.ok')}
      cancelButtonText={t('common.action.cancel')}
      canEscapeKeyCancel
      onConfirm={() => actor.send({ type: 'session.confirmLogout' })}
      onCancel={() => actor.send({ type: 'session.cancelLogout' })}
    >
      <p>{t('shell.logout.confirm')}</p>
    </Alert>
  );
}
