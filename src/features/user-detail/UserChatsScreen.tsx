import { Section, SectionCard } from '@blueprintjs/core';
import { useTranslation } from '../../components/useTranslation.ts';
import { PrivateChatsPanel, PublicMessagesPanel } from '../../components/chats/index.ts';
import { UserDetailLayout } from './components/UserDetailLayout.tsx';

/**
 * The Chats tab (spec 1: "Chats (public and private)"): the user's messages in the public chat and
 * their private chats, each with the same edit and delete actions as /chats.
 */
export function UserChatsScreen() {
  const { t } = useTranslation('chats');
  return (
    <UserDetailLayout>
      {(userId) => (
        <>
          <Section title={t('chats.user.public')} compact>
            <SectionCard>
              <PublicMessagesPanel key={userId} userId={userId} />
            </SectionCard>
          </Section>
          <Section title={t('chats.user.title')} compact>
            <SectionCard>
              <PrivateChatsPanel key={userId} userId={userId} />
            </SectionCard>
          </Section>
        </>
      )}
    </UserDetailLayout>
  );
}
