import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart, { type MultipartFields, type MultipartFile, type Multipart } from '@fastify/multipart';
import { ErrorCode } from '../../src/domain/errors.ts';
import { ApiError } from './apiError.ts';
import { MAX_FILE_BYTES, type RequestShape } from './requestShape.ts';

/**
 * multipart/form-data through @fastify/multipart (busboy, streamed, with part limits). The form
 * becomes a plain object for the contract's schema: a text field a string (a repeated name an
 * array), a file field the array of its files' names; the files themselves ride along under a
 * symbol the schema never sees, read by `uploadsOf`.
 */

const UPLOADS = Symbol('uploads');
const FORM_READ = Symbol('formRead');

export interface UploadedFile {
  field: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    [UPLOADS]?: UploadedFile[];
    [FORM_READ]?: boolean;
  }
}

/** The files of a parsed multipart body, in the order sent. */
export function uploadsOf(body: unknown): UploadedFile[] {
  return ((body as Record<symbol, UploadedFile[]> | null)?.[UPLOADS] ?? []) as UploadedFile[];
}

/** The largest text field: the longest text a form of the contracts takes is far shorter. */
const MAX_FIELD_BYTES = 64 * 1024;

export async function installMultipart(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: true,
    throwFileSizeLimit: false,
    // Files are buffered here (they are small: 1 MB at most); one byte over the limit is kept so the
    // handler answers the spec's own "File size can't be more than 1 MB" instead of a bare 413.
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const data = await part.toBuffer();
      (this[UPLOADS] ??= []).push({ field: part.fieldname, fileName: part.filename, contentType: part.mimetype, data });
    },
  });
}

/** Per-route busboy limits (read by @fastify/multipart from the route's config). */
export function multipartOptionsFor(shape: RequestShape) {
  return { limits: { fileSize: MAX_FILE_BYTES + 1, files: shape.maxFiles, fields: 50, parts: 50 + shape.maxFiles, fieldSize: MAX_FIELD_BYTES } };
}

const tooLarge = (message: string) => new ApiError(ErrorCode.PayloadTooLarge, {}, [{ path: 'body', message }]);

/**
 * Turns @fastify/multipart's parts into the plain form object the schema validates. Runs as a
 * route `preValidation` hook, after the plugin's own hook has read the parts.
 */
export function flattenMultipartBody(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  request[FORM_READ] = true;
  const parts = (request.body ?? {}) as MultipartFields;
  const entries: [string, unknown][] = [];
  for (const [name, entry] of Object.entries(parts)) {
    const list = (Array.isArray(entry) ? entry : [entry]).filter((p): p is Multipart => p !== undefined);
    const isFile = list.some((p) => p.type === 'file');
    const values = list.map((p) => {
      if (p.type === 'file') return p.filename;
      // busboy cuts an over-long value silently; a cut value must not pass as a short one.
      if (p.valueTruncated || p.fieldnameTruncated) throw tooLarge(`field '${name}' is too long`);
      return p.value;
    });
    entries.push([name, isFile || values.length > 1 ? values : values[0]]);
  }
  // fromEntries defines own properties, so a field named __proto__ stays a plain field.
  const body: Record<string | symbol, unknown> = Object.fromEntries(entries);
  Object.defineProperty(body, UPLOADS, { value: request[UPLOADS] ?? [], enumerable: false });
  request.body = body;
}

/**
 * Whether an error without a status is busboy refusing the form itself ("Unexpected end of
 * multipart data"): thrown while the parts are read, before the form reached validation.
 */
export function isMalformedForm(request: FastifyRequest, error: { statusCode?: number }): boolean {
  return error.statusCode === undefined && request.isMultipart?.() === true && !request[FORM_READ];
}
