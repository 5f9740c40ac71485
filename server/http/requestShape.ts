import { resolveLocal, type ContractOperation } from './contracts.ts';

/** What an operation's contract lets a request carry, read once when its route is registered. */
export interface RequestShape {
  /** Media types the contract declares for the body; empty when the operation takes none. */
  contentTypes: string[];
  bodyRequired: boolean;
  /** Bytes a whole request body may have. */
  bodyLimit: number;
  /** Files a multipart form may carry (one more than the schema allows, so the validator names the limit). */
  maxFiles: number;
}

/** A JSON body of the back office is a filter, a form or an id list: 128 kB is far above any of them. */
export const DEFAULT_BODY_LIMIT = 128 * 1024;
/** Chat files and icons: the spec's 1 MB per file (spec 2, group chats). */
export const MAX_FILE_BYTES = 1024 * 1024;
/** A form's text fields, part headers and framing, on top of its files. */
const FORM_OVERHEAD = 64 * 1024;

type Json = Record<string, unknown>;

function isBinary(schema: Json | undefined): boolean {
  return schema?.format === 'binary' || schema?.contentMediaType !== undefined;
}

/** How many files a multipart schema admits: `maxItems` of each binary array, one per binary field. */
function filesAllowed(op: ContractOperation, schema: Json | undefined): number {
  let files = 0;
  for (const raw of Object.values((schema?.properties ?? {}) as Record<string, Json>)) {
    const property = resolveLocal(op.service, raw);
    if (isBinary(property)) files += 1;
    else if (property?.type === 'array' && isBinary(resolveLocal(op.service, property.items))) files += Number(property.maxItems ?? 1);
  }
  return files;
}

/**
 * Reads the operation's request body: its media types, whether it is required, and its size limit.
 * An operation may raise or lower the default with `x-max-body-bytes` (sign-in takes a few kB).
 */
export function requestShapeOf(op: ContractOperation): RequestShape {
  const body = resolveLocal(op.service, op.operation.requestBody);
  const content = (body?.content ?? {}) as Record<string, { schema?: unknown }>;
  const contentTypes = Object.keys(content).map((type) => type.toLowerCase());
  const form = content['multipart/form-data'];
  const files = form ? filesAllowed(op, resolveLocal(op.service, form.schema)) : 0;
  const declared = op.operation['x-max-body-bytes'];
  const bodyLimit = typeof declared === 'number' ? declared : files ? files * (MAX_FILE_BYTES + 1) + FORM_OVERHEAD : DEFAULT_BODY_LIMIT;
  return { contentTypes, bodyRequired: body?.required === true, bodyLimit, maxFiles: files ? files + 1 : 0 };
}
