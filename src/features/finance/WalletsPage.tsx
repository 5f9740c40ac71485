import { Button, ButtonGroup, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn } from '../../components/dataTableModel.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { useAction } from '../../components/useAction.ts';
import { useConfirm } from '../../components/useConfirm.tsx';
import { formatAmount } from '../../components/numberFormat.ts';
import { pageOffset } from '../../domain/paging.ts';
import { deleteWallet, financeQueries, makeWalletMain, type UserFinanceRow } from './api.ts';
import { listQueryState } from '../../components/listQueryState.ts';
import { TableHead } from '../../components/TableHead.tsx';

const PAGE_SIZE = 20;

/** Wallets (spec 3 §2): wallets per user with balances and the main flag; make a wallet main or delete it. */
export function WalletsPage() {
  const { t } = useTranslation('finance');
  const currencies = useQuery(sessionQueries.currencies()).data;
  const { confirm, dialog } = useConfirm();
  const [page, setPage] = useState(1);
  const list = useQuery(financeQueries.wallets({ offset: pageOffset(page, PAGE_SIZE), limit: PAGE_SIZE, sortDesc: true, getTotal: true }));
  const status = useQuery(financeQueries.walletStatus());
  const decimals = useMemo(() => new Map((currencies ?? []).map((c) => [c.id, c.decimals])), [currencies]);
  // the server's one access table decides, per call
  const makeMainAction = useAction(makeWalletMain);
  const deleteAction = useAction(deleteWallet);
  const canMakeMain = makeMainAction.allowed;
  const canDelete = deleteAction.allowed;
  const fmt = (v: string, currencyId: number) => formatAmount(v, decimals.get(currencyId));

  const makeMain = (id: number, address: string) =>
    confirm({ title: t('finance.wallets.makeMain'), text: t('finance.wallets.makeMainText', { address }), action: () => makeMainAction.settle(id) });
  const remove = (id: number, address: string) =>
    confirm({ title: t('finance.wallets.delete'), text: t('finance.wallets.deleteText', { address }), action: () => deleteAction.settle(id) });

  const columns: DataTableColumn<UserFinanceRow>[] = [
    { key: 'user', header: 'finance.wallets.user', width: 190, copyable: true, copyValue: (r) => String(r.userId), render: (r) => `${r.userName ?? '—'} (#${r.userId})` },
    { key: 'currency', header: 'finance.wallets.currency', width: 90, render: (r) => r.currencyTitle },
    { key: 'balanceUser', header: 'finance.wallets.balanceUser', width: 160, render: (r) => fmt(r.balanceUser, r.currencyId) },
    { key: 'onWallets', header: 'finance.wallets.balanceOnWallets', width: 160, render: (r) => fmt(r.balanceOnWallets, r.currencyId) },
    { key: 'diff', header: 'finance.wallets.diffBalance', width: 160, render: (r) => fmt(r.diffBalance, r.currencyId) },
    { key: 'count', header: 'finance.wallets.count', width: 90, render: (r) => r.wallets.length },
  ];

  return (
    <div className="finance-page">
      {/* the wallets list says its own failure inside its table; this is the status summary's */}
      {status.isError && <Callout intent="danger" compact role="alert">{t('finance.loadFailed')}</Callout>}
      <HTMLTable compact striped aria-label={t('finance.wallets.statusLabel')} className="finance-status">
        <TableHead columns={[t('finance.wallets.currency'), t('finance.wallets.balanceOnWallets'), t('finance.wallets.balanceUser'), t('finance.wallets.diffBalance')]} />
        <tbody>
          {(status.data ?? []).filter((s) => s.balanceOnWallets !== '0').map((s) => (
            <tr key={s.currencyId}>
              <td>{s.currencyTitle}</td>
              <td>{fmt(s.balanceOnWallets, s.currencyId)}</td>
              <td>{fmt(s.balanceUser, s.currencyId)}</td>
              <td>{fmt(s.diffBalance, s.currencyId)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <DataTable
        label={t('finance.wallets.label')}
        columns={columns}
        rows={list.data?.userFinanceList ?? []}
        getRowKey={(r) => `${r.userId}:${r.currencyId}`}
        {...listQueryState(list, t('finance.loadFailed'))}
        skeletonRows={PAGE_SIZE}
        maxHeight={520}
        renderExpanded={(r) => (
          <HTMLTable compact aria-label={t('finance.wallets.walletsOf', { user: r.userName ?? r.userId })}>
            <tbody>
              {r.wallets.map((w) => (
                <tr key={w.id}>
                  <td className="finance-address">{w.address}</td>
                  <td>{fmt(w.balance, w.currencyId)} {r.currencyTitle}</td>
                  <td>{w.isMain ? <Tag multiline intent="primary" minimal>{t('finance.wallets.main')}</Tag> : null}</td>
                  <td>
                    {!w.isMain && (canMakeMain || canDelete) && (
                      <ButtonGroup>
                        {canMakeMain && <Button small text={t('finance.wallets.makeMain')} onClick={() => void makeMain(w.id, w.address)} />}
                        {canDelete && <Button small intent="danger" text={t('finance.wallets.delete')} onClick={() => void remove(w.id, w.address)} />}
                      </ButtonGroup>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      />
      {/* the server counts pages, not wallets: no total to show */}
      <ListFooter total={undefined} pagingTotal={(list.data?.pages ?? 0) * PAGE_SIZE} page={page} pageSize={PAGE_SIZE} pageSizes={[PAGE_SIZE]} onPageChange={setPage} />
      {dialog}
    </div>
  );
}
