import { Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { ARBITRATOR_ADMIN_STATUS } from '../../domain/p2p.ts';
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
  const { t } = useTranslation();
  const user = useQuery(userDetailQueries.user(userId));
  // an arbitrator reads documents and verification of the parties to its own disputes only (server rule)
  const status = useQuery(sessionQueries.currentAdmin()).data?.adminStatus;
  const arbitrator = status === ARBITRATOR_ADMIN_STATUS;
  const party = useQuery({ ...userDetailQueries.disputeParty(userId), enabled: arbitrator });
  // (when the cases cannot be read, the sections ask and show the server's answer)
  const papers = status !== undefined && (!arbitrator || party.data === true || party.isError);
  return (
    <>
      {/* keyed by the user's data, so the forms start from what the server holds after each save */}
      {user.data && <ProfileSection key={`${user.data.id}:${user.data.locale}:${user.data.timezone ?? ''}`} user={user.data} />}
      {papers && <VerificationSection userId={userId} />}
      {papers && <DocumentsSection userId={userId} />}
      {arbitrator && party.data === false && <Callout className="user-detail-papers-note">{t('userDetail.documents.partiesOnly')}</Callout>}
      <LockHistorySection userId={userId} />
      <LimitsSection userId={userId} />
    </>
  );
}
