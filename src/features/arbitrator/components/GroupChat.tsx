import { Button, Callout, Classes, Intent, Tag, TextArea } from '@blueprintjs/core';
import { Paperclip, SendMessage } from '@blueprintjs/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useAction } from '../../../components/useAction.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_UPLOAD_EXTENSIONS, ChatMemberType, chatMemberName, visibleChatMessages } from '../../../domain/p2p.ts';
import { groupChatQuery, sendGroupChatMessage, type GroupChatMessage } from '../api.ts';
import { canSend, fileProblem, memberTypeKey, messageProblem, orderedMessages } from '../chatRules.ts';
import { ChatDetails } from './ChatDetails.tsx';
import { ChatFileView } from './ChatFileView.tsx';

const MEMBER_INTENT: Record<number, Intent> = {
  [ChatMemberType.Customer]: Intent.NONE,
  [ChatMemberType.System]: Intent.NONE,
  [ChatMemberType.Admin]: Intent.WARNING,
  [ChatMemberType.Arbitrator]: Intent.PRIMARY,
};

function Message({ message, timeZone }: { message: GroupChatMessage; timeZone: string | undefined }) {
  const { t } = useTranslation('arbitrator');
  const kind = chatMemberName(message.chatMemberType);
  return (
    <li className={`arbitrator-chat-message arbitrator-chat-${kind}`} data-member={kind}>
      <div className="arbitrator-chat-meta">
        <Tag multiline minimal intent={MEMBER_INTENT[message.chatMemberType] ?? Intent.NONE}>
          {t(memberTypeKey(message.chatMemberType))}
        </Tag>
        {message.chatMemberType !== ChatMemberType.System && <span className="arbitrator-chat-author">{message.userName ?? '—'}</span>}
        <time dateTime={message.dateCreated} className={Classes.TEXT_MUTED}>{formatDateTime(message.dateCreated, timeZone)}</time>
      </div>
      {message.message && <div className="arbitrator-chat-text">{message.message}</div>}
      {message.files.length > 0 && (
        <div className="arbitrator-chat-files">
          {message.files.map((file) => (
            <ChatFileView key={file.id} file={file} />
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * The trade's group chat beside the case: 50 messages a page with "Load more", member types told
 * apart by style and label, image previews, new messages within 5 s (polling). Staff who may write
 * get the composer: Enter sends, Shift+Enter starts a new line, files up to 1 MB.
 */
export function GroupChat({ chatId, canWrite, timeZone }: { chatId: number; canWrite: boolean; timeZone: string | undefined }) {
  const { t } = useTranslation('arbitrator');
  const chat = useInfiniteQuery(groupChatQuery(chatId));
  const loaded = useMemo(() => orderedMessages(chat.data?.pages ?? []), [chat.data]);
  // The chat list hides system messages (member type 1, spec 2 §5), as the P2P deal chat of the same trade does.
  const messages = useMemo(() => visibleChatMessages(loaded), [loaded]);
  const total = chat.data?.pages[0]?.total ?? 0;

  const listRef = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  // Follow the conversation: a new last message scrolls into view (loading older ones does not).
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputId = useId();
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const problem = messageProblem(text, files.length);
  const sendable = canSend(text, files.length);

  const send = useAction(sendGroupChatMessage);
  const submit = () => {
    if (sendable && !send.isPending)
      send.mutate(
        { chatId, message: text.trim() === '' ? '' : text, files },
        {
          onSuccess: () => {
            setText('');
            setFiles([]);
            setFileError(null);
          },
        },
      );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const pick = (picked: FileList | null) => {
    const accepted: File[] = [];
    let error: string | null = null;
    for (const file of Array.from(picked ?? [])) {
      const why = fileProblem(file);
      if (why) error = why;
      else accepted.push(file);
    }
    setFileError(error);
    setFiles((current) => [...current, ...accepted]);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <section className="arbitrator-chat" aria-label={t('arbitrator.chat.title')}>
      <header className="arbitrator-chat-header">
        <strong>{t('arbitrator.chat.title')}</strong>
        <span className="arbitrator-chat-header-end">
          <span className={Classes.TEXT_MUTED}>{t('arbitrator.chat.count', { shown: loaded.length, total })}</span>
          <ChatDetails chatId={chatId} knownTotal={total} timeZone={timeZone} />
        </span>
      </header>
      {/* The log scrolls and holds the list (a list with role="log" would leave its items outside any list). */}
      <div ref={listRef} className="arbitrator-chat-scroll" role="log" aria-live="polite" aria-label={t('arbitrator.chat.messages')} tabIndex={0}>
      <ol className="arbitrator-chat-list">
        {chat.hasNextPage && (
          <li className="arbitrator-chat-more">
            <Button size="small" variant="outlined" text={t('arbitrator.chat.loadMore')} loading={chat.isFetchingNextPage} onClick={() => void chat.fetchNextPage()} />
          </li>
        )}
        {chat.isError && (
          <li>
            <Callout intent={Intent.DANGER} compact>
              {t('arbitrator.chat.loadFailed')}
            </Callout>
          </li>
        )}
        {!chat.isLoading && messages.length === 0 && !chat.isError && <li className={`${Classes.TEXT_MUTED} arbitrator-chat-empty`}>{t('arbitrator.chat.empty')}</li>}
        {messages.map((message) => (
          <Message key={message.id} message={message} timeZone={timeZone} />
        ))}
      </ol>
      </div>
      {canWrite ? (
        <form
          className="arbitrator-chat-composer"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={inputId} className="console-sr-only arbitrator-sr-only">
            {t('arbitrator.chat.message')}
          </label>
          <TextArea
            id={inputId}
            value={text}
            rows={3}
            fill
            placeholder={t('arbitrator.chat.placeholder')}
            intent={problem === 'arbitrator.chat.tooLong' ? Intent.DANGER : Intent.NONE}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={problem === 'arbitrator.chat.tooLong'}
            aria-describedby={`${inputId}-hint`}
          />
          <div id={`${inputId}-hint`} className="arbitrator-chat-hint">
            <span className={text.length > CHAT_MESSAGE_MAX_LENGTH ? 'arbitrator-chat-over' : Classes.TEXT_MUTED}>
              {t('arbitrator.chat.counter', { length: text.length, max: CHAT_MESSAGE_MAX_LENGTH })}
            </span>
            <span className={Classes.TEXT_MUTED}>{t('arbitrator.chat.enterHint')}</span>
          </div>
          {(problem ?? fileError) && (
            <div role="alert" className="arbitrator-chat-error">
              {t((problem ?? fileError)!)}
            </div>
          )}
          {files.length > 0 && (
            <div className="arbitrator-chat-picked" aria-label={t('arbitrator.chat.attached')}>
              {files.map((file, index) => (
                <Tag multiline
                  key={`${file.name}-${index}`}
                  minimal
                  onRemove={() => setFiles((current) => current.filter((_, i) => i !== index))}
                >
                  {file.name}
                </Tag>
              ))}
            </div>
          )}
          <div className="arbitrator-chat-buttons">
            <input
              ref={fileInput}
              id={fileInputId}
              type="file"
              multiple
              accept={CHAT_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
              className="arbitrator-sr-only"
              tabIndex={-1}
              aria-label={t('arbitrator.chat.filesInput')}
              onChange={(event) => pick(event.target.files)}
            />
            <Button icon={<Paperclip />} text={t('arbitrator.chat.attach')} onClick={() => fileInput.current?.click()} />
            <Button type="submit" intent={Intent.PRIMARY} icon={<SendMessage />} text={t('arbitrator.chat.send')} disabled={!sendable} loading={send.isPending} />
          </div>
        </form>
      ) : (
        <p className={`${Classes.TEXT_MUTED} arbitrator-chat-readonly`}>{t('arbitrator.chat.readOnly')}</p>
      )}
    </section>
  );
}
