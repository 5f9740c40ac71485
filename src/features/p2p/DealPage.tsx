import { Button, ButtonGroup, Callout, Card, Intent, NonIdealState, Spinner, Classes } from '@blueprintjs/core';
import { ArrowLeft, Edit, People } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DealSummary } from '../../components/p2p-deal/index.ts';
import { isExcluded } from '../../domain/buildFeatures.ts';
import { isInDispute } from '../../domain/p2p.ts';
import { p2pQueries } from './api.ts';
import { DealChat } from './components/DealChat.tsx';
import { EditDealDialog } from './components/EditDealDialog.tsx';
import { FeedbackTable } from './components/FeedbackTable.tsx';
import { ProfileFigures } from './components/ProfileStats.tsx';
import { useP2pAdmin } from './useP2pAdmin.ts';
import './p2p.css';
import { errorText } from '../../components/errorText.ts';

/** Whether the deal view links to the arbitrator's case: a disputed deal in a build that has the arbitrator section. */
export function showsArbitrationLink(status: number, excluded: (feature: 'arbitrator') => boolean = isExcluded): boolean {
  return isInDispute(status) && !excluded('arbitrator');
}

/** One deal (/p2p/deals/:id): its facts and history, its chat read-only, its feedback and the parties' P2P profiles. */
export function DealPage() {
  const { t } = useTranslation('p2p');
  const navigate = useNavigate();
  const { id: idText } = useParams();
  const id = Number(idText);
  const valid = Number.isInteger(id) && id > 0;
  const admin = useP2pAdmin();
  const trade = useQuery({ ...p2pQueries.trade(valid ? id : 0), enabled: valid, retry: false });
  const feedback = useQuery({ ...p2pQueries.feedback({ page: 0, limit: 100, tradeId: id }), enabled: valid });
  const [editing, setEditing] = useState(false);
  const [profileOf, setProfileOf] = useState<number | null>(null);

  const back = (
    <Button variant="minimal" icon={<ArrowLeft />} text={t('p2p.deal.back')} onClick={() => void navigate(-1)} />
  );
  if (!valid || trade.isError) {
    return (
      <div className="p2p-page">
        {back}
        <NonIdealState title={valid ? errorText(trade.error) : t('p2p.deal.notFound')} />
      </div>
    );
  }
  if (trade.isPending) return <Spinner />;
  const deal = trade.data;

  return (
    <div className="p2p-page">
      <div className="p2p-deal-head">
        {back}
        <h2 className={Classes.HEADING}>{t('p2p.deal.title', { id: deal.id })}</h2>
        <span className="p2p-spacer" />
        {showsArbitrationLink(deal.status) && (
          <Link className={Classes.BUTTON} to={`/arbitrator/deals/${deal.id}`}>
            <People />
            <span className={Classes.BUTTON_TEXT}>{t('p2p.deal.arbitrationCase')}</span>
          </Link>
        )}
        {admin.canChange && <Button icon={<Edit />} text={t('p2p.deal.edit')} onClick={() => setEditing(true)} />}
      </div>
      <div className="p2p-deal-columns">
        <DealSummary trade={deal} feedback={feedback.data?.items} timeZone={admin.timeZone} narrow />
        <div className="p2p-deal-side">
          <DealChat tradeId={deal.id} timeZone={admin.timeZone} />
          <Card compact aria-labelledby="p2p-profiles-title">
            <h2 id="p2p-profiles-title" className={`${Classes.HEADING} p2p-panel-title`}>
              {t('p2p.profile.title')}
            </h2>
            <ButtonGroup>
              <Button active={profileOf === deal.sellerId} text={t('p2p.deal.sellerProfile')} onClick={() => setProfileOf(deal.sellerId)} />
              <Button active={profileOf === deal.buyerId} text={t('p2p.deal.buyerProfile')} onClick={() => setProfileOf(deal.buyerId)} />
            </ButtonGroup>
            {profileOf !== null && <ProfileFigures userId={profileOf} timeZone={admin.timeZone} />}
          </Card>
        </div>
      </div>
      <section className="p2p-deal-feedback" aria-labelledby="p2p-deal-feedback-title">
        <h2 id="p2p-deal-feedback-title" className={`${Classes.HEADING} p2p-panel-title`}>
          {t('p2p.feedback.title')}
        </h2>
        {feedback.isError && (
          <Callout intent={Intent.WARNING} compact>
            {t('p2p.deals.loadFailed')}
          </Callout>
        )}
        <FeedbackTable items={feedback.data?.items ?? []} query={feedback} canChange={admin.canChange} timeZone={admin.timeZone} withoutTrade />
      </section>
      <EditDealDialog trade={editing ? deal : null} onClose={() => setEditing(false)} />
    </div>
  );
}
