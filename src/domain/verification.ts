import { captionKeysOf } from './captionKeys.ts';

/**
 * Verification of users and their documents (spec 1 §3, §4). The spec lists the statuses and the
 * admin's responses but not which moves are allowed; the table below is the project's decision,
 * enforced by the server (PUT v2/User/CheckUserDocument) and used by the console to offer actions.
 */

/**
 * Verification status. The spec counts seven and names six (unverified, in process, requires data,
 * verified, and two kinds of rejected); the seventh is "external check": sent to the external
 * verification service and waiting for its answer.
 */
export const VERIFICATION_STATUSES = [
  'unverified',
  'inProcess',
  'requiresData',
  'verified',
  'rejectedCanReapply',
  'rejectedFinal',
  'externalCheck',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_CAPTION_KEYS = captionKeysOf(VERIFICATION_STATUSES, 'users.verification.status');

/** An admin's response to a verification (spec 1 §3 plus "send to an external service", §4). */
export const VERIFICATION_RESPONSES = ['verified', 'rejected', 'rejectedFinal', 'requiredData', 'reset', 'sendToExternal'] as const;
export type VerificationResponse = (typeof VERIFICATION_RESPONSES)[number];
export const VERIFICATION_RESPONSE_CAPTION_KEYS = captionKeysOf(VERIFICATION_RESPONSES, 'users.verification.response');

/** Statuses in which a decision is pending: the admin may decide, ask for data or hand over. */
const PENDING: readonly VerificationStatus[] = ['inProcess', 'externalCheck'];

/**
 * Admin responses: from which statuses each is allowed and where it leads.
 * - verify, reject (may reapply), reject for good, ask for data: while a decision is pending
 *   (in process, or back from the external check);
 * - a rejection the user may reapply after can still be made final;
 * - send to the external service: only from in process;
 * - reset: from any status but unverified, back to unverified.
 * The user's own moves (submitting documents: unverified, requires data or rejected-can-reapply →
 * in process) happen on the platform, not in the console.
 */
export const VERIFICATION_TRANSITIONS: Record<VerificationResponse, { from: readonly VerificationStatus[]; to: VerificationStatus }> = {
  verified: { from: PENDING, to: 'verified' },
  rejected: { from: PENDING, to: 'rejectedCanReapply' },
  rejectedFinal: { from: [...PENDING, 'rejectedCanReapply'], to: 'rejectedFinal' },
  requiredData: { from: PENDING, to: 'requiresData' },
  sendToExternal: { from: ['inProcess'], to: 'externalCheck' },
  reset: { from: VERIFICATION_STATUSES.filter((s) => s !== 'unverified'), to: 'unverified' },
};

/** The status a response leads to from `status`, or null when the table does not allow it. */
export function nextVerificationStatus(status: VerificationStatus, response: VerificationResponse): VerificationStatus | null {
  const rule = VERIFICATION_TRANSITIONS[response];
  return rule.from.includes(status) ? rule.to : null;
}

/** The responses an admin may give in `status` (what the console offers). */
export function allowedVerificationResponses(status: VerificationStatus): VerificationResponse[] {
  return VERIFICATION_RESPONSES.filter((r) => nextVerificationStatus(status, r) !== null);
}

/** Whether a verification request is still open (not decided). */
export function isOpenVerificationStatus(status: VerificationStatus): boolean {
  return status === 'inProcess' || status === 'externalCheck' || status === 'requiresData';
}

/** Automatic verification status. */
export const AUTO_VERIFICATION_STATUSES = ['inQueue', 'inProcess', 'verified', 'rejected', 'needData', 'error'] as const;
export type AutoVerificationStatus = (typeof AUTO_VERIFICATION_STATUSES)[number];

/** How a user is verified. */
export const VERIFICATION_TYPES = ['manual', 'auto', 'manualAuto', 'autoManual'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

/** The two automatic verification providers (the spec does not name them). */
export const AUTO_PROVIDERS = ['providerA', 'providerB'] as const;
export type AutoProvider = (typeof AUTO_PROVIDERS)[number];

/** Identity document types. */
export const DOCUMENT_TYPES = ['passport', 'internationalPassport', 'driverLicense'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const GENDERS = ['unknown', 'male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** The data fields of a user document; a document is listed only when one of them is set (spec 1 §3). */
export const DOCUMENT_FIELDS = [
  'firstName',
  'lastName',
  'middleName',
  'birthday',
  'country',
  'city',
  'address',
  'citizenship',
  'documentExpireDate',
  'documentIssuedBy',
  'documentIssuedDate',
  'documentNumber',
  'gender',
  'postalCode',
  'type',
] as const;

/** Whether a document has at least one non-null field and so is listed. */
export function isDocumentListed(document: Partial<Record<(typeof DOCUMENT_FIELDS)[number], unknown>>): boolean {
  return DOCUMENT_FIELDS.some((field) => document[field] !== null && document[field] !== undefined);
}

/** Image types a user file may have (spec 1 §3) and their content types. */
export const USER_FILE_CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  heif: 'image/heif',
  heic: 'image/heic',
};
