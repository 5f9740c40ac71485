import { ApiError } from './apiError.ts';
import { setServiceBases } from './apiConfig.ts';
import { createServiceClient } from './client.ts';
import { getInFlightCount } from './inFlight.ts';
import { clearToken, getToken, setToken } from './tokenStore.ts';
import { onUnauthorized } from './unauthorized.ts';

type TestPaths = {
  '/thing': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': { value: number } } } };
    };
  };
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(answer: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      seen.push(request);
      return answer(request);
    }),
  );
  return seen;
}

const client = createServiceClient<TestPaths>('v2');

afterEach(() => {
  clearToken();
  setServiceBases({ v2: '/api' });
});

describe('service client', () => {
  it('sends the stored token in X-Auth-Token to the configured base', async () => {
    setToken('secret');
    setServiceBases({ v2: '/backoffice' });
    const seen = serve(() => json(200, { value: 1 }));
    const { data } = await client.POST('/thing');
    expect(data).toEqual({ value: 1 });
    expect(new URL(seen[0]!.url).pathname).toBe('/backoffice/thing');
    expect(seen[0]!.headers.get('X-Auth-Token')).toBe('secret');
  });

  it('rejects with ApiError built from the error envelope', async () => {
    serve(() => json(409, { error: { status: 409, code: 103, message: 'Action is impossible', details: [{ path: '/x', message: 'bad' }] } }));
    const error = await client.POST('/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 103, reason: 'actionImpossible', message: 'Action is impossible', details: [{ path: '/x', message: 'bad' }] });
  });

  it("carries the server's reason, whatever the message's language", async () => {
    serve(() => json(409, { error: { status: 409, code: 103, reason: 'userNameExists', message: 'Имя занято' } }));
    const error = await client.POST('/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).hasReason('userNameExists')).toBe(true);
    expect((error as ApiError).hasReason('actionImpossible')).toBe(false);
  });

  it('turns a v1 answer with result.Success false into an ApiError, even on HTTP 200', async () => {
    serve(() => json(200, { result: { Success: false, Error: 'Requisite not found' } }));
    await expect(client.POST('/thing')).rejects.toMatchObject({ message: 'Requisite not found' });
  });

  it('accepts a v1 answer with result.Success true', async () => {
    serve(() => json(200, { result: { Success: true, Error: null }, value: 2 }));
    await expect(client.POST('/thing')).resolves.toMatchObject({ data: { value: 2 } });
  });

  it.each([
    ['an HTTP 401', () => json(401, { error: { status: 401, code: 101, message: 'Session expired' } })],
    ['a body error with status 401', () => json(200, { error: { status: 401, code: 101, message: 'Session expired' } })],
  ])('clears the token and announces the expiry on %s', async (_name, answer) => {
    setToken('old');
    const expired = vi.fn();
    const stop = onUnauthorized(expired);
    serve(answer);
    await expect(client.POST('/thing')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    stop();
  });

  it('does not end the session on other errors', async () => {
    setToken('kept');
    const expired = vi.fn();
    const stop = onUnauthorized(expired);
    serve(() => json(403, { error: { status: 403, code: 102, message: 'Action is not allowed' } }));
    await expect(client.POST('/thing')).rejects.toMatchObject({ status: 403, code: 102 });
    expect(getToken()).toBe('kept');
    expect(expired).not.toHaveBeenCalled();
    stop();
  });

  it('rejects a transport failure with an ApiError of status 0', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.POST('/thing')).rejects.toMatchObject({ name: 'ApiError', status: 0, message: 'Failed to fetch' });
  });

  it('counts requests in flight until they settle', async () => {
    let release!: (response: Response) => void;
    serve(() => new Promise<Response>((resolve) => (release = resolve)));
    const pending = client.POST('/thing');
    await vi.waitFor(() => expect(getInFlightCount()).toBe(1));
    release(json(500, { error: { status: 500, code: 500, message: 'Unexpected error' } }));
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(getInFlightCount()).toBe(0);
  });
});
