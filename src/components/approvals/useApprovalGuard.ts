import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../useTranslation.ts';
import { useNavigate } from 'react-router-dom';
import { approvalPolicyQuery, heldForApproval, type ApprovalAction } from '../../api/approvals.ts';
import { formatAmount } from '../numberFormat.ts';
import { showApprovalRequested } from './approvalNotice.ts';
import { policyLineOf } from './ApprovalPolicyNotice.tsx';

/** What a guarded dialog needs of the four-eyes policy (issue 29). */
export interface ApprovalGuard {
  /** The policy's sentence for an action ("Above 10,000 USD this action waits for a second admin…"), or null when unguarded. */
  line: (action: ApprovalAction) => string | null;
  /** A confirm text with the policy's sentence after it, so the admin reads it before Ok. */
  withLine: (text: string, action: ApprovalAction | null) => string;
  /**
   * Whether a failure is the server holding the call for a second admin; if so, says so with a
   * link to the request (never "done"), and the caller treats it as neither success nor error.
   */
  held: (error: unknown) => boolean;
}

/** The four-eyes policy for a guarded dialog: its line before Ok, and the notice when the server holds the call. */
export function useApprovalGuard(): ApprovalGuard {
  const { t } = useTranslation('approvals');
  const navigate = useNavigate();
  const policy = useQuery(approvalPolicyQuery()).data;
  const line = useCallback(
    (action: ApprovalAction) => {
      const rule = policyLineOf(policy, action);
      if (!rule) return null;
      return rule.always
        ? t('approvals.policy.always', { hours: rule.expiryHours })
        : t('approvals.policy.above', { amount: formatAmount(rule.thresholdUsd, 2), hours: rule.expiryHours });
    },
    [policy, t],
  );
  const held = useCallback(
    (error: unknown) => {
      const info = heldForApproval(error);
      if (!info) return false;
      void showApprovalRequested(info, (path) => void navigate(path));
      return true;
    },
    [navigate],
  );
  return useMemo(
    () => ({
      line,
      withLine: (text, action) => {
        const sentence = action ? line(action) : null;
        return sentence ? `${text} ${sentence}` : text;
      },
      held,
    }),
    [line, held],
  );
}
