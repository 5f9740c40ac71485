import { CATALOGUE_MESSAGES, ICON_CONTENT_TYPES, ICON_MAX_BYTES, iconExtension, isIconExtension } from '../../src/domain/catalogues.ts';
import { invalid } from '../http/apiError.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { contentMatchesExtension } from '../http/uploadContent.ts';

/**
 * The image of a form's `File` field after the spec's image checks (icons, watermarks, banners): jpeg,
 * jpg, png, heif, heic; at most 1 MB; the whole file must parse as the type its extension names, so a
 * renamed file or one with something appended is refused. Without the field: refused when `required`,
 * null otherwise.
 */
export function checkedImage(files: UploadedFile[], required: true): { content_type: string; data: Buffer };
export function checkedImage(files: UploadedFile[], required: boolean): { content_type: string; data: Buffer } | null;
export function checkedImage(files: UploadedFile[], required: boolean) {
  const file = files.find((f) => f.field === 'File');
  if (!file) {
    if (required) throw invalid('/File', CATALOGUE_MESSAGES.required, 'fieldRequired');
    return null;
  }
  const extension = iconExtension(file.fileName);
  if (!isIconExtension(extension)) throw invalid('/File', CATALOGUE_MESSAGES.fileType, 'fileTypeNotAllowed');
  if (file.data.length > ICON_MAX_BYTES) throw invalid('/File', CATALOGUE_MESSAGES.fileTooLarge, 'fileTooLarge');
  if (!contentMatchesExtension(extension, file.data)) throw invalid('/File', CATALOGUE_MESSAGES.fileContent, 'fileContentMismatch');
  return { content_type: ICON_CONTENT_TYPES[extension], data: file.data };
}
