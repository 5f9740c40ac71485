import Decimal from 'decimal.js';
import type { TFunction } from 'i18next';
import type { ApprovalRequest } from '../../api/approvals.ts';
import { formatAmount } from '../../components/numberFormat.ts';

/** What the words need to know about currencies: title and decimals by id. */
export type CurrencyOf = (id: number | null | undefined) => { title: string; decimals: number } | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The maker's exact request as one flat list of fields: the server keeps it as the call's parts
 * (`body`, path `params`, `query`); a field name appears once (the body's wins).
 */
export function flatParameters(request: Pick<ApprovalRequest, 'parameters'>): Record<string, unknown> {
  const p = isRecord(request.parameters) ? request.parameters : {};
  const parts = ['query', 'params', 'body'].filter((key) => isRecord(p[key]));
  if (parts.length === 0) return p;
  return Object.assign({}, ...parts.map((key) => p[key] as Record<string, unknown>)) as Record<string, unknown>;
}

/** A parameter's value as text (a nested object as compact JSON), for the parameter list. */
export function parameterText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The request's amount with its currency ("50,000 USDT"), or null without one. */
export function amountText(request: Pick<ApprovalRequest, 'amount' | 'currencyId'>, currencyOf: CurrencyOf): string | null {
  if (request.amount === null) return null;
  const currency = currencyOf(request.currencyId);
  return `${formatAmount(request.amount, currency?.decimals)}${currency ? ` ${currency.title}` : ''}`;
}

/** The USD value at request time ("50,000 USD"), or null without one. */
export function usdText(value: string | null): string | null {
  return value === null ? null : `${formatAmount(value, 2)} USD`;
}

const first = (...values: unknown[]) => values.find((v) => v !== undefined && v !== null && v !== '');

/**
 * The request in words, from its parameters (issue 29: "the parameters in words"): "Credit
 * 50,000 USDT to user #5", "Change the status of admin #7 to Support". Unknown shapes fall back to
 * the action's name; the view lists every parameter below anyway.
 */
export function describeRequest(request: ApprovalRequest, t: TFunction, currencyOf: CurrencyOf): string {
  const p = flatParameters(request);
  const amount = amountText(request, currencyOf) ?? '';
  const user = request.userId ?? first(p.userId, p.UserId) ?? '—';
  const target = request.targetId ?? first(p.id, p.Id, p.adminId, p.AdminId, p.transactionId) ?? '—';
  switch (request.action) {
    case 'adminDeposit':
      return t('approvals.words.adminDeposit', { amount, user });
    case 'adminWithdrawal':
      return t('approvals.words.adminWithdrawal', { amount, user });
    case 'completeWithdrawal':
      return t('approvals.words.completeWithdrawal', { id: target, amount, user });
    case 'cancelCompletedDeposit':
      return t('approvals.words.cancelCompletedDeposit', { id: target, amount, user });
    case 'disableSecondFactor':
      return t('approvals.words.disableSecondFactor', { user });
    case 'changeAdminStatus': {
      const status = first(p.status, p.Status, p.adminStatus, p.AdminStatus);
      const caption = typeof status === 'number' ? t(`approvals.adminStatus.${status}`) : parameterText(status);
      return t('approvals.words.changeAdminStatus', { id: target, status: caption });
    }
    case 'createAdmin':
      return t('approvals.words.createAdmin', { email: parameterText(first(p.email, p.Email, p.userName, p.UserName)) });
    case 'antiFraudThreshold':
      return t('approvals.words.antiFraudThreshold');
    case 'platformLimits':
      return t('approvals.words.platformLimits', { id: target });
    default:
      return t(`approvals.action.${request.action as string}`);
  }
}

/** One line of "what will change": a field, its value at request time and after the action. */
export interface ChangeLine {
  label: string;
  before: string;
  after: string;
}

/** Sign of a money action on the user's balance: credit, debit, or no change of the available balance. */
const BALANCE_SIGN: Partial<Record<ApprovalRequest['action'], 1 | -1>> = {
  adminDeposit: 1,
  adminWithdrawal: -1,
  cancelCompletedDeposit: -1,
};

/**
 * What the action will change (issue 29: "balances before and after, for money moves"): for a
 * money move with the balance read at request time, that balance and the balance after the amount;
 * for other actions, each field of `before` and the value the request asks for, where it names one.
 */
export function changesOf(request: ApprovalRequest, t: TFunction, currencyOf: CurrencyOf): ChangeLine[] {
  const before = isRecord(request.before) ? request.before : {};
  const sign = BALANCE_SIGN[request.action];
  const balance = first(before.balance, before.Balance, before.available);
  const currency = currencyOf(request.currencyId);
  const money = (value: Decimal) => `${formatAmount(value.toFixed(), currency?.decimals)}${currency ? ` ${currency.title}` : ''}`;
  if (sign && typeof balance === 'string' && request.amount !== null && /^-?\d+(\.\d+)?$/.test(balance)) {
    const start = new Decimal(balance);
    return [{ label: t('approvals.view.balance'), before: money(start), after: money(start.plus(new Decimal(request.amount).times(sign))) }];
  }
  const params = flatParameters(request);
  return Object.entries(before)
    .filter(([key]) => key !== 'balance' && key !== 'available' && key !== 'currencyId')
    .map(([key, value]) => ({ label: key, before: parameterText(value), after: key in params ? parameterText(params[key]) : '—' }));
}
