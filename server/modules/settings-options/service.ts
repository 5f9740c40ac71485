import { invalid } from '../../http/apiError.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import { readOptionOver, writeOption, type OptionKey } from '../../core/options.ts';

type EmailOptions = BodyOf<'POST Options/UpdateEmailOptions'>;
type VerificationOptions = BodyOf<'POST Options/UpdateVerificationOptions'>;
type UploadOptions = BodyOf<'POST Options/UpdateUploadOptions'>;

/** What a platform starts with until staff save options (the spec's 1 MB file limit). */
export const DEFAULT_EMAIL_OPTIONS: EmailOptions = { domain: 'mail.example.com', signature: null, securityCode: null, unsubscribeHeader: null, unsubscribeLink: null };
export const DEFAULT_VERIFICATION_OPTIONS: VerificationOptions = { verificationType: 'manual', autoProvider: null };
export const DEFAULT_UPLOAD_OPTIONS: UploadOptions = { fileLengthLimit: 1024 * 1024, totalLengthLimit: 10 * 1024 * 1024, fileCountLimit: 10 };
export const TOTAL_BELOW_FILE = "Total length limit can't be less than the file length limit";

const KEYS = { email: 'emailOptions', verification: 'verificationOptions', upload: 'uploadOptions' } as const satisfies Record<string, OptionKey>;

/** A stored document over the defaults, keeping only the fields the defaults name. */
function load<T extends object>(ctx: RequestContext, key: OptionKey, defaults: T): Promise<T> {
  return readOptionOver(ctx.db, key, defaults);
}

async function save<T extends object>(ctx: RequestContext, key: OptionKey, defaults: T, next: T): Promise<T> {
  const before = await load(ctx, key, defaults);
  // Only the declared fields are kept: the contract lets clients send more, the platform stores what it knows.
  const after = { ...defaults };
  for (const field of Object.keys(defaults)) Reflect.set(after, field, Reflect.get(next, field));
  await writeOption(ctx.db, key, after);
  await ctx.audit({ targetIds: [key], before, after });
  return after;
}

export const getEmailOptions = (ctx: RequestContext) => load(ctx, KEYS.email, DEFAULT_EMAIL_OPTIONS);
export function updateEmailOptions(ctx: RequestContext, body: EmailOptions) {
  const domain = body.domain.trim();
  if (!domain) throw invalid('/domain', 'Must be filled');
  return save(ctx, KEYS.email, DEFAULT_EMAIL_OPTIONS, { ...body, domain });
}

export const getVerificationOptions = (ctx: RequestContext) => load(ctx, KEYS.verification, DEFAULT_VERIFICATION_OPTIONS);
export const updateVerificationOptions = (ctx: RequestContext, body: VerificationOptions) => save(ctx, KEYS.verification, DEFAULT_VERIFICATION_OPTIONS, body);

/** Upload limits in bytes and files; read by the upload checks. */
export const getUploadOptions = (ctx: RequestContext) => load(ctx, KEYS.upload, DEFAULT_UPLOAD_OPTIONS);
export function updateUploadOptions(ctx: RequestContext, body: UploadOptions) {
  if (body.fileLengthLimit === 0 || body.fileCountLimit === 0 || body.totalLengthLimit === 0) throw invalid('/fileLengthLimit', 'Limits can not equals zero');
  if (body.totalLengthLimit < body.fileLengthLimit) throw invalid('/totalLengthLimit', TOTAL_BELOW_FILE);
  return save(ctx, KEYS.upload, DEFAULT_UPLOAD_OPTIONS, body);
}
