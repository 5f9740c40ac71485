import { templateProblems, type LocalizedText } from '../../../src/domain/emailTemplates.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import * as repo from './emailTemplatesRepository.ts';
import { localizedFromJson } from './localizedText.ts';

const TEMPLATE_NOT_FOUND = 'Template not found';

/** The contract's EmailTemplate from a row (subject and body stored as JSON per locale). */
export function toTemplate(r: repo.TemplateRow) {
  return {
    id: r.id,
    messageType: r.message_type,
    type: r.type,
    subject: localizedFromJson(r.subject),
    body: localizedFromJson(r.body),
    bodyType: r.body_type,
    sendIfUnsubscribed: r.send_if_unsubscribed === 1,
    dateUpdated: r.date_updated,
  };
}

/** Subject and body must be filled in every locale: 400 with the spec's message for the first gap, every gap in details. */
function requireComplete(subject: LocalizedText, body: LocalizedText) {
  const problems = templateProblems(subject, body);
  if (problems.length) {
    throw new ApiError(
      ErrorCode.ValidationFailed,
      { locale: problems[0]!.locale },
      problems.map((p) => ({ path: `/${p.field}/${p.locale}`, message: p.message })),
      problems[0]!.message,
      problems[0]!.field === 'body' ? 'templateBodyEmpty' : 'templateSubjectEmpty',
    );
  }
}

async function saveHistory(ctx: RequestContext, row: repo.TemplateRow) {
  await repo.insertHistory(ctx.db, { template_id: row.id, snapshot: JSON.stringify(toTemplate(row)), admin_id: ctx.admin?.id ?? null, date_created: row.date_updated });
}

export async function listTemplates(ctx: RequestContext, body: BodyOf<'POST v2/Templates/GetEmailMessageTemplates'>) {
  const { rows, total } = await repo.pageTemplates(ctx.db, body.messageType, body);
  return { items: rows.map(toTemplate), total };
}

export async function addTemplate(ctx: RequestContext, body: BodyOf<'POST v2/Templates/AddEmailMessageTemplate'>) {
  requireComplete(body.subject, body.body);
  const row = {
    message_type: body.messageType,
    type: body.type ?? 'news',
    subject: JSON.stringify(body.subject),
    body: JSON.stringify(body.body),
    body_type: body.bodyType ?? 'html',
    send_if_unsubscribed: body.sendIfUnsubscribed ? 1 : 0,
    date_updated: ctx.now().toISOString(),
  };
  const id = await repo.insertTemplate(ctx.db, row);
  await saveHistory(ctx, { id, ...row });
  await ctx.audit({ targetIds: [id], before: null, after: toTemplate({ id, ...row }) });
  return { id };
}

export async function updateTemplate(ctx: RequestContext, body: BodyOf<'POST v2/Templates/UpdateEmailMessageTemplate'>) {
  const current = await repo.findTemplate(ctx.db, body.id);
  if (!current) throw notFound(TEMPLATE_NOT_FOUND, 'templateNotFound');
  const before = toTemplate(current);
  const subject = body.subject ?? before.subject;
  const text = body.body ?? before.body;
  requireComplete(subject, text);
  const next: repo.TemplateRow = {
    id: current.id,
    message_type: body.messageType ?? current.message_type,
    type: body.type ?? current.type,
    subject: JSON.stringify(subject),
    body: JSON.stringify(text),
    body_type: body.bodyType ?? current.body_type,
    send_if_unsubscribed: body.sendIfUnsubscribed === undefined ? current.send_if_unsubscribed : body.sendIfUnsubscribed ? 1 : 0,
    date_updated: ctx.now().toISOString(),
  };
  await repo.updateTemplate(ctx.db, next);
  await saveHistory(ctx, next);
  await ctx.audit({ targetIds: [current.id], before, after: toTemplate(next) });
  return { success: true };
}

export async function templateHistory(ctx: RequestContext, body: BodyOf<'POST v2/Templates/GetEmailMessageTemplateHistory'>) {
  if (!(await repo.findTemplate(ctx.db, body.id))) throw notFound(TEMPLATE_NOT_FOUND, 'templateNotFound');
  const { rows, total } = await repo.pageHistory(ctx.db, body.id, body);
  return { items: rows.map((r) => ({ template: parseSnapshot(r.snapshot), adminId: r.admin_id, dateCreated: r.date_created })), total };
}

function parseSnapshot(text: string): ReturnType<typeof toTemplate> {
  const t: unknown = JSON.parse(text);
  const get = (key: string): unknown => (t && typeof t === 'object' ? Reflect.get(t, key) : undefined);
  const str = (key: string) => String(get(key) ?? '');
  return {
    id: Number(get('id')),
    messageType: Number(get('messageType')),
    type: str('type'),
    subject: localizedFromJson(JSON.stringify(get('subject') ?? {})),
    body: localizedFromJson(JSON.stringify(get('body') ?? {})),
    bodyType: str('bodyType'),
    sendIfUnsubscribed: get('sendIfUnsubscribed') === true,
    dateUpdated: str('dateUpdated'),
  };
}
