/**
 * Public and private chat demo data: everyday messages, one with markup (shown as text by the
 * console), a 512-character one, and system messages (member type 1), which the lists hide.
 */
import { ChatMemberType, CHAT_MESSAGE_MAX_LENGTH } from '../../../src/domain/p2p.ts';
import { insertChat, insertChatMessage, insertPublic } from '../../modules/chats/repository.ts';
import type { Db } from '../database.ts';
import { createRandom } from './random.ts';

const LINES = [
  'Anyone selling USDT for EUR via SEPA today?',
  'Buying BTC, fast release, 50+ completed deals.',
  'Which payment methods work best for TRY?',
  'Thanks for the quick trade!',
  'Support answered in five minutes, great.',
  'Is the TON network congested right now?',
  'Looking for a long-term partner for RUB deals.',
];
export const MARKUP_MESSAGE = '<b>Free BTC</b> <script>alert("x")</script> <img src=x onerror=alert(1)> click here';
const LONG = 'Long message: '.concat('the quick brown fox jumps over the lazy dog '.repeat(20)).slice(0, CHAT_MESSAGE_MAX_LENGTH);

export async function seedChats(db: Db, options: { users: number; now: Date; seed: number }) {
  const { users, now } = options;
  if (users < 2) return { publicMessages: 0, privateChats: 0 };
  const rnd = createRandom(options.seed ^ 0x0c4a75);
  const publicCount = Math.min(users * 2, 200);
  const chatCount = Math.min(Math.ceil(users / 2), 60);
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < publicCount; i++) {
      const special = i === 0 ? MARKUP_MESSAGE : i === 1 ? LONG : null;
      const system = i % 25 === 10;
      await insertPublic(trx, {
        user_id: rnd.int(1, users),
        member_type: system ? ChatMemberType.System : ChatMemberType.Customer,
        message: special ?? (system ? 'System: the public chat rules were updated.' : rnd.pick(LINES)),
        // Message 0 (the markup one) is the newest, so the moderation screen shows it first.
        date_created: minutesAgo(i * 37 + 1),
      });
    }
    for (let c = 0; c < chatCount; c++) {
      const first = rnd.int(1, users);
      let second = rnd.int(1, users - 1);
      if (second >= first) second++;
      const messages = rnd.int(2, 8);
      const start = c * 300 + messages * 5 + 1;
      const id = await insertChat(trx, { first_user_id: first, second_user_id: second, date_created: minutesAgo(start), date_updated: minutesAgo(c * 300) });
      for (let m = 0; m < messages; m++) {
        await insertChatMessage(trx, {
          chat_id: id, user_id: m % 2 ? second : first, member_type: m === 0 ? ChatMemberType.System : ChatMemberType.Customer,
          message: m === 0 ? 'System: chat started' : c === 0 && m === 1 ? MARKUP_MESSAGE : rnd.pick(LINES), date_created: minutesAgo(start - m * 5),
        });
      }
    }
  });
  return { publicMessages: publicCount, privateChats: chatCount };
}
