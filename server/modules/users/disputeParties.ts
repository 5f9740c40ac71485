import { ARBITRATOR_ADMIN_STATUS } from '../../../src/domain/p2p.ts';
import { accessRefused } from '../../http/apiError.ts';
import { requireAdmin, type RequestContext } from '../../http/operation.ts';
import { disputePartiesOf } from './documentsRepository.ts';

/**
 * An arbitrator reads a user's documents, verification and files only when the user is a party
 * (seller or buyer) to a P2P trade whose arbitration that arbitrator has joined or was assigned
 * (issue 23: passport data is not every arbitrator's business). Other statuses pass: the access
 * table decides for them. `userIds` undefined or empty means "every user", never allowed to an arbitrator.
 */
export async function requireDisputeParties(ctx: RequestContext, userIds: readonly number[] | undefined): Promise<void> {
  const admin = requireAdmin(ctx);
  if (admin.adminStatus !== ARBITRATOR_ADMIN_STATUS) return;
  const wanted = [...new Set(userIds ?? [])];
  if (!wanted.length) throw accessRefused('notADisputeParty');
  const parties = await disputePartiesOf(ctx.db, admin.id, wanted);
  if (wanted.some((id) => !parties.has(id))) throw accessRefused('notADisputeParty');
}
