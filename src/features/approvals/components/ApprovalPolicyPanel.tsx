import { Button, Callout, Classes, FormGroup, HTMLTable, Intent, Spinner, Switch } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { approvalPolicyQuery, type ApprovalPolicy, type ApprovalPolicyRule } from '../../../api/approvals.ts';
import { useAccess } from '../../../components/access.ts';
import { GuardedNumericInput } from '../../../components/GuardedNumericInput.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { MONEY_ACTIONS, type ApprovalAction } from '../../../domain/approvals.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { updateApprovalPolicy } from '../api.ts';
import { useAction } from '../../../components/useAction.ts';
import { TableHead } from '../../../components/TableHead.tsx';

/** The operation that changes the policy (the access table says who may call it: the super admin). */
export const UPDATE_POLICY_OPERATION = 'PUT v2/Approval/UpdateApprovalPolicy' as const;

/** The contract's bounds of the expiry (ApprovalPolicyInput.expiryHours). */
export const EXPIRY_HOURS_MIN = 1;
export const EXPIRY_HOURS_MAX = 720;

/** The contract's pattern of a USD line: a non-negative decimal string, never a float. */
const USD_PATTERN = /^\d{1,20}(\.\d{1,18})?$/;
const HOURS_PATTERN = /^\d{1,4}$/;

interface Draft {
  expiryHours: string;
  rules: ApprovalPolicyRule[];
}

type Problems = { expiryHours?: string } & Partial<Record<ApprovalAction, string>>;

const draftOf = (policy: ApprovalPolicy): Draft => ({ expiryHours: String(policy.expiryHours), rules: policy.rules.map((r) => ({ ...r })) });

/** The problems of a draft, by field (translated); empty when the draft can be sent. */
function problemsOf(draft: Draft, t: (key: string, options?: Record<string, unknown>) => string): Problems {
  const problems: Problems = {};
  const hours = draft.expiryHours.trim();
  if (!HOURS_PATTERN.test(hours) || Number(hours) < EXPIRY_HOURS_MIN || Number(hours) > EXPIRY_HOURS_MAX) {
    problems.expiryHours = t('approvals.policyEditor.errors.expiryHours', { min: EXPIRY_HOURS_MIN, max: EXPIRY_HOURS_MAX });
  }
  for (const rule of draft.rules) {
    if (MONEY_ACTIONS.has(rule.action) && !USD_PATTERN.test(rule.thresholdUsd.trim())) problems[rule.action] = t('approvals.policyEditor.errors.threshold');
  }
  return problems;
}

/**
 * The four-eyes policy (issue 29): per guarded action whether a second approver is needed and above
 * which USD amount (0 = always), and after how many hours a request expires. Every staff member who
 * opens Approvals reads it; only a status the access table lets change it edits it, the others see
 * it read-only with the reason. Saving goes through the confirm dialog; bad input is refused at the
 * field and sends nothing; a refusal of the server shows by its reason.
 */
export function ApprovalPolicyPanel() {
  const { t } = useTranslation('approvals');
  const policy = useQuery(approvalPolicyQuery());
  const access = useAccess();
  const canEdit = access.can(UPDATE_POLICY_OPERATION);

  if (policy.isPending) return <Spinner size={20} aria-label={t('approvals.policyEditor.loading')} />;
  if (policy.isError || !policy.data) {
    return (
      <Callout intent={Intent.DANGER} role="alert" compact>
        {t('approvals.policyEditor.loadFailed')}
      </Callout>
    );
  }
  // a saved policy (new dateUpdated) starts a fresh draft from what the server now holds
  return <PolicyForm key={`${policy.data.dateUpdated ?? 'default'}`} policy={policy.data} canEdit={canEdit} refusal={access.reason(UPDATE_POLICY_OPERATION)} />;
}

