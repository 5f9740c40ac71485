import type { QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import { defineAction } from '../../components/actions.ts';
import { errorText } from '../../components/errorText.ts';
import { ApiError } from '../../api/apiError.ts';
import { dataOf } from '../../api/client.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { p2pClient, v1Client, v2Client } from '../../api/clients.ts';
import type { components as P2pComponents } from '../../api/generated/p2p.ts';
import type { components as V1Components } from '../../api/generated/v1.ts';
import { ErrorCode } from '../../domain/errors.ts';
import type { FeedbackInfluence } from '../../domain/p2p.ts';
import type { DealListCall } from './dealQuery.ts';
import { dealsKey, fetchDeals, fetchStatistic, P2P_KEY, statisticKey, type P2pTrade } from './dealsCall.ts';

/** A deal as the arbitrator lists answer it. */
export type ArbitratorTrade = V1Components['schemas']['ArbitratorTrade'];
export type Feedback = P2pComponents['schemas']['Feedback'];
export type FeedbackHistoryItem = P2pComponents['schemas']['FeedbackHistoryItem'];
export type GroupChatMessage = P2pComponents['schemas']['GroupChatMessage'];
export type P2pProfileStatistics = P2pComponents['schemas']['P2pProfileStatistics'];

export { P2P_KEY, type DealPage, type DealRow, type P2pTrade, type TraderTrade } from './dealsCall.ts';

export const p2pQueries = {
  // staleTime: a page fetched moments ago (a reload's warm-up) is shown as it is, not fetched again on mount
  deals: (list: DealListCall) => ({ queryKey: dealsKey(list), queryFn: () => fetchDeals(list), staleTime: 3_000 }),
  trade: (id: number) => ({
    queryKey: [P2P_KEY, 'trade', id] as const,
    queryFn: async (): Promise<P2pTrade> => {
      const found = dataOf(await p2pClient.GET('/p2p/Admin/Trade', { params: { query: { id, offset: 0, limit: 1 } } })).data[0];
      if (!found) throw new ApiError({ status: 404, code: ErrorCode.NotFound, message: 'Trade not found' });
      return found;
    },
  }),
  // a page: "show more" raises the limit, and the messages shown stay while the longer page loads
  chat: (id: number, limit: number) =>
    pageQuery([P2P_KEY, 'chat', id, limit] as const, async (signal) =>
      dataOf(await p2pClient.GET('/p2p/Admin/Trade/{id}/chat/getMessages', { params: { path: { id }, query: { offset: 0, limit } }, signal })),
    ),
  statistic: (query: { dateFrom?: number; dateTo?: number; cryptoCurrencyId?: number }) => ({
    queryKey: statisticKey(query),
    queryFn: () => fetchStatistic(query),
    staleTime: 3_000,
  }),
  profile: (userId: number) => ({
    queryKey: [P2P_KEY, 'profile', userId] as const,
    queryFn: async () => dataOf(await p2pClient.GET('/p2p/Admin/profile', { params: { query: { userId } } })),
    retry: false,
  }),
  feedback: (query: { page: number; limit: number; userId?: number; tradeId?: number; influence?: FeedbackInfluence }) => ({
    queryKey: [P2P_KEY, 'feedback', query] as const,
    queryFn: async () => dataOf(await p2pClient.GET('/p2p/Admin/feedback', { params: { query } })),
  }),
  feedbackHistory: (feedbackId: number) => ({
    queryKey: [P2P_KEY, 'feedbackHistory', feedbackId] as const,
    queryFn: async () => dataOf(await p2pClient.GET('/p2p/Admin/feedback/{feedbackId}/history', { params: { path: { feedbackId } } })).items,
  }),
};

/** A chat attachment as an object URL (the file call needs the token header, so an <img src> cannot fetch it). */
export async function fetchUserFileUrl(userFileId: number): Promise<string> {
  const { data } = await v2Client.GET('/User/GetUserFile', { params: { query: { UserFileId: userFileId } }, parseAs: 'blob' });
  return URL.createObjectURL(data as Blob);
}

/** The fields of a deal an admin may change (PUT v1/p2p/trades/{tradeId}). */
export type TradeEdit = V1Components['schemas']['TraderTradeEdit'];

const refreshP2p = (): readonly QueryKey[] => [[P2P_KEY]];

/** Edits a deal; the refusal reads "The trade has not been edited: …". */
export const editTrade = defineAction({
  operationId: 'PUT v1/p2p/trades/{tradeId}',
  call: async ({ tradeId, body }: { tradeId: number; body: TradeEdit }) => dataOf(await v1Client.PUT('/v1/p2p/trades/{tradeId}', { params: { path: { tradeId } }, body })),
  refresh: refreshP2p,
  success: 'p2p.edit.saved',
  refusal: (error) => i18next.t('p2p.edit.failed', { error: errorText(error) }),
});

/** Notifies the parties of the chosen deals (with the admin's message, if any). */
export const notifyTrades = defineAction({
  operationId: 'PUT v1/p2p/trades/notify',
  call: async ({ tradeIds, message }: { tradeIds: number[]; message?: string }) =>
    dataOf(await v1Client.PUT('/v1/p2p/trades/notify', { body: message ? { tradeIds, message } : { tradeIds } })),
  refresh: refreshP2p,
  success: ({ tradeIds }) => ({ key: 'p2p.notify.sent', params: { count: tradeIds.length } }),
});

export const editFeedback = defineAction({
  operationId: 'PUT p2p/Admin/feedback/{feedbackId}',
  call: async ({ feedbackId, comment, influence }: { feedbackId: number; comment: string | null; influence: FeedbackInfluence }) =>
    dataOf(await p2pClient.PUT('/p2p/Admin/feedback/{feedbackId}', { params: { path: { feedbackId } }, body: { comment, influence } })),
  refresh: refreshP2p,
  success: 'p2p.feedback.saved',
});

export const deleteFeedback = defineAction({
  operationId: 'DELETE p2p/Admin/feedback/{feedbackId}',
  call: async (feedbackId: number) => dataOf(await p2pClient.DELETE('/p2p/Admin/feedback/{feedbackId}', { params: { path: { feedbackId } } })),
  refresh: refreshP2p,
  success: 'p2p.feedback.deleted',
});
