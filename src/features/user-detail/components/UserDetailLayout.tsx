import type { ReactNode } from 'react';
import { InvalidUser, useUserId } from './shared.tsx';
import { UserHeader } from './UserHeader.tsx';
import '../userDetail.css';

/** Every detail tab: the user header, then the tab's sections. */
export function UserDetailLayout({ children }: { children: (userId: number) => ReactNode }) {
  const userId = useUserId();
  if (Number.isNaN(userId)) return <InvalidUser />;
  return (
    <div className="user-detail">
      <UserHeader userId={userId} />
      {children(userId)}
    </div>
  );
}
