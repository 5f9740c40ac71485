import { Classes, Intent, Section, SectionCard, Tag } from '@blueprintjs/core';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../useTranslation.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { DEFAULT_CURRENCY_DECIMALS } from '../../domain/money.ts';
import { formatAmount } from '../numberFormat.ts';
import { ArbitrationResultTag, DealStatusTag, useDealStatusCaption } from './DealStatusTag.tsx';
import { TableHead } from '../TableHead.tsx';
import type { P2pDeal, P2pDealFeedback } from './dealTypes.ts';
import './p2pDeal.css';

/** Props of {@link DealSummary}: plain data of the contract, no fetching inside. */
export interface DealSummaryProps {
  trade: P2pDeal;
  /** The deal's feedback; `undefined` while unknown (the section says so), `[]` when there is none. */
  feedback?: readonly P2pDealFeedback[] | undefined;
  /** Decimals of the deal's crypto (default 8) and fiat (default 2). */
  cryptoDecimals?: number;
  fiatDecimals?: number;
  /** IANA time zone of the dates (the browser's when absent). */
  timeZone?: string;
  /** How a party is shown (e.g. a link to the user); the name and id as text by default. */
  renderUser?: (userId: number, userName: string | null) => ReactNode;
  /** Laid out in one column (beside a chat) rather than the default two. */
  narrow?: boolean;
}

const tableClass = `${Classes.HTML_TABLE} ${Classes.COMPACT} p2p-deal-table`;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td data-testid={testId}>{children}</td>
    </tr>
  );
}

/** A titled card listing rows under column headers (status history, feedback), or the `empty` words when there is nothing to list. */
function ListSection({ title, empty, headers, children }: { title: string; empty: string | null; headers: string[]; children: ReactNode }) {
  return (
    <Section compact title={title}>
      <SectionCard padded={false}>
        {empty !== null ? (
          <p className="p2p-deal-empty">{empty}</p>
        ) : (
          <table className={tableClass} aria-label={title}>
            <TableHead columns={headers} />
            <tbody>{children}</tbody>
          </table>
        )}
      </SectionCard>
    </Section>
  );
}

/** A titled card of label-and-value rows (the deal, its amounts, balances, arbitration). */
function FactsSection({ title, subtitle, rightElement, children }: { title: string; subtitle?: string; rightElement?: ReactElement; children: ReactNode }) {
  return (
    <Section compact title={title} subtitle={subtitle} rightElement={rightElement}>
      <SectionCard padded={false}>
        <table className={tableClass}>
          <tbody>{children}</tbody>
        </table>
      </SectionCard>
    </Section>
  );
}

function influenceIntent(influence: P2pDealFeedback['influence']): Intent {
  if (influence === 'Positive') return Intent.SUCCESS;
  if (influence === 'Negative') return Intent.DANGER;
  return Intent.NONE;
}

/**
 * The facts of one P2P deal (spec 2 §3 "P2P deal"): parties, amounts and service fee, both sides'
 * balances in the deal's crypto, the arbitrator and the arbitration's result, the status history
 * and the feedback. Shared by the P2P deals screens and the arbitrator's case view.
 */
