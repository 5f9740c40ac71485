import { defineOperations } from '../../http/operation.ts';
import * as service from './service.ts';

export const p2pFeedbackOperations = defineOperations({
  'GET p2p/Admin/feedback': { kind: 'read', handle: ({ query }, ctx) => service.listFeedback(ctx, query) },
  'GET p2p/Admin/feedback/{feedbackId}': { kind: 'read', handle: ({ params }, ctx) => service.getFeedback(ctx, params.feedbackId) },
  'PUT p2p/Admin/feedback/{feedbackId}': {
    kind: 'write',
    handle: ({ params, body }, ctx) => service.editFeedback(ctx, params.feedbackId, body),
  },
  'DELETE p2p/Admin/feedback/{feedbackId}': { kind: 'write', handle: ({ params }, ctx) => service.deleteFeedback(ctx, params.feedbackId) },
  'GET p2p/Admin/feedback/{feedbackId}/history': { kind: 'read', handle: ({ params }, ctx) => service.feedbackHistory(ctx, params.feedbackId) },
});
