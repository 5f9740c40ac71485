import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../api/client.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { p2pClient, v1Client, v2Client } from '../../api/clients.ts';
import type { components as V1 } from '../../api/generated/v1.ts';
import type { P2pDeal, P2pDealFeedback } from '../../components/p2p-deal/dealTypes.ts';
import { GROUP_CHAT_PAGE_SIZE } from '../../domain/p2p.ts';
import i18next from 'i18next';
import { defineAction } from '../../components/actions.ts';
import { errorText } from '../../components/errorText.ts';
import type { ArbitrationFailure, AssignActionInput, ResolveActionInput, TradeActionInput } from '../../machines/arbitration/arbitration.machine.ts';
import { arbitratorListKey, fetchArbitratorList } from './arbitratorListCall.ts';
import type { ArbitratorListRequest } from './arbitratorLists.ts';

export type ArbitratorTrade = V1['schemas']['ArbitratorTrade'];
export type GroupChatMessage = V1['schemas']['GroupChatMessage'];

/** Query keys of the section; every arbitration action invalidates `all`. */
export const arbitratorKeys = {
  all: ['arbitrator'] as const,
  list: arbitratorListKey,
  deal: (id: number) => ['arbitrator', 'deal', id] as const,
  feedback: (id: number) => ['arbitrator', 'feedback', id] as const,
  chat: (chatId: number) => ['arbitrator', 'chat', chatId] as const,
  chatDetail: (chatId: number, knownTotal: number) => ['arbitrator', 'chatDetail', chatId, knownTotal] as const,
  file: (fileId: number) => ['arbitrator', 'file', fileId] as const,
  roleHolders: () => ['arbitrator', 'roleHolders'] as const,
};

/** One page of an arbitrator list: the signed-in arbitrator's (trades/me) or everyone's (trades). */
export function arbitratorListQuery(request: ArbitratorListRequest) {
  return queryOptions({
    ...pageQuery(arbitratorKeys.list(request), (signal) => fetchArbitratorList(request, signal)),
    // a page fetched moments ago (the reload's warm-up) is shown as it is, not fetched again on mount
    staleTime: 3_000,
  });
}

/** One deal with balances and status history (`GET p2p/Admin/Trade?id=`); null when there is none. */
export function dealQuery(id: number) {
  return queryOptions({
    queryKey: arbitratorKeys.deal(id),
    queryFn: async ({ signal }): Promise<P2pDeal | null> => {
      const answer = dataOf(await p2pClient.GET('/p2p/Admin/Trade', { params: { query: { id, limit: 1 } }, signal }));
      return answer.data[0] ?? null;
    },
    // The case changes under the arbitrator's eyes (parties, other staff): keep it fresh with the chat.
    refetchInterval: 5000,
  });
}

/** Feedback read for one deal: two per deal at most (one from each party), so one page covers it. */
export const DEAL_FEEDBACK_LIMIT = 100;

/**
 * The deal's feedback (`GET p2p/Admin/feedback?tradeId=`, zero-based page 0). The answer is the
 * contract's `items`/`total`; an answer without `items` is a failure, never "no feedback". A
 * transport or server failure is retried like any read (the client's default), not left as
 * "not available" after one hiccup.
 */
export function feedbackQuery(tradeId: number) {
  return queryOptions({
    queryKey: arbitratorKeys.feedback(tradeId),
    queryFn: async ({ signal }): Promise<P2pDealFeedback[]> => {
      const answer = dataOf(await p2pClient.GET('/p2p/Admin/feedback', { params: { query: { tradeId, page: 0, limit: DEAL_FEEDBACK_LIMIT } }, signal }));
      if (!Array.isArray(answer?.items)) throw new Error('Unexpected error');
      return answer.items;
    },
  });
}

/**
 * The group chat, 50 messages a page, newest first; more exist when the loaded count equals
 * page × 50 (spec 2 §9). Polled every 5 s so new messages appear without a reload.
 */
