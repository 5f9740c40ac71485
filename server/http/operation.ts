import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { operations as V2Operations } from '../generated/v2.ts';
import type { operations as V1Operations } from '../generated/v1.ts';
import type { operations as P2pOperations } from '../generated/p2p.ts';
import type { ServerConfig } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Dialect, Executor } from '../db/database.ts';
import type { UploadedFile } from './multipart.ts';
import { unauthorized } from './apiError.ts';

/**
 * Typed operation handlers: every handler's body, query, path and answer types come from the
 * generated contract types, keyed by operation id (the spec's own call name). A handler therefore
 * never casts its input and never declares a request interface of its own: change the contract,
 * regenerate, and the compiler shows every handler that no longer fits. The server's copy of the
 * types (`server/generated`, made by `npm run api:generate`) marks every field with a default as
 * present, because the validator has filled it in by the time a handler runs.
 */
export type ContractOperations = V2Operations & V1Operations & P2pOperations;
export type OperationId = keyof ContractOperations;
/** Operations of the older v1 service: their answers carry `result.Success/Error`, added at the edge. */
export type V1OperationId = keyof V1Operations;

type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : never;
type Present<T> = [T] extends [never] ? Record<string, never> : T;
type Op<Id extends OperationId> = ContractOperations[Id];

/** The request body as the contract declares it (JSON or multipart fields); `undefined` when it declares none or it is optional and absent. */
export type BodyOf<Id extends OperationId> =
  | ContentOf<NonNullable<Op<Id>['requestBody']>>
  | (undefined extends Op<Id>['requestBody'] ? undefined : never);
/** Query parameters after validation (defaults applied, integers and booleans coerced). */
export type QueryOf<Id extends OperationId> = Present<NonNullable<Op<Id>['parameters']['query']>>;
/** Path parameters after validation (integers coerced). */
export type PathOf<Id extends OperationId> = Present<NonNullable<Op<Id>['parameters']['path']>>;

type Responses<Id extends OperationId> = Op<Id>['responses'];
type SuccessResponse<Id extends OperationId> =
  200 extends keyof Responses<Id> ? Responses<Id>[200] : 201 extends keyof Responses<Id> ? Responses<Id>[201] : never;
type JsonAnswer<Id extends OperationId> = ContentOf<SuccessResponse<Id>>;
/**
 * Enumerated numbers and strings widened to their base type: database rows carry plain numbers,
 * and the shape (names, nesting, optionality, types) is what the compiler should hold handlers to.
 */
type Loose<T> = T extends number ? number : T extends string ? string : T extends boolean ? boolean
  : T extends readonly (infer E)[] ? Loose<E>[] : T extends object ? { [K in keyof T]: Loose<T[K]> } : T;
/** What a handler returns: the success answer, less the v1 `result` flag that the edge adds. */
export type ResultOf<Id extends OperationId> = Loose<Id extends V1OperationId ? Omit<JsonAnswer<Id>, 'result'> : JsonAnswer<Id>>;

/** A file answer (downloads): sent with its own content type and a Content-Disposition header. */
export class FileResult {
  constructor(
    /** The bytes, or a stream for large files (report CSVs are sent from disk without being read into memory). */
    readonly data: Buffer | Readable,
    readonly contentType: string,
    readonly fileName: string,
    /** `inline` for images shown in the console (chat previews, document scans); `attachment` for exports. */
    readonly disposition: 'inline' | 'attachment' = 'attachment',
  ) {}
}

/**
 * A guarded operation held by the four-eyes policy (issue 29): the edge answers 202 with this body
 * (reason approvalRequired, the request's id) and commits what the handler wrote (the request, a hold).
 * Made only by `guardAction` (server/core/approvals.ts).
 */
export class ApprovalPending {
  constructor(readonly body: ApprovalRequiredBody) {}
}

export interface ApprovalRequiredBody {
  reason: 'approvalRequired';
  approvalRequestId: number;
  status: 'pending';
  action: string;
  amountUsd: string | null;
  thresholdUsd: string;
  expiresAt: string;
}

/** The signed-in staff member behind a request. */
export interface AuthAdmin {
  id: number;
  email: string;
  adminStatus: number;
  tokenId: number;
}

export interface AuditEntry {
  /** Ids of what the call acted on (users, tags, trades…). */
  targetIds: (number | string)[];
  before?: unknown;
  after?: unknown;
  /** Needed only where no admin is signed in yet (sign-in itself). */
  adminId?: number;
}

export interface OperationInput<Id extends OperationId> {
  body: BodyOf<Id>;
  query: QueryOf<Id>;
  params: PathOf<Id>;
  headers: FastifyRequest['headers'];
  /** Files of a multipart body, in the order sent (empty for JSON). */
  files: UploadedFile[];
}

export interface RequestContext {
  /** The database, or the request's transaction for write operations. */
  db: Executor;
  /** Which database it is, for the few queries written per dialect (search indexes). */
  dialect: Dialect;
  admin: AuthAdmin | null;
  ip: string;
  operationId: string;
  config: ServerConfig;
  /** The server's one mail transport (SMTP, or the outbox folder without SMTP_URL). */
  mailer: Mailer;
  now(): Date;
  /** Records the call in the admin log, in the same transaction as its effect. */
  audit(entry: AuditEntry, db?: Executor): Promise<void>;
  /**
   * Set only while an approved request runs its guarded operation (approvals module): the policy has
   * been satisfied by a second admin, so `guardAction` lets the call through; `admin` is the approver.
   */
  approval?: { requestId: number; makerId: number; secrets?: Record<string, string> };
}

export interface OperationDefinition<Id extends OperationId> {
  /** `write` runs in one transaction and always leaves an admin-log entry; `read` changes nothing. */
  kind: 'read' | 'write';
  /**
   * Only for writes that must keep some rows even when they fail (sign-in keeps its failed
   * attempts): the handler gets the plain database and manages its own transactions.
   */
  ownTransaction?: boolean;
  handle(input: OperationInput<Id>, ctx: RequestContext): Promise<ResultOf<Id> | FileResult | ApprovalPending>;
}

/** The erased form the router keeps: input types were checked where the handler was defined. */
export interface AnyOperationDefinition {
  kind: 'read' | 'write';
  ownTransaction?: boolean;
  handle(input: ErasedInput, ctx: RequestContext): Promise<unknown>;
}

interface ErasedInput {
  body: unknown;
  query: unknown;
  params: unknown;
  headers: FastifyRequest['headers'];
  files: UploadedFile[];
}

export type OperationMap = Partial<Record<OperationId, AnyOperationDefinition>>;

/**
 * Declares a module's handlers. The keys must be operation ids of the contracts, and each
 * handler is checked against its own operation's types.
 */
export function defineOperations<const Ids extends OperationId>(map: { [Id in Ids]: OperationDefinition<Id> }): OperationMap {
  return map;
}

/** The signed-in admin of an authenticated operation (the router has checked the token already). */
export function requireAdmin(ctx: RequestContext): AuthAdmin {
  if (!ctx.admin) throw unauthorized();
  return ctx.admin;
}
