import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Dialect, Executor } from '../db/database.ts';

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

export interface OperationInput {
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, string>;
  headers: FastifyRequest['headers'];
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
  now(): Date;
  /** Records the call in the admin log, in the same transaction as its effect. */
  audit(entry: AuditEntry, db?: Executor): Promise<void>;
}

export interface OperationDefinition {
  /** `write` runs in one transaction and always leaves an admin-log entry; `read` changes nothing. */
  kind: 'read' | 'write';
  /**
   * Only for writes that must keep some rows even when they fail (sign-in keeps its failed
   * attempts): the handler gets the plain database and manages its own transactions.
   */
  ownTransaction?: boolean;
  handle(input: OperationInput, ctx: RequestContext): Promise<unknown>;
}

export type OperationMap = Record<string, OperationDefinition>;

/** Helper that keeps the literal operation ids checked against the definition type. */
export function defineOperations<T extends OperationMap>(map: T): T {
  return map;
}
