import { vi } from 'vitest';

/** One recorded API call: method, path below the service base, the query and the parsed JSON body. */
export interface StubbedCall<Body> {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Body;
}

const REPLY = Symbol('reply');
/** An answer with its own status, for a handler: `reply(409, { error: … })`. */
export const reply = (status: number, body: unknown) => ({ [REPLY]: true, status, body });

/**
 * Answers `fetch` from `handlers` keyed `METHOD /path` (a value, or a function of the call) and
 * records every call (a handler's promise is awaited: see {@link heldAnswers}). `emptyBody` is what a call without a body records; `fallback` answers calls
 * no handler names (`{ success: true }` unless told; `reply(404, …)` makes them fail), or is a function of the call
 * for a test that answers by the path alone, whatever the method.
 */
export function stubApi<Empty extends null | undefined>(handlers: Record<string, unknown>, emptyBody: Empty, fallback: unknown = { success: true }) {
  const calls: StubbedCall<unknown>[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, path, query: url.searchParams, body: text ? (JSON.parse(text) as unknown) : emptyBody };
    calls.push(call);
    const named = handlers[`${request.method} ${path}`];
    const handler = named === undefined ? fallback : named;
    // A handler may answer later (a promise), so a test can look at the screen while the call is in flight.
    let answer: unknown = await (typeof handler === 'function' ? (handler as (c: typeof call) => unknown)(call) : handler);
    let status = 200;
    if (answer && typeof answer === 'object' && REPLY in answer) {
      const replied = answer as unknown as { status: number; body: unknown };
      status = replied.status;
      answer = replied.body;
    }
    // A file download answers its bytes as they are.
    if (answer instanceof Blob) return new Response(answer, { status });
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

/** A v2 error answer, as a handler's reply; `reason` as the server names it (the console words a refusal by it). */
export function v2Error(status: number, code: number, message: string, reason?: string) {
  return reply(status, { error: { status, code, message, ...(reason ? { reason } : {}) } });
}

/** The API's answer to a server failure, as a handler's reply. */
export const serverError = () => reply(500, { error: { status: 500, code: 500, reason: 'unexpected', message: 'Unexpected error' } });

/**
 * A handler that fails its first call with {@link serverError} and answers the later ones as
 * `answer` (a value, or a function of what the handler is given: the call, or a test's own argument).
 */
export function failingOnce<Arg = StubbedCall<unknown>>(answer: unknown): (arg: Arg) => unknown {
  let calls = 0;
  return (arg: Arg) => {
    calls += 1;
    if (calls === 1) return serverError();
    return typeof answer === 'function' ? (answer as (a: Arg) => unknown)(arg) : answer;
  };
}

/**
 * A handler whose calls wait until the test answers them, in order: `answer(value)` releases the
 * oldest call waiting with `value` (a body, or `serverError()`). Lets a test see the screen while
 * a request is in flight.
 */
export function heldAnswers() {
  const waiting: ((value: unknown) => void)[] = [];
  return {
    handler: () => new Promise<unknown>((resolve) => waiting.push(resolve)),
    /** How many calls wait for an answer. */
    waiting: () => waiting.length,
    answer: (value: unknown) => {
      const release = waiting.shift();
      if (!release) throw new Error('no call is waiting for an answer');
      release(value);
    },
  };
}
