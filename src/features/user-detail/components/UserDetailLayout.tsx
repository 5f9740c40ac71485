import type { ComponentType, ReactNode } from 'react';
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

/** A tab that is only its sections, in order, each given the user's id. */
export function UserDetailSections({ sections }: { sections: readonly ComponentType<{ userId: number }>[] }) {
  // The list is fixed per tab, so a section's place is its key.
  return <UserDetailLayout>{(userId) => sections.map((Part, index) => <Part key={index} userId={userId} />)}</UserDetailLayout>;
}
