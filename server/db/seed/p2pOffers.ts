import { Decimal } from '../../money.ts';
import { P2pRole } from '../../../src/domain/p2pOffers.ts';
import type { Db } from '../database.ts';
import { bulkInsert, resetSequence, type BulkTable } from './bulkInsert.ts';
import { tinyPng } from './images.ts';
import { createRandom } from './random.ts';

/** Offers per user and their cap (a trader keeps a few live adverts). */
const OFFERS_PER_USER = 1.2;
const MAX_OFFERS = 60_000;

const OFFERS: BulkTable = {
  name: 'p2p_offers',
  columns: [
    'id', 'user_id', 'offer_type', 'crypto_currency_id', 'fiat_currency_id', 'price', 'profit_percent', 'expression', 'min_amount', 'max_amount',
    'restricted_amounts', 'payment_methods', 'is_kyc_required', 'is_phone_required', 'track_liquidity', 'terms', 'is_hidden', 'is_blocked', 'is_deleted',
    'is_enabled', 'date_created', 'date_updated',
  ],
  pgTypes: [
    'int', 'int', 'text', 'int', 'int', 'numeric', 'numeric', 'text', 'numeric', 'numeric', 'text', 'text', 'smallint', 'smallint', 'smallint', 'text',
    'smallint', 'smallint', 'smallint', 'smallint', 'timestamptz', 'timestamptz',
  ],
};

/** The demo moderation word groups; offer terms below use some of these words. */
export const DEMO_WORD_GROUPS = [
  { groupName: 'Contacts outside the platform', words: ['telegram', 'whatsapp', 'viber', 'signal me'] },
  { groupName: 'Third-party payments', words: ['third party', "someone else's card", 'friend will pay'] },
  { groupName: 'Scam signals', words: ['guaranteed profit', 'refund later', 'double your'] },
];

const TERMS = [
  'Bank transfer only, the name on the account must match your profile.',
  'Fast release, usually within 5 minutes. No third-party payments.',
  'Please send the exact amount and keep the receipt.',
  'Online from 9:00 to 21:00 CET. Write in the chat before paying.',
  'Write me on Telegram @fastcrypto for a better price.',
  'WhatsApp +372 5555 0101, I answer faster there.',
  'My friend will pay if I am busy, the card may be in another name.',
  'Guaranteed profit for regular buyers, refund later if something goes wrong.',
  'Only verified buyers with at least 10 completed deals.',
  null,
];

/**
 * Offers of the seeded users with every status label (most enabled; some disabled, hidden,
 * blocked or deleted, with the history rows of the admin who did it); moderation word groups
 * whose words some terms contain; P2P roles (the two staff arbitrators' users hold the arbitrator
 * role, so disputes can be assigned to them); two banners and the global switch on.
 */
