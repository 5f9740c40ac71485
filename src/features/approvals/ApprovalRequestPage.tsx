import { Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { useParams } from 'react-router-dom';
import type { ApprovalRequest } from '../../api/approvals.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { errorText } from '../../components/errorText.ts';
import { useBackToList } from '../../components/RowLink.tsx';
import { formatDateTime } from '../../domain/dates.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { approvalQueries } from './api.ts';
import { amountText, changesOf, describeRequest, flatParameters, parameterText, usdText, type CurrencyOf } from './approvalWords.ts';
import { ApprovalStatusTag } from './components/approvalColumns.tsx';
import { RequestDecisions } from './components/RequestDecisions.tsx';
import { TableHead } from '../../components/TableHead.tsx';

/**
 * One approval request (issue 29): what it asks in words, its exact parameters, what it will
 * change (a money move's balance before and after), who asked and why, the policy line, and the
 * decision: Approve and Reject for a second admin, Withdraw for the maker, through the confirm dialog.
 */
export function ApprovalRequestPage() {
  const { t } = useTranslation('approvals');
  const { id } = useParams();
  const requestId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : 0;
  const back = useBackToList('/approvals');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const query = useQuery({ ...approvalQueries.request(requestId), enabled: requestId > 0 });

  return (
    <div className="approvals-request-page">
      <Button variant="minimal" icon={<ArrowLeft />} text={t('approvals.view.back')} onClick={back} />
      {requestId === 0 || (query.isError && (query.error as { status?: number }).status === 404) ? (
        <NonIdealState title={t('approvals.view.notFound', { id: id ?? '' })} />
      ) : query.isError ? (
        <Callout intent="danger" role="alert">{errorText(query.error)}</Callout>
      ) : !query.data || !admin ? (
        <Spinner aria-label={t('approvals.view.loading')} />
      ) : (
        <RequestView request={query.data} adminId={admin.id} adminStatus={admin.adminStatus} timeZone={admin.settings.timezone} />
      )}
    </div>
  );
}

function RequestView({ request, adminId, adminStatus, timeZone }: { request: ApprovalRequest; adminId: number; adminStatus: number; timeZone: string | undefined }) {
  const { t } = useTranslation('approvals');
  const currencies = useQuery(sessionQueries.currencies()).data;
  const currencyOf: CurrencyOf = useMemo(() => {
    const byId = new Map((currencies ?? []).map((c) => [c.id, c]));
    return (cid) => (cid ? byId.get(cid) : undefined);
  }, [currencies]);
  const summary = describeRequest(request, t, currencyOf);
  // before and after matter while the request may still run, and once it ran; not for one that never will
  const changes = request.status === 'pending' || request.status === 'executed' ? changesOf(request, t, currencyOf) : [];
  const changesTitle = t(request.status === 'executed' ? 'approvals.view.changed' : 'approvals.view.changes');
  const amount = amountText(request, currencyOf);
  const usd = usdText(request.amountUsd);
  const always = /^0+(\.0+)?$/.test(request.thresholdUsd);
  const facts: [string, string][] = [
    [t('approvals.view.action'), t(`approvals.action.${request.action}`)],
    ...(amount ? ([[t('approvals.view.amount'), amount]] as [string, string][]) : []),
    ...(usd ? ([[t('approvals.view.amountUsd'), usd]] as [string, string][]) : []),
    [t('approvals.view.policy'), always ? t('approvals.view.policyAlways') : t('approvals.view.policyAbove', { amount: formatAmount(request.thresholdUsd, 2) })],
    [t('approvals.view.maker'), request.makerEmail],
    [t('approvals.view.makerComment'), request.makerComment ?? '—'],
    [t('approvals.view.createdAt'), formatDateTime(request.createdAt, timeZone)],
    [request.status === 'pending' ? t('approvals.view.expiresAt') : t('approvals.view.decidedAt'), formatDateTime(request.status === 'pending' ? request.expiresAt : (request.decidedAt ?? request.expiresAt), timeZone)],
    ...(request.checkerEmail ? ([[t('approvals.view.checker'), request.checkerEmail]] as [string, string][]) : []),
    ...(request.decisionComment ? ([[t('approvals.view.decisionComment'), request.decisionComment]] as [string, string][]) : []),
    ...(request.holdAmount ? ([[t('approvals.view.hold'), `${formatAmount(request.holdAmount, currencyOf(request.currencyId)?.decimals)} ${currencyOf(request.currencyId)?.title ?? ''}`.trim()]] as [string, string][]) : []),
  ];
  return (
    <section className="approvals-request" aria-labelledby="approval-request-title">
      <header className="approvals-request-head">
        <h2 id="approval-request-title">{t('approvals.view.title', { id: request.id })}</h2>
        <ApprovalStatusTag status={request.status} t={t} />
      </header>
      <p className="approvals-request-summary" data-testid="approval-summary">{summary}</p>
      {request.status === 'failed' && (
        <Callout intent="danger" role="alert" title={t('approvals.view.failedTitle')}>
          {t(`approvals.errors.${request.failureReason ?? 'unexpected'}`, { defaultValue: request.failureMessage ?? '' })}
        </Callout>
      )}
      {request.status === 'pending' && <Callout intent="primary" role="note">{t('approvals.view.nothingMoved')}</Callout>}
      <RequestDecisions request={request} adminId={adminId} adminStatus={adminStatus} summary={summary} />
      <div className="approvals-request-grid">
        <HTMLTable compact className="approvals-facts" aria-label={t('approvals.view.details')}>
          <tbody>
            {facts.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <div>
          {changes.length > 0 && (
            <HTMLTable compact className="approvals-changes" aria-label={changesTitle}>
              <caption>{changesTitle}</caption>
              <TableHead columns={[t('approvals.view.field'), t('approvals.view.before'), t('approvals.view.after')]} />
              <tbody>
                {changes.map((line) => (
                  <tr key={line.label}>
                    <th scope="row">{line.label}</th>
                    <td data-testid="change-before">{line.before}</td>
                    <td data-testid="change-after">{line.after}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <HTMLTable compact className="approvals-parameters" aria-label={t('approvals.view.parameters')}>
            <caption>{t('approvals.view.parameters')}</caption>
            <tbody>
              {Object.entries(flatParameters(request)).map(([key, value]) => (
                <tr key={key}>
                  <th scope="row">{key}</th>
                  <td>{parameterText(value)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </div>
    </section>
  );
}
