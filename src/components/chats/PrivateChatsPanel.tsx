import { Button, ButtonGroup, Callout, NonIdealState, Classes } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { DataTable } from '../DataTable.tsx';
import type { DataTableColumn } from '../dataTableModel.ts';
import { showSuccess } from '../toasts.ts';
import { useConfirm } from '../useConfirm.tsx';
import {
  chatsKeys,
  deletePrivateChat,
  deletePrivateMessage,
  editPrivateMessage,
  privateChatsQuery,
  privateMessagesQuery,
  type PrivateChat,
  type PrivateChatMessage,
} from './chatsApi.ts';
import { MessageEditor } from './EditMessageDialog.tsx';
import { MessageText } from './MessageText.tsx';
import { useAdminPageSize } from '../useListQuery.ts';
import { ListFooter } from '../ListFooter.tsx';

const participantsText = (chat: PrivateChat) => chat.participants.map((p) => `${p.userName ?? '—'} (#${p.userId})`).join(' ↔ ');

/**
 * Users' private chats (all, or one user's): pick a chat to read its messages (up to 1000, newest
 * first), edit or delete a message, or delete the whole chat, each behind a confirmation.
 * Shared by the Chats screen and the user's Chats tab.
 */
export function PrivateChatsPanel({ userId }: { userId: number | null }) {
  const { t } = useTranslation('chats');
  const queryClient = useQueryClient();
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const timeZone = admin?.settings.timezone || undefined;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(useAdminPageSize());
  const chats = useQuery(privateChatsQuery({ page, pageSize, userId }));
  const [open, setOpen] = useState<PrivateChat | null>(null);
  const { confirm, dialog } = useConfirm();
  const rows = chats.data?.items ?? [];

  const removeChat = (chat: PrivateChat) =>
    void confirm({
      title: t('chats.private.deleteTitle', { id: chat.conversationId }),
      text: t('chats.private.deleteText', { participants: participantsText(chat) }),
      action: async () => {
        await deletePrivateChat(chat.conversationId);
        if (open?.conversationId === chat.conversationId) setOpen(null);
        await queryClient.invalidateQueries({ queryKey: chatsKeys.all });
        void showSuccess(t('chats.private.deleted'));
      },
    });

  const columns = useMemo<DataTableColumn<PrivateChat>[]>(
    () => [
      { key: 'id', header: 'chats.columns.id', width: 70, copyable: true, render: (c) => c.conversationId },
      { key: 'participants', header: 'chats.columns.participants', width: 320, render: (c) => participantsText(c) },
      { key: 'lastMessage', header: 'chats.columns.lastMessage', width: 300, render: (c) => (c.lastMessage === null ? '—' : <MessageText text={c.lastMessage} />) },
      { key: 'date', header: 'chats.columns.dateUpdated', width: 150, render: (c) => formatDateTime(c.dateUpdated, timeZone) },
      {
        key: 'actions',
        header: 'chats.columns.actions',
        width: 200,
        render: (c) => (
          <ButtonGroup>
            <Button size="small" variant="minimal" intent="primary" aria-label={t('chats.private.openAria', { id: c.conversationId })} onClick={() => setOpen(c)}>
              {t('chats.private.open')}
            </Button>
            <Button size="small" variant="minimal" intent="danger" aria-label={t('chats.private.deleteAria', { id: c.conversationId })} onClick={() => removeChat(c)}>
              {t('chats.actions.delete')}
            </Button>
          </ButtonGroup>
        ),
      },
    ],
    // `removeChat` reads only stable hooks and the open chat, which the dialog re-checks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, timeZone],
  );

  return (
    <div className="chats-panel">
      {!chats.isLoading && !chats.isError && rows.length === 0 ? (
        <NonIdealState title={t('chats.private.empty')} />
      ) : (
        <DataTable<PrivateChat> label={t('chats.private.title')} columns={columns} rows={rows} getRowKey={(c) => c.conversationId} loading={chats.isLoading} error={chats.isError ? t('chats.list.loadFailed') : undefined} onRetry={() => void chats.refetch()} skeletonRows={5} maxHeight={420} />
      )}
      <ListFooter total={chats.isError ? undefined : chats.data?.total} pagingTotal={chats.data?.total ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={(size) => { setPageSize(size); setPage(1); }} />
      {open && <ChatMessages chat={open} timeZone={timeZone} />}
      {dialog}
    </div>
  );
}

function ChatMessages({ chat, timeZone }: { chat: PrivateChat; timeZone?: string }) {
  const { t } = useTranslation('chats');
  const queryClient = useQueryClient();
  const messages = useQuery(privateMessagesQuery(chat.conversationId));
  const [editing, setEditing] = useState<PrivateChatMessage | null>(null);
  const { confirm, dialog } = useConfirm();
  const nameOf = (userId: number) => chat.participants.find((p) => p.userId === userId)?.userName ?? `#${userId}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatsKeys.all });

  const remove = (m: PrivateChatMessage) =>
    void confirm({
      title: t('chats.message.deleteTitle'),
      text: t('chats.message.deleteText', { id: m.messageId }),
      action: async () => {
        await deletePrivateMessage(m.messageId);
        await refresh();
        void showSuccess(t('chats.message.deleted'));
      },
    });

  return (
    <section className="chats-conversation" aria-label={t('chats.private.messagesOf', { id: chat.conversationId })}>
      <h4 className={Classes.HEADING}>{t('chats.private.messagesOf', { id: chat.conversationId })}</h4>
      {messages.isError && (
        <Callout intent="danger" compact role="alert">
          {t('chats.list.loadFailed')}
        </Callout>
      )}
      {messages.isPending && <p className={Classes.TEXT_MUTED}>{t('chats.list.loading')}</p>}
      {messages.data && messages.data.items.length === 0 && <NonIdealState title={t('chats.private.noMessages')} />}
      <ol className="chats-messages" role="log">
        {messages.data?.items.map((m) => (
          <li key={m.messageId} className="chats-message">
            <div className="chats-message-head">
              <strong>{nameOf(m.userId)}</strong>
              <span className={Classes.TEXT_MUTED}>{formatDateTime(m.dateCreated, timeZone)}</span>
              <ButtonGroup>
                <Button size="small" variant="minimal" aria-label={t('chats.message.editAria', { id: m.messageId })} onClick={() => setEditing(m)}>
                  {t('chats.actions.edit')}
                </Button>
                <Button size="small" variant="minimal" intent="danger" aria-label={t('chats.message.deleteAria', { id: m.messageId })} onClick={() => remove(m)}>
                  {t('chats.actions.delete')}
                </Button>
              </ButtonGroup>
            </div>
            <MessageText text={m.message} />
          </li>
        ))}
      </ol>
      <MessageEditor editing={editing} save={editPrivateMessage} refresh={refresh} onClose={() => setEditing(null)} />
      {dialog}
    </section>
  );
}
