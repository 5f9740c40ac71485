import type { ApprovalRequiredInfo } from '../../api/approvals.ts';
import { showNotice } from '../toasts.ts';
import { translateMessage } from '../translateMessage.ts';

/** Where a request is shown. */
export const approvalRequestPath = (id: number) => `/approvals/${id}`;

/**
 * Tells the maker that the action did not run yet: it waits for a second admin as request #id,
 * with a link that opens the request (`open`, the caller's router navigation).
 */
export function showApprovalRequested(info: ApprovalRequiredInfo, open: (path: string) => void): Promise<string> {
  return showNotice(translateMessage('approvals.notice.waiting', { params: { id: info.approvalRequestId } }), {
    text: translateMessage('approvals.notice.open'),
    onClick: () => open(approvalRequestPath(info.approvalRequestId)),
  });
}
