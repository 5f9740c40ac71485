import type { Db } from '../database.ts';

/** Countries [name, ISO2, ISO3, cities, payment methods]; the last two have no cities or methods (deletable). */
const COUNTRIES: [string, string, string, string[], string[]][] = [
  ['United States', 'US', 'USA', ['New York', 'San Francisco', 'Chicago'], ['Cash in person', 'SWIFT transfer', 'PayPal', 'Wise']],
  ['Germany', 'DE', 'DEU', ['Berlin', 'Munich', 'Hamburg'], ['Cash in person', 'SEPA transfer', 'Wise', 'Revolut']],
  ['Estonia', 'EE', 'EST', ['Tallinn', 'Tartu'], ['SEPA transfer', 'Revolut', 'Wise']],
  ['Spain', 'ES', 'ESP', ['Madrid', 'Barcelona', 'Valencia'], ['SEPA transfer', 'Revolut']],
  ['Russia', 'RU', 'RUS', ['Moscow', 'Saint Petersburg', 'Kazan'], ['Cash in person', 'Sberbank', 'Tinkoff']],
  ['Türkiye', 'TR', 'TUR', ['Istanbul', 'Ankara', 'Izmir'], ['Cash in person', 'Ziraat Bankası']],
  ['China', 'CN', 'CHN', ['Beijing', 'Shanghai', 'Shenzhen'], ['Alipay', 'WeChat Pay']],
  ['Kazakhstan', 'KZ', 'KAZ', ['Almaty', 'Astana'], ['Kaspi']],
  ['Ukraine', 'UA', 'UKR', ['Kyiv', 'Lviv'], ['Monobank']],
  ['United Kingdom', 'GB', 'GBR', ['London', 'Manchester'], ['SWIFT transfer', 'Revolut', 'Wise']],
  ['Portugal', 'PT', 'PRT', [], []],
  ['Saint Vincent and the Grenadines', 'VC', 'VCT', [], []],
];

/** Custom fields [method, name, type, target, regex, required, unique-required]. */
const FIELDS: [string, string, string, string | null, string | null, boolean, boolean][] = [
  ['SEPA transfer', 'IBAN', 'text', 'iban', '^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$', true, true],
  ['SEPA transfer', 'Account holder', 'text', 'holder', null, true, false],
  ['SWIFT transfer', 'SWIFT/BIC', 'text', 'bic', '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$', true, false],
  ['SWIFT transfer', 'Bank address', 'multilineText', 'address', null, false, false],
  ['Sberbank', 'Card number', 'integer', 'card', '^\\d{16}$', true, true],
  ['Tinkoff', 'Card number', 'integer', 'card', '^\\d{16}$', true, true],
  ['Wise', 'E-mail', 'text', 'email', '^[^@\\s]+@[^@\\s]+$', true, true],
  ['Revolut', 'Revtag', 'text', 'revtag', '^@?[a-z0-9]{3,32}$', true, true],
  ['PayPal', 'E-mail', 'text', 'email', '^[^@\\s]+@[^@\\s]+$', true, true],
  ['Cash in person', 'Meeting point', 'multilineText', 'place', null, true, false],
  ['Cash in person', 'Counted by the seller', 'boolean', null, null, false, false],
];

/** Networks [uniqueId, tag name, address regex, transaction URL, address URL, address tag only]. */
const NETWORKS: [string, string | null, string, string, string, boolean][] = [
  ['BTC', null, '^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}$', 'https://mempool.space/tx/{txid}', 'https://mempool.space/address/{address}', false],
  ['ERC20', null, '^0x[a-fA-F0-9]{40}$', 'https://etherscan.io/tx/{txid}', 'https://etherscan.io/address/{address}', false],
  ['TRC20', null, '^T[1-9A-HJ-NP-Za-km-z]{33}$', 'https://tronscan.org/#/transaction/{txid}', 'https://tronscan.org/#/address/{address}', false],
  ['BEP20', null, '^0x[a-fA-F0-9]{40}$', 'https://bscscan.com/tx/{txid}', 'https://bscscan.com/address/{address}', false],
  ['XRP', 'Destination tag', '^r[1-9A-HJ-NP-Za-km-z]{24,34}$', 'https://xrpscan.com/tx/{txid}', 'https://xrpscan.com/account/{address}', true],
  ['TON', 'Memo', '^(EQ|UQ)[A-Za-z0-9_-]{46}$', 'https://tonscan.org/tx/{txid}', 'https://tonscan.org/address/{address}', true],
];