function PolicyForm({ policy, canEdit, refusal }: { policy: ApprovalPolicy; canEdit: boolean; refusal: string | undefined }) {
  const { t } = useTranslation('approvals');
  const update = useAction(updateApprovalPolicy);
  const { confirm, dialog } = useConfirm();
  const [draft, setDraft] = useState<Draft>(() => draftOf(policy));
  const [checked, setChecked] = useState(false);
  const problems = checked ? problemsOf(draft, t) : {};

  const setRule = (action: ApprovalAction, change: Partial<ApprovalPolicyRule>) =>
    setDraft((d) => ({ ...d, rules: d.rules.map((r) => (r.action === action ? { ...r, ...change } : r)) }));

  const save = async () => {
    setChecked(true);
    if (Object.keys(problemsOf(draft, t)).length > 0) return;
    const body = {
      expiryHours: Number(draft.expiryHours.trim()),
      rules: draft.rules.map((r) => ({ action: r.action, enabled: r.enabled, thresholdUsd: r.thresholdUsd.trim() })),
    };
    await confirm({
      title: t('approvals.policyEditor.confirmTitle'),
      text: t('approvals.policyEditor.confirmText', { hours: body.expiryHours }),
      action: () => update.settle(body),
    });
  };

  const timeZone = useQuery(sessionQueries.currentAdmin()).data?.settings.timezone;
  const admins = useQuery(sessionQueries.admins()).data;
  const editor = policy.updatedBy === null ? '—' : (admins?.find((a) => a.id === policy.updatedBy)?.email ?? `#${policy.updatedBy}`);
  const updated = policy.dateUpdated ? t('approvals.policyEditor.updated', { date: formatDateTime(policy.dateUpdated, timeZone), admin: editor }) : t('approvals.policyEditor.default');

  return (
    <section className="approvals-policy" aria-label={t('approvals.policyEditor.label')}>
      <p className={Classes.TEXT_MUTED}>{updated}</p>
      {!canEdit && (
        <Callout intent={Intent.PRIMARY} role="note" compact className="approvals-policy-readonly">
          {t('approvals.policyEditor.readOnly')} {refusal}
        </Callout>
      )}
      <HTMLTable compact striped className="approvals-policy-table">
        <TableHead columns={[t('approvals.policyEditor.action'), t('approvals.policyEditor.enabled'), t('approvals.policyEditor.threshold')]} />
        <tbody>
          {draft.rules.map((rule) => {
            const name = t(`approvals.action.${rule.action}`);
            const problem = problems[rule.action];
            return (
              <tr key={rule.action}>
                <th scope="row">{name}</th>
                <td>
                  <Switch
                    checked={rule.enabled}
                    disabled={!canEdit}
                    aria-label={t('approvals.policyEditor.enabledOf', { action: name })}
                    label={rule.enabled ? t('approvals.policyEditor.yes') : t('approvals.policyEditor.no')}
                    onChange={(e) => setRule(rule.action, { enabled: e.currentTarget.checked })}
                  />
                </td>
                <td>
                  {MONEY_ACTIONS.has(rule.action) ? (
                    <FormGroup intent={problem ? Intent.DANGER : Intent.NONE} helperText={problem} className="approvals-policy-field">
                      <GuardedNumericInput
                        value={rule.thresholdUsd}
                        disabled={!canEdit}
                        intent={problem ? Intent.DANGER : Intent.NONE}
                        aria-label={t('approvals.policyEditor.thresholdOf', { action: name })}
                        aria-invalid={problem ? true : undefined}
                        rightElement={<span className={`${Classes.TEXT_MUTED} approvals-policy-unit`}>USD</span>}
                        onValueChange={(text) => setRule(rule.action, { thresholdUsd: text })}
                      />
                    </FormGroup>
                  ) : (
                    <span className={Classes.TEXT_MUTED}>{t('approvals.policyEditor.noAmount')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t('approvals.policyEditor.zeroHint')}</p>
      <FormGroup
        label={t('approvals.policyEditor.expiryHours')}
        labelFor="approvals-policy-expiry"
        intent={problems.expiryHours ? Intent.DANGER : Intent.NONE}
        helperText={problems.expiryHours ?? t('approvals.policyEditor.expiryHint', { min: EXPIRY_HOURS_MIN, max: EXPIRY_HOURS_MAX })}
      >
        <GuardedNumericInput
          id="approvals-policy-expiry"
          value={draft.expiryHours}
          disabled={!canEdit}
          intent={problems.expiryHours ? Intent.DANGER : Intent.NONE}
          aria-invalid={problems.expiryHours ? true : undefined}
          onValueChange={(text) => setDraft((d) => ({ ...d, expiryHours: text }))}
        />
      </FormGroup>
      {canEdit && <Button intent={Intent.PRIMARY} text={t('approvals.policyEditor.save')} onClick={() => void save()} />}
      {dialog}
    </section>
  );
}
