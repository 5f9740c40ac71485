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

/** Warm-up pieces that never come. */
const never = () => ({ chunks: deferred().promise, answers: deferred().promise });

describe('firstScreenReady', () => {
  it('waits for the chunks, the admin and the first answers before the first render', async () => {
    const { session, answer } = reloadSession();
    const chunks = deferred();
    const answers = deferred();
    const ready = firstScreenReady(session, { chunks: chunks.promise, answers: answers.promise }, { waitMs: 10_000, graceMs: 10_000 });
    expect(await settledWithin(ready)).toBe(false);
    chunks.resolve();
    // the code alone is not enough: the admin decides what may be shown
    expect(await settledWithin(ready)).toBe(false);
    answer();
    expect(await settledWithin(ready)).toBe(false);
    answers.resolve();
    expect(await settledWithin(ready)).toBe(true);
    session.stop();
  });

  it('does not keep the page blank for a slow answer or a slow admin once the code is in', async () => {
    const slowAnswer = reloadSession();
    const chunks = deferred();
    const ready = firstScreenReady(slowAnswer.session, { chunks: chunks.promise, answers: deferred().promise }, { waitMs: 10_000, graceMs: 30 });
    slowAnswer.answer();
    expect(await settledWithin(ready)).toBe(false);
    chunks.resolve();
    // the shell and the list's skeleton rows show while the answer is on its way
    expect(await settledWithin(ready, 300)).toBe(true);

    const slowAdmin = reloadSession();
    const loaded = firstScreenReady(slowAdmin.session, { chunks: Promise.resolve(), answers: Promise.resolve() }, { waitMs: 10_000, graceMs: 30 });
    // the start screen shows while the admin is on its way
    expect(await settledWithin(loaded, 300)).toBe(true);
    expect(slowAdmin.session.getSnapshot().matches({ started: 'starting' })).toBe(true);
    slowAnswer.session.stop();
    slowAdmin.session.stop();
  });

  it('draws at once when the session ends its start otherwise (expired token, failed start)', async () => {
    const expired = reloadSession();
    const ready = firstScreenReady(expired.session, never(), { waitMs: 10_000 });
    expired.fail(new ApiError({ status: 401, code: 101, message: 'Unauthorized' }));
    // the login page needs none of the warm-up's pieces
    expect(await settledWithin(ready)).toBe(true);
    expect(expired.session.getSnapshot().matches('signedOut')).toBe(true);

    const failing = reloadSession();
    const failed = firstScreenReady(failing.session, never(), { waitMs: 10_000 });
    failing.fail(new ApiError({ status: 500, code: 500, message: 'Unexpected error' }));
    expect(await settledWithin(failed)).toBe(true);
    expect(failing.session.getSnapshot().matches('startFailed')).toBe(true);
    expired.session.stop();
    failing.session.stop();
  });

  it('draws the start screen after the wait when the code is slow to come', async () => {
    const { session } = reloadSession();
    const ready = firstScreenReady(session, never(), { waitMs: 100 });
    expect(await settledWithin(ready, 20)).toBe(false);
    expect(await settledWithin(ready, 300)).toBe(true);
    session.stop();
  });
});
