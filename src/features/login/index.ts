/** The login screen group (one lazy chunk). The app wires it to the session. */
export { LoginPage } from './LoginPage.tsx';
export type { LoginError, LoginPageProps, LoginStep } from './loginTypes.ts';
