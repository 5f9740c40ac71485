/**
 * P2P offers, moderation words, roles and banners (spec 2 §3–§5): the rules the console and the
 * server share. Pure TypeScript.
 */

/** Offer flags as stored and answered. */
export interface OfferFlags {
  isHidden: boolean;
  isBlocked: boolean;
  isDeleted: boolean;
  isEnabled: boolean;
}

export const OFFER_STATUS_LABELS = ['enabled', 'disabled', 'deleted', 'hidden'] as const;
export type OfferStatusLabel = (typeof OFFER_STATUS_LABELS)[number];

/**
 * The status label of an offer: deleted wins over everything, a hidden or blocked offer reads
 * hidden (neither is offered to traders), otherwise enabled or disabled as its owner set it.
 */
export function offerStatusLabel(f: OfferFlags): OfferStatusLabel {
  if (f.isDeleted) return 'deleted';
  if (f.isHidden || f.isBlocked) return 'hidden';
  return f.isEnabled ? 'enabled' : 'disabled';
}

/** The moderation flags an admin sets on offers, singly or in bulk. */
export const OFFER_MODERATION_FLAGS = ['isHidden', 'isBlocked', 'isDeleted'] as const;
export type OfferModerationFlag = (typeof OFFER_MODERATION_FLAGS)[number];

/** The labelled fields an edit keeps (spec 2 §3), in the order the offer view shows them. */
export const OFFER_EDIT_FIELDS = [
  'price',
  'profitPercent',
  'expression',
  'minAmount',
  'maxAmount',
  'restrictedAmounts',
  'paymentMethods',
  'isKycRequired',
  'isPhoneRequired',
  'trackLiquidity',
  'terms',
  'isHidden',
  'isBlocked',
  'isDeleted',
  'isEnabled',
] as const;
export type OfferEditField = (typeof OFFER_EDIT_FIELDS)[number];

export const OFFER_MESSAGES = {
  noneSelected: 'No offers selected',
  notFound: 'Offer not found',
  deletedNotEditable: 'A deleted offer cannot be edited',
  minMax: "Maximum limit can't be less than minimum amount",
} as const;

// ── Moderation words ─────────────────────────────────────────────────────────

/** Words of a group as typed: split on commas and line breaks, trimmed, without empties and repeats (case-insensitive). */
export function parseWords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[,\n]/)) {
    const word = raw.trim();
    if (word && !seen.has(word.toLowerCase())) {
      seen.add(word.toLowerCase());
      out.push(word);
    }
  }
  return out;
}

/** The words shown comma-joined (spec 2 §3). */
export const joinWords = (words: readonly string[]) => words.join(', ');

/** Whether a group matches a search: its name or one of its words contains it, case-insensitive. */
export function wordGroupMatches(group: { groupName: string; words: readonly string[] }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return group.groupName.toLowerCase().includes(needle) || group.words.some((w) => w.toLowerCase().includes(needle));
}

/** The moderated words an offer's terms contain (case-insensitive), each once, in the order given. */
export function moderatedWordsIn(terms: string | null | undefined, words: readonly string[]): string[] {
  if (!terms) return [];
  const text = terms.toLowerCase();
  const found = new Set<string>();
  for (const w of words) if (w && text.includes(w.toLowerCase())) found.add(w.toLowerCase());
  return [...found];
}

export const MODERATION_MESSAGES = {
  nameRequired: 'Name is required',
  wordsRequired: 'Required fields are empty!',
  nameExists: 'A set with the same name already exists',
  notFound: 'Moderation word group not found',
} as const;

// ── Roles ────────────────────────────────────────────────────────────────────

/** P2P roles and their numeric values (spec 2 §3). */
export const P2pRole = { User: 1, Arbitrator: 2, SwapTrader: 7, Agent: 16 } as const;
export type P2pRole = (typeof P2pRole)[keyof typeof P2pRole];
export const P2P_ROLES: readonly P2pRole[] = [1, 2, 7, 16];
export const P2P_ROLE_KEYS: Record<P2pRole, string> = { 1: 'user', 2: 'arbitrator', 7: 'swapTrader', 16: 'agent' };

/** The roles as one flags value (what the role holder carries), and back. */
export const rolesToFlags = (roles: readonly P2pRole[]) => roles.reduce((flags, r) => flags | r, 0);
export const hasRole = (roles: readonly number[], role: P2pRole) => roles.includes(role);

/** Roles that staff grant (user is every trader's own role, shown but not granted). */
export const GRANTABLE_ROLES: readonly P2pRole[] = [P2pRole.Arbitrator, P2pRole.SwapTrader, P2pRole.Agent];

/** The grantable roles a user holds: a grant form's boxes start from them, so saving changes only what staff tick or untick. */
export const grantableRolesOf = (held: readonly P2pRole[]): P2pRole[] => held.filter((r) => GRANTABLE_ROLES.includes(r));

/** The roles a grant sends: the call sets the whole list, so it is the roles held that staff do not grant, plus the ones chosen. */
export const rolesAfterGrant = (held: readonly P2pRole[], chosen: readonly P2pRole[]): P2pRole[] => [
  ...new Set([...held.filter((r) => !GRANTABLE_ROLES.includes(r)), ...chosen]),
];

export const ROLE_MESSAGES = {
  chooseRole: 'You have to choose role, before save',
  userNotFound: 'User not found',
} as const;

/** A staff account is assignable to a dispute only while its user holds the arbitrator role. */
export const ASSIGNABLE_ROLE: P2pRole = P2pRole.Arbitrator;

// ── Banners ──────────────────────────────────────────────────────────────────

export const BANNER_MESSAGES = {
  positionTaken: 'A banner already exists at this position',
  notFound: 'Banner not found',
} as const;
