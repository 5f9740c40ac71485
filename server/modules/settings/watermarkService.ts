import { checkedImage } from '../../core/imageUpload.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { RequestContext } from '../../http/operation.ts';
import * as repo from './repository.ts';

export type WatermarkKind = 'image' | 'logo';

/** Both watermarks as data: URLs (the console shows them with no further call), null until uploaded. */
export async function getWatermarks(ctx: RequestContext) {
  const rows = await repo.findWatermarks(ctx.db);
  const of = (kind: WatermarkKind) => rows.find((r) => r.kind === kind);
  const url = (kind: WatermarkKind) => {
    const row = of(kind);
    return row ? `data:${row.content_type};base64,${Buffer.from(row.data).toString('base64')}` : null;
  };
  return { imageUrl: url('image'), logoUrl: url('logo'), imageUpdated: of('image')?.date_updated ?? null, logoUpdated: of('logo')?.date_updated ?? null };
}

/**
 * Replaces the watermark image or logo after the spec's image checks (jpeg, jpg, png, heif, heic;
 * at most 1 MB; the whole file must parse as the type its name says).
 */
export async function uploadWatermark(ctx: RequestContext, kind: WatermarkKind, files: UploadedFile[]) {
  const image = checkedImage(files, true);
  const before = await getWatermarks(ctx);
  const at = ctx.now().toISOString();
  await repo.saveWatermark(ctx.db, { kind, ...image, admin_id: ctx.admin?.id ?? null, date_updated: at });
  const after = await getWatermarks(ctx);
  // The log keeps what changed, not the image bytes.
  await ctx.audit({
    targetIds: [kind],
    before: { kind, updated: kind === 'image' ? before.imageUpdated : before.logoUpdated },
    after: { kind, fileName: files.find((f) => f.field === 'File')!.fileName, bytes: image.data.length, contentType: image.content_type, updated: at },
  });
  return after;
}
