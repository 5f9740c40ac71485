import { useTranslation } from '../../components/useTranslation.ts';
import { Navigate } from 'react-router-dom';
import { DEFAULT_LOCALE, isLocale } from '../../domain/languages.ts';
import { storeLocale } from '../preferences.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';
import { useSession, useSessionActor, sessionPhase } from '../session/SessionContext.tsx';
import { ChunkBoundary } from './ChunkBoundary.tsx';

const loadLogin = () => import('../../features/login/index.ts');

/** /login: the login chunk, driven by the session; once signed in, the console at "/". */
export function LoginRoute() {
  const actor = useSessionActor();
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('login.form.submit'));
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const view = useSession((snapshot) => ({
    phase: sessionPhase(snapshot),
    codeStep: snapshot.matches('awaitingAuthCode') || (snapshot.matches('signingIn') && snapshot.context.authCode !== null),
    busy: snapshot.matches('signingIn'),
    error: snapshot.context.signInError,
  }));
  // spec 1 §7: after sign-in the console opens at "/"
  if (view.phase !== 'signedOut') return <Navigate to="/" replace />;
  return (
    <ChunkBoundary cacheKey="login" load={loadLogin}>
      {({ LoginPage }) => (
        <LoginPage
          step={view.codeStep ? 'authCode' : 'credentials'}
          busy={view.busy}
          error={view.error}
          onSignIn={({ email, password }) => actor.send({ type: 'session.signIn', email, password })}
          onSubmitCode={(authCode) => actor.send({ type: 'session.submitCode', authCode })}
          onBack={() => actor.send({ type: 'session.cancelCode' })}
          locale={locale}
          onLocaleChange={(next) => {
            storeLocale(next);
            void i18n.changeLanguage(next);
          }}
        />
      )}
    </ChunkBoundary>
  );
}
