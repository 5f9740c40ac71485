import { notFound } from '../../http/apiError.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { checkedImage } from '../../core/imageUpload.ts';
import { FileResult, type RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import * as repo from './iconsRepository.ts';

/**
 * Stores an uploaded icon after the spec's checks (jpeg, jpg, png, heif, heic; at most 1 MB; the
 * whole file must parse as the type its extension names, so a renamed file or one with
 * something appended is refused) and returns its id.
 */
export async function storeIcon(ctx: RequestContext, files: UploadedFile[]): Promise<number> {
  return repo.insertIcon(ctx.db, { ...checkedImage(files, true), date_created: ctx.now().toISOString() });
}

export async function getIcon(ctx: RequestContext, id: number): Promise<FileResult> {
  const icon = await repo.findIcon(ctx.db, id);
  if (!icon) throw notFound('Icon not found', 'iconNotFound');
  const extension = icon.content_type.split('/')[1] ?? 'png';
  return new FileResult(Buffer.from(icon.data), icon.content_type, `icon-${id}.${extension}`, 'inline');
}

export const dropIcon = (ctx: RequestContext, id: number | null) => repo.deleteIcon(ctx.db, id);

/** How a catalogue entry with an icon (currency, payment method, transaction method) reads its icon and stores a new one. */
export interface IconHolder {
  read(db: Executor, id: number): Promise<{ iconId: number | null }>;
  write(db: Executor, id: number, iconId: number | null): Promise<unknown>;
}

/**
 * Gives an entry the uploaded icon (`files`), or none (null): the old icon is dropped and the log
 * keeps both ids.
 */
export async function replaceIcon(ctx: RequestContext, holder: IconHolder, id: number, files: UploadedFile[] | null) {
  const before = await holder.read(ctx.db, id);
  const iconId = files ? await storeIcon(ctx, files) : null;
  await holder.write(ctx.db, id, iconId);
  await dropIcon(ctx, before.iconId);
  await ctx.audit({ targetIds: [id], before: { iconId: before.iconId }, after: { iconId } });
  return { success: true as const };
}
