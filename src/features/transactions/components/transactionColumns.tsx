import { Icon, Intent, Tooltip } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { RowLink, type RowLinkColumnsOptions } from '../../../components/RowLink.tsx';
import { formatDateTime } from '../../../domain/dates.ts';
import { signedAmount } from '../../../domain/money.ts';
import { formatAmount } from '../../../components/numberFormat.ts';
import type { Operation } from '../api.ts';
import { TransactionStatusTag } from '../../../components/money/TransactionStatusTag.tsx';
import { UserLink } from '../../../components/UserLink.tsx';

/** The transactions list's columns, as data. */
export function transactionColumns({ t, timeZone, decimalsOf, linkState, open }: RowLinkColumnsOptions & { decimalsOf: (currencyId: number) => number | undefined }): DataTableColumn<Operation>[] {
  return [
    {
      key: 'id',
      header: 'transactions.columns.id',
      width: 90,
      sortable: true,
      render: (row) => <RowLink id={row.id} to={`/transactions/operation/${row.id}`} state={linkState} label={t('transactions.list.open', { id: row.id })} open={open} />,
    },
    { key: 'dateCreated', header: 'transactions.columns.date', width: 160, sortable: true, render: (row) => formatDateTime(row.dateCreated, timeZone) },
    // A link to the user's page; not a copy-on-click cell (a link inside a copying button would be two controls in one).
    { key: 'user', header: 'transactions.columns.user', width: 180, render: (row) => <UserLink userId={row.userId} userName={row.userName} /> },
    { key: 'side', header: 'transactions.columns.side', width: 110, render: (row) => t(`transactions.side.${row.side}`) },
    { key: 'method', header: 'transactions.columns.method', width: 120, render: (row) => t(`transactions.method.${row.transactionMethodType ?? 'none'}`, { defaultValue: row.transactionMethodType ?? '—' }) },
    {
      key: 'amount',
      header: 'transactions.columns.amount',
      width: 190,
      sortable: true,
      render: (row) => (
        <span className={row.side === 'out' ? 'transactions-amount-out' : 'transactions-amount-in'}>
          {formatAmount(signedAmount(row.amount, row.side), decimalsOf(row.currencyId))} {row.currencyTitle}
        </span>
      ),
    },
    {
      key: 'status',
      header: 'transactions.columns.status',
      width: 210,
      render: (row) => (
        <span className="transactions-status-cell">
          <TransactionStatusTag status={row.status} />
          {row.isProcessingOverdue && (
            <Tooltip content={t('transactions.list.overdue')}>
              {/* the tooltip makes its target focusable: a named image, since the icon itself is hidden from AT */}
              <span role="img" aria-label={t('transactions.list.overdue')}>
                <Icon icon={<WarningSign />} intent={Intent.DANGER} />
              </span>
            </Tooltip>
          )}
        </span>
      ),
    },
    { key: 'kyt', header: 'transactions.columns.kyt', width: 100, hiddenByDefault: true,  render: (row) => (row.kytStatus ? t(`transactions.kyt.${row.kytStatus}`) : '—') },
    { key: 'requisites', header: 'transactions.columns.requisites', width: 110, hiddenByDefault: true,  render: (row) => (row.requisitesStatus ? t(`transactions.requisites.${row.requisitesStatus}`) : '—') },
    { key: 'antiFraud', header: 'transactions.columns.antiFraud', width: 100, hiddenByDefault: true,  render: (row) => (row.antiFraud ? t('transactions.list.antiFraud') : '') },
  ];
}
