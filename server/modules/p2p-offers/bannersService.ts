/** Banners: one per position, an image checked by its content, a link; and the global switch. */
import { BANNER_MESSAGES } from '../../../src/domain/p2pOffers.ts';
import { checkedImage } from '../../core/imageUpload.ts';
import { impossible, notFound } from '../../http/apiError.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import * as repo from './repository.ts';

type BannerRow = Awaited<ReturnType<typeof repo.allBanners>>[number];

/** The image travels as a data URL: banners are few and small, and the console needs no second authenticated call. */
const toBanner = (r: BannerRow) => ({
  position: r.position,
  url: `data:${r.content_type};base64,${Buffer.from(r.data).toString('base64')}`,
  link: r.link,
});

export async function bannerOptions(ctx: RequestContext) {
  const [enabled, rows] = await Promise.all([repo.bannersEnabled(ctx.db), repo.allBanners(ctx.db)]);
  return { isBannersEnabled: enabled, banners: rows.map(toBanner) };
}

export async function setBannersEnabled(ctx: RequestContext, enabled: boolean) {
  const before = await repo.bannersEnabled(ctx.db);
  await repo.setBannersEnabled(ctx.db, enabled);
  await ctx.audit({ targetIds: [], before: { isBannersEnabled: before }, after: { isBannersEnabled: enabled } });
  return { success: true as const };
}

const cleanLink = (link: string | undefined) => link?.trim() || null;

export async function createBanner(ctx: RequestContext, body: BodyOf<'POST v2/Options/CreateBannerOption'>, files: UploadedFile[]) {
  const image = checkedImage(files, true);
  const row = { position: body.position, link: cleanLink(body.link), ...image, date_updated: ctx.now().toISOString() };
  if (!(await repo.insertBanner(ctx.db, row))) throw impossible(BANNER_MESSAGES.positionTaken, 'bannerPositionTaken');
  await ctx.audit({ targetIds: [body.position], after: { position: body.position, link: row.link, contentType: image.content_type, size: image.data.length } });
  return toBanner(row);
}

export async function updateBanner(ctx: RequestContext, body: BodyOf<'POST v2/Options/UpdateBannerOption'>, files: UploadedFile[]) {
  const before = await repo.findBanner(ctx.db, body.position);
  if (!before) throw notFound(BANNER_MESSAGES.notFound, 'bannerNotFound');
  const image = checkedImage(files, false);
  const changes = { ...(body.link !== undefined ? { link: cleanLink(body.link) } : {}), ...(image ?? {}), date_updated: ctx.now().toISOString() };
  await repo.updateBanner(ctx.db, body.position, changes);
  await ctx.audit({
    targetIds: [body.position],
    before: { link: before.link, contentType: before.content_type },
    after: { link: changes.link ?? before.link, ...(image ? { contentType: image.content_type, size: image.data.length } : {}) },
  });
  return toBanner((await repo.findBanner(ctx.db, body.position))!);
}

export async function deleteBanner(ctx: RequestContext, position: number) {
  const before = await repo.findBanner(ctx.db, position);
  if (!before || !(await repo.deleteBanner(ctx.db, position))) throw notFound(BANNER_MESSAGES.notFound, 'bannerNotFound');
  await ctx.audit({ targetIds: [position], before: { link: before.link } });
  return { success: true as const };
}
