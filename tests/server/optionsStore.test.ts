import { describe, expect, it } from 'vitest';
import { OPTION_KEYS, readOption, readOptionOver, writeOption } from '../../server/core/options.ts';
import { serverForFile } from './harness.ts';

// server/core/options.ts is the one store of system_options: what it saves is what every
// module's options answer reads back, and the modules' documents never share a key.
const { server, tokens } = serverForFile(['admin'], { users: 5 });

describe('options store (server/core)', () => {
  it('reads back what it wrote, replacing the document on a second write', async () => {
    const db = server.db.kysely;
    await writeOption(db, 'exchangeOptions', { isEnabled: false, feePercent: '1.5', minAmount: '5', maxAmount: '50' });
    await writeOption(db, 'exchangeOptions', { isEnabled: true, feePercent: '0.7', minAmount: '5', maxAmount: '50' });
    expect(await readOption(db, 'exchangeOptions')).toEqual({ isEnabled: true, feePercent: '0.7', minAmount: '5', maxAmount: '50' });
    const res = await server.call('GET', '/api/v2/Options/GetExchangeOptions', { token: tokens.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isEnabled: true, feePercent: '0.7' });
  });

  it('answers null for a document never saved, and the defaults under a stored one, dropping unknown fields', async () => {
    const db = server.db.kysely;
    await db.deleteFrom('system_options').where('key', '=', 'uploadOptions').execute();
    expect(await readOption(db, 'uploadOptions')).toBeNull();
    await writeOption(db, 'uploadOptions', { fileLengthLimit: 7, stray: 'x' });
    expect(await readOptionOver(db, 'uploadOptions', { fileLengthLimit: 1, totalLengthLimit: 2, fileCountLimit: 3 })).toEqual({ fileLengthLimit: 7, totalLengthLimit: 2, fileCountLimit: 3 });
  });

  it('serves the technical-work switches the store holds to GET Options/GetStatus', async () => {
    await writeOption(server.db.kysely, 'technicalWork', { stopP2P: true, stopRegistration: false, stopTrade: true, stopTransactionConfirm: false, stopTransactions: false });
    const res = await server.call('GET', '/api/Options/GetStatus', { token: tokens.admin });
    expect(res.json().technicalWork).toMatchObject({ stopP2P: true, stopTrade: true, stopTransactions: false });
  });

  it('lists every key once', () => {
    expect(new Set(OPTION_KEYS).size).toBe(OPTION_KEYS.length);
  });
});
