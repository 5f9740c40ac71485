import { useMemo } from 'react';
import { useAccess } from '../../../components/access.ts';
import { isExcluded } from '../../../domain/buildFeatures.ts';

/**
 * What the server's access table lets this admin do on the users list (an arbitrator: no bulk
 * action): one object while the access stays, so the memoised actions row is not drawn again on a
 * sort or a page.
 */
export function useUsersAccess() {
  const { can } = useAccess();
  return useMemo(() => {
    const access = {
      create: !isExcluded('users-createUser') && can('POST v2/User/CreateUser'),
      lock: can('PUT v2/User/UsersLock'),
      block: can('PUT v2/User/UsersBlock'),
      roles: can('PUT v2/User/AddUserRole'),
      tags: can('PUT v2/User/AddTagsToUser'),
      manageTags: can('POST v2/User/AddUserTag'),
      remove: can('PUT v2/User/RemoveUser'),
    };
    return { ...access, bulk: access.lock || access.block || access.roles || access.tags || access.remove };
  }, [can]);
}

export type UsersAccess = ReturnType<typeof useUsersAccess>;
