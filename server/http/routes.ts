import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { ServerConfig } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Db, Executor } from '../db/database.ts';
import { accessRuleFor, mayCall } from '../auth/access.ts';
import { authenticate } from '../auth/authenticate.ts';
import { ApiError, impossible, invalid } from './apiError.ts';
import { listContractOperations, loadContract, SERVICES } from './contracts.ts';
import { bodyRouteOptions } from './requestPipeline.ts';
import { requestShapeOf } from './requestShape.ts';
import { ApprovalPending, FileResult, type AnyOperationDefinition, type AuditEntry, type AuthAdmin, type OperationMap, type RequestContext } from './operation.ts';
import { uploadsOf } from './multipart.ts';
import { V1_SUCCESS } from './v1Result.ts';
import { writeAdminLog } from './adminLog.ts';
import { refuseResponseOnlyMediaTypes } from './responseMediaTypes.ts';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_HEADER_MESSAGES, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_MESSAGES, IDEMPOTENT_OPERATIONS } from '../../src/domain/idempotency.ts';
import { claimKey, deleteExpiredKeys, requestHash, storeAnswer, type KeyClaim } from '../core/idempotencyKeys.ts';

declare module 'fastify' {
  interface FastifyRequest {
    admin: AuthAdmin | null;
  }
}

interface RouteDeps {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  operations: OperationMap;
  now: () => Date;
}

/**
 * Serves the three contracts under /api: routes and request validation come from the
 * YAML (fastify-openapi-glue); each route first authenticates and checks the access table,
 * then holds the body to the contract (requestPipeline.ts), then runs its handler, or answers
 * 501 naming the operation when none exists yet.
 */
export async function registerContractRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.decorateRequest('admin', null);
  refuseResponseOnlyMediaTypes(app);
  const shapes = new Map(listContractOperations().map((op) => [op.operationId, requestShapeOf(op)]));
  for (const service of SERVICES) {
    await app.register(openapiGlue, {
      specification: loadContract(service),
      prefix: '/api',
      operationResolver: (operationId: string): RouteOptions => {
        const { multipartOptions, onRequest: checkBody, ...body } = bodyRouteOptions(shapes.get(operationId)!);
        return {
          config: { operationId, ...(multipartOptions ? { multipartOptions } : {}) },
          // The token and the access table come first, in onRequest, before any byte of the body is
          // read: an anonymous caller costs no parsing, and one who may not use an operation learns
          // nothing about its contract.
          onRequest: [(request: FastifyRequest) => authorize(request, operationId, deps), checkBody],
          ...body,
          handler: (request: FastifyRequest, reply: FastifyReply) =>
            runOperation(request, reply, operationId, service === 'v1', deps.operations[operationId as keyof OperationMap], deps),
        } as unknown as RouteOptions;
      },
    });
  }
}

async function authorize(request: FastifyRequest, operationId: string, deps: RouteDeps) {
  const rule = accessRuleFor(operationId);
  if (rule === 'public') return;
  const admin = await authenticate(deps.db.kysely, request.headers['x-auth-token'], deps.now());
  if (!admin) throw new ApiError(ErrorCode.Unauthorized);
  request.admin = admin;
  // Default deny: an operation missing from the access table is refused to everyone.
  if (!mayCall(operationId, admin.adminStatus)) throw new ApiError(ErrorCode.NotAllowed);
}

