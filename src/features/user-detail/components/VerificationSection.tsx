import { Button, ButtonGroup, Callout, Intent, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../components/toasts.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { allowedVerificationResponses, type VerificationResponse } from '../../../domain/verification.ts';
import { checkUserDocument, userDetailQueries, userKeys } from '../api.ts';
import { errorText, useDateTime } from './shared.tsx';

const RESPONSE_INTENT: Record<VerificationResponse, Intent> = {
  verified: Intent.SUCCESS,
  rejected: Intent.DANGER,
  rejectedFinal: Intent.DANGER,
  requiredData: Intent.WARNING,
  sendToExternal: Intent.PRIMARY,
  reset: Intent.NONE,
};

/** A reason is asked for whenever the user is turned down or asked for more. */
const COMMENT_REQUIRED = new Set<VerificationResponse>(['rejected', 'rejectedFinal', 'requiredData']);

/**
 * Verification info (GET User/GetVerificationInfo) and the admin's responses (PUT
 * v2/User/CheckUserDocument): only those the transition table allows from the current status,
 * each behind a confirm dialog.
 */
export function VerificationSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const info = useQuery(userDetailQueries.verification(userId));

  const respond = async (response: VerificationResponse) => {
    const done = await confirm({
      title: t(`userDetail.verification.response.${response}`),
      text: t('userDetail.verification.confirmText', { action: t(`userDetail.verification.response.${response}`) }),
      withComment: true,
      commentRequired: COMMENT_REQUIRED.has(response),
      action: async (comment) => {
        try {
          await checkUserDocument(userId, response, comment);
        } catch (e) {
          throw new Error(errorText(e, t));
        }
      },
    });
    if (done) {
      void showSuccess(t('userDetail.verification.saved'));
      await queryClient.invalidateQueries({ queryKey: userKeys.all(userId) });
    }
  };

  let body;
  if (info.isPending) body = <Spinner size={20} aria-label={t('userDetail.loading')} />;
  else if (info.isError)
    body = (
      <Callout intent={Intent.DANGER} role="alert" compact>
        {errorText(info.error, t)}
      </Callout>
    );
  else {
    const v = info.data;
    const allowed = allowedVerificationResponses(v.status);
    const facts: [string, string][] = [
      ['userDetail.verification.status.label', t(`userDetail.verification.status.${v.status}`)],
      ['userDetail.verification.type.label', t(`userDetail.verification.type.${v.verificationType}`)],
      ['userDetail.verification.auto.label', v.autoVerificationStatus ? t(`userDetail.verification.auto.${v.autoVerificationStatus}`) : '—'],
      ['userDetail.verification.provider', v.autoProvider ?? '—'],
      ['userDetail.verification.dateRequested', dateTime(v.dateRequested)],
      ['userDetail.verification.dateUpdated', dateTime(v.dateUpdated)],
      ['userDetail.verification.comment', v.comment ?? '—'],
    ];
    body = (
      <>
        <dl className="user-detail-grid">
          {facts.map(([key, value]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {allowed.length > 0 ? (
          <ButtonGroup role="group" className="user-detail-actions" aria-label={t('userDetail.verification.actions')}>
            {allowed.map((response) => (
              <Button key={response} intent={RESPONSE_INTENT[response]} variant="outlined" text={t(`userDetail.verification.response.${response}`)} onClick={() => void respond(response)} />
            ))}
          </ButtonGroup>
        ) : (
          <p className="bp6-text-muted">{t('userDetail.verification.noActions')}</p>
        )}
      </>
    );
  }
  return (
    <Section title={t('userDetail.verification.title')} compact>
      <SectionCard>{body}</SectionCard>
      {dialog}
    </Section>
  );
}
