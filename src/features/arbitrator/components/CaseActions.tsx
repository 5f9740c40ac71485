import { Button, Callout, HTMLSelect, Intent, Classes } from '@blueprintjs/core';
import { Confirm, Disable, Endorsed, Person } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import type { CurrentAdmin } from '../../../api/sessionTypes.ts';
import type { P2pDeal } from '../../../components/p2p-deal/dealTypes.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { inspected } from '../../../machines/inspection.ts';
import { formatAmount } from '../../../components/numberFormat.ts';
import { mayCall } from '../../../domain/operationAccess.ts';
import { ARBITRATOR_ADMIN_STATUS } from '../../../domain/p2p.ts';
import { provideArbitrationMachine } from '../../../machines/arbitration/arbitration.actors.ts';
import type { ArbitrationEvent, ArbitrationFailure } from '../../../machines/arbitration/arbitration.machine.ts';
import { useAction } from '../../../components/useAction.ts';
import { useSettlers } from '../../../components/useSettlers.ts';
import { arbitrationActions, arbitratorRoleHoldersQuery } from '../api.ts';
import { runStep } from '../runStep.ts';
import { errorText } from '../../../components/errorText.ts';

/**
 * The case's actions, driven by the arbitration machine: Join, Assign (admins), Confirm and Cancel,
 * each behind the confirm dialog; Confirm and Cancel offer a resolution comment (not required: the spec's body is the id).
 */
