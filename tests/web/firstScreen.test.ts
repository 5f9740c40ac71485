import { ApiError } from '../../src/api/apiError.ts';
import type { CurrentAdmin } from '../../src/api/sessionTypes.ts';
import { adminWithStatus, fakeSessionApi, memoryTokens } from './fakeSession.ts';
import { createSessionActor } from '../../src/app/session/createSessionActor.ts';
import { firstScreenReady } from '../../src/app/routes/firstScreen.ts';

/** A reload's session whose admin answers when the test says (or fails). */
function reloadSession() {
  let answer!: (admin: CurrentAdmin) => void;
  let fail!: (error: unknown) => void;
  const api = fakeSessionApi(adminWithStatus(3));
  api.getCurrentAdmin = vi.fn(
    () =>
      new Promise<CurrentAdmin>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  const session = createSessionActor({ api, tokens: memoryTokens('token') });
  return { session, answer: (admin = adminWithStatus(3)) => answer(admin), fail: (error: unknown) => fail(error) };
}

/** A promise and its resolve. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const settledWithin = async (promise: Promise<void>, ms = 50) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((wait) => setTimeout(wait, ms));
  return settled;
};

describe('firstScreenReady', () => {
  it('waits for the admin and for the screen’s pieces before the first render', async () => {
    const { session, answer } = reloadSession();
    const warmedUp = deferred();
    const ready = firstScreenReady(session, warmedUp.promise, 10_000);
    expect(await settledWithin(ready)).toBe(false);
    answer();
    // the admin alone is not enough: the shell's and the screen's chunks and rows are still on their way
    expect(await settledWithin(ready)).toBe(false);
    warmedUp.resolve();
    expect(await settledWithin(ready)).toBe(true);
    session.stop();
  });

  it('draws at once when the session ends its start otherwise (expired token, failed start)', async () => {
    const expired = reloadSession();
    const ready = firstScreenReady(expired.session, deferred().promise, 10_000);
    expired.fail(new ApiError({ status: 401, code: 101, message: 'Unauthorized' }));
    // the login page needs none of the warm-up's pieces
    expect(await settledWithin(ready)).toBe(true);
    expect(expired.session.getSnapshot().matches('signedOut')).toBe(true);

    const failing = reloadSession();
    const failed = firstScreenReady(failing.session, deferred().promise, 10_000);
    failing.fail(new ApiError({ status: 500, code: 500, message: 'Unexpected error' }));
    expect(await settledWithin(failed)).toBe(true);
    expect(failing.session.getSnapshot().matches('startFailed')).toBe(true);
    expired.session.stop();
    failing.session.stop();
  });

  it('draws the start screen after the wait when the server is slow', async () => {
    const { session } = reloadSession();
    const ready = firstScreenReady(session, deferred().promise, 100);
    expect(await settledWithin(ready, 20)).toBe(false);
    expect(await settledWithin(ready, 300)).toBe(true);
    session.stop();
  });
});
