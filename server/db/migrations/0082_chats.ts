import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * The public chat and users' private chats. Staff edit and delete messages (and whole private
 * chats); each edit and deletion keeps who (admin) and when, and deleted rows stay for the record.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('public_chat_messages'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('member_type', 'integer', (c) => c.notNull())
      .addColumn('message', 'varchar(512)', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('edited_by', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_edited', t.timestamp)
      .addColumn('deleted_by', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_deleted', t.timestamp)
      .execute();
    await db.schema.createIndex('public_chat_messages_date').on('public_chat_messages').columns(['date_created', 'id']).execute();
    await db.schema.createIndex('public_chat_messages_user').on('public_chat_messages').columns(['user_id', 'date_created']).execute();

    await withId(db.schema.createTable('private_chats'), dialect)
      .addColumn('first_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('second_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .addColumn('deleted_by', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_deleted', t.timestamp)
      .execute();
    await db.schema.createIndex('private_chats_first').on('private_chats').columns(['first_user_id', 'date_updated']).execute();
    await db.schema.createIndex('private_chats_second').on('private_chats').columns(['second_user_id', 'date_updated']).execute();
    await db.schema.createIndex('private_chats_updated').on('private_chats').columns(['date_updated', 'id']).execute();

    await withId(db.schema.createTable('private_chat_messages'), dialect)
      .addColumn('chat_id', 'integer', (c) => c.notNull().references('private_chats.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('member_type', 'integer', (c) => c.notNull())
      .addColumn('message', 'varchar(512)', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('edited_by', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_edited', t.timestamp)
      .addColumn('deleted_by', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_deleted', t.timestamp)
      .execute();
    await db.schema.createIndex('private_chat_messages_chat').on('private_chat_messages').columns(['chat_id', 'date_created']).execute();
  };
}
