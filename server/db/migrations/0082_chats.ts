import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * The public chat and users' private chats. Staff edit and delete messages (and whole private
 * chats); each edit and deletion keeps who (admin) and when, and deleted rows stay for the record.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, idTable, indexes } = schemaKit(db, dialect);
    // A message as both chats keep it: its author, and the last staff edit and the deletion.
    const message = {
      user_id: col.ref('users'),
      member_type: col.int,
      message: col.varchar(512),
      date_created: col.timestamp,
      edited_by: col.opt.ref('admins'),
      date_edited: col.opt.timestamp,
      deleted_by: col.opt.ref('admins'),
      date_deleted: col.opt.timestamp,
    };
    await idTable('public_chat_messages', message).execute();
    await indexes('public_chat_messages', { date: ['date_created', 'id'], user: ['user_id', 'date_created'] });

    await idTable('private_chats', {
      first_user_id: col.ref('users'),
      second_user_id: col.ref('users'),
      date_created: col.timestamp,
      date_updated: col.timestamp,
      deleted_by: col.opt.ref('admins'),
      date_deleted: col.opt.timestamp,
    }).execute();
    await indexes('private_chats', {
      first: ['first_user_id', 'date_updated'],
      second: ['second_user_id', 'date_updated'],
      updated: ['date_updated', 'id'],
    });

    await idTable('private_chat_messages', {
      chat_id: col.ref('private_chats'),
      ...message,
    }).execute();
    await indexes('private_chat_messages', { chat: ['chat_id', 'date_created'] });
  };
}
