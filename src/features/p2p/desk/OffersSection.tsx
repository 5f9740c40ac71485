import { Button, ButtonGroup, Intent, Tag, Classes } from '@blueprintjs/core';
import { Disable, EyeOff, EyeOpen, Trash } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn, RowKey } from '../../../components/dataTableModel.ts';
import { FilterBar } from '../../../components/FilterBar.tsx';
import type { FilterField } from '../../../components/filterFields.ts';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { formatDateTime } from '../../../domain/dates.ts';
import { defaultFilters, type ListState } from '../../../domain/listQuery.ts';
import type { OfferModerationFlag } from '../../../domain/p2pOffers.ts';
import { deleteOffers, deskQueries, setOfferFlags, type P2pOffer } from '../offersApi.ts';
import { offersListSchema, offersQuery, type OfferFilters } from '../offersQuery.ts';
import { useP2pAdmin } from '../useP2pAdmin.ts';
import { OfferDialog } from './OfferDialog.tsx';
import { OfferStatusTag } from './OfferStatusTag.tsx';
import './desk.css';
import { listCount } from '../../../components/listQueryState.ts';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { statePaging } from '../../../components/listPaging.ts';
import { queryRows } from '../../../components/queryRows.ts';

type OffersState = ListState<typeof offersListSchema.filters, 'dateCreated'>;
type BulkAction = 'hide' | 'block' | 'delete';
const FLAG_OF: Record<BulkAction, OfferModerationFlag> = { hide: 'isHidden', block: 'isBlocked', delete: 'isDeleted' };

/**
 * The offers part of "Offers and deals": filters in the URL, offers whose terms contain a
 * moderated word flagged, hide, block and delete of the selected offers behind a confirmation,
 * and an offer's view with its history.
 */
