import type { Db } from '../database.ts';
import { readOption, writeOption } from '../../core/options.ts';
import { createRandom } from './random.ts';

/** P2P fee per crypto currency: [title, service fee, absolute, percent, min, max]. */
const FEES = [
  ['BTC', '0.0002', '0', '0.5', '0.00001', '0.01'],
  ['ETH', '0.002', '0', '0.5', '0.0001', '0.1'],
  ['USDT', '1', '0', '0.3', '0.5', '50'],
  ['USDC', '1', '0', '0.3', '0.5', '50'],
  ['TRX', '5', '1', '0', '0', '0'],
] as const;

/** P2P deal limits per currency: [title, min, max]. */
const LIMITS = [
  ['BTC', '0.0001', '5'], ['ETH', '0.001', '100'], ['USDT', '10', '100000'], ['USDC', '10', '100000'],
  ['RUB', '500', '5000000'], ['USD', '10', '50000'], ['EUR', '10', '50000'], ['TRY', '100', '1000000'],
] as const;

const RATE_SOURCES: Record<string, string[]> = {
  'Binance P2P': ['Sberbank', 'Tinkoff', 'Wise', 'SEPA transfer', 'Kaspi'],
  'Bybit P2P': ['Sberbank', 'Tinkoff', 'Revolut', 'Monobank'],
  'OKX P2P': ['Wise', 'Alipay', 'WeChat Pay', 'Ziraat Bankası'],
  'Garantex': ['Sberbank', 'Tinkoff'],
};

export const TEMPLATES = [
  ['Bank card', [{ name: 'Card number', type: 'text', required: true }, { name: 'Cardholder name', type: 'text', required: true }, { name: 'Bank name', type: 'text', required: false }]],
  ['Bank account', [{ name: 'IBAN', type: 'text', required: true }, { name: 'BIC / SWIFT', type: 'text', required: true }, { name: 'Account holder', type: 'text', required: true }, { name: 'Business account', type: 'boolean', required: false }]],
  ['E-wallet', [{ name: 'Wallet ID', type: 'text', required: true }, { name: 'Phone', type: 'text', required: false }]],
  ['Cash meeting', [{ name: 'City', type: 'text', required: true }, { name: 'Meeting point', type: 'text', required: false }, { name: 'Wait minutes', type: 'integer', required: false }]],
] as const;

/** Which template the seeded payment methods use. */
export const METHOD_TEMPLATES: Record<string, string> = {
  Sberbank: 'Bank card', Tinkoff: 'Bank card', Monobank: 'Bank card', Kaspi: 'Bank card', 'Ziraat Bankası': 'Bank account',
  'SEPA transfer': 'Bank account', 'SWIFT transfer': 'Bank account', Wise: 'E-wallet', Revolut: 'E-wallet', PayPal: 'E-wallet',
  Alipay: 'E-wallet', 'WeChat Pay': 'E-wallet', 'Cash in person': 'Cash meeting',
};

