import type { Db } from '../database.ts';
import { bulkInsert, resetSequence, type BulkTable } from './bulkInsert.ts';
import { isoTime } from './isoTime.ts';
import { createRandom } from './random.ts';
import { createUserDetailGenerator, type DetailContext } from './userDetails.ts';

const FIRST = ['anna', 'boris', 'carlos', 'dmitry', 'elena', 'fatma', 'george', 'hana', 'ivan', 'julia', 'kemal', 'li', 'maria', 'nikita', 'olga', 'pablo', 'qiang', 'rasmus', 'sofia', 'timur', 'ulla', 'victor', 'wei', 'xenia', 'yusuf', 'zoe', 'mehmet', 'ayse', 'kaido', 'liis'];
const LAST = ['smith', 'ivanov', 'garcia', 'yilmaz', 'wang', 'tamm', 'petrov', 'lopez', 'kaya', 'zhang', 'saar', 'sidorov', 'martin', 'demir', 'chen', 'kask', 'novak', 'fernandez', 'celik', 'liu'];
const DOMAINS = ['gmail.com', 'mail.ru', 'yandex.ru', 'outlook.com', 'proton.me', 'qq.com', 'hotmail.com', 'icloud.com', 'yahoo.com', 'neti.ee'];
const LOCALES: [string, number][] = [['en', 0.4], ['ru', 0.25], ['tr', 0.1], ['es', 0.1], ['zh', 0.1], ['et', 0.05]];

const USERS: BulkTable = {
  name: 'users',
  columns: ['id', 'user_name', 'email', 'status', 'user_type', 'locale', 'reg_date', 'last_login_date', 'verification_request_date', 'is_blocked', 'is_deleted', 'date_deleted'],
  pgTypes: ['int', 'text', 'text', 'int', 'int', 'text', 'timestamptz', 'timestamptz', 'timestamptz', 'smallint', 'smallint', 'timestamptz'],
};
const NFA: BulkTable = {
  name: 'user_nfa',
  columns: ['user_id', 'service_type', 'date_enabled', 'date_disabled'],
  pgTypes: ['int', 'int', 'timestamptz', 'timestamptz'],
};
const TAG_LINKS: BulkTable = { name: 'user_tag_links', columns: ['user_id', 'tag_id'], pgTypes: ['int', 'int'] };

const CHUNK = 20_000;
const YEAR_MS = 365 * 24 * 3600 * 1000;

function weighted<T>(random: () => number, options: [T, number][]): T {
  let r = random();
  for (const [value, weight] of options) {
    if ((r -= weight) < 0) return value;
  }
  return options[options.length - 1]![0];
}

/**
 * `count` users with realistic variety (statuses, locales, types, activity, verification
 * requests, blocks, soft deletions), their second factors and tags, and the detail tables
 * (userDetails.ts). Deterministic per seed.
 */
export async function seedUsers(
  db: Db,
  count: number,
  tagIds: number[],
  now: Date,
  seed = 20261122,
  staff: Pick<DetailContext, 'adminIds' | 'arbitratorIds' | 'currencyIds'> = { adminIds: [], arbitratorIds: [], currencyIds: [] },
) {
  const rnd = createRandom(seed);
  const details = createUserDetailGenerator(db, { count, now, seed, ...staff });
  const end = now.getTime();
  const start = end - 4 * YEAR_MS;
  let users: unknown[][] = [];
  let nfa: unknown[][] = [];
  let links: unknown[][] = [];
  const flush = async () => {
    await bulkInsert(db, USERS, users);
    await bulkInsert(db, NFA, nfa);
    await bulkInsert(db, TAG_LINKS, links);
    await details.flush();
    users = [];
    nfa = [];
    links = [];
  };
  for (let id = 1; id <= count; id++) {
    const userName = `${rnd.pick(FIRST)}${rnd.pick(LAST)}${id}`;
    const reg = start + ((end - start) * (id - 1)) / Math.max(1, count) + rnd.int(0, 3_600_000);
    const regDate = isoTime(Math.min(reg, end));
    const lastLogin = rnd.chance(0.85) ? isoTime(reg + rnd.next() * (end - reg)) : null;
    const verificationRequest = rnd.chance(0.25) ? isoTime(reg + rnd.next() * (end - reg)) : null;
    const deleted = rnd.chance(0.005);
    const email = `${userName}@${rnd.pick(DOMAINS)}`;
    const status = weighted(rnd.next, [[0, 0.2], [1, 0.5], [2, 0.3]]);
    const userType = weighted(rnd.next, [[0, 0.95], [2, 0.03], [3, 0.01], [1, 0.005], [9, 0.005]]);
    const locale = weighted(rnd.next, LOCALES);
    const isBlocked = rnd.chance(0.01);
    users.push([
      id,
      userName,
      email,
      status,
      userType,
      locale,
      regDate,
      lastLogin,
      verificationRequest,
      isBlocked ? 1 : 0,
      deleted ? 1 : 0,
      deleted ? isoTime(reg + rnd.next() * (end - reg)) : null,
    ]);
    const factors = rnd.chance(0.35) ? (rnd.chance(0.3) ? 2 : 1) : 0;
    const firstType = rnd.int(0, 2);
    const factorTypes: number[] = [];
    for (let f = 0; f < factors; f++) {
      const enabled = reg + rnd.next() * (end - reg);
      const disabled = rnd.chance(0.15) ? isoTime(enabled + rnd.next() * (end - enabled)) : null;
      nfa.push([id, (firstType + f) % 3, isoTime(enabled), disabled]);
      factorTypes.push((firstType + f) % 3);
    }
    if (tagIds.length && rnd.chance(0.15)) {
      const first = rnd.pick(tagIds);
      links.push([id, first]);
      const second = rnd.pick(tagIds);
      if (second !== first && rnd.chance(0.2)) links.push([id, second]);
    }
    details.addUser({ id, userName, status, userType, regMs: Math.min(reg, end), isBlocked, verificationRequest, factorTypes });
    if (users.length >= CHUNK) await flush();
  }
  await flush();
  await details.finish();
  await resetSequence(db, 'users');
  await resetSequence(db, 'user_nfa');
}
