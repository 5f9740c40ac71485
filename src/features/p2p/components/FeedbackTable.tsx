import { Button, ButtonGroup } from '@blueprintjs/core';
import { Edit, History, Trash } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { listQueryState, type ListQuery } from '../../../components/listQueryState.ts';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { formatDateTime } from '../../../domain/dates.ts';
import { deleteFeedback, type Feedback } from '../api.ts';
import { DealLink } from './DealLink.tsx';
import { partyLabel } from './partyLabel.ts';
import { EditFeedbackDialog, FeedbackHistoryDialog } from './FeedbackDialogs.tsx';
import { InfluenceTag } from './InfluenceTag.tsx';

export interface FeedbackTableProps {
  items: readonly Feedback[];
  /** The feedback query: its loading, failure (with a Retry) show in the table. */
  query: ListQuery;
  canChange: boolean;
  timeZone?: string | undefined;
  /** Hides the trade column (the deal view lists one trade's feedback). */
  withoutTrade?: boolean;
}

/** Feedback rows with edit, history and delete (delete and edit after a confirmation). */
export function FeedbackTable({ items, query, canChange, timeZone, withoutTrade = false }: FeedbackTableProps) {
  const { t } = useTranslation('p2p');
  const [editing, setEditing] = useState<Feedback | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const remove = useAction(deleteFeedback);
  const { confirm, dialog } = useConfirm();

  const columns = useMemo<DataTableColumn<Feedback>[]>(() => {
    const askDelete = async (f: Feedback) => {
      await confirm({
        title: t('p2p.feedback.deleteConfirmTitle', { id: f.feedbackId }),
        text: t('p2p.feedback.deleteConfirmText'),
        action: () => remove.settle(f.feedbackId),
      });
    };
    const cols: DataTableColumn<Feedback>[] = [
      { key: 'feedbackId', header: 'p2p.feedback.columns.id', width: 70, render: (f) => f.feedbackId },
      { key: 'tradeId', header: 'p2p.feedback.columns.trade', width: 80, render: (f) => <DealLink id={f.tradeId} /> },
      { key: 'from', header: 'p2p.feedback.columns.from', width: 150, render: (f) => partyLabel(f.from.userName, f.from.userId) },
      { key: 'to', header: 'p2p.feedback.columns.to', width: 150, render: (f) => partyLabel(f.to.userName, f.to.userId) },
      { key: 'influence', header: 'p2p.feedback.influence', width: 100, render: (f) => <InfluenceTag influence={f.influence} /> },
      { key: 'comment', header: 'p2p.feedback.comment', width: 260, copyable: true, copyValue: (f) => f.comment ?? '', render: (f) => f.comment ?? '—' },
      { key: 'initiator', header: 'p2p.feedback.columns.initiator', width: 90, render: (f) => t(`p2p.feedback.initiators.${f.initiator}`) },
      { key: 'dateUpdated', header: 'p2p.feedback.columns.dateUpdated', width: 150, render: (f) => formatDateTime(f.dateUpdated, timeZone) },
      {
        key: 'actions',
        header: 'p2p.deals.columns.actions',
        width: canChange ? 110 : 50,
        render: (f) => (
          <ButtonGroup variant="minimal">
            {canChange && <Button size="small" icon={<Edit />} aria-label={t('p2p.feedback.edit', { id: f.feedbackId })} title={t('p2p.actions.edit')} onClick={() => setEditing(f)} />}
            <Button size="small" icon={<History />} aria-label={t('p2p.feedback.history', { id: f.feedbackId })} title={t('p2p.feedback.historyButton')} onClick={() => setHistoryOf(f.feedbackId)} />
            {canChange && (
              <Button size="small" intent="danger" icon={<Trash />} aria-label={t('p2p.feedback.delete', { id: f.feedbackId })} title={t('p2p.actions.delete')} onClick={() => void askDelete(f)} />
            )}
          </ButtonGroup>
        ),
      },
    ];
    return withoutTrade ? cols.filter((c) => c.key !== 'tradeId') : cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canChange, timeZone, withoutTrade, t]);

  return (
    <>
      <DataTable label={t('p2p.feedback.title')} columns={columns} rows={items} getRowKey={(f) => f.feedbackId} {...listQueryState(query, t('p2p.deals.loadFailed'))} maxHeight={480} />
      <EditFeedbackDialog feedback={editing} onClose={() => setEditing(null)} />
      <FeedbackHistoryDialog feedbackId={historyOf} timeZone={timeZone} onClose={() => setHistoryOf(null)} />
      {dialog}
    </>
  );
}
