import { Callout, Card, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../components/useTranslation.ts';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { CopyText } from '../../../components/CopyText.tsx';
import { LOCK_TYPES, type LockType } from '../../../domain/users.ts';
import { userDetailQueries } from '../api.ts';
import { errorText } from './shared.tsx';

/** Black or white text, whichever reads better on a tag's colour. */
function textColorOn(background: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '#1c2127';
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.6 ? '#1c2127' : '#ffffff';
}

/**
 * The user header every detail tab shows (spec 1 §2): id, user name, e-mail, status, coloured
 * tags, lock and block state, from POST v2/User/GetUser.
 */
export function UserHeader({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const user = useQuery(userDetailQueries.user(userId));
  const tags = useQuery(sessionQueries.userTags());

  if (user.isPending) return <Spinner size={20} aria-label={t('userDetail.loading')} />;
  if (user.isError) {
    return (
      <Callout intent={Intent.DANGER} role="alert" compact>
        {errorText(user.error, t)}
      </Callout>
    );
  }
  const u = user.data;
  const tagById = new Map((tags.data ?? []).map((tag) => [tag.id, tag]));
  const locks = LOCK_TYPES.filter((type) => u.lockTypes.includes(type));

  return (
    <Card compact className="user-detail-header" aria-label={t('userDetail.header.label')} role="group">
      <dl className="user-detail-facts">
        <CopyFact label={t('userDetail.header.id')} text={String(u.id)} />
        <CopyFact label={t('userDetail.header.userName')} text={u.userName} />
        <CopyFact label={t('userDetail.header.email')} text={u.email} />
        <div>
          <dt>{t('userDetail.header.status')}</dt>
          <dd>{t(`userDetail.status.${u.status}`)}</dd>
        </div>
        <div>
          <dt>{t('userDetail.header.state')}</dt>
          <dd className="user-detail-tags">
            {u.isDeleted && <Tag multiline intent={Intent.DANGER}>{t('userDetail.header.deleted')}</Tag>}
            {u.isBlocked ? <Tag multiline intent={Intent.DANGER}>{t('userDetail.header.blocked')}</Tag> : null}
            {locks.length > 0 ? (
              <Tag multiline intent={Intent.WARNING} title={locks.map((type: LockType) => t(`userDetail.lockType.${type}`)).join(', ')}>
                {t('userDetail.header.locked', { types: locks.map((type: LockType) => t(`userDetail.lockType.${type}`)).join(', ') })}
              </Tag>
            ) : null}
            {!u.isBlocked && locks.length === 0 && !u.isDeleted && <Tag multiline intent={Intent.SUCCESS}>{t('userDetail.header.active')}</Tag>}
          </dd>
        </div>
        <div>
          <dt>{t('userDetail.header.tags')}</dt>
          <dd className="user-detail-tags">
            {u.tagIds.length === 0
              ? '—'
              : u.tagIds.map((id) => {
                  const tag = tagById.get(id);
                  const color = tag?.color ?? '#BDBDBD';
                  return (
                    <Tag multiline key={id} round style={{ backgroundColor: color, color: textColorOn(color) }}>
                      {tag?.tagName ?? `#${id}`}
                    </Tag>
                  );
                })}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** A fact of the header the admin may copy (the id, the user name, the e-mail). */
function CopyFact({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <CopyText text={text}>{text}</CopyText>
      </dd>
    </div>
  );
}
