import { Button, Callout, Dialog, DialogBody, HTMLTable, Intent, Spinner, Tag, Classes } from '@blueprintjs/core';
import { InfoSign } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../domain/dates.ts';
import { ChatMemberType } from '../../../domain/p2p.ts';
import { chatDetailQuery } from '../api.ts';
import { summarizeChat, type ChatParticipant } from '../chatDetail.ts';
import { isPreviewable, memberTypeKey } from '../chatRules.ts';
import { ChatFileView } from './ChatFileView.tsx';
import { TableHead } from '../../../components/TableHead.tsx';
import { TermList } from '../../../components/TermList.tsx';

const MEMBER_INTENT: Record<number, Intent> = {
  [ChatMemberType.Admin]: Intent.WARNING,
  [ChatMemberType.Arbitrator]: Intent.PRIMARY,
};

function MemberTag({ memberType }: { memberType: number }) {
  const { t } = useTranslation('arbitrator');
  return (
    <Tag multiline minimal intent={MEMBER_INTENT[memberType] ?? Intent.NONE}>
      {t(memberTypeKey(memberType))}
    </Tag>
  );
}

function ParticipantName({ participant }: { participant: ChatParticipant }) {
  if (participant.memberType === ChatMemberType.System) return <span className={Classes.TEXT_MUTED}>—</span>;
  const name = participant.name ?? '—';
  if (participant.memberType === ChatMemberType.Customer && participant.id !== null) {
    return (
      <>
        <Link to={`/user/${participant.id}`}>{name}</Link> <span className={Classes.TEXT_MUTED}>#{participant.id}</span>
      </>
    );
  }
  return <>{name}</>;
}

export interface ChatDetailsProps {
  chatId: number;
  /** The message count the polled chat knows: when it grows, the details are read again. */
  knownTotal: number;
  timeZone: string | undefined;
}

/**
 * "Chat details" beside the chat's title: a dialog with the whole chat summarised from
 * `GET api/bo/User/GetGroupChatMessagesDetail` — how many messages, who took part (each party and
 * staff member with their message and file counts and when they last wrote) and every file sent,
 * newest first, so an arbitrator finds the receipts without scrolling the conversation.
 */
export function ChatDetails({ chatId, knownTotal, timeZone }: ChatDetailsProps) {
  const { t } = useTranslation('arbitrator');
  const [open, setOpen] = useState(false);
  const detail = useQuery({ ...chatDetailQuery(chatId, knownTotal), enabled: open });
  const summary = useMemo(() => (detail.data ? summarizeChat(detail.data.messages) : null), [detail.data]);
  const partial = detail.data && detail.data.messages.length < detail.data.total;
  const date = (value: string | null) => (value ? formatDateTime(value, timeZone) : '—');

  return (
    <>
      <Button size="small" variant="minimal" icon={<InfoSign />} text={t('arbitrator.detail.open')} onClick={() => setOpen(true)} />
      <Dialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title={t('arbitrator.detail.title')}
        icon={<InfoSign />}
        className="arbitrator-detail-dialog"
      >
        <DialogBody className="arbitrator-detail">
          {detail.isPending && <Spinner size={24} aria-label={t('arbitrator.detail.loading')} />}
          {detail.isError && (
            <Callout intent={Intent.DANGER} compact>
              {t('arbitrator.detail.loadFailed')}{' '}
              <Button size="small" variant="minimal" text={t('arbitrator.detail.retry')} onClick={() => void detail.refetch()} />
            </Callout>
          )}
          {summary && (
            <>
              <TermList
                className="arbitrator-detail-figures"
                items={[
                  { label: t('arbitrator.detail.messages'), value: detail.data?.total ?? summary.messages },
                  { label: t('arbitrator.detail.participants'), value: summary.participants.filter((p) => p.memberType !== ChatMemberType.System).length },
                  { label: t('arbitrator.detail.files'), value: summary.files.length },
                  { label: t('arbitrator.detail.first'), value: date(summary.firstAt) },
                  { label: t('arbitrator.detail.last'), value: date(summary.lastAt) },
                ]}
              />
              {partial && (
                <Callout intent={Intent.WARNING} compact>
                  {t('arbitrator.detail.partial', { count: detail.data?.messages.length })}
                </Callout>
              )}
              <h3 className="arbitrator-detail-heading" id={`chat-${chatId}-participants`}>
                {t('arbitrator.detail.participantsTitle')}
              </h3>
              <HTMLTable compact striped className="arbitrator-detail-table" aria-labelledby={`chat-${chatId}-participants`}>
                <TableHead
                  columns={[
                    t('arbitrator.detail.role'),
                    t('arbitrator.detail.name'),
                    { label: t('arbitrator.detail.messages'), className: 'arbitrator-num' },
                    { label: t('arbitrator.detail.files'), className: 'arbitrator-num' },
                    t('arbitrator.detail.lastWrote'),
                  ]}
                />
                <tbody>
                  {summary.participants.map((p) => (
                    <tr key={p.key}>
                      <td>
                        <MemberTag memberType={p.memberType} />
                      </td>
                      <td>
                        <ParticipantName participant={p} />
                      </td>
                      <td className="arbitrator-num">{p.messages}</td>
                      <td className="arbitrator-num">{p.files}</td>
                      <td>{date(p.lastAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              {summary.participants.length === 0 && <p className={Classes.TEXT_MUTED}>{t('arbitrator.chat.empty')}</p>}
              <h3 className="arbitrator-detail-heading" id={`chat-${chatId}-files`}>
                {t('arbitrator.detail.filesTitle')}
              </h3>
              {summary.files.length === 0 ? (
                <p className={Classes.TEXT_MUTED}>{t('arbitrator.detail.noFiles')}</p>
              ) : (
                <HTMLTable compact striped className="arbitrator-detail-table" aria-labelledby={`chat-${chatId}-files`}>
                  <TableHead columns={[t('arbitrator.detail.file'), t('arbitrator.detail.sentBy'), t('arbitrator.detail.sentAt')]} />
                  <tbody>
                    {summary.files.map((file) => (
                      <tr key={file.id}>
                        <td>
                          <div className="arbitrator-detail-file">
                            <ChatFileView file={file} />
                            {/* a download button already carries the name */}
                            {isPreviewable(file.extension) && <span className="arbitrator-detail-file-name">{file.name}</span>}
                          </div>
                        </td>
                        <td>
                          <MemberTag memberType={file.memberType} /> {file.author ?? ''}
                        </td>
                        <td>{date(file.dateCreated)}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              )}
            </>
          )}
        </DialogBody>
      </Dialog>
    </>
  );
}
