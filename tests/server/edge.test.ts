import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/staff.ts';
import { startTestServer, type TestServer } from './harness.ts';

// A console build in miniature: index.html and one large script with the build's .br and .gz copies.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-console-'));
const script = Buffer.from(`export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`);
fs.mkdirSync(path.join(staticDir, 'assets'));
const html = Buffer.from(
  '<!doctype html><html><head>\n    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />\n<script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(staticDir, 'index.html'), html);
fs.writeFileSync(path.join(staticDir, 'index.html.br'), zlib.brotliCompressSync(html));
fs.writeFileSync(path.join(staticDir, 'assets', 'app-1.js'), script);
fs.writeFileSync(path.join(staticDir, 'assets', 'app-1.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(staticDir, 'assets', 'app-1.js.gz'), zlib.gzipSync(script));
// a chunk under 1 kB: the build writes no compressed copies of it
const tiny = Buffer.from('export const tiny = 1;\n');
fs.writeFileSync(path.join(staticDir, 'assets', 'tiny-1.js'), tiny);

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ users: 60, staticDir });
  token = await server.signIn('admin@demo.local');
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each([
    ['the console', 'GET', '/'],
    ['the HTML fallback', 'GET', '/users'],
    ['a console asset', 'GET', '/assets/app-1.js'],
    ['the health check', 'GET', '/api/health'],
    ['an API answer', 'POST', '/api/Login/GetCurrentAdmin'],
    ['an API error', 'POST', '/api/v2/User/GetUsers'],
  ])('are on %s (%s %s)', async (_name, method, url) => {
    const res = await server.app.inject({ method: method as 'GET', url, headers: url === '/api/Login/GetCurrentAdmin' ? { 'x-auth-token': token } : {} });
    expect(res.statusCode).toBeLessThan(500);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('compression', () => {
  it('sends a console asset as the build compressed it: brotli, gzip, or plain, as the browser accepts', async () => {
    const br = await server.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(script)).toBe(true);

    const gz = await server.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(script)).toBe(true);

    const plain = await server.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('lets browsers keep every asset for a year, a small chunk without compressed copies too, and honours a refused coding', async () => {
    for (const url of ['/assets/app-1.js', '/assets/tiny-1.js']) {
      const res = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const small = await server.app.inject({ method: 'GET', url: '/assets/tiny-1.js', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.equals(tiny)).toBe(true);
    // "br;q=0" refuses brotli: the gzip copy goes out instead
    const noBrotli = await server.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(noBrotli.rawPayload).equals(script)).toBe(true);
  });

  it('keeps the HTML fallback working, compressed for a browser that accepts brotli, and never cached', async () => {
    for (const url of ['/users/42', '/index.html']) {
      const res = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    }
    const plain = await server.app.inject({ method: 'GET', url: '/users' });
    expect(plain.body).toContain('<div id="root">');
    const head = await server.app.inject({ method: 'HEAD', url: '/users' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
  });

  it("writes /config.json's answer into the page in place of its preload, and answers 304 to a reload whose copy is current", async () => {
    const config = (await server.app.inject({ method: 'GET', url: '/config.json' })).json();
    const res = await server.app.inject({ method: 'GET', url: '/users', headers: { 'accept-encoding': 'gzip' } });
    const page = zlib.gunzipSync(res.rawPayload).toString();
    const inline = /<script id="console-config" type="application\/json">(.*?)<\/script>/.exec(page);
    expect(inline, page).not.toBeNull();
    expect(JSON.parse(inline![1]!)).toEqual(config);
    expect(page).not.toContain('rel="preload" href="/config.json"');
    expect(page).toContain('<script type="module" src="/assets/app-1.js"></script>');

    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await server.app.inject({ method: 'GET', url: '/users/7', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await server.app.inject({ method: 'GET', url: '/users', headers: { 'if-none-match': 'W/"an-older-build"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 404 for a missing file (favicon, an old chunk), never the page HTML', async () => {
    for (const url of ['/favicon.ico', '/assets/gone-123.js', '/assets/gone.css?v=2']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/text\/html/);
    }
  });

  it('compresses a list answer above 1 kB with brotli or gzip, and leaves a small answer as it is', async () => {
    const body = { offset: 0, limit: 50 };
    const plain = await server.app.inject({ method: 'POST', url: '/api/v2/User/GetUsers', headers: { 'x-auth-token': token }, payload: body });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await server.app.inject({ method: 'POST', url: '/api/v2/User/GetUsers', headers: { 'x-auth-token': token, 'accept-encoding': 'br' }, payload: body });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await server.app.inject({ method: 'POST', url: '/api/v2/User/GetUsers', headers: { 'x-auth-token': token, 'accept-encoding': 'gzip' }, payload: body });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await server.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });
});

describe('request bodies', () => {
  it('are not inflated from a Content-Encoding: a gzip body is refused, not decompressed', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/Login/SignIn',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.status).toBe(400);
  });
});

describe('sign-in request rate per address', () => {
  it('refuses requests over the rate with 429 in the envelope, for that address only', async () => {
    const limited = await startTestServer({ users: 0, signInRate: { max: 3, windowMs: 60_000 } });
    try {
      const attempt = (remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: '/api/Login/SignIn', remoteAddress, payload: { email: 'nobody@rate.test', password: 'Wrong-pass1' } });
      for (let i = 0; i < 3; i++) expect((await attempt('10.9.0.1')).json().error.code).toBe(115);
      const over = await attempt('10.9.0.1');
      expect(over.statusCode).toBe(429);
      expect(over.json().error).toMatchObject({ status: 429, code: 117, params: { minutes: 1 } });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another address, and other operations from the same one, are not held back.
      const other = await limited.app.inject({ method: 'POST', url: '/api/Login/SignIn', remoteAddress: '10.9.0.2', payload: { email: 'admin@demo.local', password: DEMO_PASSWORD } });
      expect(other.statusCode).toBe(200);
      const health = await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.9.0.1' });
      expect(health.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
