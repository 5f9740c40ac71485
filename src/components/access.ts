import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionQueries } from '../api/sessionQueries.ts';
import { ADMIN_STATUS_CAPTION_KEYS, isAdminStatus } from '../domain/adminStatus.ts';
import { mayCall, type OperationId } from '../domain/operationAccess.ts';

/** What the signed-in admin may do, from the server's own access table. */
export interface Access {
  /** Whether the server would accept `operationId` from this admin. */
  can: (operationId: OperationId) => boolean;
  /** Why an action is unavailable (its tooltip), or undefined when it is allowed. */
  reason: (operationId: OperationId) => string | undefined;
}

/**
 * The access table of `src/domain/operationAccess.ts` for the signed-in admin. Until the admin is
 * known nothing is allowed: an action appears once it is certain, never offered and then refused.
 */
export function useAccess(): Access {
  const { t } = useTranslation();
  const status = useQuery(sessionQueries.currentAdmin()).data?.adminStatus;
  return useMemo(() => {
    const can = (operationId: OperationId) => status !== undefined && mayCall(operationId, status);
    const caption = isAdminStatus(status) ? t(ADMIN_STATUS_CAPTION_KEYS[status]) : '';
    return {
      can,
      reason: (operationId) => (can(operationId) ? undefined : t('widgets.access.refused', { status: caption })),
    };
  }, [status, t]);
}

/** Whether the signed-in admin may call `operationId` (see `useAccess`). */
export function useCan(operationId: OperationId): boolean {
  return useAccess().can(operationId);
}
