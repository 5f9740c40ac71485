import { sessionPhase, type SessionSnapshot } from '../session/SessionContext.tsx';
import type { SessionActor } from '../session/createSessionActor.ts';
import type { WarmedUp } from './warmUp.ts';

/**
 * How long a reload waits at most for its first screen before drawing what it has (the start
 * screen, or the shell) and going on as the rest comes. The page stays blank while it waits. On
 * this machine everything is in some 100 ms after the console's code starts, warm or cold.
 */
export const FIRST_SCREEN_WAIT_MS = 150;

/**
 * How long the first render waits, once the code is in, for the admin and the screen's first
 * answers: on this machine they come within a few milliseconds of the chunks, and a slow one must
 * not keep the page blank (the start screen, or the shell with skeleton rows, shows meanwhile).
 */
export const AFTER_CODE_GRACE_MS = 50;

/**
 * Resolves when a reload with a stored token may draw for the first time (issue 27): once the
 * warm-up's chunks are in, the session has its admin and the screen's first answers are in the
 * query cache (`warmedUp`, routes/warmUp.ts), so the first commit is the screen with its rows.
 * Drawing at once instead drew the start screen, waited for its paint, then the shell, each
 * session answer and each chunk in commits of their own: some 40 ms of a warm /users open before
 * its rows. A session that ends its start otherwise (signed out, failed) draws at once; an admin
 * or an answer later than `graceMs` after the code, or anything later than `waitMs`, draws what
 * there is, as before.
 */
export function firstScreenReady(
  session: SessionActor,
  warmedUp: WarmedUp,
  { waitMs = FIRST_SCREEN_WAIT_MS, graceMs = AFTER_CODE_GRACE_MS }: { waitMs?: number; graceMs?: number } = {},
): Promise<void> {
  return new Promise<void>((resolve) => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    let signedIn!: () => void;
    const authenticated = new Promise<void>((done) => (signedIn = done));
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      timers.forEach(clearTimeout);
      subscription.unsubscribe();
      resolve();
    };
    timers.push(setTimeout(finish, waitMs));
    const onSnapshot = (snapshot: SessionSnapshot) => {
      const phase = sessionPhase(snapshot);
      if (phase === 'authenticated') signedIn();
      else if (phase !== 'starting') finish();
    };
    const subscription = session.subscribe(onSnapshot);
    onSnapshot(session.getSnapshot());
    void warmedUp.chunks.then(() => {
      if (done) return;
      timers.push(setTimeout(finish, graceMs));
      void authenticated.then(() => warmedUp.answers).then(finish);
    });
  });
}
