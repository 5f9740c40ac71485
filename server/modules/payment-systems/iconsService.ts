import { CATALOGUE_MESSAGES, ICON_CONTENT_TYPES, ICON_MAX_BYTES, iconExtension, isIconExtension } from '../../../src/domain/catalogues.ts';
import { notFound } from '../../http/apiError.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { contentMatchesExtension } from '../../http/uploadContent.ts';
import { FileResult, type RequestContext } from '../../http/operation.ts';
import { invalid } from './common.ts';
import * as repo from './iconsRepository.ts';

/**
 * Stores an uploaded icon after the spec's checks (jpeg, jpg, png, heif, heic; at most 1 MB; the
 * whole file must parse as the type its extension names, so a renamed file or one with
 * something appended is refused) and returns its id.
 */
export async function storeIcon(ctx: RequestContext, files: UploadedFile[]): Promise<number> {
  const file = files.find((f) => f.field === 'File');
  if (!file) throw invalid('/File', CATALOGUE_MESSAGES.required, 'fieldRequired');
  const extension = iconExtension(file.fileName);
  if (!isIconExtension(extension)) throw invalid('/File', CATALOGUE_MESSAGES.fileType, 'fileTypeNotAllowed');
  if (file.data.length > ICON_MAX_BYTES) throw invalid('/File', CATALOGUE_MESSAGES.fileTooLarge, 'fileTooLarge');
  if (!contentMatchesExtension(extension, file.data)) throw invalid('/File', CATALOGUE_MESSAGES.fileContent, 'fileContentMismatch');
  return repo.insertIcon(ctx.db, { content_type: ICON_CONTENT_TYPES[extension], data: file.data, date_created: ctx.now().toISOString() });
}

export async function getIcon(ctx: RequestContext, id: number): Promise<FileResult> {
  const icon = await repo.findIcon(ctx.db, id);
  if (!icon) throw notFound('Icon not found', 'iconNotFound');
  const extension = icon.content_type.split('/')[1] ?? 'png';
  return new FileResult(Buffer.from(icon.data), icon.content_type, `icon-${id}.${extension}`, 'inline');
}

export const dropIcon = (ctx: RequestContext, id: number | null) => repo.deleteIcon(ctx.db, id);
