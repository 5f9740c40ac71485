import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, Radio, RadioGroup, Spinner, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useConfirmedEdit } from './useConfirmedEdit.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { FEEDBACK_INFLUENCES, type FeedbackInfluence } from '../../../domain/p2p.ts';
import { editFeedback, p2pQueries, type Feedback } from '../api.ts';
import { InfluenceTag } from './InfluenceTag.tsx';
import { TableHead } from '../../../components/TableHead.tsx';

export const FEEDBACK_COMMENT_MAX_LENGTH = 1024;

/** Edits a feedback's comment and influence after a confirmation (PUT p2p/Admin/feedback/{feedbackId}). */
export function EditFeedbackDialog({ feedback, onClose }: { feedback: Feedback | null; onClose: () => void }) {
  const { t } = useTranslation('p2p');
  const id = useId();
  const edit = useAction(editFeedback);
  const { confirmThenClose, dialog } = useConfirmedEdit(onClose);
  const [comment, setComment] = useState('');
  const [influence, setInfluence] = useState<FeedbackInfluence>('Neutral');

  useEffect(() => {
    if (!feedback) return;
    setComment(feedback.comment ?? '');
    setInfluence(feedback.influence);
  }, [feedback]);

  if (!feedback) return dialog;
  const confirmEdit = () => {
    const trimmed = comment.trim();
    if (trimmed === (feedback.comment ?? '') && influence === feedback.influence) throw new Error(t('p2p.edit.nothingChanged'));
    return confirmThenClose({
      title: t('p2p.feedback.editConfirmTitle', { id: feedback.feedbackId }),
      text: t('p2p.feedback.editConfirmText', { influence: t(`p2p.influence.${influence}`) }),
      action: () => edit.settle({ feedbackId: feedback.feedbackId, comment: trimmed === '' ? null : trimmed, influence }),
    });
  };

  return (
    <>
      <FormDialog title={t('p2p.feedback.editTitle', { id: feedback.feedbackId })} action={editFeedback} vars={confirmEdit} onClose={onClose} submitText={t('p2p.actions.save')}>
        <RadioGroup
          label={t('p2p.feedback.influence')}
          inline
          selectedValue={influence}
          onChange={(event) => setInfluence(event.currentTarget.value as FeedbackInfluence)}
        >
          {FEEDBACK_INFLUENCES.map((value) => (
            <Radio key={value} value={value} label={t(`p2p.influence.${value}`)} />
          ))}
        </RadioGroup>
        <FormGroup label={t('p2p.feedback.comment')} labelFor={`${id}-comment`} helperText={`${comment.length} / ${FEEDBACK_COMMENT_MAX_LENGTH}`}>
          <TextArea
            id={`${id}-comment`}
            fill
            rows={4}
            maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormGroup>
      </FormDialog>
      {dialog}
    </>
  );
}

/** Every version of a feedback, newest first (GET p2p/Admin/feedback/{feedbackId}/history). */
export function FeedbackHistoryDialog({ feedbackId, timeZone, onClose }: { feedbackId: number | null; timeZone?: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('p2p');
  const history = useQuery({ ...p2pQueries.feedbackHistory(feedbackId ?? 0), enabled: feedbackId !== null });
  // staff are named by e-mail, as in the other histories; an admin no longer listed keeps the id
  const admins = useQuery(sessionQueries.admins());
  const adminName = (id: number) => admins.data?.find((admin) => admin.id === id)?.email ?? `#${id}`;
  return (
    <Dialog isOpen={feedbackId !== null} title={t('p2p.feedback.historyTitle', { id: feedbackId })} onClose={onClose} style={{ width: 640 }}>
      <DialogBody>
        {history.isPending && <Spinner size={20} />}
        {history.data && (
          <HTMLTable compact striped style={{ width: '100%' }}>
            <TableHead columns={[t('p2p.feedback.historyColumns.date'), t('p2p.feedback.historyColumns.action'), t('p2p.feedback.influence'), t('p2p.feedback.comment'), t('p2p.feedback.historyColumns.admin')]} />
            <tbody>
              {history.data.map((item, index) => (
                <tr key={index}>
                  <td>{formatDateTime(item.dateCreated, timeZone)}</td>
                  <td>{t(`p2p.feedback.historyActions.${item.action}`)}</td>
                  <td>
                    <InfluenceTag influence={item.influence} />
                  </td>
                  <td className="p2p-wrap">{item.comment ?? '—'}</td>
                  <td>{item.adminId === null ? '—' : adminName(item.adminId)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('p2p.actions.close')} onClick={onClose} />} />
    </Dialog>
  );
}
