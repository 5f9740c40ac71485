import { defineOperations } from '../../http/operation.ts';
import * as service from './service.ts';

const feedbackId = (params: Record<string, string>) => Number(params.feedbackId);

export const p2pFeedbackOperations = defineOperations({
  'GET p2p/Admin/feedback': { kind: 'read', handle: ({ query }, ctx) => service.listFeedback(ctx, query as unknown as service.FeedbackQuery) },
  'GET p2p/Admin/feedback/{feedbackId}': { kind: 'read', handle: ({ params }, ctx) => service.getFeedback(ctx, feedbackId(params)) },
  'PUT p2p/Admin/feedback/{feedbackId}': {
    kind: 'write',
    handle: ({ params, body }, ctx) => service.editFeedback(ctx, feedbackId(params), body as Parameters<typeof service.editFeedback>[2]),
  },
  'DELETE p2p/Admin/feedback/{feedbackId}': { kind: 'write', handle: ({ params }, ctx) => service.deleteFeedback(ctx, feedbackId(params)) },
  'GET p2p/Admin/feedback/{feedbackId}/history': { kind: 'read', handle: ({ params }, ctx) => service.feedbackHistory(ctx, feedbackId(params)) },
});