export function groupChatQuery(chatId: number) {
  return infiniteQueryOptions({
    queryKey: arbitratorKeys.chat(chatId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      dataOf(
        await v1Client.GET('/v1/communication/groupchat/{id}/messages', {
          params: { path: { id: chatId }, query: { offset: pageParam * GROUP_CHAT_PAGE_SIZE, limit: GROUP_CHAT_PAGE_SIZE } },
          signal,
        }),
      ),
    getNextPageParam: (_last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded === pages.length * GROUP_CHAT_PAGE_SIZE ? pages.length : undefined;
    },
    refetchInterval: 5000,
  });
}

/** Messages per GetGroupChatMessagesDetail page: the contract's maximum, so a whole chat is one or two calls. */
export const CHAT_DETAIL_PAGE_SIZE = 1000;
/** A chat longer than this is summarised from its newest messages only (the answer says so). */
export const CHAT_DETAIL_MAX_PAGES = 10;

/**
 * The whole chat in detail (`GET api/bo/User/GetGroupChatMessagesDetail`), for the summary of who
 * took part and which files were sent. Keyed by the message count the polled chat knows, so a new
 * message refreshes it. A message written between two pages shifts the offsets: each is kept once.
 */
export function chatDetailQuery(chatId: number, knownTotal: number) {
  return queryOptions({
    queryKey: arbitratorKeys.chatDetail(chatId, knownTotal),
    queryFn: async ({ signal }) => {
      const byId = new Map<number, GroupChatMessage>();
      let total = 0;
      for (let page = 0; page < CHAT_DETAIL_MAX_PAGES; page++) {
        const answer = dataOf(
          await v2Client.GET('/api/bo/User/GetGroupChatMessagesDetail', {
            params: { query: { GroupChatId: chatId, Offset: page * CHAT_DETAIL_PAGE_SIZE, Limit: CHAT_DETAIL_PAGE_SIZE } },
            signal,
          }),
        );
        total = answer.total;
        for (const message of answer.items) byId.set(message.id, message);
        if (answer.items.length < CHAT_DETAIL_PAGE_SIZE || (page + 1) * CHAT_DETAIL_PAGE_SIZE >= total) break;
      }
      return { messages: [...byId.values()], total };
    },
    placeholderData: (previous) => previous,
  });
}

/** Writes a message with files (multipart GroupChatId, Files, Message); the chat shows it, no words. */
export const sendGroupChatMessage = defineAction({
  operationId: 'POST api/bo/User/SendGroupChatMessage',
  call: async ({ chatId, message, files }: { chatId: number; message: string; files: readonly File[] }) => {
    const form = new FormData();
    form.append('GroupChatId', String(chatId));
    if (message) form.append('Message', message);
    for (const file of files) form.append('Files', file, file.name);
    return dataOf(await v2Client.POST('/api/bo/User/SendGroupChatMessage', { body: form as never }));
  },
  refresh: ({ chatId }) => [arbitratorKeys.chat(chatId)],
});

/** Downloads a chat file (its bytes through the typed client); a refusal is said by the kit. */
export const downloadChatFile = defineAction({
  operationId: 'GET api/bo/User/GetUserFile',
  call: (fileId: number) => fetchChatFile(fileId),
});

/** A chat file's bytes, fetched through the typed client so the auth header goes with it. */
export async function fetchChatFile(fileId: number, signal?: AbortSignal): Promise<Blob> {
  const answer = await v2Client.GET('/api/bo/User/GetUserFile', { params: { query: { UserFileId: fileId } }, parseAs: 'blob', signal });
  return answer.data as Blob;
}

/** The arbitration actions (spec 2 §7), run by the arbitration machine's actors (`useSettlers`); each refreshes the section and names the trade. */
const arbitrationAction = <Vars extends TradeActionInput>(
  operationId: 'PUT v1/arbitrator/trades/{id}/join' | 'POST v1/arbitrator/trades/{id}/assign' | 'POST v1/arbitrator/trades/{id}/confirmation' | 'POST v1/arbitrator/trades/{id}/cancellation',
  kind: ArbitrationFailure['action'],
  done: string,
  call: (vars: Vars) => Promise<unknown>,
) =>
  defineAction({
    operationId,
    call,
    refresh: () => [arbitratorKeys.all],
    success: (vars: Vars) => ({ key: `arbitrator.actions.${done}`, params: { id: vars.tradeId } }),
    refusal: (error: unknown) => i18next.t(`arbitrator.errors.${kind}`, { error: errorText(error) }),
  });

export const arbitrationActions = {
  join: arbitrationAction('PUT v1/arbitrator/trades/{id}/join', 'join', 'joined', async ({ tradeId }: TradeActionInput) =>
    dataOf(await v1Client.PUT('/v1/arbitrator/trades/{id}/join', { params: { path: { id: tradeId } }, body: { id: tradeId } })),
  ),
  assign: arbitrationAction('POST v1/arbitrator/trades/{id}/assign', 'assign', 'assigned', async ({ tradeId, arbitratorId }: AssignActionInput) =>
    dataOf(await v1Client.POST('/v1/arbitrator/trades/{id}/assign', { params: { path: { id: tradeId } }, body: { id: tradeId, arbitratorId } })),
  ),
  confirm: arbitrationAction('POST v1/arbitrator/trades/{id}/confirmation', 'confirm', 'confirmed', async ({ tradeId, comment }: ResolveActionInput) =>
    dataOf(await v1Client.POST('/v1/arbitrator/trades/{id}/confirmation', { params: { path: { id: tradeId } }, body: { id: tradeId, ...(comment ? { comment } : {}) } })),
  ),
  cancel: arbitrationAction('POST v1/arbitrator/trades/{id}/cancellation', 'cancel', 'cancelled', async ({ tradeId, comment }: ResolveActionInput) =>
    dataOf(await v1Client.POST('/v1/arbitrator/trades/{id}/cancellation', { params: { path: { id: tradeId } }, body: { id: tradeId, ...(comment ? { comment } : {}) } })),
  ),
};

/**
 * The staff accounts whose users hold the granted P2P arbitrator role (GET p2p/Admin/profiles/search,
 * isArbitrator): only they can be assigned a dispute (issue 14). Read afresh on every mount, since
 * Roles Management changes it.
 */
export function arbitratorRoleHoldersQuery() {
  return queryOptions({
    queryKey: arbitratorKeys.roleHolders(),
    queryFn: async () => {
      const { data } = dataOf(await p2pClient.GET('/p2p/Admin/profiles/search', { params: { query: { isArbitrator: true, offset: 0, limit: 1000, getTotal: false } } }));
      return new Set(data.flatMap((p) => (p.adminId ? [p.adminId] : [])));
    },
    staleTime: 0,
  });
}
