import { describe, expect, it } from 'vitest';
import {
  ARBITRATION_TRANSITIONS,
  chatMemberName,
  decideArbitration,
  fileExtension,
  isAllowedChatUpload,
  p2pStatusesOf,
  P2P_TRADE_STATUSES,
  staffChatMemberType,
  TRADER_STATUS_OF,
} from './p2p.ts';

const arbitrator = { adminId: 4, adminStatus: 3 };
const other = { adminId: 5, adminStatus: 3 };
const admin = { adminId: 1, adminStatus: 0 };

describe('decideArbitration', () => {
  it('joins an awaiting dispute (9, 10) and nothing else', () => {
    expect(decideArbitration('join', { status: 10, arbitratorId: null }, arbitrator)).toEqual({ ok: true, to: 11 });
    expect(decideArbitration('join', { status: 9, arbitratorId: null }, arbitrator)).toEqual({ ok: true, to: 11 });
    expect(decideArbitration('join', { status: 11, arbitratorId: 4 }, arbitrator)).toEqual({ ok: false, refusal: 'alreadyJoinedBySelf' });
    expect(decideArbitration('join', { status: 11, arbitratorId: 5 }, arbitrator)).toEqual({ ok: false, refusal: 'joinedByAnother' });
    expect(decideArbitration('join', { status: 4, arbitratorId: null }, arbitrator)).toEqual({ ok: false, refusal: 'notInDispute' });
  });

  it('resolves only a joined dispute, by its arbitrator or a supervising admin', () => {
    expect(decideArbitration('confirm', { status: 11, arbitratorId: 4 }, arbitrator)).toEqual({ ok: true, to: 6 });
    expect(decideArbitration('cancel', { status: 11, arbitratorId: 4 }, arbitrator)).toEqual({ ok: true, to: 5 });
    expect(decideArbitration('confirm', { status: 11, arbitratorId: 4 }, other)).toEqual({ ok: false, refusal: 'notTheArbitrator' });
    expect(decideArbitration('cancel', { status: 11, arbitratorId: 4 }, admin)).toEqual({ ok: true, to: 5 });
    expect(decideArbitration('confirm', { status: 10, arbitratorId: null }, admin)).toEqual({ ok: false, refusal: 'noArbitratorYet' });
  });

  it('keeps a resolved trade resolved, whatever the action', () => {
    for (const action of ['join', 'assign', 'confirm', 'cancel'] as const) {
      for (const status of [5, 6]) {
        expect(decideArbitration(action, { status, arbitratorId: 4 }, admin, { adminId: 5, adminStatus: 3, isBlocked: false })).toEqual({ ok: false, refusal: 'alreadyResolved' });
      }
      expect(decideArbitration(action, { status: 7, arbitratorId: null }, admin, { adminId: 5, adminStatus: 3, isBlocked: false })).toEqual({ ok: false, refusal: 'tradeClosed' });
    }
  });

  it('assigns only an active arbitrator, once', () => {
    const target = { adminId: 5, adminStatus: 3, isBlocked: false };
    expect(decideArbitration('assign', { status: 10, arbitratorId: null }, admin, target)).toEqual({ ok: true, to: 11 });
    expect(decideArbitration('assign', { status: 11, arbitratorId: 4 }, admin, target)).toEqual({ ok: true, to: 11 });
    expect(decideArbitration('assign', { status: 11, arbitratorId: 5 }, admin, target)).toEqual({ ok: false, refusal: 'alreadyAssigned' });
    expect(decideArbitration('assign', { status: 10, arbitratorId: null }, admin, { ...target, isBlocked: true })).toEqual({ ok: false, refusal: 'notAnArbitrator' });
    expect(decideArbitration('assign', { status: 10, arbitratorId: null }, admin, { ...target, adminStatus: 2 })).toEqual({ ok: false, refusal: 'notAnArbitrator' });
    expect(decideArbitration('assign', { status: 10, arbitratorId: null }, admin, null)).toEqual({ ok: false, refusal: 'arbitratorNotFound' });
  });

  it('agrees with the transition table for every status', () => {
    for (const status of P2P_TRADE_STATUSES) {
      for (const action of ['join', 'confirm', 'cancel'] as const) {
        const decision = decideArbitration(action, { status, arbitratorId: status === 11 ? 1 : null }, admin);
        expect(decision.ok, `${action} from ${status}`).toBe((ARBITRATION_TRANSITIONS[action].from as readonly number[]).includes(status));
      }
    }
  });
});

describe('traders-module statuses', () => {
  it('maps every P2P status and back', () => {
    for (const status of P2P_TRADE_STATUSES) expect(p2pStatusesOf(TRADER_STATUS_OF[status])).toContain(status);
    expect(p2pStatusesOf('arbitratorRequired')).toEqual([9, 10]);
  });
});

describe('chat helpers', () => {
  it('reads extensions and allows only the spec’s image types', () => {
    expect(fileExtension('Scan.JPG')).toBe('jpg');
    expect(fileExtension('.png')).toBe('');
    expect(fileExtension('archive.')).toBe('');
    expect(['a.jpeg', 'a.jpg', 'a.png', 'a.heif', 'a.HEIC'].every(isAllowedChatUpload)).toBe(true);
    expect(['a.gif', 'a.pdf', 'png', 'a.png.exe'].some(isAllowedChatUpload)).toBe(false);
    expect(staffChatMemberType(3)).toBe(3);
    expect(staffChatMemberType(0)).toBe(2);
  });

  it('names each member type, an unknown one as a customer', () => {
    expect([0, 1, 2, 3, 9].map(chatMemberName)).toEqual(['customer', 'system', 'admin', 'arbitrator', 'customer']);
  });
});
