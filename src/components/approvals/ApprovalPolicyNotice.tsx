import { Callout, Classes } from '@blueprintjs/core';
import { Time } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../useTranslation.ts';
import { approvalPolicyQuery, type ApprovalAction, type ApprovalPolicy } from '../../api/approvals.ts';
import { formatAmount } from '../numberFormat.ts';

/** The policy's line for an action: null when the action needs no second admin (or the policy is unknown). */
export function policyLineOf(policy: ApprovalPolicy | undefined, action: ApprovalAction) {
  const rule = Array.isArray(policy?.rules) ? policy.rules.find((r) => r.action === action) : undefined;
  if (!policy || !rule?.enabled) return null;
  return { always: /^0+(\.0+)?$/.test(rule.thresholdUsd), thresholdUsd: rule.thresholdUsd, expiryHours: policy.expiryHours };
}

/**
 * Says before Ok that a guarded action will wait for a second admin (issue 29): always, or above
 * the policy's USD line (the console has no prices, so it shows the line and the server decides by
 * the amount's USD value at request time). Nothing when the policy does not guard the action.
 */
export function ApprovalPolicyNotice({ action, className }: { action: ApprovalAction; className?: string }) {
  const { t } = useTranslation('approvals');
  const policy = useQuery(approvalPolicyQuery()).data;
  const line = policyLineOf(policy, action);
  if (!line) return null;
  const text = line.always
    ? t('approvals.policy.always', { hours: line.expiryHours })
    : t('approvals.policy.above', { amount: formatAmount(line.thresholdUsd, 2), hours: line.expiryHours });
  return (
    <Callout intent="primary" icon={<Time />} className={`${Classes.TEXT_SMALL} approval-policy-notice${className ? ` ${className}` : ''}`} role="note" aria-label={t('approvals.policy.label')}>
      {text}
    </Callout>
  );
}
