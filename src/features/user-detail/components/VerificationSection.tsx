import { Button, ButtonGroup, Callout, H6, Intent, Section, SectionCard, Spinner, Tag, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { Paging } from '../../../components/Paging.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { allowedVerificationResponses, type VerificationResponse } from '../../../domain/verification.ts';
import { checkUserDocumentAction, userDetailQueries, VERIFICATION_REQUESTS_PAGE_SIZE, type VerificationRequest } from '../api.ts';
import { FactGrid, errorText, useAdminEmail, useDateTime } from './shared.tsx';
import { queryRows } from '../../../components/queryRows.ts';

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

const STATUS_INTENT: Partial<Record<VerificationRequest['status'], Intent>> = {
  verified: Intent.SUCCESS,
  rejectedCanReapply: Intent.DANGER,
  rejectedFinal: Intent.DANGER,
  requiresData: Intent.WARNING,
  inProcess: Intent.PRIMARY,
  externalCheck: Intent.PRIMARY,
};

/**
 * Verification info (GET User/GetVerificationInfo) and the admin's responses (PUT
 * v2/User/CheckUserDocument): only those the transition table allows from the current status,
 * each behind a confirm dialog. Under it, the user's verification requests (history).
 */
export function VerificationSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const check = useAction(checkUserDocumentAction);
  const canCheck = check.allowed;
  const dateTime = useDateTime();
  const { confirm, dialog } = useConfirm();
  const info = useQuery(userDetailQueries.verification(userId));

  const respond = async (response: VerificationResponse) => {
    await confirm({
      title: t(`userDetail.verification.response.${response}`),
      text: t('userDetail.verification.confirmText', { action: t(`userDetail.verification.response.${response}`) }),
      withComment: true,
      commentRequired: COMMENT_REQUIRED.has(response),
      action: (comment) => check.settle({ userId, response, comment }),
    });
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
    const allowed = canCheck ? allowedVerificationResponses(v.status) : [];
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
        <FactGrid facts={facts} />
        {allowed.length > 0 ? (
          <ButtonGroup role="group" className="user-detail-actions" aria-label={t('userDetail.verification.actions')}>
            {allowed.map((response) => (
              <Button key={response} intent={RESPONSE_INTENT[response]} variant="outlined" text={t(`userDetail.verification.response.${response}`)} onClick={() => void respond(response)} />
            ))}
          </ButtonGroup>
        ) : (
          <p className={Classes.TEXT_MUTED}>{t('userDetail.verification.noActions')}</p>
        )}
      </>
    );
  }
  return (
    <Section title={t('userDetail.verification.title')} compact>
      <SectionCard>{body}</SectionCard>
      <VerificationRequests userId={userId} />
      {dialog}
    </Section>
  );
}

/**
 * The user's verification requests, newest first, paged on the server (POST
 * v2/Verification/GetVerificationRequests filtered by this user); an answer above updates the latest.
 */
function VerificationRequests({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const requests = useQuery(userDetailQueries.verificationRequests(userId, page));
  const emailOf = useAdminEmail();
  const total = requests.data?.total ?? 0;

  const columns = useMemo<DataTableColumn<VerificationRequest>[]>(() => {
    return [
      { key: 'dateCreated', header: 'userDetail.verification.requests.dateCreated', width: 160, render: (r) => dateTime(r.dateCreated) },
      {
        key: 'status',
        header: 'userDetail.verification.requests.status',
        width: 170,
        render: (r) => (
          <Tag multiline minimal intent={STATUS_INTENT[r.status] ?? Intent.NONE}>
            {t(`userDetail.verification.status.${r.status}`)}
          </Tag>
        ),
      },
      {
        key: 'adminId',
        header: 'userDetail.verification.requests.answeredBy',
        width: 200,
        render: (r) => (r.adminId === null ? '—' : (emailOf(r.adminId) ?? `#${r.adminId}`)),
      },
      { key: 'dateUpdated', header: 'userDetail.verification.requests.dateUpdated', width: 160, render: (r) => dateTime(r.dateUpdated) },
      { key: 'verificationType', header: 'userDetail.verification.requests.type', width: 150, render: (r) => t(`userDetail.verification.type.${r.verificationType}`) },
      { key: 'id', header: 'userDetail.verification.requests.id', width: 80, render: (r) => r.id },
    ];
  }, [emailOf, dateTime, t]);

  return (
    <>
      <SectionCard padded={false}>
        <H6 className="user-detail-card-heading">{t('userDetail.verification.requests.title')}</H6>
        <DataTable
          label={t('userDetail.verification.requests.title')}
          columns={columns}
          {...queryRows(requests, (error) => errorText(error, t))}
          skeletonRows={2}
          maxHeight={360}
        />
      </SectionCard>
      {total > VERIFICATION_REQUESTS_PAGE_SIZE && (
        <SectionCard>
          <Paging page={page} pageSize={VERIFICATION_REQUESTS_PAGE_SIZE} total={total} onPageChange={setPage} />
        </SectionCard>
      )}
    </>
  );
}
