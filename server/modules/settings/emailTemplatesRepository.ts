import type { Executor } from '../../db/database.ts';
import { pageWithTotalIfAsked } from '../../core/countRows.ts';
import { whereEquals } from '../../core/whereEquals.ts';
import type { EmailTemplatesTable } from '../../db/schema.ts';

export type TemplateRow = Omit<EmailTemplatesTable, 'id'> & { id: number };

function templates(db: Executor, messageType: number | undefined) {
  return whereEquals(db.selectFrom('email_templates'), { message_type: messageType });
}

type Page = { offset: number; limit: number; getTotal?: boolean };

/** One page of the templates beside their total when the request asks for it. */
export function pageTemplates(db: Executor, messageType: number | undefined, page: Page) {
  return pageWithTotalIfAsked(templates(db, messageType), page, (q) => q.selectAll().orderBy('message_type').orderBy('id').limit(page.limit).offset(page.offset).execute());
}

export function findTemplate(db: Executor, id: number) {
  return db.selectFrom('email_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTemplate(db: Executor, row: Omit<TemplateRow, 'id'>) {
  return (await db.insertInto('email_templates').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateTemplate(db: Executor, row: TemplateRow) {
  const { id, ...rest } = row;
  await db.updateTable('email_templates').set(rest).where('id', '=', id).execute();
}

export async function insertHistory(db: Executor, row: { template_id: number; snapshot: string; admin_id: number | null; date_created: string }) {
  await db.insertInto('email_template_history').values(row).execute();
}

/** One page of a template's history, newest first, beside its total when the request asks for it. */
export function pageHistory(db: Executor, templateId: number, page: Page) {
  const history = db.selectFrom('email_template_history').where('template_id', '=', templateId);
  return pageWithTotalIfAsked(history, page, (q) => q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute());
}