async function runOperation(
  request: FastifyRequest,
  reply: FastifyReply,
  operationId: string,
  isV1: boolean,
  definition: AnyOperationDefinition | undefined,
  deps: RouteDeps,
) {
  if (!definition) throw new ApiError(ErrorCode.NotImplemented, { operationId });
  const input = {
    body: request.body,
    query: request.query ?? {},
    params: request.params ?? {},
    headers: request.headers,
    files: uploadsOf(request.body),
  };
  // The answer's envelope is the edge's job: v1 answers carry the success flag, files their headers.
  const send = (result: unknown) => {
    if (result instanceof FileResult) return sendFile(reply, result);
    if (result instanceof ApprovalPending) return send(result.body);
    if (isV1 && result !== null && typeof result === 'object' && !Array.isArray(result)) return reply.send({ result: V1_SUCCESS, ...result });
    return reply.send(result);
  };
  const makeContext = (db: Executor, onAudit: () => void): RequestContext => ({
    db,
    dialect: deps.db.dialect,
    admin: request.admin,
    ip: request.ip,
    operationId,
    config: deps.config,
    mailer: deps.mailer,
    now: deps.now,
    audit: async (entry: AuditEntry, executor?: Executor) => {
      onAudit();
      await writeAdminLog(executor ?? db, { ...entry, adminId: entry.adminId ?? request.admin?.id ?? null, ip: request.ip, operationId, at: deps.now() });
    },
  });

  if (definition.kind === 'read' || definition.ownTransaction) {
    return send(await definition.handle(input, makeContext(deps.db.kysely, () => {})));
  }
  const claim = idempotencyClaim(request, operationId, input);
  const expiredBefore = new Date(deps.now().getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
  const outcome = await deps.db.kysely.transaction().execute(async (trx) => {
    // A money operation with an Idempotency-Key claims it first, in this same transaction: a repeat
    // answers the first answer and runs nothing; the answer is stored before the transaction commits.
    if (claim) {
      const found = await claimKey(trx, claim, deps.now().toISOString(), expiredBefore);
      if (found.kind === 'reused') throw impossible(IDEMPOTENCY_MESSAGES.idempotencyKeyReused, 'idempotencyKeyReused');
      if (found.kind === 'replay') return { replayed: true as const, statusCode: found.statusCode, value: JSON.parse(found.responseJson) as unknown };
    }
    let audited = false;
    const answer = await definition.handle(input, makeContext(trx, () => (audited = true)));
    // A guarded operation held for a second admin answers 202 with the request (server/core/approvals.ts);
    // the request and any hold commit with this transaction, and a repeat of the key answers the same 202.
    if (answer instanceof ApprovalPending) reply.code(202);
    const value = answer instanceof ApprovalPending ? answer.body : answer;
    // Every mutating call leaves a trace, even when its handler named no targets.
    if (!audited) {
      await writeAdminLog(trx, { adminId: request.admin?.id ?? null, ip: request.ip, operationId, targetIds: [], after: input.body ?? input.params, at: deps.now() });
    }
    if (claim) await storeAnswer(trx, claim.adminId, claim.key, reply.statusCode, JSON.stringify(value ?? null));
    return { replayed: false as const, statusCode: reply.statusCode, value };
  });
  if (claim && !outcome.replayed) {
    // Expired keys of this admin go opportunistically, outside the operation's transaction: a failure here changes no answer.
    await deleteExpiredKeys(deps.db.kysely, claim.adminId, expiredBefore).catch((error: unknown) => request.log.warn({ err: error }, 'expired idempotency keys not deleted'));
  }
  if (outcome.replayed) reply.code(outcome.statusCode);
  return send(outcome.value);
}

/** The key claim of a money operation (src/domain/idempotency.ts) that carries an Idempotency-Key header; null otherwise. */
function idempotencyClaim(request: FastifyRequest, operationId: string, input: { body: unknown; params: unknown; query: unknown }): KeyClaim | null {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined || !request.admin || !IDEMPOTENT_OPERATIONS.has(operationId)) return null;
  // The contract's rule (1-128 visible ASCII characters), held here: the router checks no header.
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw invalid('/headers/idempotency-key', IDEMPOTENCY_HEADER_MESSAGES.invalidKey, 'idempotencyKeyInvalid');
  return { adminId: request.admin.id, key, operationId, requestHash: requestHash({ body: input.body, params: input.params, query: input.query }) };
}

/** A download: its real content type, never sniffed, named for the browser's save dialog. */
function sendFile(reply: FastifyReply, file: FileResult) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type(file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${file.disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(file.data);
}
