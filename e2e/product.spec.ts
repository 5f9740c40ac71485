import { expect, test } from '@playwright/test';

// One process is the whole product: the API, the runtime config and the console with history-mode fallback.
test.describe('the product server', () => {
  test('serves the console at any route, the runtime config and the API on one port', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'sqlite' });

    const config = await request.get('/config.json');
    expect((await config.json()).api).toEqual({ v2: '/api', v1: '/api', p2p: '/api' });

    for (const route of ['/', '/login', '/users', '/user/42/security', '/statistics/fees', '/no/such/page']) {
      const page = await request.get(route);
      expect(page.status(), route).toBe(200);
      expect(page.headers()['content-type']).toContain('text/html');
      expect(await page.text()).toContain('<div id="root">');
    }
    const missingApi = await request.get('/api/no/such/call');
    expect(missingApi.status()).toBe(404);
    expect((await missingApi.json()).error.code).toBe(104);
  });

  test('opens an API session for a demo account and ends it on logout', async ({ request }) => {
    const signIn = await request.post('/api/Login/SignIn', { data: { email: 'admin@demo.local', password: 'Backoffice-2026' } });
    expect(signIn.status()).toBe(200);
    const { accessToken } = await signIn.json();
    const headers = { 'X-Auth-Token': accessToken };
    const me = await request.post('/api/Login/GetCurrentAdmin', { headers });
    expect(await me.json()).toMatchObject({ email: 'admin@demo.local', adminStatus: 0 });
    expect((await request.post('/api/Login/Logout', { headers })).status()).toBe(200);
    expect((await request.post('/api/Login/GetCurrentAdmin', { headers })).status()).toBe(401);
  });
});
