import { Button, Callout, Card, ControlGroup, FormGroup, Intent, Spinner, Classes } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { GuardedNumericInput } from '../../../components/GuardedNumericInput.tsx';
import { formatDate } from '../../../domain/dates.ts';
import { formatAmount, formatCount, formatDecimal } from '../../../components/numberFormat.ts';
import { disputeShares, ratingPercent, tradeTimeMinutes } from '../../../domain/p2pStats.ts';
import { p2pQueries, type P2pProfileStatistics } from '../api.ts';
import { errorText } from '../../../components/errorText.ts';
import { TermList } from '../../../components/TermList.tsx';

const NONE = '—';

/** The figures of a P2P profile as label key and shown text: minutes with two decimals, USD volumes, dispute shares. */
export function profileFigures(p: P2pProfileStatistics, timeZone?: string): [string, string][] {
  const minutes = (seconds: number) => {
    const text = tradeTimeMinutes(seconds);
    return text === null ? NONE : formatDecimal(text);
  };
  const shares = disputeShares(p.wonDisputesCount, p.lostDisputesCount);
  const withShare = (count: number, percent: string | null) => (percent === null ? formatCount(count) : `${formatCount(count)} (${formatDecimal(percent)}%)`);
  return [
    ['completedTrades', formatCount(p.completedTrades)],
    ['averageTradeTime', minutes(p.averageTradeTime)],
    ['medianTradeTime', minutes(p.medianTradeTime)],
    ['rating', `${formatDecimal(ratingPercent(p.rating))}%`],
    ['monthlyVolume', `${formatAmount(p.monthlyVolume, 2)} USD`],
    ['allVolume', `${formatAmount(p.allVolume, 2)} USD`],
    ['wonDisputes', withShare(p.wonDisputesCount, shares.wonPercent)],
    ['lostDisputes', withShare(p.lostDisputesCount, shares.lostPercent)],
    ['totalClients', formatCount(p.statistics.trades.totalClients)],
    ['firstTradeDate', p.statistics.trades.firstTradeDate ? formatDate(p.statistics.trades.firstTradeDate, timeZone) : NONE],
    ['lastTradeDate', p.statistics.trades.lastTradeDate ? formatDate(p.statistics.trades.lastTradeDate, timeZone) : NONE],
  ];
}

/** One user's P2P profile statistics (GET p2p/Admin/profile). */
export function ProfileFigures({ userId, timeZone }: { userId: number; timeZone?: string | undefined }) {
  const { t } = useTranslation('p2p');
  const profile = useQuery(p2pQueries.profile(userId));
  if (profile.isPending) return <Spinner size={16} aria-label={t('p2p.stats.loading')} />;
  if (profile.isError) {
    return (
      <Callout intent={Intent.WARNING} compact role="alert">
        {errorText(profile.error)}
      </Callout>
    );
  }
  const p = profile.data;
  return (
    <section aria-label={t('p2p.profile.of', { user: p.userName ?? `#${p.userId}` })}>
      <p className="p2p-profile-name">
        <strong>{p.userName ?? NONE}</strong> <span className={Classes.TEXT_MUTED}>#{p.userId}</span>
      </p>
      <TermList className="p2p-figures p2p-figures-grid" items={profileFigures(p, timeZone).map(([key, value]) => ({ label: t(`p2p.profile.${key}`), value }))} />
    </section>
  );
}

/** Profile statistics for a user id typed by the admin (Enter or the button shows them). */
export function ProfileLookup({ timeZone }: { timeZone?: string | undefined }) {
  const { t } = useTranslation('p2p');
  const id = useId();
  const [text, setText] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(text);
    setUserId(Number.isInteger(n) && n > 0 ? n : null);
  };
  return (
    <Card compact className="p2p-profile" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={`${Classes.HEADING} p2p-panel-title`}>
        {t('p2p.profile.title')}
      </h2>
      <form onSubmit={submit}>
        <FormGroup label={t('p2p.profile.userId')} labelFor={`${id}-user`} inline>
          <ControlGroup>
            <GuardedNumericInput id={`${id}-user`} value={text} onValueChange={(value) => setText(value)} style={{ width: 120 }} />
            <Button type="submit" icon={<Search />} text={t('p2p.profile.show')} />
          </ControlGroup>
        </FormGroup>
      </form>
      {userId !== null && <ProfileFigures userId={userId} timeZone={timeZone} />}
    </Card>
  );
}
