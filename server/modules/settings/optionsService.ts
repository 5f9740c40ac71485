import { invalid } from '../../http/apiError.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import { readOptionOver, writeOption, type OptionKey } from '../../core/options.ts';
import {
  emailOptionsProblem,
  TECHNICAL_SETTINGS_MESSAGES,
  TECHNICAL_SETTINGS_REASONS,
  uploadOptionsProblem,
  verificationOptionsProblem,
  type SettingsProblem,
} from '../../../src/domain/technicalSettings.ts';

type EmailOptions = BodyOf<'POST Options/UpdateEmailOptions'>;
type VerificationOptions = BodyOf<'POST Options/UpdateVerificationOptions'>;
type UploadOptions = BodyOf<'POST Options/UpdateUploadOptions'>;

/** What a platform starts with until staff save options (the spec's 1 MB file limit). */
export const DEFAULT_EMAIL_OPTIONS: EmailOptions = { domain: 'mail.example.com', signature: null, securityCode: null, unsubscribeHeader: null, unsubscribeLink: null };
export const DEFAULT_VERIFICATION_OPTIONS: VerificationOptions = { verificationType: 'manual', autoProvider: null };
export const DEFAULT_UPLOAD_OPTIONS: UploadOptions = { fileLengthLimit: 1024 * 1024, totalLengthLimit: 10 * 1024 * 1024, fileCountLimit: 10 };

/** A broken rule of src/domain/technicalSettings.ts as the 400 answer, with the rule's reason. */
function refuse(problem: SettingsProblem<string>): never {
  const rule = problem.rule as keyof typeof TECHNICAL_SETTINGS_REASONS;
  throw invalid(`/${problem.field}`, TECHNICAL_SETTINGS_MESSAGES[rule], TECHNICAL_SETTINGS_REASONS[rule]);
}

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
  const problem = emailOptionsProblem(body);
  if (problem) refuse(problem);
  const text = (value: string | null) => (value === null || value.trim() === '' ? null : value);
  return save(ctx, KEYS.email, DEFAULT_EMAIL_OPTIONS, {
    domain: body.domain.trim(),
    signature: text(body.signature),
    securityCode: text(body.securityCode),
    unsubscribeHeader: text(body.unsubscribeHeader),
    unsubscribeLink: text(body.unsubscribeLink)?.trim() ?? null,
  });
}

export const getVerificationOptions = (ctx: RequestContext) => load(ctx, KEYS.verification, DEFAULT_VERIFICATION_OPTIONS);
export function updateVerificationOptions(ctx: RequestContext, body: VerificationOptions) {
  const problem = verificationOptionsProblem(body);
  if (problem) refuse(problem);
  const autoProvider = body.autoProvider?.trim() || null;
  return save(ctx, KEYS.verification, DEFAULT_VERIFICATION_OPTIONS, { ...body, autoProvider });
}

/** Upload limits in bytes and files; read by the upload checks. */
export const getUploadOptions = (ctx: RequestContext) => load(ctx, KEYS.upload, DEFAULT_UPLOAD_OPTIONS);
export function updateUploadOptions(ctx: RequestContext, body: UploadOptions) {
  const problem = uploadOptionsProblem(body);
  if (problem) refuse(problem);
  return save(ctx, KEYS.upload, DEFAULT_UPLOAD_OPTIONS, body);
}
