import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../components/useTranslation.ts';
import { useParams } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DealSummary } from '../../components/p2p-deal/DealSummary.tsx';
import { useBackToList } from '../../components/RowLink.tsx';
import { DealStatusTag } from '../../components/p2p-deal/DealStatusTag.tsx';
import { DEFAULT_CURRENCY_DECIMALS } from '../../domain/money.ts';
import { ARBITRATOR_ADMIN_STATUS, DISPUTE_SUPERVISOR_STATUSES } from '../../domain/p2p.ts';
import { dealQuery, feedbackQuery } from './api.ts';
import { CaseActions } from './components/CaseActions.tsx';
import { GroupChat } from './components/GroupChat.tsx';
import { errorText } from '../../components/errorText.ts';

/**
 * The case of one disputed deal (/arbitrator/deals/:id): the deal's facts and the arbitration
 * actions on the left, the trade's group chat beside them on the right.
 */
export function DealCasePage() {
  const { t } = useTranslation('arbitrator');
  const { id } = useParams();
  const tradeId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const deal = useQuery({ ...dealQuery(tradeId), enabled: tradeId > 0 });
  const feedback = useQuery({ ...feedbackQuery(tradeId), enabled: tradeId > 0 });
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const currencies = useQuery(sessionQueries.currencies()).data;
  const back = useBackToList('/arbitrator');

  const backButton = <Button variant="minimal" icon={<ArrowLeft />} text={t('arbitrator.case.back')} onClick={back} />;

  if (tradeId === 0 || deal.data === null) {
    return <NonIdealState title={t('arbitrator.case.notFound')} action={backButton} />;
  }
  if (deal.isError && !deal.data) {
    return <NonIdealState title={t('arbitrator.case.loadFailed')} action={backButton} />;
  }
  if (!deal.data || !admin) return <Spinner aria-label={t('arbitrator.case.loading')} />;

  const trade = deal.data;
  const decimalsOf = (title: string) => currencies?.find((c) => c.title === title)?.decimals;
  const cryptoDecimals = decimalsOf(trade.cryptoCurrencyTitle) ?? DEFAULT_CURRENCY_DECIMALS;
  // Who may write: supervisors always, an arbitrator in the chats of their own cases (as the server checks).
  const canWrite =
    DISPUTE_SUPERVISOR_STATUSES.includes(admin.adminStatus) || (admin.adminStatus === ARBITRATOR_ADMIN_STATUS && trade.arbitratorId === admin.id);

  return (
    <div className="arbitrator-case">
      <div className="arbitrator-case-main">
        <div className="arbitrator-case-head">
          {backButton}
          <h2 className="arbitrator-case-title">{t('arbitrator.case.title', { id: trade.id })}</h2>
          <DealStatusTag status={trade.status} />
        </div>
        <CaseActions key={trade.id} trade={trade} admin={admin} cryptoDecimals={cryptoDecimals} />
        {feedback.isError && (
          <Callout intent={Intent.WARNING} compact className="arbitrator-case-feedback-error">
            {t('arbitrator.case.feedbackFailed', { error: errorText(feedback.error) })}{' '}
            <Button size="small" variant="minimal" text={t('arbitrator.case.retry')} loading={feedback.isFetching} onClick={() => void feedback.refetch()} />
          </Callout>
        )}
        <DealSummary
          trade={trade}
          // Only a real answer says "no feedback"; while loading or after a failure it is unknown.
          feedback={feedback.isSuccess ? feedback.data : undefined}
          cryptoDecimals={cryptoDecimals}
          fiatDecimals={decimalsOf(trade.fiatCurrencyTitle) ?? 2}
          timeZone={admin.settings.timezone}
          narrow
        />
      </div>
      <aside className="arbitrator-case-chat">
        {trade.chatId !== null ? (
          <GroupChat chatId={trade.chatId} canWrite={canWrite} timeZone={admin.settings.timezone} />
        ) : (
          <NonIdealState title={t('arbitrator.chat.noChat')} />
        )}
      </aside>
    </div>
  );
}
