import { Section, SectionCard } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PrivateChatsPanel } from '../../components/chats/index.ts';
import { UserDetailLayout } from './components/UserDetailLayout.tsx';

/** The Chats tab: the user's private chats, their messages, and the same edit and delete actions as /chats. */
export function UserChatsScreen() {
  const { t } = useTranslation('chats');
  return (
    <UserDetailLayout>
      {(userId) => (
        <Section title={t('chats.user.title')} compact>
          <SectionCard>
            <PrivateChatsPanel key={userId} userId={userId} />
          </SectionCard>
        </Section>
      )}
    </UserDetailLayout>
  );
}