export async function seedP2pOffers(db: Db, options: { users: number; now: Date; seed: number }) {
  const { users, now } = options;
  const rnd = createRandom(options.seed ^ 0x0ff3e5);
  const at = now.toISOString();
  const k = db.kysely;

  await k.insertInto('moderation_word_groups')
    .values(DEMO_WORD_GROUPS.map((g) => ({ group_name: g.groupName, group_name_key: g.groupName.toLowerCase(), words: JSON.stringify(g.words), date_created: at })))
    .execute();
  await k.insertInto('banner_options').values({ id: 1, is_banners_enabled: 1 }).execute();
  await k.insertInto('banners')
    .values([
      { position: 0, link: 'https://example.com/p2p/zero-fee-week', content_type: 'image/png', data: tinyPng([32, 120, 200], 32), date_updated: at },
      { position: 1, link: 'https://example.com/p2p/merchants', content_type: 'image/png', data: tinyPng([220, 140, 20], 32), date_updated: at },
    ])
    .execute();
  if (users < 4) return { offers: 0 };

  // The staff arbitrators' exchange accounts: the same e-mail links a user to a staff account.
  const arbitrators = ['arbitrator@demo.local', 'arbitrator2@demo.local'];
  for (const [i, email] of arbitrators.entries()) await k.updateTable('users').set({ email }).where('id', '=', users - i).execute();
  const admin = await k.selectFrom('admins').select('id').where('email', '=', 'admin@demo.local').executeTakeFirst();
  const grants: { user_id: number; role: number; admin_id: number | null; date_created: string }[] = [
    { user_id: users, role: P2pRole.Arbitrator, admin_id: admin?.id ?? null, date_created: at },
    { user_id: users - 1, role: P2pRole.Arbitrator, admin_id: admin?.id ?? null, date_created: at },
  ];
  for (let userId = 1; userId <= Math.min(users - 2, 60); userId += 1 + rnd.int(0, 4)) {
    grants.push({ user_id: userId, role: rnd.pick([P2pRole.User, P2pRole.User, P2pRole.SwapTrader, P2pRole.Agent]), admin_id: admin?.id ?? null, date_created: at });
  }
  await k.insertInto('p2p_role_grants').values(grants).execute();

  const currencies = await k.selectFrom('currencies').select(['id', 'title', 'currency_type', 'is_in_use']).execute();
  const cryptos = currencies.filter((c) => c.currency_type === 'crypto' && c.is_in_use === 1);
  const fiats = currencies.filter((c) => c.currency_type === 'fiat');
  const methods = (await k.selectFrom('payment_methods').select('id').execute()).map((m) => m.id);
  if (!cryptos.length || !fiats.length) return { offers: 0 };

  const count = Math.min(Math.round(users * OFFERS_PER_USER), MAX_OFFERS);
  const rows: unknown[][] = [];
  const history: { offer_id: number; field: string; old_value: string; new_value: string; admin_id: number | null; date_created: string }[] = [];
  const end = now.getTime();
  for (let id = 1; id <= count; id++) {
    const roll = rnd.next();
    // Most offers are live; the rest carry every status label the list shows.
    const flags = { hidden: roll < 0.05, blocked: roll >= 0.05 && roll < 0.08, deleted: roll >= 0.08 && roll < 0.12, enabled: roll >= 0.2 || roll < 0.12 };
    const min = new Decimal(rnd.pick([10, 20, 50, 100, 500]));
    const max = min.times(rnd.pick([10, 20, 50, 100]));
    const byFormula = rnd.chance(0.25);
    const created = new Date(end - rnd.int(0, 120 * 86_400_000)).toISOString();
    const methodIds = methods.length ? [...new Set([rnd.pick(methods), rnd.pick(methods)])] : [];
    rows.push([
      id, rnd.int(1, users - 2), rnd.chance(0.5) ? 'Sell' : 'Buy', rnd.pick(cryptos).id, rnd.pick(fiats).id,
      byFormula ? null : new Decimal(rnd.int(900, 110_000)).plus(rnd.int(0, 99) / 100).toFixed(), byFormula ? new Decimal(rnd.int(-30, 50)).div(10).toFixed() : null,
      byFormula ? 'market * 1.015' : null, min.toFixed(), max.toFixed(), JSON.stringify(rnd.chance(0.2) ? [min.times(2).toFixed(), min.times(5).toFixed()] : []),
      JSON.stringify(methodIds), rnd.chance(0.6) ? 1 : 0, rnd.chance(0.3) ? 1 : 0, rnd.chance(0.4) ? 1 : 0, rnd.pick(TERMS),
      flags.hidden ? 1 : 0, flags.blocked ? 1 : 0, flags.deleted ? 1 : 0, flags.enabled ? 1 : 0, created, created,
    ]);
    const field = flags.hidden ? 'isHidden' : flags.blocked ? 'isBlocked' : flags.deleted ? 'isDeleted' : null;
    if (field) history.push({ offer_id: id, field, old_value: 'false', new_value: 'true', admin_id: admin?.id ?? null, date_created: created });
  }
  await bulkInsert(db, OFFERS, rows);
  await resetSequence(db, 'p2p_offers');
  for (let i = 0; i < history.length; i += 500) await k.insertInto('p2p_offer_history').values(history.slice(i, i + 500)).execute();
  return { offers: count };
}
