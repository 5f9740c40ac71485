import { Button, ButtonGroup, Callout, HTMLTable, Intent, NonIdealState, Spinner, Classes } from '@blueprintjs/core';
import { ArrowLeft, WarningSign } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { useParams } from 'react-router-dom';
import type { ApprovalAction } from '../../api/approvals.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { useApprovalGuard } from '../../components/approvals/useApprovalGuard.ts';
import { useAction } from '../../components/useAction.ts';
import { useBackToList } from '../../components/RowLink.tsx';
import { useConfirm } from '../../components/useConfirm.tsx';
import { formatDateTime } from '../../domain/dates.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { canMarkRequisites, mayMarkRequisites, type RequisitesStatus, type TransactionState } from '../../domain/transactions.ts';
import { provideTransactionActionsMachine } from '../../machines/transaction-actions/transaction-actions.actors.ts';
import { offeredActions } from '../../machines/transaction-actions/transaction-actions.machine.ts';
import { transactionQueries, transactionViewActions, type OperationDetail } from './api.ts';
import { TransactionActionDialog } from './components/TransactionActionDialog.tsx';
import { TransactionStatusTag } from '../../components/money/TransactionStatusTag.tsx';
import { UserLink } from '../../components/UserLink.tsx';
import { signedAmount } from '../../domain/money.ts';
import { inspected } from '../../machines/inspection.ts';
import { TableHead } from '../../components/TableHead.tsx';

const stateOf = (tx: OperationDetail): TransactionState => ({
  side: tx.side, status: tx.status, kytStatus: tx.kytStatus ?? null, requisitesStatus: tx.requisitesStatus ?? null, antiFraud: tx.antiFraud,
});

/** One transaction (spec 3 §3): every labelled field, warnings, requisites, KYT, status history and the actions the table allows. */
export function TransactionViewPage() {
  const { t } = useTranslation('transactions');
  const id = Number(useParams().id);
  const back = useBackToList('/transactions');
  const tx = useQuery({ ...transactionQueries.one(id), enabled: Number.isInteger(id) && id > 0 });
  const admin = useQuery(sessionQueries.currentAdmin()).data;

  if (tx.isLoading || !admin) return <Spinner aria-label={t('transactions.view.loading')} />;
  if (tx.isError || !tx.data) {
    return <NonIdealState icon={<WarningSign />} title={t('transactions.view.notFound')} action={<Button text={t('transactions.view.back')} onClick={back} />} />;
  }
  return <TransactionView tx={tx.data} adminStatus={admin.adminStatus} timeZone={admin.settings.timezone} onBack={back} />;
}

/** The four-eyes action a transaction action is (issue 29), or null for one the policy does not guard. */
function guardedActionOf(action: string, side: string): ApprovalAction | null {
  if (action === 'cancelCompletedDeposit') return 'cancelCompletedDeposit';
  if ((action === 'confirm' || action === 'complete') && side === 'out') return 'completeWithdrawal';
  return null;
}

