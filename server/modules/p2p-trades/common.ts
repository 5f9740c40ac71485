/** What the P2P trade services share: messages, refusals and the arbitrator view of a trade. */
import { ARBITRATION_REFUSALS, isInDispute, type ArbitrationRefusal } from '../../../src/domain/p2p.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { ApiError, impossible, notFound } from '../../http/apiError.ts';
import { normalizeDecimal } from '../../money.ts';
import { buyerShare } from '../ledger/service.ts';
import type * as repo from './repository.ts';

export const TRADE_NOT_FOUND = ARBITRATION_REFUSALS.tradeNotFound.message;
export const TRADE_CHANGED_MEANWHILE = 'The trade has just changed, reload it and try again';
export const CLOSED_TRADE_UNCHANGEABLE = 'A closed trade cannot be changed';
export const AMOUNT_FROZEN = 'The amount cannot be changed once the funds are frozen';
export const BODY_ID_MISMATCH = 'must equal the trade id of the path';

export const DAY_MS = 24 * 3600 * 1000;

export function refusalError(refusal: ArbitrationRefusal): ApiError {
  const { kind, message } = ARBITRATION_REFUSALS[refusal];
  if (kind === 'notFound') return notFound(message, refusal);
  if (kind === 'notAllowed') return new ApiError(ErrorCode.NotAllowed, {}, undefined, message, refusal);
  return impossible(message, refusal);
}

export function bodyIdMismatch() {
  return new ApiError(ErrorCode.ValidationFailed, {}, [{ path: '/id', message: BODY_ID_MISMATCH }], undefined, 'bodyIdMismatch');
}

export function toArbitratorTrade(r: repo.TradeRow) {
  return {
    id: r.id,
    chatId: r.chat_id ?? null,
    status: r.status,
    isInDispute: isInDispute(r.status),
    isArbitratorJoined: r.arbitrator_id !== null,
    sellerId: r.seller_id,
    sellerUserName: r.seller_user_name,
    buyerId: r.buyer_id,
    buyerUserName: r.buyer_user_name,
    cryptoCurrencyTitle: r.crypto_title,
    fiatCurrencyTitle: r.fiat_title,
    sellerAmount: normalizeDecimal(r.amount),
    buyerAmount: buyerShare(r).toFixed(),
    serviceFee: normalizeDecimal(r.service_fee),
    fiatAmount: normalizeDecimal(r.fiat_amount),
    arbitratorId: r.arbitrator_id,
    arbitratorUserName: r.arbitrator_user_name ?? null,
    arbitrationResult: r.arbitration_result,
    arbitratorCallDate: r.arbitrator_call_date,
    dateCreated: r.date_created,
  };
}

