/**
 * Payment systems and currencies (spec 3 §3, §5, §8, §9): the catalogues' enumerations, the rules
 * both the console's forms and the server hold, and their messages (the spec's text verbatim
 * where it gives one).
 */

/** Payment method categories in the order of their stored numbers (0 cash … 4 none). */
export const PAYMENT_CATEGORIES = ['cash', 'bankTransfer', 'crypto', 'eWallets', 'none'] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

/** Payment method statuses in the order of their stored numbers (0 enabled, 1 disabled, 2 deleted). */
export const PAYMENT_METHOD_STATUSES = ['enabled', 'disabled', 'deleted'] as const;
export type PaymentMethodStatus = (typeof PAYMENT_METHOD_STATUSES)[number];

/** Payment method types in the order of their stored numbers (0 online, 1 offline). */
export const PAYMENT_METHOD_TYPES = ['online', 'offline'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Custom field types of a payment method. */
export const PAYMENT_FIELD_TYPES = ['boolean', 'integer', 'text', 'multilineText'] as const;
export type PaymentFieldType = (typeof PAYMENT_FIELD_TYPES)[number];

/** Transaction method kinds (spec 3 §3). */
export const TRANSACTION_METHOD_KINDS = ['creditCard', 'advCash', 'code', 'manual', 'blockchain', 'admin', 'cryptomatFee', 'payment', 'internal'] as const;
export type TransactionMethodKind = (typeof TRANSACTION_METHOD_KINDS)[number];
export const TRANSACTION_METHOD_TYPES = ['deposit', 'withdrawal'] as const;

/** Price-equivalent currencies; USD is the default. */
export const EQUIVALENT_CURRENCIES = ['USD', 'EUR', 'RUB'] as const;
export type EquivalentCurrency = (typeof EQUIVALENT_CURRENCIES)[number];
export const DEFAULT_EQUIVALENT_CURRENCY: EquivalentCurrency = 'USD';

/** Default token standard (spec 3 §9). */
export const DEFAULT_CONTRACT_ABI = 'ERC 20';

/** Inner load of payment methods (spec 3 §9). */
export const PAYMENT_METHODS_INNER_LIMIT = 1000;

/** Icons: the spec's image types, at most 1 MB, checked by content. */
export const ICON_EXTENSIONS = ['jpeg', 'jpg', 'png', 'heif', 'heic'] as const;
export const ICON_MAX_BYTES = 1024 * 1024;
export const ICON_ACCEPT = '.jpeg,.jpg,.png,.heif,.heic,image/jpeg,image/png,image/heif,image/heic';

export const CATALOGUE_MESSAGES = {
  iso2Exists: 'This ISO2 is already exist',
  iso3Exists: 'This ISO3 is already exist',
  countryUsed: 'Country is used',
  networkUsed: 'Network is used',
  networkExists: 'A network with this unique id already exists',
  currencyExists: 'A currency with this title already exists',
  cryptoCurrencyExists: 'A crypto currency with this title already exists',
  paymentMethodExists: 'A payment method with this name already exists',
  linkExists: 'The payment method is already linked to this country',
  invalidRegex: 'Invalid regular expression',
  urlAddressPlaceholder: 'The address URL must contain {address}',
  urlTxPlaceholder: 'The transaction URL must contain {txid}',
  amountMinMax: "Maximum limit can't be less than minimum amount",
  feeMinMax: "Maximum fee can't be less than minimum fee",
  fileTooLarge: "File size can't be more than 1 MB",
  fileType: 'Allowed file types: jpeg, jpg, png, heif, heic',
  fileContent: 'The file content does not match its type',
  imageFailed: 'Failed to load image',
  required: 'This field is required',
} as const;

/** Whether a text compiles as a regular expression (custom fields, token and network address regexes). */
export function isValidRegex(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** An explorer URL must carry its placeholder ({address} or {txid}); an empty one is allowed. */
export function hasPlaceholder(url: string | null | undefined, placeholder: '{address}' | '{txid}'): boolean {
  return !url || url.includes(placeholder);
}

/** The lower-case extension of a file name, or "". */
export function iconExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Content types of the icon extensions. */
export const ICON_CONTENT_TYPES: Record<(typeof ICON_EXTENSIONS)[number], string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  heif: 'image/heif',
  heic: 'image/heic',
};

export function isIconExtension(extension: string): extension is (typeof ICON_EXTENSIONS)[number] {
  return (ICON_EXTENSIONS as readonly string[]).includes(extension);
}

/** The first rule an icon file breaks (type, size), or null; the server also checks its content. */
export function iconFileProblem(file: { name: string; size: number }): string | null {
  if (!isIconExtension(iconExtension(file.name))) return CATALOGUE_MESSAGES.fileType;
  if (file.size > ICON_MAX_BYTES) return CATALOGUE_MESSAGES.fileTooLarge;
  return null;
}

/** A currency is shown as "name (title)" (spec 3 §3). */
export function currencyCaption(currency: { name: string; title: string }): string {
  return `${currency.name} (${currency.title})`;
}

/** A crypto currency or token is shown as "name(title)" (spec 3 §3). */
export function cryptoCaption(item: { name: string; title: string }): string {
  return `${item.name}(${item.title})`;
}

/**
 * Whether a currency may be used in a transaction (spec 3 §5: the user cannot make transactions
 * with disabled currencies); the money area checks it through this one function.
 */
export function isCurrencyUsable(currency: { isInUse: boolean }): boolean {
  return currency.isInUse;
}
