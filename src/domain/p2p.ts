/**
 * P2P deals (spec 2 §3–§5, §9): trade statuses, the arbitration transition table and its
 * refusals, feedback influences, group-chat member types and the chat limits. The console's
 * arbitration machine and the server's arbitration service both decide from these tables.
 */

/**
 * P2P trade status. Numbers follow the spec's list order (the contract's P2pTradeStatus); the
 * spec filters 5 and 6 as "completed arbitration" and 10 as "awaiting".
 */
export const P2pTradeStatus = {
  Created: 0,
  MFASent: 1,
  FundsFreezeConfirmation: 2,
  FundsFrozen: 3,
  FiatSent: 4,
  Refused: 5,
  Completed: 6,
  Cancelled: 7,
  Terminated: 8,
  TimeoutArbitrator: 9,
  ArbitratorRequired: 10,
  ArbitratorEntered: 11,
} as const;
export type P2pTradeStatus = (typeof P2pTradeStatus)[keyof typeof P2pTradeStatus];
export const P2P_TRADE_STATUSES: readonly P2pTradeStatus[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** i18n keys (`p2p` namespace) of the status captions. */
export const P2P_TRADE_STATUS_CAPTION_KEYS: Record<P2pTradeStatus, string> = {
  0: 'p2p.tradeStatus.created',
  1: 'p2p.tradeStatus.mfaSent',
  2: 'p2p.tradeStatus.fundsFreezeConfirmation',
  3: 'p2p.tradeStatus.fundsFrozen',
  4: 'p2p.tradeStatus.fiatSent',
  5: 'p2p.tradeStatus.refused',
  6: 'p2p.tradeStatus.completed',
  7: 'p2p.tradeStatus.cancelled',
  8: 'p2p.tradeStatus.terminated',
  9: 'p2p.tradeStatus.timeoutArbitrator',
  10: 'p2p.tradeStatus.arbitratorRequired',
  11: 'p2p.tradeStatus.arbitratorEntered',
};

/**
 * A trade is in dispute while it waits for an arbitrator (9: the deal timed out and went to
 * arbitration, 10: a party called one) or has one (11).
 */
export const DISPUTE_STATUSES: readonly P2pTradeStatus[] = [9, 10, 11];
/** In dispute, no arbitrator yet: the "awaiting arbitration" list. */
export const AWAITING_ARBITRATION_STATUSES: readonly P2pTradeStatus[] = [9, 10];
/** Closed by arbitration: 6 when the arbitrator confirmed, 5 when they cancelled (spec 2 §4). */
export const ARBITRATION_COMPLETED_STATUSES: readonly P2pTradeStatus[] = [5, 6];
/** Final statuses: nothing moves any more. */
export const FINAL_STATUSES: readonly P2pTradeStatus[] = [5, 6, 7, 8];
/** From FundsFrozen on, until the trade closes, the seller's crypto sits in escrow. */
export const ESCROW_STATUSES: readonly P2pTradeStatus[] = [3, 4, 9, 10, 11];
/** Before FundsFrozen nothing is held, so the amount may still change. */
export const BEFORE_FREEZE_STATUSES: readonly P2pTradeStatus[] = [0, 1, 2];

export function isInDispute(status: number): boolean {
  return (DISPUTE_STATUSES as readonly number[]).includes(status);
}

export function isFinalStatus(status: number): boolean {
  return (FINAL_STATUSES as readonly number[]).includes(status);
}

/** The arbitration actions of spec 2 §4. */
export type ArbitrationAction = 'join' | 'assign' | 'confirm' | 'cancel';
export const ARBITRATION_ACTIONS: readonly ArbitrationAction[] = ['join', 'assign', 'confirm', 'cancel'];

/**
 * The transition table of arbitration: the statuses each action starts from and the one it leads
 * to. Confirm sends the escrowed crypto to the buyer (less the service fee), cancel returns it to
 * the seller; both need an arbitrator on the trade first (join or assign).
 */
export const ARBITRATION_TRANSITIONS: Record<ArbitrationAction, { from: readonly P2pTradeStatus[]; to: P2pTradeStatus }> = {
  join: { from: [9, 10], to: 11 },
  assign: { from: [9, 10, 11], to: 11 },
  confirm: { from: [11], to: 6 },
  cancel: { from: [11], to: 5 },
};

/** What an arbitration action ends in: the result stored on the trade. */
export const ARBITRATION_RESULTS = { confirm: 'confirmed', cancel: 'cancelled' } as const;
export type ArbitrationResult = (typeof ARBITRATION_RESULTS)[keyof typeof ARBITRATION_RESULTS];

/** The admin status of an arbitrator, the only status an assignment may name. */
export const ARBITRATOR_ADMIN_STATUS = 3;
/**
 * Admins and super admins oversee every dispute: they may resolve one another arbitrator joined.
 * An arbitrator (3) resolves, and writes in the chat of, only the trades they joined or were assigned to.
 */
export const DISPUTE_SUPERVISOR_STATUSES: readonly number[] = [0, 1];

/**
 * Why an arbitration action is refused: the HTTP status class (403 not allowed for this admin,
 * 404 missing, 409 impossible in the trade's state) and the en message, which is also the i18n key.
 */
export const ARBITRATION_REFUSALS = {
  tradeNotFound: { kind: 'notFound', message: 'Trade not found' },
  alreadyResolved: { kind: 'impossible', message: 'The dispute has already been resolved' },
  tradeClosed: { kind: 'impossible', message: 'The trade is already closed' },
  notInDispute: { kind: 'impossible', message: 'The trade is not in dispute' },
  noArbitratorYet: { kind: 'impossible', message: 'Join the trade or assign an arbitrator before resolving it' },
  alreadyJoinedBySelf: { kind: 'impossible', message: 'You have already joined this trade' },
  joinedByAnother: { kind: 'impossible', message: 'Another arbitrator has already joined the trade' },
  alreadyAssigned: { kind: 'impossible', message: 'The trade is already assigned to this arbitrator' },
  notTheArbitrator: { kind: 'notAllowed', message: "Only the trade's arbitrator can resolve it" },
  arbitratorNotFound: { kind: 'notFound', message: 'Arbitrator not found' },
  notAnArbitrator: { kind: 'impossible', message: 'Only an active arbitrator can be assigned' },
} as const;
export type ArbitrationRefusal = keyof typeof ARBITRATION_REFUSALS;

export interface ArbitrationTradeState {
  status: number;
  arbitratorId: number | null;
}

export interface ArbitrationActor {
  adminId: number;
  adminStatus: number;
}

/** The staff member an assignment names (looked up by the caller). */
export interface AssignTarget {
  adminId: number;
  adminStatus: number;
  isBlocked: boolean;
  /**
   * Whether the staff account's user (same e-mail) holds the granted P2P arbitrator role (issue 14):
   * false refuses; left out where the caller already offers only role holders.
   */
  hasArbitratorRole?: boolean;
}

/**
 * Decides an arbitration action: the status it leads to, or why it is refused. Pure, so the
 * console offers exactly what the server accepts; the server still makes the change conditional
 * on the status it read, so two racing requests cannot both pass.
 */
export function decideArbitration(
  action: ArbitrationAction,
  trade: ArbitrationTradeState,
  actor: ArbitrationActor,
  target?: AssignTarget | null,
): { ok: true; to: P2pTradeStatus } | { ok: false; refusal: ArbitrationRefusal } {
  const refuse = (refusal: ArbitrationRefusal) => ({ ok: false as const, refusal });
  const { from, to } = ARBITRATION_TRANSITIONS[action];
  if ((ARBITRATION_COMPLETED_STATUSES as readonly number[]).includes(trade.status) && trade.arbitratorId !== null) return refuse('alreadyResolved');
  if (isFinalStatus(trade.status)) return refuse('tradeClosed');
  if (!isInDispute(trade.status)) return refuse('notInDispute');

  if (action === 'assign') {
    if (!target) return refuse('arbitratorNotFound');
    if (target.isBlocked || target.adminStatus !== ARBITRATOR_ADMIN_STATUS || target.hasArbitratorRole === false) return refuse('notAnArbitrator');
    if (trade.arbitratorId === target.adminId) return refuse('alreadyAssigned');
    return { ok: true, to };
  }
  if (action === 'join') {
    if (!(from as readonly number[]).includes(trade.status)) {
      return refuse(trade.arbitratorId === actor.adminId ? 'alreadyJoinedBySelf' : 'joinedByAnother');
    }
    return { ok: true, to };
  }
  // confirm, cancel
  if (!(from as readonly number[]).includes(trade.status) || trade.arbitratorId === null) return refuse('noArbitratorYet');
  if (trade.arbitratorId !== actor.adminId && !DISPUTE_SUPERVISOR_STATUSES.includes(actor.adminStatus)) return refuse('notTheArbitrator');
  return { ok: true, to };
}

/** Traders-module deal status (v1 TraderTradeStatus) of each P2P status: the same deals, the traders' wording. */
export const TRADER_STATUS_OF: Record<P2pTradeStatus, TraderTradeStatus> = {
  0: 'created',
  1: 'started',
  2: 'fundsHoldRequested',
  3: 'fundsChecked',
  4: 'propertySent',
  5: 'refused',
  6: 'completed',
  7: 'cancelled',
  8: 'expired',
  9: 'arbitratorRequired',
  10: 'arbitratorRequired',
  11: 'arbitratorJoined',
};
export const TRADER_TRADE_STATUSES = [
  'created',
  'fundsHoldRequested',
  'fundsChecked',
  'started',
  'propertySent',
  'completed',
  'cancelled',
  'expired',
  'refused',
  'arbitratorRequired',
  'arbitratorJoined',
] as const;
export type TraderTradeStatus = (typeof TRADER_TRADE_STATUSES)[number];

/** The P2P statuses a traders-module status stands for. */
export function p2pStatusesOf(status: TraderTradeStatus): P2pTradeStatus[] {
  return P2P_TRADE_STATUSES.filter((s) => TRADER_STATUS_OF[s] === status);
}

/** Feedback influence (spec 2 §3). */
export const FEEDBACK_INFLUENCES = ['Negative', 'Neutral', 'Positive'] as const;
export type FeedbackInfluence = (typeof FEEDBACK_INFLUENCES)[number];
/** Who left a feedback (spec 2 §3, trade feedback initiator). */
export const FEEDBACK_INITIATORS = ['system', 'user', 'buyer', 'seller'] as const;
export type FeedbackInitiator = (typeof FEEDBACK_INITIATORS)[number];

/** Group chat member type: 0 customer, 1 system, 2 admin, 3 arbitrator; the console's list hides 1. */
export const ChatMemberType = { Customer: 0, System: 1, Admin: 2, Arbitrator: 3 } as const;
export type ChatMemberType = (typeof ChatMemberType)[keyof typeof ChatMemberType];
export const HIDDEN_CHAT_MEMBER_TYPES: readonly number[] = [ChatMemberType.System];

/** A chat member type's name, as the chats caption and style it. */
export type ChatMemberName = 'customer' | 'system' | 'admin' | 'arbitrator';
const CHAT_MEMBER_NAMES: Record<number, ChatMemberName> = {
  [ChatMemberType.Customer]: 'customer',
  [ChatMemberType.System]: 'system',
  [ChatMemberType.Admin]: 'admin',
  [ChatMemberType.Arbitrator]: 'arbitrator',
};

/** The name of a message's member type; a type the console does not know is shown as a customer's. */
export function chatMemberName(memberType: number): ChatMemberName {
  return CHAT_MEMBER_NAMES[memberType] ?? 'customer';
}

/**
 * The messages a chat list shows: those whose member type is 1 (system) are hidden (spec 2 §5). The one rule of
 * the arbitrator's case chat and the P2P deal chat of the same trade.
 */
export function visibleChatMessages<T extends { chatMemberType: number }>(items: readonly T[]): T[] {
  return items.filter((m) => !HIDDEN_CHAT_MEMBER_TYPES.includes(m.chatMemberType));
}

/** The chat member type a staff member writes as. */
export function staffChatMemberType(adminStatus: number): ChatMemberType {
  return adminStatus === ARBITRATOR_ADMIN_STATUS ? ChatMemberType.Arbitrator : ChatMemberType.Admin;
}

/** Chat limits (spec 2 §5, §9). */
export const CHAT_MESSAGE_MAX_LENGTH = 512;
export const CHAT_MESSAGE_TOO_LONG = 'The message must not be more than 512 characters';
export const CHAT_FILE_MAX_BYTES = 1024 * 1024;
export const CHAT_FILE_TOO_LARGE = "File size can't be more than 1 MB";
export const CHAT_UPLOAD_EXTENSIONS = ['jpeg', 'jpg', 'png', 'heif', 'heic'] as const;
export const CHAT_PREVIEW_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const CHAT_FILE_TYPE_NOT_ALLOWED = 'Allowed file types: jpeg, jpg, png, heif, heic';
export const CHAT_FILE_CONTENT_MISMATCH = 'The file content does not match its type';
export const CHAT_MESSAGE_EMPTY = 'Required fields are empty!';
/** Files one message may carry. */
export const CHAT_MAX_FILES = 10;
/** The spec names no text for too many files; the console's own sentence (arbitrator.chat.tooManyFiles). */
export const CHAT_TOO_MANY_FILES = 'At most 10 files per message';
/** Group chat page size; more pages exist when the loaded count equals page × size. */
export const GROUP_CHAT_PAGE_SIZE = 50;
/** Arbitrator lists' page size. */
export const ARBITRATOR_PAGE_SIZE = 10;
/** Resolution comment limit (the console requires one to cancel). */
export const RESOLUTION_COMMENT_MAX_LENGTH = 1024;

/** The lower-case extension of a file name ("Scan.JPG" → "jpg"), or "" without one. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedChatUpload(name: string): boolean {
  return (CHAT_UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}
