import { ButtonGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import {
  EditMessageDialog,
  MessageText,
  PrivateChatsPanel,
  publicMessagesQuery,
  type PublicChatMessage,
} from '../../components/chats/index.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import type { DataTableColumn, RowKey } from '../../components/dataTableModel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { FilterField } from '../../components/filterFields.ts';
import { useAction } from '../../components/useAction.ts';
import { useConfirm } from '../../components/useConfirm.tsx';
import { dayEndUnixSeconds, dayStartUnixSeconds, formatDateTime, parseStorageDate } from '../../domain/dates.ts';
import type { DateRangeValue, parseListQuery } from '../../domain/listQuery.ts';
import { useListQuery } from '../../components/useListQuery.ts';
import { deletePublicChatMessages, editPublicChatMessage } from './api.ts';
import { CHAT_VIEWS, chatsListSchema, viewOf } from './chatsList.ts';
import { listQueryState, listCount } from '../../components/listQueryState.ts';
import { ListFooter } from '../../components/ListFooter.tsx';
import { ViewButtons } from '../../components/ViewButtons.tsx';
import { statePaging } from '../../components/listPaging.ts';

type FilterValues = { userId: number | null; created: DateRangeValue };
const FILTER_FIELDS: readonly FilterField<keyof FilterValues>[] = [
  { name: 'userId', kind: 'numeric', label: 'chats.filters.userId' },
  { name: 'created', kind: 'dateRange', label: 'chats.filters.created' },
];
const INITIAL: FilterValues = { userId: null, created: [null, null] };
const PRIVATE_FIELDS: readonly FilterField<'userId'>[] = [{ name: 'userId', kind: 'numeric', label: 'chats.filters.userId' }];

/**
 * /chats: public chat moderation (edit, delete one or the selected messages; system messages,
 * member type 1, never reach the list) and users' private chats. Message text shows as text.
 */
export function ChatsPage() {
  const { t } = useTranslation('chats');
  const { state, patchState } = useListQuery(chatsListSchema);
  const view = viewOf(state.filters.view);

  return (
    <div className="console-list-page">
      <ViewButtons
        label={t('chats.views.label')}
        views={CHAT_VIEWS}
        current={view}
        titleOf={(v) => t(`chats.views.${v}`)}
        onChoose={(v) => patchState({ filters: { ...state.filters, view: v }, page: 1 })}
      />
      {view === 'public' ? (
        <PublicChat state={state} patchState={patchState} />
      ) : (
        <>
          <FilterBar
            key="private"
            fields={PRIVATE_FIELDS}
            values={{ userId: state.filters.userId }}
            initialValues={{ userId: null }}
            onSubmit={(values) => patchState({ filters: { ...state.filters, ...values }, page: 1 })}
          />
          <PrivateChatsPanel key={state.filters.userId ?? 'all'} userId={state.filters.userId} />
        </>
      )}
    </div>
  );
}

type State = ReturnType<typeof parseListQuery<typeof chatsListSchema.filters, 'dateCreated'>>;

function PublicChat({ state, patchState }: { state: State; patchState: (next: Partial<State>) => void }) {
  const { t } = useTranslation('chats');
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const timeZone = admin?.settings.timezone || undefined;
  const [from, to] = state.filters.created;
  const start = from ? parseStorageDate(from) : null;
  const end = to ? parseStorageDate(to) : null;
  const list = useQuery(
    publicMessagesQuery({
      page: state.page,
      pageSize: state.pageSize,
      userId: state.filters.userId,
      dateFrom: start ? dayStartUnixSeconds(start, timeZone) : null,
      dateTo: end ? dayEndUnixSeconds(end, timeZone) : null,
    }),
  );
  const rows = list.data?.items ?? [];
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [editing, setEditing] = useState<PublicChatMessage | null>(null);
  const { confirm, dialog } = useConfirm();
  const deleteMessages = useAction(deletePublicChatMessages);
  const editMessage = useAction(editPublicChatMessage);

  const remove = (ids: number[]) =>
    void confirm({
      title: t('chats.public.deleteTitle', { count: ids.length }),
      text: t('chats.public.deleteText', { ids: ids.join(', ') }),
      action: async () => {
        await deleteMessages.settle(ids);
        setSelected((current) => current.filter((id) => !ids.includes(Number(id))));
      },
    });

  const columns = useMemo<DataTableColumn<PublicChatMessage>[]>(
    () => [
      { key: 'id', header: 'chats.columns.id', width: 70, copyable: true, render: (m) => m.messageId },
      { key: 'user', header: 'chats.columns.user', width: 170, copyable: true, copyValue: (m) => String(m.userId), render: (m) => `${m.userName ?? '—'} (#${m.userId})` },
      { key: 'message', header: 'chats.columns.message', width: 390, render: (m) => (
          <div className="chats-cell-text" title={m.message}>
            <MessageText text={m.message} />
          </div>
        ),
      },
      { key: 'date', header: 'chats.columns.dateCreated', width: 150, render: (m) => formatDateTime(m.dateCreated, timeZone) },
      { key: 'edited', header: 'chats.columns.dateEdited', width: 150, render: (m) => (m.dateEdited ? formatDateTime(m.dateEdited, timeZone) : '—') },
      {
        key: 'actions',
        header: 'chats.columns.actions',
        width: 170,
        render: (m) => (
          <ButtonGroup>
            <ActionButton action={editMessage} size="small" variant="minimal" intent="primary" aria-label={t('chats.message.editAria', { id: m.messageId })} onClick={() => setEditing(m)}>
              {t('chats.actions.edit')}
            </ActionButton>
            <ActionButton action={deleteMessages} size="small" variant="minimal" intent="danger" aria-label={t('chats.message.deleteAria', { id: m.messageId })} onClick={() => remove([m.messageId])}>
              {t('chats.actions.delete')}
            </ActionButton>
          </ButtonGroup>
        ),
      },
    ],
    // `remove` reads only stable hooks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, timeZone, editMessage.allowed, deleteMessages.allowed],
  );

  return (
    <>
      <div className="console-list-toolbar">
        <FilterBar
          key="public"
          fields={FILTER_FIELDS}
          values={{ userId: state.filters.userId, created: state.filters.created }}
          initialValues={INITIAL}
          onSubmit={(values) => {
            setSelected([]);
            patchState({ filters: { ...state.filters, ...values }, page: 1 });
          }}
          savedFiltersKey="chats-public"
        />
        <ActionButton
          action={deleteMessages}
          intent="danger"
          disabled={selected.length === 0}
          // the spec's "No … selected" wording, on the disabled button's hover
          title={selected.length === 0 ? t('chats.public.noneSelected') : undefined}
          onClick={() => remove(selected.map(Number))}
        >
          {t('chats.public.deleteSelected', { count: selected.length })}
        </ActionButton>
      </div>
      <DataTable<PublicChatMessage>
        label={t('chats.public.title')}
        columns={columns}
        rows={rows}
        getRowKey={(m) => m.messageId}
        {...listQueryState(list, t('chats.list.loadFailed'))}
        emptyText={t('chats.public.empty')}
        skeletonRows={state.pageSize}
        selection={{ selected, onChange: setSelected }}
        rowHeight={48}
      />
      <ListFooter {...listCount(list)} {...statePaging(state, patchState)} />
      {editing && (
        <EditMessageDialog
          initialText={editing.message}
          onClose={() => setEditing(null)}
          onSave={async (text) => {
            await editMessage.settle({ messageId: editing.messageId, message: text });
          }}
        />
      )}
      {dialog}
    </>
  );
}
