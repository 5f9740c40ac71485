import type { FastifyInstance } from 'fastify';

/**
 * multipart/form-data without a plugin (@fastify/multipart is not a dependency): the body is
 * buffered up to `bodyLimit` and split into parts. Text fields become strings (a repeated name an
 * array); a file field becomes the file's name, so the contract's schema validates the form as
 * text, and the files themselves ride along under a symbol the schema never sees.
 */

const UPLOADS = Symbol('uploads');
const MAX_PARTS = 50;

export interface UploadedFile {
  field: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** The files of a parsed multipart body, in the order sent. */
export function uploadsOf(body: unknown): UploadedFile[] {
  return ((body as Record<symbol, UploadedFile[]> | null)?.[UPLOADS] ?? []) as UploadedFile[];
}

function malformed(message: string): Error {
  return Object.assign(new Error(`Malformed multipart body: ${message}`), { statusCode: 400 });
}

function headerParam(header: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header) ?? new RegExp(`(?:^|;)\\s*${name}=([^;]*)`, 'i').exec(header);
  return match ? match[1]!.replace(/\\(.)/g, '$1').trim() : undefined;
}

export function parseMultipart(buffer: Buffer, boundary: string): Record<string | symbol, unknown> {
  const delimiter = Buffer.from(`--${boundary}`);
  const separator = Buffer.from(`\r\n--${boundary}`);
  const fields = new Map<string, string | string[]>();
  const files: UploadedFile[] = [];
  let pos = buffer.indexOf(delimiter);
  if (pos < 0) throw malformed('no boundary');
  for (let parts = 0; ; parts++) {
    pos += delimiter.length;
    if (buffer[pos] === 0x2d && buffer[pos + 1] === 0x2d) break; // the closing "--"
    if (buffer[pos] !== 0x0d || buffer[pos + 1] !== 0x0a) throw malformed('bad delimiter line');
    if (parts >= MAX_PARTS) throw malformed('too many parts');
    pos += 2;
    const headerEnd = buffer.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) throw malformed('part without headers');
    const headers = new Map<string, string>();
    for (const line of buffer.subarray(pos, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const next = buffer.indexOf(separator, headerEnd + 4);
    if (next < 0) throw malformed('unterminated part');
    const content = buffer.subarray(headerEnd + 4, next);
    pos = next + 2;

    const disposition = headers.get('content-disposition') ?? '';
    const name = headerParam(disposition, 'name');
    if (!name) throw malformed('part without a name');
    const fileName = headerParam(disposition, 'filename');
    let value: string;
    if (fileName !== undefined) {
      value = fileName;
      files.push({ field: name, fileName, contentType: headers.get('content-type') ?? 'application/octet-stream', data: Buffer.from(content) });
    } else {
      value = content.toString('utf8');
    }
    const existing = fields.get(name);
    if (fileName !== undefined) fields.set(name, [...(Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]), value]);
    else fields.set(name, existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value]);
  }
  // fromEntries defines own properties, so a field named __proto__ stays a plain field.
  const body: Record<string | symbol, unknown> = Object.fromEntries(fields);
  Object.defineProperty(body, UPLOADS, { value: files, enumerable: false });
  return body;
}

/** Registers the parser; `bodyLimit` bounds a whole form (the per-file limit is the handler's rule). */
export function installMultipart(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit }, (request, body, done) => {
    const header = request.headers['content-type'] ?? '';
    const boundary = headerParam(header, 'boundary');
    if (!boundary) return done(malformed('no boundary in the content type'), undefined);
    try {
      done(null, parseMultipart(body as Buffer, boundary));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
