import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The limits that act on the connection itself, over a real socket: a body that stops arriving
 * (408), headers over Node's limit (431) and bodies over the operation's limit (413), each in the
 * error envelope of the service the URL belongs to.
 */

const REQUEST_TIMEOUT_MS = 600;
let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({ users: 10, requestTimeoutMs: REQUEST_TIMEOUT_MS });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterAll(() => server.close());

/** Writes raw request bytes and resolves with everything the server sent until it closed. */
function exchange(request: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => {}); // the server may reset after answering; what it sent is what counts
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, body: received.slice(received.indexOf('\r\n\r\n') + 4), ms: performance.now() - started });
    });
    socket.setTimeout(10_000, () => reject(new Error(`no answer; received: ${received}`)));
    socket.write(request);
  });
}

describe('connection limits answer in the envelope', () => {
  it('cuts a body that stops arriving with 408', async () => {
    const res = await exchange('POST /api/Login/SignIn HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toMatchObject({ error: { status: 408, code: 107, message: 'Request timed out' } });
    expect(res.ms).toBeLessThan(REQUEST_TIMEOUT_MS * 5);
  });

  it('answers a slow v1 body in the v1 envelope', async () => {
    const token = await server.signIn('admin@demo.local');
    const res = await exchange(`PUT /api/v1/user/1/language HTTP/1.1\r\nHost: x\r\nX-Auth-Token: ${token}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toMatchObject({ result: { Success: false, Error: 'Request timed out' }, error: { status: 408, code: 107 } });
  });

  it('answers an anonymous slow body with 401 at once: the token is checked before the body is awaited', async () => {
    const res = await exchange('PUT /api/v1/user/1/language HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    expect(res.status).toBe(401);
    expect(res.ms).toBeLessThan(REQUEST_TIMEOUT_MS);
    expect(JSON.parse(res.body).result).toEqual({ Success: false, Error: 'Session expired, please sign in again' });
  });

  it('cuts a multipart form that stops arriving with 408', async () => {
    const token = await server.signIn('admin@demo.local');
    const head = '--b\r\nContent-Disposition: form-data; name="GroupChatId"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="Files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    const res = await exchange(
      `POST /api/api/bo/User/SendGroupChatMessage HTTP/1.1\r\nHost: x\r\nX-Auth-Token: ${token}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 5000\r\n\r\n${head}`,
    );
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body).error).toMatchObject({ status: 408, code: 107 });
  });

  it('cuts headers that stop arriving with 408', async () => {
    const res = await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1');
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toMatchObject({ error: { status: 408, code: 107 } });
  });

  it('refuses headers over the limit with 431', async () => {
    const res = await exchange(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ error: { status: 431, code: 108, message: 'Request headers are too large' } });
  });

  it('refuses a declared length over the operation limit with 413 before reading it', async () => {
    const res = await exchange('POST /api/Login/SignIn HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{');
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error).toMatchObject({ status: 413, code: 106 });
  });

  it('refuses a chunked body that grows over the limit with 413', async () => {
    const chunk = `{"email":"${'a'.repeat(5000)}"}`;
    const res = await exchange(
      `POST /api/Login/SignIn HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error).toMatchObject({ status: 413, code: 106 });
  });
});
