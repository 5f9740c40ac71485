import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * The public chat and users' private chats. Staff edit and delete messages (and whole private
 * chats); each edit and deletion keeps who (admin) and when, and deleted rows stay for the record.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, idTable, indexes, filterIndexes, listIndexes } = schemaKit(db, dialect);
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
    await listIndexes('public_chat_messages', { user: 'user_id' });

    await idTable('private_chats', {
      first_user_id: col.ref('users'),
      second_user_id: col.ref('users'),
      ...col.stamps,
      deleted_by: col.opt.ref('admins'),
      date_deleted: col.opt.timestamp,
    }).execute();
    // Read most recently active first, each user's or all.
    await filterIndexes('private_chats', { first: 'first_user_id', second: 'second_user_id' }, ['date_updated']);
    await indexes('private_chats', { updated: ['date_updated', 'id'] });

    await idTable('private_chat_messages', {
      chat_id: col.ref('private_chats'),
      ...message,
    }).execute();
    await indexes('private_chat_messages', { chat: ['chat_id', 'date_created'] });
  };
}
