import { Button, HTMLSelect, Intent, Section, SectionCard, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { Link } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { useAction } from '../../components/useAction.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { formatAmount, formatCount, formatFixed } from '../../components/numberFormat.ts';
import { Paging } from '../../components/Paging.tsx';
import { DealStatusTag } from '../../components/p2p-deal/DealStatusTag.tsx';
import { useConfirm } from '../../components/useConfirm.tsx';
import { GrantableRoleCheckboxes } from '../../components/p2p-roles/GrantableRoleCheckboxes.tsx';
import { OFFER_MODERATION_FLAGS, P2P_ROLE_KEYS, grantableRolesOf, offerStatusLabel, rolesAfterGrant, type OfferModerationFlag, type P2pRole } from '../../domain/p2pOffers.ts';
import { errorText, FactGrid, useDateTime } from './components/shared.tsx';
import { UserDetailSections } from './components/UserDetailLayout.tsx';
import { USER_P2P_PAGE_SIZE, grantUserRolesAction, userP2pQueries } from './p2pApi.ts';
import { listQueryState } from '../../components/listQueryState.ts';
import { queryRows } from '../../components/queryRows.ts';

const minutes = (seconds: number) => (seconds < 0 ? '—' : formatFixed(seconds / 60, 2));

/** The P2P tab (spec 2 §2 user-p2p): the user's P2P profile statistics, roles, offers and deals. */
export function UserP2pScreen() {
  return <UserDetailSections sections={[ProfileSection, RolesSection, OffersSection, DealsSection]} />;
}

function ProfileSection({ userId }: { userId: number }) {
  const { t } = useTranslation('p2pOffers');
  const dateTime = useDateTime();
  const profile = useQuery(userP2pQueries.profile(userId));
  const p = profile.data;
  const disputes = p ? p.wonDisputesCount + p.lostDisputesCount : 0;
  const percent = (n: number) => (disputes ? `${formatFixed((n / disputes) * 100, 1)} %` : '—');
  return (
    <Section title={t('p2pOffers.user.profile')} compact>
      <SectionCard>
        {profile.isError && <p role="alert">{errorText(profile.error, t)}</p>}
        {p && (
          <FactGrid
            facts={[
              ['p2pOffers.user.completedTrades', formatCount(p.completedTrades)],
              ['p2pOffers.user.averageTime', minutes(p.averageTradeTime)],
              ['p2pOffers.user.medianTime', minutes(p.medianTradeTime)],
              ['p2pOffers.user.rating', `${formatFixed(p.rating * 100, 1)} %`],
              ['p2pOffers.user.monthlyVolume', `${formatAmount(p.monthlyVolume, 2)} USD`],
              ['p2pOffers.user.allVolume', `${formatAmount(p.allVolume, 2)} USD`],
              ['p2pOffers.user.wonDisputes', `${formatCount(p.wonDisputesCount)} (${percent(p.wonDisputesCount)})`],
              ['p2pOffers.user.lostDisputes', `${formatCount(p.lostDisputesCount)} (${percent(p.lostDisputesCount)})`],
              ['p2pOffers.user.totalClients', formatCount(p.statistics.trades.totalClients)],
              ['p2pOffers.user.firstTrade', dateTime(p.statistics.trades.firstTradeDate)],
              ['p2pOffers.user.lastTrade', dateTime(p.statistics.trades.lastTradeDate)],
            ]}
          />
        )}
      </SectionCard>
    </Section>
  );
}

function RolesSection({ userId }: { userId: number }) {
  const { t } = useTranslation('p2pOffers');
  const grant = useAction(grantUserRolesAction);
  const canChange = grant.allowed;
  const roles = useQuery(userP2pQueries.roles(userId));
  const held = useMemo(() => roles.data?.map((r) => r.role) ?? [], [roles.data]);
  const [chosen, setChosen] = useState<P2pRole[]>([]);
  useEffect(() => setChosen(grantableRolesOf(held)), [held]);
  const { confirm, dialog } = useConfirm();

  const save = () => grant.mutate({ userId, roles: rolesAfterGrant(held, chosen) });
  const removeAll = () =>
    confirm({ title: t('p2pOffers.roles.removeTitle', { user: userId }), text: t('p2pOffers.roles.removeText'), action: () => grant.settle({ userId, roles: [] }) });

  return (
    <Section title={t('p2pOffers.user.roles')} compact>
      <SectionCard>
        <p>
          {held.length ? held.map((r) => <Tag multiline key={r} minimal className="user-p2p-role">{t(`p2pOffers.roles.names.${P2P_ROLE_KEYS[r]}`)}</Tag>) : t('p2pOffers.user.noRoles')}
        </p>
        {canChange && (
          <div className="p2p-inline-form">
            <GrantableRoleCheckboxes chosen={chosen} onChange={setChosen} />
            <ActionButton
              action={grant}
              intent={Intent.PRIMARY}
              text={t('p2pOffers.roles.grant')}
              disabled={!chosen.length}
              title={chosen.length ? undefined : t('p2pOffers.messages.chooseRole')}
              onClick={save}
            />
            <Button intent={Intent.DANGER} variant="minimal" text={t('p2pOffers.roles.removeAll')} disabled={!held.length} onClick={() => void removeAll()} />
          </div>
        )}
        {dialog}
      </SectionCard>
    </Section>
  );
}

type OfferRow = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof userP2pQueries.offers>['queryFn']>>>>['items'][number];

function OffersSection({ userId }: { userId: number }) {
  const { t } = useTranslation('p2pOffers');
  const currencies = useQuery(sessionQueries.currencies()).data;
  const titleOf = useMemo(() => new Map((currencies ?? []).map((c) => [c.id, c.title])), [currencies]);
  const [flag, setFlag] = useState<OfferModerationFlag | ''>('');
  const [page, setPage] = useState(1);
  const offers = useQuery(userP2pQueries.offers(userId, flag, page));
  const columns = useMemo<DataTableColumn<OfferRow>[]>(
    () => [
      { key: 'id', header: 'p2pOffers.offers.columns.id', width: 70, render: (o) => <Link to={`/p2p?view=offers&ofUser=${o.userId}`}>{o.id}</Link> },
      { key: 'type', header: 'p2pOffers.offers.columns.type', width: 60, render: (o) => t(`p2pOffers.type.${o.type}`) },
      { key: 'pair', header: 'p2pOffers.offers.columns.pair', width: 100, render: (o) => `${titleOf.get(o.cryptoCurrencyId) ?? o.cryptoCurrencyId}/${titleOf.get(o.fiatCurrencyId) ?? o.fiatCurrencyId}` },
      { key: 'limits', header: 'p2pOffers.offers.columns.limits', width: 130, render: (o) => `${o.minAmount} – ${o.maxAmount}` },
      { key: 'terms', header: 'p2pOffers.offers.columns.terms', width: 280, render: (o) => o.terms ?? '—' },
      { key: 'status', header: 'p2pOffers.offers.columns.status', width: 100, render: (o) => t(`p2pOffers.status.${offerStatusLabel(o)}`) },
    ],
    [t, titleOf],
  );
  return (
    <Section title={t('p2pOffers.user.offers')} compact>
      <SectionCard>
        <HTMLSelect
          aria-label={t('p2pOffers.offers.filters.status')}
          value={flag}
          onChange={(e) => {
            setFlag(e.target.value as OfferModerationFlag | '');
            setPage(1);
          }}
        >
          <option value="">{t('p2pOffers.status.enabled')}</option>
          {OFFER_MODERATION_FLAGS.map((f) => (
            <option key={f} value={f}>
              {t(`p2pOffers.status.${f === 'isHidden' ? 'hidden' : f === 'isBlocked' ? 'blocked' : 'deleted'}`)}
            </option>
          ))}
        </HTMLSelect>
        <DataTable label={t('p2pOffers.user.offers')} columns={columns} {...queryRows(offers, t('p2pOffers.messages.loadFailed'))} maxHeight={360} />
        <Paging page={page} pageSize={USER_P2P_PAGE_SIZE} total={offers.data?.total ?? 0} onPageChange={setPage} onPageSizeChange={() => undefined} />
      </SectionCard>
    </Section>
  );
}

type DealRow = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof userP2pQueries.deals>['queryFn']>>>>['data'][number];

function DealsSection({ userId }: { userId: number }) {
  const { t } = useTranslation('p2pOffers');
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const deals = useQuery(userP2pQueries.deals(userId, page));
  const columns = useMemo<DataTableColumn<DealRow>[]>(
    () => [
      { key: 'id', header: 'p2pOffers.user.dealColumns.id', width: 70, render: (d) => <Link to={`/p2p/deals/${d.id}`}>{d.id}</Link> },
      { key: 'side', header: 'p2pOffers.user.dealColumns.side', width: 80, render: (d) => t(d.sellerId === userId ? 'p2pOffers.user.seller' : 'p2pOffers.user.buyer') },
      { key: 'amount', header: 'p2pOffers.user.dealColumns.amount', width: 150, render: (d) => `${d.sellerAmount} ${d.cryptoCurrencyTitle}` },
      { key: 'fiat', header: 'p2pOffers.user.dealColumns.fiat', width: 130, render: (d) => `${d.fiatAmount} ${d.fiatCurrencyTitle}` },
      { key: 'status', header: 'p2pOffers.user.dealColumns.status', width: 160, render: (d) => <DealStatusTag status={d.status} /> },
      { key: 'date', header: 'p2pOffers.user.dealColumns.date', width: 150, render: (d) => dateTime(d.dateCreated) },
    ],
    [t, userId, dateTime],
  );
  return (
    <Section title={t('p2pOffers.user.deals')} compact>
      <SectionCard>
        <DataTable label={t('p2pOffers.user.deals')} columns={columns} rows={deals.data?.data ?? []} getRowKey={(d) => d.id} {...listQueryState(deals, t('p2pOffers.messages.loadFailed'))} maxHeight={360} />
        <Paging page={page} pageSize={USER_P2P_PAGE_SIZE} total={deals.data?.total ?? 0} onPageChange={setPage} onPageSizeChange={() => undefined} />
      </SectionCard>
    </Section>
  );
}