export function OffersSection({ state, onStateChange }: { state: OffersState; onStateChange: (state: OffersState) => void }) {
  const { t } = useTranslation('p2pOffers');
  const admin = useP2pAdmin();
  const offers = useQuery(deskQueries.offers(offersQuery(state)));
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const setFlags = useAction(setOfferFlags);
  const remove = useAction(deleteOffers);
  const { confirm, dialog } = useConfirm();
  const titleOf = useMemo(() => new Map(admin.currencies.map((c) => [c.id, c.title])), [admin.currencies]);

  const fields = useMemo<FilterField<Extract<keyof OfferFilters, string>>[]>(() => {
    const options = (type: string) => admin.currencies.filter((c) => c.currencyType === type).map((c) => ({ value: String(c.id), label: c.title }));
    return [
      { name: 'ofTerms', label: 'p2pOffers.offers.filters.terms', kind: 'text' },
      { name: 'ofModerated', label: 'p2pOffers.offers.filters.moderated', kind: 'select', options: [{ value: 'yes', label: 'p2pOffers.offers.filters.moderatedOnly' }] },
      {
        name: 'ofFlag',
        label: 'p2pOffers.offers.filters.status',
        kind: 'select',
        options: [
          { value: 'isHidden', label: 'p2pOffers.status.hidden' },
          { value: 'isBlocked', label: 'p2pOffers.status.blocked' },
          { value: 'isDeleted', label: 'p2pOffers.status.deleted' },
        ],
      },
      { name: 'ofType', label: 'p2pOffers.offers.filters.type', kind: 'select', options: [{ value: 'Sell', label: 'p2pOffers.type.Sell' }, { value: 'Buy', label: 'p2pOffers.type.Buy' }] },
      { name: 'ofUser', label: 'p2pOffers.offers.filters.userId', kind: 'numeric' },
      { name: 'ofCrypto', label: 'p2pOffers.offers.filters.crypto', kind: 'select', options: options('crypto') },
      { name: 'ofFiat', label: 'p2pOffers.offers.filters.fiat', kind: 'select', options: options('fiat') },
    ];
  }, [admin.currencies]);

  const runBulk = async (action: BulkAction) => {
    const ids = selected.map(Number);
    // the bulk actions are offered only once offers are selected
    if (!ids.length) return;
    const done = await confirm({
      title: t(`p2pOffers.offers.bulk.${action}Title`, { count: ids.length }),
      text: t(`p2pOffers.offers.bulk.${action}Text`, { ids: ids.join(', ') }),
      action: () => (action === 'delete' ? remove.settle(ids) : setFlags.settle({ ids, flag: FLAG_OF[action], value: true, bulk: action })),
    });
    if (done) setSelected([]);
  };

  const columns = useMemo<DataTableColumn<P2pOffer>[]>(
    () => [
      {
        key: 'id',
        header: 'p2pOffers.offers.columns.id',
        width: 80,
        // The id opens the offer's view, so it stays reachable however narrow the screen.
        render: (o) => <Button size="small" variant="minimal" icon={<EyeOpen />} text={o.id} aria-label={t('p2pOffers.offers.view', { id: o.id })} onClick={() => setViewing(o.id)} />,
      },
      { key: 'type', header: 'p2pOffers.offers.columns.type', width: 60, render: (o) => t(`p2pOffers.type.${o.type}`) },
      { key: 'author', header: 'p2pOffers.offers.columns.author', width: 120, render: (o) => <Link to={`/user/${o.userId}/p2p`}>{o.userName ?? `#${o.userId}`}</Link> },
      {
        key: 'pair',
        header: 'p2pOffers.offers.columns.pair',
        width: 100,
        render: (o) => `${titleOf.get(o.cryptoCurrencyId) ?? o.cryptoCurrencyId}/${titleOf.get(o.fiatCurrencyId) ?? o.fiatCurrencyId}`,
      },
      { key: 'price', header: 'p2pOffers.offers.columns.price', width: 110, render: (o) => o.price ?? (o.profitPercent !== null ? `${o.profitPercent} %` : (o.expression ?? '—')) },
      { key: 'limits', header: 'p2pOffers.offers.columns.limits', width: 110, render: (o) => `${o.minAmount} – ${o.maxAmount}` },
      {
        key: 'terms',
        header: 'p2pOffers.offers.columns.terms',
        width: 280,
        copyable: true,
        copyValue: (o) => o.terms ?? '',
        render: (o) => (
          <span className="p2p-offer-terms">
            {o.moderatedWords.length > 0 && (
              <Tag multiline minimal intent={Intent.DANGER} title={o.moderatedWords.join(', ')}>
                {t('p2pOffers.offers.moderated', { words: o.moderatedWords.join(', ') })}
              </Tag>
            )}{' '}
            {o.terms ?? '—'}
          </span>
        ),
      },
      { key: 'status', header: 'p2pOffers.offers.columns.status', width: 120, render: (o) => <OfferStatusTag status={o.status} isBlocked={o.isBlocked} /> },
      { key: 'dateCreated', header: 'p2pOffers.offers.columns.dateCreated', width: 140, render: (o) => formatDateTime(o.dateCreated, admin.timeZone) },
    ],
    [t, titleOf, admin.timeZone],
  );

  const busy = setFlags.isPending || remove.isPending;
  // the spec's "No offers selected", on the disabled buttons' hover
  const noneTitle = selected.length === 0 ? t('p2pOffers.messages.noneSelected') : undefined;
  return (
    <div className="p2p-offers">
      <div className="p2p-toolbar">
        <FilterBar
          fields={fields}
          values={state.filters}
          initialValues={defaultFilters(offersListSchema)}
          onSubmit={(filters) => {
            setSelected([]);
            onStateChange({ ...state, filters, page: 1 });
          }}
          savedFiltersKey="p2p-offers"
        />
      </div>
      {admin.canChange && (
        <div className="p2p-selection-bar">
          <ButtonGroup>
            <Button icon={<EyeOff />} text={t('p2pOffers.offers.bulk.hide')} disabled={busy || selected.length === 0} title={noneTitle} onClick={() => void runBulk('hide')} />
            <Button icon={<Disable />} intent={Intent.WARNING} text={t('p2pOffers.offers.bulk.block')} disabled={busy || selected.length === 0} title={noneTitle} onClick={() => void runBulk('block')} />
            <Button icon={<Trash />} intent={Intent.DANGER} text={t('p2pOffers.offers.bulk.delete')} disabled={busy || selected.length === 0} title={noneTitle} onClick={() => void runBulk('delete')} />
          </ButtonGroup>
          <span className={Classes.TEXT_MUTED} aria-live="polite">
            {t('p2pOffers.offers.selected', { count: selected.length })}
          </span>
        </div>
      )}
      <DataTable
        label={t('p2pOffers.offers.title')}
        columns={columns}
        {...queryRows(offers, t('p2pOffers.messages.loadFailed'))}
        selection={admin.canChange ? { selected, onChange: setSelected } : undefined}
        onRowActivate={(o) => setViewing(o.id)}
        maxHeight={520}
      />
      <ListFooter {...listCount(offers)} {...statePaging(state, onStateChange)} />
      <OfferDialog offerId={viewing} onClose={() => setViewing(null)} />
      {dialog}
    </div>
  );
}

