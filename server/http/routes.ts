import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { ServerConfig } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Db, Executor } from '../db/database.ts';
import { accessRuleFor, mayCall } from '../auth/access.ts';
import { authenticate } from '../auth/authenticate.ts';
import { ApiError } from './apiError.ts';
import { listContractOperations, loadContract, SERVICES } from './contracts.ts';
import { bodyRouteOptions } from './requestPipeline.ts';
import { requestShapeOf } from './requestShape.ts';
import { FileResult, type AnyOperationDefinition, type AuditEntry, type AuthAdmin, type OperationMap, type RequestContext } from './operation.ts';
import { uploadsOf } from './multipart.ts';
import { V1_SUCCESS } from './v1Result.ts';
import { writeAdminLog } from './adminLog.ts';
import { refuseResponseOnlyMediaTypes } from './responseMediaTypes.ts';

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
  const result = await deps.db.kysely.transaction().execute(async (trx) => {
    let audited = false;
    const value = await definition.handle(input, makeContext(trx, () => (audited = true)));
    // Every mutating call leaves a trace, even when its handler named no targets.
    if (!audited) {
      await writeAdminLog(trx, { adminId: request.admin?.id ?? null, ip: request.ip, operationId, targetIds: [], after: input.body ?? input.params, at: deps.now() });
    }
    return value;
  });
  return send(result);
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
