/** Why sign-in failed, as the session reports it (kind decides the text; message is the server's). */
export interface LoginError {
  kind: string;
  message: string;
  /** How long the rate limit lasts (kind tooManyAttempts), when the server said. */
  minutes?: number | null;
}

export type LoginStep = 'credentials' | 'authCode';

import type { Locale } from '../../domain/languages.ts';

export interface LoginPageProps {
  step: LoginStep;
  busy: boolean;
  error: LoginError | null;
  onSignIn: (credentials: { email: string; password: string }) => void;
  onSubmitCode: (authCode: string) => void;
  onBack: () => void;
  /** The page's language, and its change (before sign-in the browser remembers it). */
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}
