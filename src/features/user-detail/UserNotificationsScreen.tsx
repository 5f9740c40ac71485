import { useQuery } from '@tanstack/react-query';
import { userDetailQueries } from './api.ts';
import { EmailBodyTypeSection } from './components/EmailBodyTypeSection.tsx';
import { NotificationMatrix } from './components/NotificationMatrix.tsx';
import { UserDetailLayout } from './components/UserDetailLayout.tsx';

/** The Notifications tab (spec 1 §2): the settings matrix and the e-mail body type. */
export function UserNotificationsScreen() {
  return <UserDetailLayout>{(userId) => <NotificationsTab userId={userId} />}</UserDetailLayout>;
}

function NotificationsTab({ userId }: { userId: number }) {
  const user = useQuery(userDetailQueries.user(userId));
  return (
    <>
      {user.data && <EmailBodyTypeSection user={user.data} />}
      <NotificationMatrix userId={userId} />
    </>
  );
}
