import { EMAIL_MESSAGE_TYPES } from '../../../src/domain/emailTemplates.ts';
import { LOCALES, type Locale } from '../../../src/domain/languages.ts';
import type { Db } from '../database.ts';

/** "Message" in each interface language, so the seeded subjects differ per locale as real ones do. */
const MESSAGE_WORD: Record<Locale, string> = { en: 'Message', ru: 'Сообщение', zh: '消息', es: 'Mensaje', et: 'Teade', tr: 'Mesaj' };
const GREETING: Record<Locale, string> = { en: 'Hello', ru: 'Здравствуйте', zh: '您好', es: 'Hola', et: 'Tere', tr: 'Merhaba' };

/**
 * Settings screens' data: one e-mail template per message type (every locale filled, HTML and
 * plain text bodies, one long body), each with its first history row, and a few admin
 * notification settings for the demo staff.
 */
export async function seedSettings(db: Db, now: Date) {
  const at = now.toISOString();
  const rows = EMAIL_MESSAGE_TYPES.map((name, messageType) => {
    const plain = messageType % 3 === 2;
    const subject = Object.fromEntries(LOCALES.map((l) => [l, `${MESSAGE_WORD[l]}: ${name}`]));
    const body = Object.fromEntries(
      LOCALES.map((l) => {
        const text = `${GREETING[l]}, {{userName}}! ${name}.`;
        const long = messageType === 0 ? ` ${'{{link}} '.repeat(40)}` : '';
        return [l, plain ? `${text}${long}` : `<h1>${GREETING[l]}</h1><p>${text}${long}</p><p><a href="{{link}}">{{link}}</a></p>`];
      }),
    );
    return {
      message_type: messageType,
      type: name === 'marketing' ? 'marketing' : 'news',
      subject: JSON.stringify(subject),
      body: JSON.stringify(body),
      body_type: plain ? 'plainText' : 'html',
      send_if_unsubscribed: messageType < 6 ? 1 : 0,
      date_updated: at,
    };
  });
  const inserted = await db.kysely.insertInto('email_templates').values(rows).returning(['id', 'message_type']).execute();
  await db.kysely
    .insertInto('email_template_history')
    .values(
      inserted.map((r) => {
        const row = rows[r.message_type]!;
        const snapshot = {
          id: r.id,
          messageType: row.message_type,
          type: row.type,
          subject: JSON.parse(row.subject) as unknown,
          body: JSON.parse(row.body) as unknown,
          bodyType: row.body_type,
          sendIfUnsubscribed: row.send_if_unsubscribed === 1,
          dateUpdated: at,
        };
        return { template_id: r.id, snapshot: JSON.stringify(snapshot), admin_id: null, date_created: at };
      }),
    )
    .execute();

  const admins = await db.kysely.selectFrom('admins').select(['id', 'admin_status']).orderBy('id').execute();
  const settings = admins.flatMap((a) => [
    { admin_id: a.id, notification_type: a.admin_status === 3 ? 7 : 3, channel: 2, is_enabled: 1 },
    { admin_id: a.id, notification_type: 12, channel: 0, is_enabled: a.admin_status <= 1 ? 1 : 0 },
  ]);
  await db.kysely.insertInto('admin_notification_settings').values(settings).execute();
}