export function DealSummary({
  trade,
  feedback,
  cryptoDecimals = DEFAULT_CURRENCY_DECIMALS,
  fiatDecimals = 2,
  timeZone,
  renderUser,
  narrow = false,
}: DealSummaryProps) {
  const { t } = useTranslation('p2pDeal');
  const statusCaption = useDealStatusCaption();
  const crypto = trade.cryptoCurrencyTitle;
  const fiat = trade.fiatCurrencyTitle;
  const cryptoAmount = (value: string | null) =>
    value === null ? <span className="p2p-deal-muted">{t('p2pDeal.summary.noBalance')}</span> : `${formatAmount(value, cryptoDecimals)} ${crypto}`;
  const user = (id: number, name: string | null) =>
    renderUser ? renderUser(id, name) : (
      <>
        {name ?? t('p2pDeal.summary.noName')} <span className="p2p-deal-muted">#{id}</span>
      </>
    );
  const date = (value: string | null) => (value ? formatDateTime(value, timeZone) : '—');
  const history = [...trade.statusHistory].sort((a, b) => a.dateCreated.localeCompare(b.dateCreated));

  return (
    <div className={narrow ? 'p2p-deal-summary p2p-deal-summary-narrow' : 'p2p-deal-summary'} aria-label={t('p2pDeal.summary.title', { id: trade.id })} role="region">
      <FactsSection title={t('p2pDeal.summary.deal')} rightElement={<DealStatusTag status={trade.status} />}>
        <Row label={t('p2pDeal.summary.tradeId')}>{trade.id}</Row>
        <Row label={t('p2pDeal.summary.chatId')}>{trade.chatId ?? '—'}</Row>
        <Row label={t('p2pDeal.summary.offerType')}>
          {trade.offerType === 'Sell' ? t('p2pDeal.summary.offerSell') : t('p2pDeal.summary.offerBuy')}
          {trade.offerId !== null ? <span className="p2p-deal-muted"> #{trade.offerId}</span> : null}
        </Row>
        <Row label={t('p2pDeal.summary.seller')} testId="deal-seller">{user(trade.sellerId, trade.sellerUserName)}</Row>
        <Row label={t('p2pDeal.summary.buyer')} testId="deal-buyer">{user(trade.buyerId, trade.buyerUserName)}</Row>
        <Row label={t('p2pDeal.summary.created')}>{date(trade.dateCreated)}</Row>
        <Row label={t('p2pDeal.summary.closed')}>{date(trade.dateClosed)}</Row>
        {trade.comment ? <Row label={t('p2pDeal.summary.comment')}>{trade.comment}</Row> : null}
      </FactsSection>

      <FactsSection title={t('p2pDeal.summary.amounts')}>
        <Row label={t('p2pDeal.summary.sellerAmount')} testId="deal-seller-amount">{cryptoAmount(trade.sellerAmount)}</Row>
        <Row label={t('p2pDeal.summary.serviceFee')} testId="deal-service-fee">{cryptoAmount(trade.serviceFee)}</Row>
        <Row label={t('p2pDeal.summary.buyerAmount')} testId="deal-buyer-amount">{cryptoAmount(trade.buyerAmount)}</Row>
        <Row label={t('p2pDeal.summary.fiatAmount')}>{`${formatAmount(trade.fiatAmount, fiatDecimals)} ${fiat}`}</Row>
        <Row label={t('p2pDeal.summary.price')}>{`${formatAmount(trade.price, fiatDecimals)} ${fiat}`}</Row>
      </FactsSection>

      <FactsSection title={t('p2pDeal.summary.balances')} subtitle={t('p2pDeal.summary.balancesHint', { currency: crypto })}>
        <Row label={t('p2pDeal.summary.sellerBalance')} testId="deal-seller-balance">{cryptoAmount(trade.sellerBalance)}</Row>
        <Row label={t('p2pDeal.summary.buyerBalance')} testId="deal-buyer-balance">{cryptoAmount(trade.buyerBalance)}</Row>
      </FactsSection>

      <FactsSection title={t('p2pDeal.summary.arbitration')}>
        <Row label={t('p2pDeal.summary.inDispute')}>{trade.isInDispute ? t('p2pDeal.summary.yes') : t('p2pDeal.summary.no')}</Row>
        <Row label={t('p2pDeal.summary.arbitrator')} testId="deal-arbitrator">
          {trade.arbitratorId === null ? (
            <span className="p2p-deal-muted">{t('p2pDeal.summary.noArbitrator')}</span>
          ) : (
            <>
              {trade.arbitratorUserName ?? t('p2pDeal.summary.noName')} <span className="p2p-deal-muted">#{trade.arbitratorId}</span>
            </>
          )}
        </Row>
        <Row label={t('p2pDeal.summary.arbitratorCallDate')}>{date(trade.arbitratorCallDate)}</Row>
        <Row label={t('p2pDeal.summary.arbitrationResult')} testId="deal-result">
          <ArbitrationResultTag result={trade.arbitrationResult} />
        </Row>
        {trade.arbitrationComment ? (
          <Row label={t('p2pDeal.summary.arbitrationComment')} testId="deal-result-comment">
            <span className="p2p-deal-text">{trade.arbitrationComment}</span>
          </Row>
        ) : null}
      </FactsSection>

      <ListSection
        title={t('p2pDeal.summary.statusHistory')}
        empty={history.length === 0 ? t('p2pDeal.summary.noHistory') : null}
        headers={[t('p2pDeal.summary.historyDate'), t('p2pDeal.summary.historyStatus')]}
      >
        {history.map((entry, index) => (
          <tr key={`${entry.dateCreated}-${index}`}>
            <td className="p2p-deal-nowrap">{date(entry.dateCreated)}</td>
            <td>{statusCaption(entry.status)}</td>
          </tr>
        ))}
      </ListSection>

      <ListSection
        title={t('p2pDeal.summary.feedback')}
        empty={feedback === undefined ? t('p2pDeal.summary.feedbackUnknown') : feedback.length === 0 ? t('p2pDeal.summary.noFeedback') : null}
        headers={[
          t('p2pDeal.summary.feedbackFrom'),
          t('p2pDeal.summary.feedbackTo'),
          t('p2pDeal.summary.feedbackInfluence'),
          t('p2pDeal.summary.feedbackComment'),
        ]}
      >
        {feedback?.map((item) => (
          <tr key={item.feedbackId}>
            <td>{user(item.from.userId, item.from.userName)}</td>
            <td>{user(item.to.userId, item.to.userName)}</td>
            <td>
              <Tag multiline minimal intent={influenceIntent(item.influence)}>
                {t(`p2pDeal.influence.${item.influence.toLowerCase()}`)}
              </Tag>
            </td>
            <td className="p2p-deal-text">{item.comment ?? ''}</td>
          </tr>
        ))}
      </ListSection>
    </div>
  );
}
