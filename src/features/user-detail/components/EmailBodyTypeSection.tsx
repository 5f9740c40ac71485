import { Radio, RadioGroup, Section, SectionCard } from '@blueprintjs/core';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { EMAIL_BODY_TYPES, type EmailBodyType } from '../../../domain/notifications.ts';
import { updateEmailBodyTypeAction, type UserDetail } from '../api.ts';

/** The user's e-mail body type: HTML or plain text (PUT v2/User/UpdateUserEmailBodyType). */
export function EmailBodyTypeSection({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const save = useAction(updateEmailBodyTypeAction);
  const { confirm, dialog } = useConfirm();

  const change = async (next: EmailBodyType) => {
    if (next === user.emailBodyType) return;
    await confirm({
      title: t('userDetail.notifications.bodyTypeTitle'),
      text: t('userDetail.notifications.bodyTypeText', { type: t(`userDetail.notifications.bodyType.${next}`) }),
      action: () => save.settle({ userId: user.id, emailBodyType: next }),
    });
  };

  return (
    <Section title={t('userDetail.notifications.bodyTypeLabel')} compact>
      <SectionCard>
        <RadioGroup
          inline
          aria-label={t('userDetail.notifications.bodyTypeLabel')}
          selectedValue={user.emailBodyType}
          onChange={(e) => void change(e.currentTarget.value as EmailBodyType)}
        >
          {EMAIL_BODY_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`userDetail.notifications.bodyType.${type}`)} />
          ))}
        </RadioGroup>
      </SectionCard>
      {dialog}
    </Section>
  );
}