/** Crypto currencies [name, title, network, min confirmations]. */
const CRYPTO: [string, string, string, number][] = [
  ['Bitcoin', 'BTC', 'BTC', 2], ['Ethereum', 'ETH', 'ERC20', 12], ['Tron', 'TRX', 'TRC20', 20], ['BNB Smart Chain', 'BNB', 'BEP20', 15],
  ['Ripple', 'XRP', 'XRP', 1], ['Toncoin', 'TON', 'TON', 1],
];

/** Tokens [chain title, name, title, contract address, aggregating min]. */
const TOKENS: [string, string, string, string, string | null][] = [
  ['ETH', 'Tether', 'USDT', '0xdAC17F958D2ee523a2206206994597C13D831ec7', '50'],
  ['ETH', 'USD Coin', 'USDC', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '50'],
  ['TRX', 'Tether', 'USDT', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', '10'],
  ['BNB', 'Tether', 'USDT', '0x55d398326f99059fF775485246999027B3197955', '10'],
  ['BNB', 'USD Coin', 'USDC', '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', null],
  ['TON', 'Tether', 'USDT', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs', null],
];

/** Multiwallet tokens [currency, name, network, contract, decimals, enabled]. */
const MULTIWALLET: [string, string, string, string | null, number, boolean][] = [
  ['USDT', 'Tether TRC20', 'TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 6, true],
  ['USDT', 'Tether ERC20', 'ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 6, true],
  ['USDT', 'Tether BEP20', 'BEP20', '0x55d398326f99059fF775485246999027B3197955', 18, false],
  ['USDC', 'USD Coin ERC20', 'ERC20', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, true],
  ['BTC', 'Bitcoin', 'BTC', null, 8, true],
];

/** Transaction methods per currency: [currency, kind, provider, min, max, fee %, fee abs]. Both directions each. */
const METHODS: [string, string, string, string, string, string, string][] = [
  ['BTC', 'blockchain', 'Node', '0.0001', '10', '0', '0.0002'],
  ['ETH', 'blockchain', 'Node', '0.001', '200', '0', '0.002'],
  ['USDT', 'blockchain', 'Tron node', '1', '1000000', '0', '1'],
  ['USDC', 'blockchain', 'Node', '1', '1000000', '0', '2'],
  ['LTC', 'blockchain', 'Node', '0.01', '5000', '0', '0.001'],
  ['USD', 'creditCard', 'Checkout', '10', '10000', '2.5', '0.3'],
  ['EUR', 'creditCard', 'Checkout', '10', '10000', '2.5', '0.3'],
  ['USD', 'advCash', 'AdvCash', '5', '50000', '1', '0'],
  ['RUB', 'payment', 'Payment gateway', '500', '600000', '1.5', '0'],
  ['USDT', 'code', 'Codes', '1', '100000', '0', '0'],
  ['USDT', 'internal', 'Internal', '0.01', '1000000', '0', '0'],
  ['BTC', 'manual', 'Manual desk', '0.01', '50', '0.5', '0'],
];

/** Countries, cities, payment method fields, transaction methods, networks, crypto currencies and tokens, multiwallet tokens. */
export async function seedPaymentSystems(db: Db) {
  const k = db.kysely;
  const methods = new Map((await k.selectFrom('payment_methods').select(['id', 'name']).execute()).map((m) => [m.name, m.id]));
  const currencies = new Map((await k.selectFrom('currencies').select(['id', 'title']).execute()).map((c) => [c.title, c.id]));

  await k.insertInto('countries').values(COUNTRIES.map(([name, iso2, iso3]) => ({ name, iso2, iso3 }))).execute();
  const countries = new Map((await k.selectFrom('countries').select(['id', 'iso2']).execute()).map((c) => [c.iso2, c.id]));
  const cities = COUNTRIES.flatMap(([, iso2, , names]) => names.map((name) => ({ country_id: countries.get(iso2)!, name })));
  await k.insertInto('cities').values(cities).execute();
  const links = COUNTRIES.flatMap(([, iso2, , , names]) => names.map((name) => ({ country_id: countries.get(iso2)!, payment_method_id: methods.get(name)! })));
  await k.insertInto('country_payment_methods').values(links).execute();

  await k
    .insertInto('payment_method_fields')
    .values(
      FIELDS.map(([method, name, fieldType, target, regex, required, unique]) => ({
        payment_method_id: methods.get(method)!, name, field_type: fieldType, target, regex,
        is_required: required ? 1 : 0, is_multiline: fieldType === 'multilineText' ? 1 : 0, is_unique_required: unique ? 1 : 0,
      })),
    )
    .execute();
  // A disabled method and one not offered in P2P show the statuses and flags.
  await k.updateTable('payment_methods').set({ status: 1 }).where('name', '=', 'WeChat Pay').execute();
  await k.updateTable('payment_methods').set({ is_enabled_for_p2p: 0 }).where('name', '=', 'Crypto transfer').execute();

  let sort = 0;
  await k
    .insertInto('transaction_methods')
    .values(
      METHODS.flatMap(([currency, method, provider, min, max, percent, absolute]) =>
        (['deposit', 'withdrawal'] as const).map((type) => ({
          type, provider, method, currency_id: currencies.get(currency)!, blockchain: method === 'blockchain' ? currency : null, token: null,
          amount_min: min, amount_max: max,
          fee_percent: type === 'deposit' && method === 'blockchain' ? '0' : percent, fee_absolute: type === 'deposit' && method === 'blockchain' ? '0' : absolute,
          fee_min: '0', fee_max: absolute === '0' ? '0' : absolute, special_decimals: null, default_decimals: 8, rounding: null, additional_field: null,
          manual_limit: method === 'manual' ? '1' : null,
          pay_in: type === 'deposit' ? JSON.stringify({ amountMin: min, amountMax: max, feePercent: '0', feeAbsolute: '0', feeMin: '0', feeMax: '0' }) : null,
          pay_out: type === 'withdrawal' ? JSON.stringify({ amountMin: min, amountMax: max, feePercent: percent, feeAbsolute: absolute, feeMin: '0', feeMax: absolute }) : null,
          is_enabled: method === 'advCash' && type === 'withdrawal' ? 0 : 1, sort_id: ++sort,
        })),
      ),
    )
    .execute();

  await k
    .insertInto('networks')
    .values(
      NETWORKS.map(([uniqueId, tagName, addressRegex, transactionUrl, addressUrl, tagOnly]) => ({
        unique_id: uniqueId, tag_name: tagName, tag_multiline: 0, tag_regex: tagName ? '^\\d{1,10}$' : null, uri_amount: uniqueId === 'BTC' ? 1 : 0,
        address_multiple: tagOnly ? 0 : 1, address_public_key: uniqueId === 'BTC' ? 1 : 0, address_tag_only: tagOnly ? 1 : 0, address_regex: addressRegex,
        address_tokens: ['ERC20', 'BEP20', 'TRC20'].includes(uniqueId) ? 1 : 0, transaction_url: transactionUrl, address_url: addressUrl,
      })),
    )
    .execute();
  await k
    .insertInto('crypto_currencies')
    .values(CRYPTO.map(([name, title, network, confirmations]) => ({ name, title, network, min_confirmations: confirmations, is_enabled: 1 })))
    .execute();
  const chains = new Map((await k.selectFrom('crypto_currencies').select(['id', 'title', 'network']).execute()).map((c) => [c.title, c]));
  await k
    .insertInto('crypto_tokens')
    .values(
      TOKENS.map(([chain, name, title, contract, aggregatingMin]) => {
        const parent = chains.get(chain)!;
        return {
          crypto_currency_id: parent.id, name, title, network: parent.network, address: null, contract_address: contract,
          contract_abi: chain === 'TRX' ? 'TRC 20' : chain === 'TON' ? 'Jetton' : 'ERC 20', aggregating_min: aggregatingMin,
          unique_address: 0, address_tag_only: 0, min_confirmations: chain === 'ETH' ? 12 : 20, min_confirmations_for_use: chain === 'ETH' ? 6 : 10,
          address_regex: null,
        };
      }),
    )
    .execute();
  await k
    .insertInto('multiwallet_tokens')
    .values(
      MULTIWALLET.map(([currency, name, network, contract, decimals, enabled]) => ({
        currency_id: currencies.get(currency)!, name, network, contract_address: contract, decimals, is_enabled: enabled ? 1 : 0,
      })),
    )
    .execute();
}
