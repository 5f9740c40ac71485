import { useQuery } from '@tanstack/react-query';
import { DocumentsSection } from './components/DocumentsSection.tsx';
import { LimitsSection } from './components/LimitsSection.tsx';
import { LockHistorySection } from './components/LockHistorySection.tsx';
import { ProfileSection } from './components/ProfileSection.tsx';
import { UserDetailLayout } from './components/UserDetailLayout.tsx';
import { VerificationSection } from './components/VerificationSection.tsx';
import { userDetailQueries } from './api.ts';

/** The ID tab (spec 1 §2): profile, identificator, localization, password, documents and verification, locks, limits. */
export function UserIdScreen() {
  return <UserDetailLayout>{(userId) => <IdTab userId={userId} />}</UserDetailLayout>;
}

function IdTab({ userId }: { userId: number }) {
  const user = useQuery(userDetailQueries.user(userId));
  return (
    <>
      {/* keyed by the user's data, so the forms start from what the server holds after each save */}
      {user.data && <ProfileSection key={`${user.data.id}:${user.data.locale}:${user.data.timezone ?? ''}`} user={user.data} />}
      <VerificationSection userId={userId} />
      <DocumentsSection userId={userId} />
      <LockHistorySection userId={userId} />
      <LimitsSection userId={userId} />
    </>
  );
}
