import { Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../useTranslation.ts';
import { pendingApprovalsCountQuery } from '../../api/approvals.ts';
import { useCan } from '../access.ts';

/**
 * The count of pending requests this admin may decide, beside the menu's Approvals entry. It asks
 * again every few seconds (TanStack Query's refetchInterval), so a new request shows without a
 * reload; nothing is drawn while there is none, or for a status that may not list requests.
 */
export function PendingApprovalsBadge() {
  const { t } = useTranslation('approvals');
  const allowed = useCan('GET v2/Approval/GetPendingApprovalsCount');
  const count = useQuery({ ...pendingApprovalsCountQuery(), enabled: allowed }).data?.pendingCount ?? 0;
  if (!allowed || count === 0) return null;
  return (
    <Tag multiline round intent="warning" className="console-nav-badge" aria-label={t('approvals.badge.label', { count })} data-testid="approvals-badge">
      {count > 99 ? '99+' : count}
    </Tag>
  );
}
