import { Callout, Intent, NonIdealState, Section, SectionCard, Spinner, Tag, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../components/useTranslation.ts';
import { storageToDdMmYyyy } from '../../../domain/dates.ts';
import { isDocumentListed } from '../../../domain/verification.ts';
import { userDetailQueries, type UserDocument } from '../api.ts';
import { DocumentImage } from './DocumentImage.tsx';
import { errorText, useDateTime } from './shared.tsx';

const DATE_FIELDS = new Set(['birthday', 'documentExpireDate', 'documentIssuedDate']);
const SHOWN_FIELDS = [
  'lastName',
  'firstName',
  'middleName',
  'gender',
  'birthday',
  'citizenship',
  'country',
  'city',
  'address',
  'postalCode',
  'documentNumber',
  'documentIssuedBy',
  'documentIssuedDate',
  'documentExpireDate',
] as const;

/** Documents that carry at least one field (spec 1 §3); the others are not listed. */
export function listedDocuments(documents: readonly UserDocument[]): UserDocument[] {
  return documents.filter((d) => isDocumentListed(d));
}

function DocumentCard({ document }: { document: UserDocument }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const value = (field: (typeof SHOWN_FIELDS)[number]) => {
    const v = document[field];
    if (v === null) return null;
    if (field === 'gender') return t(`userDetail.documents.gender.${v}`);
    return DATE_FIELDS.has(field) ? storageToDdMmYyyy(v) : v;
  };
  return (
    <article className="user-detail-document" aria-label={t('userDetail.documents.document', { id: document.id })}>
      <header>
        <strong>{document.type ? t(`userDetail.documents.type.${document.type}`) : t('userDetail.documents.typeUnknown')}</strong>
        <span className={Classes.TEXT_MUTED}> #{document.id} · {dateTime(document.dateCreated)}</span>{' '}
        <Tag multiline minimal intent={document.isChecked ? Intent.SUCCESS : Intent.NONE}>
          {t(document.isChecked ? 'userDetail.documents.checked' : 'userDetail.documents.notChecked')}
        </Tag>
      </header>
      <dl className="user-detail-grid">
        {SHOWN_FIELDS.map((field) => {
          const v = value(field);
          return v === null ? null : (
            <div key={field}>
              <dt>{t(`userDetail.documents.field.${field}`)}</dt>
              <dd>{v}</dd>
            </div>
          );
        })}
      </dl>
      {document.files.length > 0 && (
        <div className="user-detail-files">
          {document.files.map((file) => (
            <DocumentImage key={file.userFileId} file={file} />
          ))}
        </div>
      )}
    </article>
  );
}

/** The user's documents with their scans (POST v2/User/GetUserDocuments). */
export function DocumentsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const documents = useQuery(userDetailQueries.documents(userId));
  const listed = listedDocuments(documents.data ?? []);
  return (
    <Section title={t('userDetail.documents.title')} compact>
      <SectionCard>
        {documents.isPending ? (
          <Spinner size={20} aria-label={t('userDetail.loading')} />
        ) : documents.isError ? (
          <Callout intent={Intent.DANGER} role="alert" compact>
            {errorText(documents.error, t)}
          </Callout>
        ) : listed.length === 0 ? (
          <NonIdealState description={t('userDetail.documents.none')} layout="horizontal" />
        ) : (
          listed.map((d) => <DocumentCard key={d.id} document={d} />)
        )}
      </SectionCard>
    </Section>
  );
}
