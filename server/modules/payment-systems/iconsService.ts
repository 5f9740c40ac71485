import { CATALOGUE_MESSAGES, ICON_CONTENT_TYPES, ICON_MAX_BYTES, iconExtension, isIconExtension } from '../../../src/domain/catalogues.ts';
import { notFound } from '../../http/apiError.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { FileResult, type RequestContext } from '../../http/operation.ts';
import { invalid } from './common.ts';
import * as repo from './iconsRepository.ts';

/** Whether the bytes are what the extension says: PNG and JPEG signatures, an ISO-BMFF `ftyp` box for HEIF/HEIC. */
function contentMatches(extension: string, data: Buffer): boolean {
  if (extension === 'png') return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (extension === 'jpg' || extension === 'jpeg') return data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  return data.subarray(4, 8).toString('latin1') === 'ftyp';
}

/**
 * Stores an uploaded icon after the spec's checks (jpeg, jpg, png, heif, heic; at most 1 MB; the
 * content must match the extension, so a renamed file is refused) and returns its id.
 */
export async function storeIcon(ctx: RequestContext, files: UploadedFile[]): Promise<number> {
  const file = files.find((f) => f.field === 'File');
  if (!file) throw invalid('/File', CATALOGUE_MESSAGES.required);
  const extension = iconExtension(file.fileName);
  if (!isIconExtension(extension)) throw invalid('/File', CATALOGUE_MESSAGES.fileType);
  if (file.data.length > ICON_MAX_BYTES) throw invalid('/File', CATALOGUE_MESSAGES.fileTooLarge);
  if (!contentMatches(extension, file.data)) throw invalid('/File', CATALOGUE_MESSAGES.fileContent);
  return repo.insertIcon(ctx.db, { content_type: ICON_CONTENT_TYPES[extension], data: file.data, date_created: ctx.now().toISOString() });
}

export async function getIcon(ctx: RequestContext, id: number): Promise<FileResult> {
  const icon = await repo.findIcon(ctx.db, id);
  if (!icon) throw notFound('Icon not found');
  const extension = icon.content_type.split('/')[1] ?? 'png';
  return new FileResult(Buffer.from(icon.data), icon.content_type, `icon-${id}.${extension}`, 'inline');
}

export const dropIcon = (ctx: RequestContext, id: number | null) => repo.deleteIcon(ctx.db, id);