/** P2P localisation strings: key → [en, ru, zh, es, et, tr]. */
const STRINGS: Record<string, [string, string, string, string, string, string]> = {
  'offer.buy': ['Buy', 'Купить', '购买', 'Comprar', 'Osta', 'Satın al'],
  'offer.sell': ['Sell', 'Продать', '出售', 'Vender', 'Müü', 'Sat'],
  'offer.terms': ['Terms of the deal', 'Условия сделки', '交易条款', 'Condiciones del trato', 'Tehingu tingimused', 'İşlem şartları'],
  'offer.limits': ['Limits', 'Лимиты', '限额', 'Límites', 'Limiidid', 'Limitler'],
  'offer.paymentMethods': ['Payment methods', 'Способы оплаты', '支付方式', 'Métodos de pago', 'Makseviisid', 'Ödeme yöntemleri'],
  'trade.created': ['Deal created', 'Сделка создана', '交易已创建', 'Trato creado', 'Tehing loodud', 'İşlem oluşturuldu'],
  'trade.fundsFrozen': ['Funds are frozen in escrow', 'Средства заморожены', '资金已冻结', 'Fondos congelados', 'Raha on külmutatud', 'Fonlar donduruldu'],
  'trade.fiatSent': ['The buyer has sent the payment', 'Покупатель отправил оплату', '买家已付款', 'El comprador ha pagado', 'Ostja saatis makse', 'Alıcı ödemeyi gönderdi'],
  'trade.completed': ['Deal completed', 'Сделка завершена', '交易完成', 'Trato completado', 'Tehing lõpetatud', 'İşlem tamamlandı'],
  'trade.cancelled': ['Deal cancelled', 'Сделка отменена', '交易已取消', 'Trato cancelado', 'Tehing tühistatud', 'İşlem iptal edildi'],
  'trade.dispute': ['Dispute opened', 'Открыт спор', '已发起争议', 'Disputa abierta', 'Vaidlus avatud', 'İtiraz açıldı'],
  'trade.arbitratorJoined': ['The arbitrator has joined the chat', 'Арбитр присоединился к чату', '仲裁员已加入聊天', 'El árbitro se ha unido al chat', 'Vahekohtunik liitus vestlusega', 'Hakem sohbete katıldı'],
  'chat.placeholder': ['Write a message…', 'Напишите сообщение…', '输入消息…', 'Escribe un mensaje…', 'Kirjuta sõnum…', 'Bir mesaj yazın…'],
  'chat.tooLong': ['The message must not be more than 512 characters', 'Сообщение не должно быть длиннее 512 символов', '消息不能超过 512 个字符', 'El mensaje no debe superar los 512 caracteres', 'Sõnum ei tohi olla pikem kui 512 märki', 'Mesaj 512 karakterden uzun olamaz'],
  'profile.rating': ['Rating', 'Рейтинг', '评分', 'Valoración', 'Hinnang', 'Puan'],
  'profile.completedTrades': ['Completed deals', 'Завершённые сделки', '已完成交易', 'Tratos completados', 'Lõpetatud tehingud', 'Tamamlanan işlemler'],
  'profile.averageTime': ['Average deal time', 'Среднее время сделки', '平均交易时间', 'Tiempo medio del trato', 'Keskmine tehingu aeg', 'Ortalama işlem süresi'],
  'kyc.required': ['Verification is required for this offer', 'Для этого объявления нужна верификация', '此广告需要身份验证', 'Esta oferta requiere verificación', 'See pakkumine nõuab tuvastamist', 'Bu ilan için doğrulama gerekli'],
  'phone.required': ['A confirmed phone number is required', 'Нужен подтверждённый номер телефона', '需要已验证的手机号码', 'Se requiere un teléfono confirmado', 'Vaja on kinnitatud telefoninumbrit', 'Onaylı telefon numarası gerekli'],
  'notice.long': [
    'Never release crypto before the money is in your account. Check the sender name, the amount and the bank; screenshots can be forged. If the buyer asks you to cancel after paying, open a dispute and wait for the arbitrator.',
    'Никогда не отпускайте криптовалюту, пока деньги не поступили на счёт. Проверьте имя отправителя, сумму и банк; скриншоты можно подделать. Если покупатель просит отменить сделку после оплаты, откройте спор и дождитесь арбитра.',
    '在资金到账之前，切勿放行加密货币。请核对付款人姓名、金额和银行；截图可以伪造。如果买家付款后要求取消，请发起争议并等待仲裁员。',
    'Nunca liberes cripto antes de que el dinero esté en tu cuenta. Comprueba el nombre del remitente, el importe y el banco; las capturas pueden falsificarse. Si el comprador pide cancelar tras pagar, abre una disputa y espera al árbitro.',
    'Ära vabasta krüptot enne, kui raha on su kontol. Kontrolli saatja nime, summat ja panka; ekraanipilte saab võltsida. Kui ostja palub pärast maksmist tühistada, ava vaidlus ja oota vahekohtunikku.',
    'Para hesabınıza geçmeden kriptoyu asla serbest bırakmayın. Gönderen adını, tutarı ve bankayı kontrol edin; ekran görüntüleri sahte olabilir. Alıcı ödemeden sonra iptal isterse itiraz açın ve hakemi bekleyin.',
  ],
};
const LANGUAGES = ['En', 'Ru', 'Zh', 'Es', 'Et', 'Tr'] as const;

/** Rows in inserts of at most 500: at a million users one INSERT of every trader passes SQLite's 32,766 variables. */
function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * The P2P catalogues (issue 14): fees and limits per currency, personal fees of a few traders,
 * rate sources with their payment methods and two rate settings, the default group and two more
 * with traders and merchants, payment-method templates (linked to the seeded methods), the P2P
 * localisation strings in six languages, and chat options.
 */