function TransactionView({ tx, adminStatus, timeZone, onBack }: { tx: OperationDetail; adminStatus: number; timeZone?: string; onBack: () => void }) {
  const { t } = useTranslation('transactions');
  const { confirm, dialog } = useConfirm();
  const guard = useApprovalGuard();
  // The admin actions, declared in api.ts (screen kit): each refreshes the transaction and says
  // "Transaction status changed"; one the four-eyes policy holds (issue 29) shows the approvals
  // notice instead and settles as done without a change.
  const actions = {
    processing: useAction(transactionViewActions.processing),
    confirm: useAction(transactionViewActions.confirm),
    complete: useAction(transactionViewActions.complete),
    cancel: useAction(transactionViewActions.cancel),
    decline: useAction(transactionViewActions.decline),
    needContact: useAction(transactionViewActions.needContact),
    check: useAction(transactionViewActions.check),
    cancelCompletedDeposit: useAction(transactionViewActions.cancelCompletedDeposit),
    kytOk: useAction(transactionViewActions.kytOk),
    kytReturn: useAction(transactionViewActions.kytReturn),
  };
  const markAction = useAction(transactionViewActions.markRequisites);
  const latestActions = useRef(actions);
  latestActions.current = actions;
  const [machine] = useState(() =>
    provideTransactionActionsMachine({
      run: async (input) => {
        const bound = latestActions.current[input.action];
        try {
          return await bound.settle(input);
        } catch (error) {
          throw new Error(bound.refusalOf(error, input));
        }
      },
    }),
  );
  const actor = useActorRef(machine, { input: { transactionId: tx.id, transaction: stateOf(tx), adminStatus }, ...inspected(`transaction view #${tx.id}`) });
  const offered = useSelector(actor, (s) => (s.matches('idle') ? offeredActions(s.context) : []));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const history = useQuery(transactionQueries.history(tx.id));
  const mayCallMark = markAction.allowed;

  // Whatever the server says now is what the machine decides from.
  useEffect(() => {
    actor.send({ type: 'tx.sync', transaction: { side: tx.side, status: tx.status, kytStatus: tx.kytStatus ?? null, requisitesStatus: tx.requisitesStatus ?? null, antiFraud: tx.antiFraud } });
  }, [actor, tx.side, tx.status, tx.kytStatus, tx.requisitesStatus, tx.antiFraud]);

  const amount = `${formatAmount(signedAmount(tx.amount, tx.side), tx.currencyDecimals)} ${tx.currencyTitle}`;
  const money = (v: string | null | undefined) => (v == null ? '—' : `${formatAmount(v, tx.currencyDecimals)} ${tx.currencyTitle}`);

  // The action landed (refreshed and announced by the kit) or the four-eyes policy holds it:
  // leave the machine idle even when nothing it decides from has changed.
  useEffect(() => {
    const changed = actor.on('tx.changed', () => actor.send({ type: 'tx.back' }));
    return () => changed.unsubscribe();
  }, [actor]);

  const act = (action: (typeof offered)[number]) => actor.send({ type: 'tx.choose', action });
  const actionTexts = (action: (typeof offered)[number]) => ({
    title: t(`transactions.actions.${action}`),
    text: guard.withLine(t('transactions.actions.confirmText', { action: t(`transactions.actions.${action}`), id: tx.id, amount }), guardedActionOf(action, tx.side)),
  });

  const mark = (status: RequisitesStatus) =>
    confirm({
      title: t(`transactions.requisites.mark.${status}`),
      text: t('transactions.requisites.confirmText', { id: tx.id }),
      action: async () => {
        const vars = { transactionId: tx.id, requisitesStatus: status };
        try {
          await markAction.settle(vars);
        } catch (error) {
          throw new Error(markAction.refusalOf(error, vars));
        }
      },
    });

  const field = (label: string, value: React.ReactNode) => (
    <tr key={label}>
      <th scope="row">{t(`transactions.fields.${label}`)}</th>
      <td>{value ?? '—'}</td>
    </tr>
  );

  return (
    <div className="transactions-view">
      <div className="transactions-view-header">
        <Button icon={<ArrowLeft />} text={t('transactions.view.back')} onClick={onBack} />
        <h2 className={Classes.HEADING}>{t('transactions.view.title', { id: tx.id })}</h2>
        <TransactionStatusTag status={tx.status} />
      </div>
      {tx.hasWarning && (
        <Callout intent={Intent.WARNING} icon={<WarningSign />} role="alert" title={t(tx.status === 'queue' ? 'transactions.warning.queue' : 'transactions.warning.adminProcessing')}>
          {tx.isProcessingOverdue ? t('transactions.warning.overdue') : null}
        </Callout>
      )}
      {tx.antiFraud && tx.status === 'awaitingManualCheck' && (
        <Callout intent={Intent.DANGER} role="status">
          {t('transactions.warning.antiFraud')}
        </Callout>
      )}
      <div className="transactions-view-actions" role="toolbar" aria-label={t('transactions.actions.label')}>
        {offered.map((action) => (
          <Button key={action} text={t(`transactions.actions.${action}`)} disabled={busy} onClick={() => act(action)} intent={action === 'complete' || action === 'confirm' || action === 'kytOk' ? Intent.SUCCESS : action === 'decline' || action === 'cancel' || action === 'cancelCompletedDeposit' || action === 'kytReturn' ? Intent.DANGER : Intent.NONE} />
        ))}
        {offered.length === 0 && <span className={Classes.TEXT_MUTED}>{t('transactions.actions.none')}</span>}
      </div>
      <div className="transactions-view-grid">
        <HTMLTable compact className="transactions-fields">
          <tbody>
            {field('user', <UserLink userId={tx.userId} userName={tx.userName} />)}
            {field('side', t(`transactions.side.${tx.side}`))}
            {field('operationType', t(`transactions.type.${tx.operationType}`, { defaultValue: tx.operationType }))}
            {field('method', t(`transactions.method.${tx.transactionMethodType ?? 'none'}`, { defaultValue: tx.transactionMethodType ?? '—' }))}
            {field('amount', <strong className={tx.side === 'out' ? 'transactions-amount-out' : 'transactions-amount-in'}>{amount}</strong>)}
            {field('currency', tx.currencyTitle)}
            {field('estimated', money(tx.estimated))}
            {field('fee', money(tx.fee))}
            {field('rate', tx.rate ?? '—')}
            {field('orderId', tx.orderId)}
            {field('paymentId', tx.paymentId)}
            {field('receiver', tx.receiver)}
            {field('hash', tx.hash ? <code className="transactions-break">{tx.hash}</code> : '—')}
            {field('dateCreated', formatDateTime(tx.dateCreated, timeZone))}
            {field('confirmationDate', tx.confirmationDate ? formatDateTime(tx.confirmationDate, timeZone) : '—')}
            {field('balanceBefore', money(tx.balanceBefore))}
            {field('balanceAfter', money(tx.balanceAfter))}
            {field('adminComment', tx.adminComment)}
            {field('userComment', tx.userComment)}
            {field('blockchainComment', tx.blockchainComment)}
            {field('kyt', tx.kytStatus ? t(`transactions.kyt.${tx.kytStatus}`) : '—')}
          </tbody>
        </HTMLTable>
        <div className="transactions-side">
          <section aria-labelledby="tx-requisites">
            <h3 id="tx-requisites" className={Classes.HEADING}>{t('transactions.requisites.title')}</h3>
            <p className="transactions-break">{tx.requisites ?? '—'}</p>
            <p>
              {t('transactions.requisites.status')}: <strong>{tx.requisitesStatus ? t(`transactions.requisites.${tx.requisitesStatus}`) : '—'}</strong>
            </p>
            {canMarkRequisites(tx) && mayCallMark && tx.requisitesStatus !== null && (
              <ButtonGroup>
                {/* Only the marks the server accepts from this status: support does not lift 'problematic' (issue 23). */}
                {(['approved', 'problematic', 'new'] as const).filter((s) => s !== tx.requisitesStatus && mayMarkRequisites(tx.requisitesStatus, s, adminStatus)).map((s) => (
                  <Button key={s} text={t(`transactions.requisites.mark.${s}`)} onClick={() => void mark(s)} />
                ))}
              </ButtonGroup>
            )}
          </section>
          <section aria-labelledby="tx-history">
            <h3 id="tx-history" className={Classes.HEADING}>{t('transactions.history.title')}</h3>
            <HTMLTable compact striped className="transactions-history">
              <TableHead columns={[t('transactions.history.date'), t('transactions.history.action'), t('transactions.history.status'), t('transactions.history.admin'), t('transactions.history.comment')]} />
              <tbody>
                {(history.data ?? []).map((h, i) => (
                  <tr key={i}>
                    <td>{formatDateTime(h.dateCreated, timeZone)}</td>
                    <td>{t(`transactions.history.actions.${h.action}`, { defaultValue: h.action })}</td>
                    <td>
                      {t(`transactions.status.${h.status}`, { defaultValue: h.status })}
                      {h.action === 'requisites' && h.requisitesStatus ? ` · ${t(`transactions.requisites.${h.requisitesStatus}`)}` : ''}
                      {h.kytStatus && (h.action === 'kytOk' || h.action === 'kytReturn') ? ` · KYT ${t(`transactions.kyt.${h.kytStatus}`)}` : ''}
                    </td>
                    <td>{h.adminEmail ?? '—'}</td>
                    <td className="transactions-break">{h.comment ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </section>
        </div>
      </div>
      <TransactionActionDialog actor={actor} textsOf={actionTexts} />
      {dialog}
    </div>
  );
}
