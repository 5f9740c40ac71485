import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

// Settings › Technical (issue 25 item 2): the technical-work switches, set by the designed
// POST Options/UpdateTechnicalWork and read by GET Options/GetStatus, and the option rules shared
// with the console (src/domain/technicalSettings.ts).
let server: TestServer;
const tokens: Record<'admin' | 'super' | 'support' | 'arbitrator', string> = { admin: '', super: '', support: '', arbitrator: '' };
beforeAll(async () => {
  server = await startTestServer({ users: 5 });
  tokens.admin = await server.signIn('admin@demo.local');
  tokens.super = await server.signIn('super@demo.local');
  tokens.support = await server.signIn('support@demo.local');
  tokens.arbitrator = await server.signIn('arbitrator@demo.local');
});
afterAll(() => server.close());

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, `/api/Options/${path}`, { token, body });
const status = async (token = tokens.support) => (await call('GET', 'GetStatus', token)).json().technicalWork;
const logRows = () =>
  server.db.kysely.selectFrom('admin_logs').selectAll().where('operation_id', '=', 'POST Options/UpdateTechnicalWork').orderBy('id').execute();

describe('technical-work switches', () => {
  it('an admin stops trading: every staff member reads it in the status, the other switches stay, and the log holds before and after', async () => {
    const res = await call('POST', 'UpdateTechnicalWork', tokens.admin, { stopTrade: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stopP2P: false, stopRegistration: false, stopTrade: true, stopTransactionConfirm: false, stopTransactions: false });
    expect(await status(tokens.arbitrator)).toMatchObject({ stopTrade: true, stopP2P: false });
    const [row] = await logRows();
    expect(JSON.parse(row!.before_state!)).toMatchObject({ stopTrade: false });
    expect(JSON.parse(row!.after_state!)).toMatchObject({ stopTrade: true });
  });

  it('a super admin switching another mode keeps the one already on (a partial change)', async () => {
    const res = await call('POST', 'UpdateTechnicalWork', tokens.super, { stopRegistration: true });
    expect(res.statusCode).toBe(200);
    expect(await status()).toMatchObject({ stopRegistration: true, stopTrade: true });
    expect((await call('POST', 'UpdateTechnicalWork', tokens.super, { stopRegistration: false, stopTrade: false })).json()).toMatchObject({ stopRegistration: false, stopTrade: false });
  });

  it('support and arbitrators may not switch anything (403), and nothing changes', async () => {
    const before = await status();
    for (const who of ['support', 'arbitrator'] as const) {
      const res = await call('POST', 'UpdateTechnicalWork', tokens[who], { stopP2P: true });
      expect(res.statusCode, who).toBe(403);
    }
    expect(await status()).toEqual(before);
  });

  it('refuses an empty change, an unknown switch and a non-boolean (400), changing nothing', async () => {
    const before = await status();
    for (const body of [{}, { stopEverything: true }, { stopTrade: 'yes' }]) {
      const res = await call('POST', 'UpdateTechnicalWork', tokens.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await status()).toEqual(before);
  });
});

describe('option rules shared with the console', () => {
  const email = { domain: 'mail.exchange.test', signature: 'The team', securityCode: 'ABC', unsubscribeHeader: 'List-Unsubscribe', unsubscribeLink: 'https://x.test/u' };

  it('refuses a domain that is not a host name and an unsubscribe link that is not an http address, with their reasons, changing nothing', async () => {
    expect((await call('POST', 'UpdateEmailOptions', tokens.admin, email)).statusCode).toBe(200);
    const bad = [
      [{ ...email, domain: 'not a domain' }, 'emailDomainInvalid', 'Enter a domain name such as mail.example.com'],
      [{ ...email, domain: '  ' }, 'emailDomainEmpty', 'Must be filled'],
      [{ ...email, unsubscribeLink: 'javascript:alert(1)' }, 'unsubscribeLinkInvalid', 'The unsubscribe link must be an address starting with http:// or https://'],
    ] as const;
    for (const [body, reason, message] of bad) {
      const res = await call('POST', 'UpdateEmailOptions', tokens.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ reason, message });
    }
    expect((await call('GET', 'GetEmailOptions', tokens.admin)).json()).toEqual(email);
  });

  it('stores empty optional e-mail texts as null', async () => {
    const res = await call('POST', 'UpdateEmailOptions', tokens.admin, { ...email, signature: '', unsubscribeLink: '  ' });
    expect(res.json()).toMatchObject({ signature: null, unsubscribeLink: null, securityCode: 'ABC' });
  });

  it('asks for the provider of any automatic verification', async () => {
    const res = await call('POST', 'UpdateVerificationOptions', tokens.admin, { verificationType: 'auto', autoProvider: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ reason: 'autoProviderRequired', message: 'Choose the auto-verification provider' });
    expect((await call('GET', 'GetVerificationOptions', tokens.admin)).json().verificationType).toBe('manual');
  });

  it('gives the upload rules their reasons', async () => {
    const zero = await call('POST', 'UpdateUploadOptions', tokens.admin, { fileLengthLimit: 1024, totalLengthLimit: 2048, fileCountLimit: 0 });
    expect(zero.json().error).toMatchObject({ reason: 'uploadLimitZero', details: [{ path: '/fileCountLimit' }] });
    const below = await call('POST', 'UpdateUploadOptions', tokens.admin, { fileLengthLimit: 4096, totalLengthLimit: 2048, fileCountLimit: 2 });
    expect(below.json().error).toMatchObject({ reason: 'uploadTotalBelowFile' });
  });
});