export function CaseActions({ trade, admin, cryptoDecimals }: { trade: P2pDeal; admin: CurrentAdmin; cryptoDecimals: number }) {
  const { t } = useTranslation('arbitrator');
  const { confirm, dialog } = useConfirm();
  // The declared actions (api.ts) refresh the case and say what was done; the machine's actors run them.
  const settlers = useSettlers({
    join: useAction(arbitrationActions.join),
    assign: useAction(arbitrationActions.assign),
    confirm: useAction(arbitrationActions.confirm),
    cancel: useAction(arbitrationActions.cancel),
  });
  const [machine] = useState(() => provideArbitrationMachine(settlers));
  const actor = useActorRef(machine, {
    input: { tradeId: trade.id, status: trade.status, arbitratorId: trade.arbitratorId, adminId: admin.id, adminStatus: admin.adminStatus },
    ...inspected(`arbitration of deal #${trade.id}`),
  });
  const snapshot = useSelector(actor, (s) => s);

  // Whatever the server says now (polling, another arbitrator) is what the machine decides from.
  useEffect(() => {
    actor.send({ type: 'arbitration.sync', status: trade.status, arbitratorId: trade.arbitratorId });
  }, [actor, trade.status, trade.arbitratorId]);

  const assigning = mayCall('POST v1/arbitrator/trades/{id}/assign', admin.adminStatus);
  const admins = useQuery({ ...sessionQueries.admins(), enabled: assigning }).data;
  // Only staff arbitrators whose user holds the granted P2P arbitrator role (Roles Management) are offered.
  const holders = useQuery({ ...arbitratorRoleHoldersQuery(), enabled: assigning }).data;
  const arbitrators = useMemo(
    () => (admins ?? []).filter((a) => a.adminStatus === ARBITRATOR_ADMIN_STATUS && !a.isBlocked && a.id !== trade.arbitratorId && (holders?.has(a.id) ?? false)),
    [admins, holders, trade.arbitratorId],
  );
  const [assignee, setAssignee] = useState<number | null>(null);
  const chosen = arbitrators.find((a) => a.id === assignee) ?? arbitrators[0];

  /** Runs an action; a refusal reads as the action's sentence ("The trade has not been confirmed: …") in the dialog. */
  const run = async (event: ArbitrationEvent) => {
    try {
      await runStep(actor, event);
    } catch (error) {
      const failure = error as ArbitrationFailure | Error;
      throw new Error('action' in failure ? failure.message : errorText(failure));
    }
  };

  const amount = `${formatAmount(trade.sellerAmount, cryptoDecimals)} ${trade.cryptoCurrencyTitle}`;
  const buyerAmount = `${formatAmount(trade.buyerAmount, cryptoDecimals)} ${trade.cryptoCurrencyTitle}`;
  const can = (event: ArbitrationEvent) => snapshot.can(event);
  const canJoin = can({ type: 'arbitration.join' });
  const canConfirm = can({ type: 'arbitration.confirm', comment: '.' });
  const canCancel = can({ type: 'arbitration.cancel', comment: '.' });
  const canAssign = chosen !== undefined && can({ type: 'arbitration.assign', arbitratorId: chosen.id });
  const mayAssign = assigning && (snapshot.matches('awaiting') || snapshot.matches('joined'));

  const join = () =>
    confirm({ title: t('arbitrator.actions.joinTitle', { id: trade.id }), text: t('arbitrator.actions.joinText'), action: () => run({ type: 'arbitration.join' }) });
  const assignTo = () =>
    chosen &&
    confirm({
      title: t('arbitrator.actions.assignTitle', { id: trade.id }),
      text: t('arbitrator.actions.assignText', { name: chosen.userName }),
      action: () => run({ type: 'arbitration.assign', arbitratorId: chosen.id }),
    });
  const resolve = (kind: 'confirm' | 'cancel') =>
    confirm({
      title: t(kind === 'confirm' ? 'arbitrator.actions.confirmTitle' : 'arbitrator.actions.cancelTitle', { id: trade.id }),
      text:
        kind === 'confirm'
          ? t('arbitrator.actions.confirmText', { amount: buyerAmount, buyer: trade.buyerUserName ?? `#${trade.buyerId}` })
          : t('arbitrator.actions.cancelText', { amount, seller: trade.sellerUserName ?? `#${trade.sellerId}` }),
      withComment: true,
      action: (comment) => run({ type: kind === 'confirm' ? 'arbitration.confirm' : 'arbitration.cancel', comment }),
    });

  const busy = (['joining', 'assigning', 'confirming', 'cancelling'] as const).some((s) => snapshot.matches(s));

  return (
    <div className="arbitrator-actions" role="toolbar" aria-label={t('arbitrator.actions.label')}>
      {canJoin && <Button intent={Intent.PRIMARY} icon={<Person />} text={t('arbitrator.actions.join')} onClick={join} disabled={busy} />}
      {canConfirm && <Button intent={Intent.SUCCESS} icon={<Confirm />} text={t('arbitrator.actions.confirm')} onClick={() => resolve('confirm')} disabled={busy} />}
      {canCancel && <Button intent={Intent.DANGER} icon={<Disable />} text={t('arbitrator.actions.cancel')} onClick={() => resolve('cancel')} disabled={busy} />}
      {mayAssign && arbitrators.length > 0 && (
        <span className="arbitrator-assign">
          <HTMLSelect
            aria-label={t('arbitrator.actions.assignTo')}
            value={chosen?.id ?? ''}
            onChange={(event) => setAssignee(Number(event.target.value))}
            options={arbitrators.map((a) => ({ value: a.id, label: a.userName }))}
          />
          <Button icon={<Endorsed />} text={t('arbitrator.actions.assign')} onClick={assignTo} disabled={busy || !canAssign} />
        </span>
      )}
      {snapshot.matches('resolved') && (
        <Callout compact intent={snapshot.matches({ resolved: 'completed' }) ? Intent.SUCCESS : Intent.DANGER} className="arbitrator-state">
          {t(snapshot.matches({ resolved: 'completed' }) ? 'arbitrator.state.completed' : 'arbitrator.state.cancelled')}
        </Callout>
      )}
      {snapshot.matches('joined') && !canConfirm && (
        <span className={`${Classes.TEXT_MUTED} arbitrator-state`}>{t('arbitrator.state.otherArbitrator', { name: trade.arbitratorUserName ?? '—' })}</span>
      )}
      {snapshot.matches('awaiting') && !canJoin && !mayAssign && <span className={`${Classes.TEXT_MUTED} arbitrator-state`}>{t('arbitrator.state.awaitingReadOnly')}</span>}
      {snapshot.matches('closed') && <span className={`${Classes.TEXT_MUTED} arbitrator-state`}>{t('arbitrator.state.notInDispute')}</span>}
      {dialog}
    </div>
  );
}
