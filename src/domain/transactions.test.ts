import { describe, expect, it } from 'vitest';
import { allowedActions, decideAction, isProcessingOverdue, TRANSITIONS, type TransactionState } from './transactions.ts';

const tx = (over: Partial<TransactionState>): TransactionState => ({ side: 'out', status: 'new', kytStatus: null, requisitesStatus: 'new', antiFraud: false, ...over });

describe('the transaction transition table', () => {
  it('has one rule per side, action and source status', () => {
    const keys = TRANSITIONS.flatMap((r) => r.from.map((f) => `${r.side}:${r.action}:${f}`));
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('lets no one complete a withdrawal straight from the queue, and no one cancel one already sent', () => {
    expect(decideAction('complete', tx({ status: 'withdrawalInQueue' }), 0)).toEqual({ ok: false, refusal: 'notAllowedFromStatus' });
    expect(decideAction('cancel', tx({ status: 'withdrawalProcessing' }), 1)).toEqual({ ok: false, refusal: 'notAllowedFromStatus' });
  });
  it('keeps anti-fraud decisions for the super admin, and admin actions from support', () => {
    const af = tx({ status: 'awaitingManualCheck', antiFraud: true });
    expect(decideAction('confirm', af, 0)).toEqual({ ok: false, refusal: 'superAdminOnly' });
    expect(decideAction('confirm', af, 1).ok).toBe(true);
    expect(allowedActions(tx({ status: 'withdrawalInQueue' }), 2)).toEqual(['needContact', 'check']);
    expect(allowedActions(tx({ status: 'withdrawalInQueue' }), 3)).toEqual([]);
  });
  it('flags Admin processing after 10 minutes only', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isProcessingOverdue('adminProcessing', '2026-11-22T09:49:59Z', now)).toBe(true);
    expect(isProcessingOverdue('adminProcessing', '2026-11-22T09:50:00Z', now)).toBe(false);
    expect(isProcessingOverdue('queue', '2026-11-22T08:00:00Z', now)).toBe(false);
  });
});