export async function seedP2pCatalogues(db: Db, options: { now: Date; seed: number }) {
  const k = db.kysely;
  const at = options.now.toISOString();
  const rnd = createRandom(options.seed + 14);
  const currencies = new Map((await k.selectFrom('currencies').select(['id', 'title']).execute()).map((c) => [c.title, c.id]));
  const id = (title: string) => currencies.get(title);

  const fees = FEES.filter(([t]) => id(t) !== undefined).map(([t, service, absolute, percent, min, max]) => ({
    currency_id: id(t)!, service_fee: service, fee_absolute: absolute, fee_percent: percent, fee_min: min, fee_max: max, date_updated: at,
  }));
  if (fees.length) await k.insertInto('p2p_currency_fees').values(fees).execute();

  const limits = LIMITS.filter(([t]) => id(t) !== undefined).map(([t, min, max]) => ({ currency_id: id(t)!, min_amount: min, max_amount: max, date_updated: at }));
  if (limits.length) await k.insertInto('p2p_limits').values(limits).execute();

  const traders = (await k.selectFrom('user_roles').select(['user_id', 'role']).where('role', 'in', ['trader', 'merchant']).orderBy('user_id').execute());
  const traderIds = [...new Set(traders.filter((r) => r.role === 'trader').map((r) => r.user_id))];
  const merchantIds = [...new Set(traders.filter((r) => r.role === 'merchant').map((r) => r.user_id))];

  // Personal fees: every tenth trader gets a lower percent on one or two currencies.
  const personal = traderIds
    .filter((_, i) => i % 10 === 0)
    .flatMap((userId) =>
      fees.slice(0, rnd.int(1, 2)).map((f) => ({
        user_id: userId, currency_id: f.currency_id, fee_absolute: '0', fee_percent: rnd.pick(['0.1', '0.2', '0.25']), fee_min: f.fee_min, fee_max: f.fee_max, date_updated: at,
      })),
    );
  for (const rows of chunks(personal)) await k.insertInto('p2p_personal_fees').values(rows).execute();

  const sourceMethodIds = new Map<string, number>();
  for (const [name, methods] of Object.entries(RATE_SOURCES)) {
    const sourceId = (await k.insertInto('p2p_rate_sources').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
    for (const method of methods) {
      const methodId = (await k.insertInto('p2p_rate_source_methods').values({ source_id: sourceId, name: method }).returning('id').executeTakeFirstOrThrow()).id;
      sourceMethodIds.set(`${name}/${method}`, methodId);
      sourceMethodIds.set(`source:${name}`, sourceId);
    }
  }
  const choice = (source: string, method: string) => ({ sourceId: sourceMethodIds.get(`source:${source}`)!, paymentMethodId: sourceMethodIds.get(`${source}/${method}`)! });
  await k
    .insertInto('p2p_rate_settings')
    .values([
      { base_currency: 'USDT', quote_currency: 'RUB', sources: JSON.stringify([choice('Binance P2P', 'Sberbank'), choice('Bybit P2P', 'Tinkoff')]), rate: '98.03921569', date_updated: at },
      { base_currency: 'BTC', quote_currency: 'EUR', sources: JSON.stringify([choice('Binance P2P', 'SEPA transfer')]), rate: null, date_updated: at },
    ])
    .execute();

  const groups = [
    { name: 'Default', name_key: 'default', is_default: 1, date_created: at },
    { name: 'PayOut trusted', name_key: 'payout trusted', is_default: 0, date_created: at },
    { name: 'Merchants EU', name_key: 'merchants eu', is_default: 0, date_created: at },
  ];
  const groupIds: number[] = [];
  for (const g of groups) groupIds.push((await k.insertInto('p2p_groups').values(g).returning('id').executeTakeFirstOrThrow()).id);
  const members = [
    ...traderIds.filter((_, i) => i % 3 !== 0).map((user_id) => ({ group_id: groupIds[0]!, user_id, date_created: at })),
    ...traderIds.filter((_, i) => i % 3 === 0).map((user_id) => ({ group_id: groupIds[1]!, user_id, date_created: at })),
    ...merchantIds.map((user_id) => ({ group_id: groupIds[2]!, user_id, date_created: at })),
  ];
  for (const rows of chunks(members)) await k.insertInto('p2p_group_profiles').values(rows).execute();

  const templateIds = new Map<string, number>();
  for (const [name, fields] of TEMPLATES) {
    templateIds.set(name, (await k.insertInto('p2p_payment_method_templates').values({ name, fields: JSON.stringify(fields), date_created: at }).returning('id').executeTakeFirstOrThrow()).id);
  }
  for (const [method, template] of Object.entries(METHOD_TEMPLATES)) {
    await k.updateTable('payment_methods').set({ template_id: templateIds.get(template)! }).where('name', '=', method).execute();
  }

  const strings = Object.entries(STRINGS).flatMap(([key, values]) => LANGUAGES.map((language, i) => ({ key, language, value: values[i]! })));
  await k.insertInto('p2p_localisation').values(strings).execute();

  const usdt = id('USDT');
  if ((await readOption(k, 'chatOptions')) === null) {
    await writeOption(k, 'chatOptions', { publicChatMinBalance: '10', privateChatMinBalance: '0', groupChatMinBalance: '0', ...(usdt ? { balanceCurrencyId: usdt } : {}) });
  }
}
