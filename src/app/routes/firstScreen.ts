import { sessionPhase, type SessionSnapshot } from '../session/SessionContext.tsx';
import type { SessionActor } from '../session/createSessionActor.ts';

/**
 * How long a reload waits for its first screen before drawing the start screen ("Loading…") and
 * going on as the pieces come: on this machine they are all in within 150 ms of the page's start
 * when warm and 300 ms when cold; a slow server gets the start screen after this.
 */
export const FIRST_SCREEN_WAIT_MS = 800;

/**
 * Resolves when a reload with a stored token may draw for the first time (issue 27): once the
 * session has started (the admin is known) and the warm-up's pieces are in (`warmedUp`: the
 * shell's and the screen's chunks and the first answers, routes/warmUp.ts), so the first commit
 * is the screen with its rows. Drawing at once instead drew the start screen, waited for its
 * paint, then the shell, each session answer and each chunk in commits of their own: some 40 ms
 * of a warm /users open before its rows. A session that ends its start otherwise (signed out,
 * failed) draws at once; anything slower than `waitMs` draws as before.
 */
export function firstScreenReady(session: SessionActor, warmedUp: Promise<void>, waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, waitMs);
    const onSnapshot = (snapshot: SessionSnapshot) => {
      const phase = sessionPhase(snapshot);
      if (phase === 'authenticated') void warmedUp.then(finish);
      else if (phase !== 'starting') finish();
    };
    const subscription = session.subscribe(onSnapshot);
    onSnapshot(session.getSnapshot());
  });
}
