import type { Executor } from '../../db/database.ts';
import { countRows } from '../../core/countRows.ts';
import { whereEquals } from '../../core/whereEquals.ts';
import type { EmailTemplatesTable } from '../../db/schema.ts';

export type TemplateRow = Omit<EmailTemplatesTable, 'id'> & { id: number };

function templates(db: Executor, messageType: number | undefined) {
  return whereEquals(db.selectFrom('email_templates'), { message_type: messageType });
}

export function listTemplates(db: Executor, messageType: number | undefined, offset: number, limit: number) {
  return templates(db, messageType).selectAll().orderBy('message_type').orderBy('id').limit(limit).offset(offset).execute();
}

export function countTemplates(db: Executor, messageType: number | undefined): Promise<number> {
  return countRows(templates(db, messageType));
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

export function listHistory(db: Executor, templateId: number, offset: number, limit: number) {
  return db
    .selectFrom('email_template_history')
    .selectAll()
    .where('template_id', '=', templateId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function countHistory(db: Executor, templateId: number): Promise<number> {
  return countRows(db.selectFrom('email_template_history').where('template_id', '=', templateId));
}
