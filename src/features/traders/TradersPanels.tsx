import { Button, ButtonGroup, Callout, Classes, Drawer, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { listTotal } from '../../components/listQueryState.ts';
import { ListTotal } from '../../components/ListTotal.tsx';
import { formatDateTime } from '../../domain/dates.ts';
import { formatAmount } from '../../components/numberFormat.ts';
import { TRADER_ACTIONS_BY_STATUS, type TraderAction } from '../../domain/traders.ts';
import { addressTransactionsQuery, ADDRESS_TRANSACTIONS_LIMIT, exchangeOrderQuery, type TraderTransaction } from './api.ts';
import { errorText } from '../../components/errorText.ts';
import { queryRows } from '../../components/queryRows.ts';

interface OrderPanelProps {
  orderId: number | null;
  timeZone: string | undefined;
  onClose: () => void;
  /** Confirm, complete or cancel, behind the same confirm dialog as the list. */
  act: (id: number, action: TraderAction) => void;
}

/**
 * One exchange order (GET v1/exchange/orders/{id}), opened from its id in the list and kept in the
 * URL (`?order=`), so a link to it can be sent: every field, the comment in full, and the actions
 * its status allows. A failure reads the spec's "Failed to retrieve order information" (spec 2 §8).
 */
export function ExchangeOrderPanel({ orderId, timeZone, onClose, act }: OrderPanelProps) {
  const { t } = useTranslation('traders');
  const order = useQuery({ ...exchangeOrderQuery(orderId ?? 0), enabled: orderId !== null });
  const data = order.data;
  const allowed = data ? (TRADER_ACTIONS_BY_STATUS[data.status as keyof typeof TRADER_ACTIONS_BY_STATUS] ?? []) : [];
  return (
    <Drawer isOpen={orderId !== null} onClose={onClose} title={t('traders.order.title', { id: orderId ?? '' })} size={480}>
      <div className={`${Classes.DRAWER_BODY} traders-panel`} role="region" aria-label={t('traders.order.title', { id: orderId ?? '' })}>
        {order.isPending ? <Spinner size={24} aria-label={t('traders.order.loading')} /> : null}
        {order.isError ? (
          <Callout intent={Intent.DANGER} role="alert" title={t('traders.order.failed')}>
            {errorText(order.error)}
          </Callout>
        ) : null}
        {data ? (
          <>
            <HTMLTable compact className="traders-facts" aria-label={t('traders.order.title', { id: data.id })}>
              <tbody>
                <tr>
                  <th>{t('traders.columns.user')}</th>
                  <td>#{data.userId}</td>
                </tr>
                <tr>
                  <th>{t('traders.columns.status')}</th>
                  <td>
                    <Tag minimal multiline>
                      {t(`traders.status.${data.status}`)}
                    </Tag>
                  </td>
                </tr>
                <tr>
                  <th>{t('traders.columns.from')}</th>
                  <td>{`${formatAmount(data.fromAmount)} ${data.fromCurrency}`}</td>
                </tr>
                <tr>
                  <th>{t('traders.columns.to')}</th>
                  <td>{`${formatAmount(data.toAmount)} ${data.toCurrency}`}</td>
                </tr>
                <tr>
                  <th>{t('traders.columns.rate')}</th>
                  <td>{formatAmount(data.rate)}</td>
                </tr>
                <tr>
                  <th>{t('traders.columns.date')}</th>
                  <td>{formatDateTime(data.dateCreated, timeZone)}</td>
                </tr>
                <tr>
                  <th>{t('traders.order.comment')}</th>
                  <td className="traders-comment">{data.comment || '—'}</td>
                </tr>
              </tbody>
            </HTMLTable>
            {allowed.length > 0 ? (
              <ButtonGroup className="traders-panel-actions">
                {allowed.map((action) => (
                  <Button key={action} intent={action === 'cancel' ? 'danger' : 'primary'} onClick={() => act(data.id, action)}>
                    {t(`traders.actions.${action}`)}
                  </Button>
                ))}
              </ButtonGroup>
            ) : null}
          </>
        ) : null}
      </div>
    </Drawer>
  );
}

interface AddressPanelProps {
  address: string | null;
  timeZone: string | undefined;
  onClose: () => void;
}

/**
 * Every traders-module transaction to or from one address (GET v1/transactions/address), opened
 * from the address in the transactions list and kept in the URL (`?address=`): who else used it,
 * newest first, the latest 100.
 */
export function AddressTransactionsPanel({ address, timeZone, onClose }: AddressPanelProps) {
  const { t } = useTranslation('traders');
  const list = useQuery({ ...addressTransactionsQuery(address ?? ''), enabled: address !== null && address !== '' });
  const columns = useMemo<DataTableColumn<TraderTransaction>[]>(
    () => [
      { key: 'id', header: 'traders.columns.id', width: 70, copyable: true, render: (tx) => tx.id },
      { key: 'user', header: 'traders.columns.user', width: 80, copyable: true, copyValue: (tx) => String(tx.userId), render: (tx) => `#${tx.userId}` },
      { key: 'type', header: 'traders.columns.type', width: 110, render: (tx) => t(`traders.type.${tx.type}`) },
      { key: 'status', header: 'traders.columns.status', width: 100, render: (tx) => t(`traders.status.${tx.status}`) },
      { key: 'amount', header: 'traders.columns.amount', width: 150, render: (tx) => `${formatAmount(tx.amount)} ${tx.currency}` },
      { key: 'date', header: 'traders.columns.date', width: 150, render: (tx) => formatDateTime(tx.dateCreated, timeZone) },
    ],
    [t, timeZone],
  );
  return (
    <Drawer isOpen={address !== null} onClose={onClose} title={t('traders.address.title')} size={720}>
      <div className={`${Classes.DRAWER_BODY} traders-panel`} role="region" aria-label={t('traders.address.title')}>
        <p className="traders-address" title={address ?? ''}>
          {address}
        </p>
        <DataTable<TraderTransaction>
          label={t('traders.views.transactions')}
          columns={columns}
          {...queryRows(list, t('traders.address.failed'))}
          emptyText={t('traders.address.empty')}
          skeletonRows={5}
        />
        <ListTotal className={Classes.TEXT_MUTED} total={listTotal(list, list.data?.total)} />
        {list.data && list.data.total > ADDRESS_TRANSACTIONS_LIMIT ? <p className={Classes.TEXT_MUTED}>{t('traders.address.latest', { count: ADDRESS_TRANSACTIONS_LIMIT })}</p> : null}
      </div>
    </Drawer>
  );
}
