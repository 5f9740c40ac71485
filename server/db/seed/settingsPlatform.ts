import type { Db } from '../database.ts';
import { createRandom } from './random.ts';

/** The platform's front-end apps (names as staff know them), in menu order. */
const APPS: [string, boolean][] = [
  ['Exchange', true], ['Wallet', true], ['P2P', true], ['Staking', true], ['Referral program', true], ['Merchant dashboard', true],
  ['Store builder', false], ['Invoices', true], ['API keys', true], ['Codes', true], ['Launchpad', false], ['NFT gallery', false],
];
const GROUPS = ['Default', 'VIP traders', 'Merchants EU', 'Merchants Asia', 'Trial merchants', 'High-volume traders'];
const LEVELS = ['notVerified', 'verified', 'vip', 'individual'] as const;

/**
 * Settings › Limits, Notifications and the front config: platform limits for the first currencies,
 * a few notification templates and system notifications, the front-end apps, the system default
 * group and a few more groups with traders and merchants, and some per-group app choices.
 */
export async function seedSettingsPlatform(db: Db, now: Date, seed = 20261125) {
  const random = createRandom(seed);
  const at = now.toISOString();
  const k = db.kysely;

  const currencies = await k.selectFrom('currencies').select('id').orderBy('id').limit(6).execute();
  const limits = currencies.flatMap((c, ci) =>
    LEVELS.flatMap((level, li) =>
      (['deposit', 'withdrawal'] as const).map((operation) => {
        const scale = 10 ** (li + 2) * (ci + 1);
        return {
          currency_id: c.id,
          verification_level: level,
          operation_type: operation,
          min_amount: String(li + 1),
          max_amount: String(scale),
          daily_limit: String(scale * 5),
          monthly_limit: level === 'individual' ? null : String(scale * 60),
          admin_id: null,
          date_updated: at,
        };
      }),
    ),
  );
  if (limits.length) await k.insertInto('platform_transaction_limits').values(limits).execute();

  const templates = [21, 25, 36, 37, 44].flatMap((type, i) =>
    [1, 2].map((channel) => ({
      notification_type: type,
      channel,
      title: JSON.stringify({ en: `Notice ${type}`, ru: `Уведомление ${type}`, es: `Aviso ${type}`, et: `Teade ${type}`, tr: `Bildirim ${type}`, zh: `通知 ${type}` }),
      text: JSON.stringify({ en: `Hello {{userName}}, notice ${type} (${i + 1}).`, ru: `Здравствуйте, {{userName}}: уведомление ${type}.` }),
      admin_id: null,
      date_created: at,
    })),
  );
  await k.insertInto('notification_templates').values(templates).execute();

  await k
    .insertInto('system_notifications')
    .values([
      { type: 'technicalWork', version: '2.4.0', need_auth: 0, source: 'web', cms_id: 'tw-2026-11', text: JSON.stringify({ en: 'Technical works on 30.11.2026 from 02:00 to 03:00 UTC', ru: 'Технические работы 30.11.2026 с 02:00 до 03:00 UTC' }), is_active: 1, date_created: at },
      { type: 'system', version: '2.3.9', need_auth: 1, source: 'mobile', cms_id: null, text: JSON.stringify({ en: 'Update the app to keep trading', es: 'Actualice la aplicación para seguir operando' }), is_active: 0, date_created: at },
    ])
    .execute();

  await k.insertInto('front_apps').values(APPS.map(([name, enabled], i) => ({ name, is_enabled: enabled ? 1 : 0, sort_id: i + 1 }))).execute();
  await k.insertInto('security_groups').values(GROUPS.map((name, i) => ({ name, is_default: i === 0 ? 1 : 0, date_created: at }))).execute();
  const apps = await k.selectFrom('front_apps').select('id').orderBy('id').execute();
  const groups = await k.selectFrom('security_groups').select('id').orderBy('id').execute();
  const access = groups.slice(1).flatMap((g) =>
    apps.filter(() => random.chance(0.3)).map((a) => ({ app_id: a.id, group_id: g.id, access_type: random.chance(0.5) ? 'Allow' : 'Deny' })),
  );
  if (access.length) await k.insertInto('front_app_access').values(access).execute();

  const members = await k.selectFrom('user_roles').select('user_id').where('role', 'in', ['trader', 'merchant']).orderBy('user_id').limit(60).execute();
  const memberships = members.map((m, i) => ({ group_id: groups[1 + (i % (groups.length - 1))]!.id, user_id: m.user_id, date_added: at }));
  const unique = [...new Map(memberships.map((m) => [`${m.group_id}:${m.user_id}`, m])).values()];
  if (unique.length) await k.insertInto('security_group_users').values(unique).execute();
}
