import { Radio, RadioGroup, Section, SectionCard } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../components/toasts.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { EMAIL_BODY_TYPES, type EmailBodyType } from '../../../domain/notifications.ts';
import { updateEmailBodyType, userKeys, type UserDetail } from '../api.ts';
import { errorText } from './shared.tsx';

/** The user's e-mail body type: HTML or plain text (PUT v2/User/UpdateUserEmailBodyType). */
export function EmailBodyTypeSection({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();

  const change = async (next: EmailBodyType) => {
    if (next === user.emailBodyType) return;
    const done = await confirm({
      title: t('userDetail.notifications.bodyTypeTitle'),
      text: t('userDetail.notifications.bodyTypeText', { type: t(`userDetail.notifications.bodyType.${next}`) }),
      action: async () => {
        try {
          await updateEmailBodyType(user.id, next);
        } catch (e) {
          throw new Error(errorText(e, t));
        }
      },
    });
    if (done) {
      void showSuccess(t('userDetail.notifications.bodyTypeSaved'));
      await queryClient.invalidateQueries({ queryKey: userKeys.user(user.id) });
    }
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
