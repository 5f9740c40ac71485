import { useQuery } from '@tanstack/react-query';
import { userDetailQueries } from './api.ts';
import { ActionsSection } from './components/ActionsSection.tsx';
import { CodesSection } from './components/CodesSection.tsx';
import { IpWhitelistSection } from './components/IpWhitelistSection.tsx';
import { NfaSection } from './components/NfaSection.tsx';
import { UserDetailLayout } from './components/UserDetailLayout.tsx';

/** The Security tab (spec 1 §2): IP whitelist, second factors and their history, 2FA codes, actions history. */
export function UserSecurityScreen() {
  return <UserDetailLayout>{(userId) => <SecurityTab userId={userId} />}</UserDetailLayout>;
}

function SecurityTab({ userId }: { userId: number }) {
  const user = useQuery(userDetailQueries.user(userId));
  return (
    <>
      <IpWhitelistSection userId={userId} />
      {user.data && <NfaSection user={user.data} />}
      <CodesSection userId={userId} />
      <ActionsSection userId={userId} />
    </>
  );
}
