import { Button, Callout, Card, Intent, Spinner, Tag, Classes } from '@blueprintjs/core';
import { Paperclip } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { errorText } from '../../../components/errorText.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { CHAT_PREVIEW_EXTENSIONS, ChatMemberType, GROUP_CHAT_PAGE_SIZE, chatMemberName, visibleChatMessages } from '../../../domain/p2p.ts';
import { fetchUserFileUrl, p2pQueries, type GroupChatMessage } from '../api.ts';

const MEMBER_INTENTS: Record<number, Intent> = {
  [ChatMemberType.Customer]: Intent.NONE,
  [ChatMemberType.System]: Intent.NONE,
  [ChatMemberType.Admin]: Intent.PRIMARY,
  [ChatMemberType.Arbitrator]: Intent.WARNING,
};

/** The messages the deal chat lists: system ones hidden (spec 2 §5, `visibleChatMessages`), oldest first to read down. */
export function dealChatMessages(items: readonly GroupChatMessage[]): GroupChatMessage[] {
  return visibleChatMessages(items).sort((a, b) => a.dateCreated.localeCompare(b.dateCreated) || a.id - b.id);
}

function ChatImage({ fileId, name }: { fileId: number; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let revoked = false;
    let created: string | null = null;
    fetchUserFileUrl(fileId).then(
      (u) => {
        created = u;
        if (!revoked) setUrl(u);
        else URL.revokeObjectURL(u);
      },
      () => undefined,
    );
    return () => {
      revoked = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [fileId]);
  return url ? <img src={url} alt={name} className="p2p-chat-image" /> : <Spinner size={16} />;
}

/** A deal's chat, read-only (GET p2p/Admin/Trade/{id}/chat/getMessages), 50 messages a page, member types told apart. */
export function DealChat({ tradeId, timeZone }: { tradeId: number; timeZone?: string | undefined }) {
  const { t } = useTranslation('p2p');
  const [limit, setLimit] = useState(GROUP_CHAT_PAGE_SIZE);
  // a file that could not be opened says why under the chat (a read, not an action: no toast)
  const [fileFailure, setFileFailure] = useState<string | null>(null);
  const openFile = async (fileId: number) => {
    setFileFailure(null);
    try {
      window.open(await fetchUserFileUrl(fileId), '_blank', 'noopener');
    } catch (error) {
      setFileFailure(errorText(error));
    }
  };
  const chat = useQuery(p2pQueries.chat(tradeId, limit));
  const items = chat.data?.items ?? [];
  const messages = dealChatMessages(items);
  // More exist when the loaded count equals what was asked for (spec 2 §9).
  const hasMore = items.length === limit && (chat.data?.total ?? 0) > items.length;

  return (
    <Card compact className="p2p-chat" aria-labelledby="p2p-chat-title">
      {fileFailure && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {fileFailure}
        </Callout>
      )}
      <div className="p2p-chat-head">
        <h2 id="p2p-chat-title" className={`${Classes.HEADING} p2p-panel-title`}>
          {t('p2p.chat.title')}
        </h2>
      </div>
      {hasMore && <Button size="small" variant="minimal" text={t('p2p.chat.older')} onClick={() => setLimit((l) => l + GROUP_CHAT_PAGE_SIZE)} loading={chat.isFetching} />}
      {chat.isPending && <Spinner size={20} />}
      {chat.isError && <p role="alert">{t('p2p.chat.loadFailed')}</p>}
      {chat.isSuccess && messages.length === 0 && <p className={Classes.TEXT_MUTED}>{t('p2p.chat.empty')}</p>}
      <ol className="p2p-chat-list" aria-label={t('p2p.chat.messages')}>
        {messages.map((m) => {
          const member = chatMemberName(m.chatMemberType);
          return (
            <li key={m.id} className={`p2p-chat-message p2p-chat-${member}`}>
              <div className="p2p-chat-meta">
                <Tag multiline minimal intent={MEMBER_INTENTS[m.chatMemberType] ?? Intent.NONE}>
                  {t(`p2p.chat.member.${member}`)}
                </Tag>
                <strong>{m.userName ?? (m.userId !== null ? `#${m.userId}` : m.adminId !== null ? `#${m.adminId}` : '')}</strong>
                <span className={Classes.TEXT_MUTED}>{formatDateTime(m.dateCreated, timeZone)}</span>
              </div>
              {m.message && <p className="p2p-chat-text">{m.message}</p>}
              {m.files.length > 0 && (
                <div className="p2p-chat-files">
                  {m.files.map((f) =>
                    (CHAT_PREVIEW_EXTENSIONS as readonly string[]).includes(f.extension.toLowerCase()) ? (
                      <button key={f.id} type="button" className="p2p-chat-thumb" aria-label={t('p2p.chat.openFile', { name: f.name })} onClick={() => void openFile(f.id)}>
                        <ChatImage fileId={f.id} name={f.name} />
                      </button>
                    ) : (
                      <Button key={f.id} size="small" icon={<Paperclip />} text={f.name} onClick={() => void openFile(f.id)} />
                    ),
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
