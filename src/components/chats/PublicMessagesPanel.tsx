import { Button, ButtonGroup } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { useCan } from '../access.ts';
import { DataTable } from '../DataTable.tsx';
import type { DataTableColumn } from '../dataTableModel.ts';
import { listQueryState, listCount } from '../listQueryState.ts';
import { showSuccess } from '../toasts.ts';
import { useConfirm } from '../useConfirm.tsx';
import { useAdminPageSize } from '../useListQuery.ts';
import { chatsKeys, deletePublicMessages, editPublicMessage, publicMessagesQuery, type PublicChatMessage } from './chatsApi.ts';
import { MessageEditor } from './EditMessageDialog.tsx';
import { MessageText } from './MessageText.tsx';
import { ListFooter } from '../ListFooter.tsx';

/**
 * One user's messages in the public chat, newest first (the user's Chats tab: spec 1 "Chats
 * (public and private)"), with the moderation of /chats: edit one, delete one behind the
 * confirmation. System messages (member type 1) never reach the list.
 */
export function PublicMessagesPanel({ userId }: { userId: number }) {
  const { t } = useTranslation('chats');
  const queryClient = useQueryClient();
  const timeZone = useQuery(sessionQueries.currentAdmin()).data?.settings.timezone || undefined;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(useAdminPageSize());
  const list = useQuery(publicMessagesQuery({ page, pageSize, userId, dateFrom: null, dateTo: null }));
  const [editing, setEditing] = useState<PublicChatMessage | null>(null);
  const { confirm, dialog } = useConfirm();
  const mayEdit = useCan('PUT v2/Communication/EditPublicChatMessage');
  const mayDelete = useCan('PUT v2/Communication/DeletePublicChatMessages');
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatsKeys.all });

  const remove = (message: PublicChatMessage) =>
    void confirm({
      title: t('chats.public.deleteTitle', { count: 1 }),
      text: t('chats.public.deleteText', { ids: String(message.messageId) }),
      action: async () => {
        await deletePublicMessages([message.messageId]);
        await refresh();
        void showSuccess(t('chats.public.deleted', { count: 1 }));
      },
    });

  const columns = useMemo<DataTableColumn<PublicChatMessage>[]>(
    () => [
      { key: 'id', header: 'chats.columns.id', width: 70, copyable: true, render: (m) => m.messageId },
      {
        key: 'message',
        header: 'chats.columns.message',
        width: 440,
        render: (m) => (
          <div className="chats-cell-text" title={m.message}>
            <MessageText text={m.message} />
          </div>
        ),
      },
      { key: 'date', header: 'chats.columns.dateCreated', width: 150, render: (m) => formatDateTime(m.dateCreated, timeZone) },
      { key: 'edited', header: 'chats.columns.dateEdited', width: 150, render: (m) => (m.dateEdited ? formatDateTime(m.dateEdited, timeZone) : '—') },
      ...(mayEdit || mayDelete
        ? [
            {
              key: 'actions',
              header: 'chats.columns.actions',
              width: 170,
              render: (m: PublicChatMessage) => (
                <ButtonGroup>
                  {mayEdit ? (
                    <Button size="small" variant="minimal" intent="primary" aria-label={t('chats.message.editAria', { id: m.messageId })} onClick={() => setEditing(m)}>
                      {t('chats.actions.edit')}
                    </Button>
                  ) : null}
                  {mayDelete ? (
                    <Button size="small" variant="minimal" intent="danger" aria-label={t('chats.message.deleteAria', { id: m.messageId })} onClick={() => remove(m)}>
                      {t('chats.actions.delete')}
                    </Button>
                  ) : null}
                </ButtonGroup>
              ),
            },
          ]
        : []),
    ],
    // `remove` reads only stable hooks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, timeZone, mayEdit, mayDelete],
  );

  return (
    <div className="chats-panel">
      <DataTable<PublicChatMessage>
        label={t('chats.user.public')}
        columns={columns}
        rows={list.data?.items ?? []}
        getRowKey={(m) => m.messageId}
        {...listQueryState(list, t('chats.list.loadFailed'))}
        emptyText={t('chats.user.noPublic')}
        skeletonRows={Math.min(pageSize, 10)}
        rowHeight={48}
      />
      <ListFooter {...listCount(list)} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={(size) => { setPageSize(size); setPage(1); }} />
      <MessageEditor editing={editing} save={editPublicMessage} refresh={refresh} onClose={() => setEditing(null)} />
      {dialog}
    </div>
  );
}
