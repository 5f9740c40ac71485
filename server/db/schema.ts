import type { Generated } from 'kysely';
import type { LevelFees } from '../../src/domain/referralStaking.ts';

/**
 * Row types of every table. Conventions: booleans are 0/1 integers on both dialects;
 * timestamps are ISO-8601 UTC strings (TEXT on SQLite, timestamptz on PostgreSQL, read back as ISO);
 * money is a decimal string (TEXT on SQLite, NUMERIC on PostgreSQL); JSON is TEXT.
 */
export interface AdminsTable {
  id: Generated<number>;
  email: string;
  user_name: string;
  password_hash: string;
  admin_status: number;
  is_blocked: number;
  totp_secret: string | null;
  /** The last TOTP step signed in with (migration 0170); a code of that step or earlier is refused. */
  totp_last_step: Generated<number | null>;
  settings: string;
  date_created: string;
}

export interface AdminTokensTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  ip: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface SignInAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  succeeded: number;
  created_at: string;
}

/** Sign-in throttling counters (migration 0020); see server/modules/session/throttle.ts. */
export interface SignInThrottleTable {
  key: string;
  failures: number;
  window_start: string;
  locked_until: string | null;
}

/** A money operation's idempotency key and its stored answer (migration 0200), unique per admin and key. */
export interface IdempotencyKeysTable {
  admin_id: number;
  key: string;
  operation_id: string;
  /** SHA-256 (hex) of the request's body, path and query. */
  request_hash: string;
  /** The answer's status and JSON body; null only inside the claiming transaction. */
  status_code: number | null;
  response_json: string | null;
  created_at: string;
}

export interface AdminLogsTable {
  id: Generated<number>;
  admin_id: number | null;
  ip: string;
  operation_id: string;
  target_ids: string;
  before_state: string | null;
  after_state: string | null;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  email: string;
  status: number;
  user_type: number;
  locale: string;
  reg_date: string;
  last_login_date: string | null;
  verification_request_date: string | null;
  is_blocked: number;
  is_deleted: number;
  date_deleted: string | null;
  identificator: Generated<string | null>;
  timezone: Generated<string | null>;
  password_hash: Generated<string | null>;
}

export interface UserNfaTable {
  id: Generated<number>;
  user_id: number;
  service_type: number;
  date_enabled: string;
  date_disabled: string | null;
}

export interface UserTagsTable {
  id: Generated<number>;
  tag_name: string;
  color: string;
}

export interface UserTagLinksTable {
  user_id: number;
  tag_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role: string;
  date_created: string;
}

/** Locks in force, one per user and lock type. */
export interface UserLocksTable {
  user_id: number;
  lock_type: number;
  history_id: number;
  date_created: string;
  until: string | null;
}

/** Every lock (kind 'lock', with its type) and block (kind 'block') ever put on a user. */
export interface UserLockHistoryTable {
  id: Generated<number>;
  user_id: number;
  kind: 'lock' | 'block';
  lock_type: number | null;
  source: 'admin' | 'arbitrator' | 'system';
  admin_id: number | null;
  arbitrator_id: number | null;
  minutes: number | null;
  date_created: string;
  until: string | null;
  unblocked: number;
  date_unblocked: string | null;
  unblocked_by_admin_id: number | null;
  comment: string | null;
}

export interface UserDocumentsTable {
  id: Generated<number>;
  user_id: number;
  type: string | null;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
  /** Dates without time are YYYY-MM-DD text on both dialects. */
  birthday: string | null;
  country: string | null;
  city: string | null;
  address: string | null;
  citizenship: string | null;
  document_expire_date: string | null;
  document_issued_by: string | null;
  document_issued_date: string | null;
  document_number: string | null;
  gender: string | null;
  postal_code: string | null;
  is_checked: number;
  date_created: string;
}

export interface UserFilesTable {
  id: Generated<number>;
  user_id: number;
  document_id: number | null;
  name: string;
  extension: string;
  content_type: string;
  size: number;
  data: Buffer | Uint8Array;
  date_created: string;
}

export interface UserVerificationTable {
  user_id: number;
  status: string;
  verification_type: string;
  auto_verification_status: string | null;
  auto_provider: string | null;
  date_requested: string | null;
  date_updated: string | null;
  comment: string | null;
}

export interface VerificationRequestsTable {
  id: Generated<number>;
  user_id: number;
  status: string;
  verification_type: string;
  date_created: string;
  date_updated: string | null;
  admin_id: number | null;
}

export interface UserIpWhitelistTable {
  id: Generated<number>;
  user_id: number;
  ip: string;
  admin_id: number | null;
  date_created: string;
}

export interface UserNfaHistoryTable {
  id: Generated<number>;
  user_id: number;
  service_type: number;
  action: 'enabled' | 'disabled';
  admin_id: number | null;
  date_created: string;
}

export interface UserActionsTable {
  id: Generated<number>;
  user_id: number;
  action: string;
  ip: string | null;
  client_type: string | null;
  /** JSON */
  details: string | null;
  date_created: string;
}

export interface User2faCodesTable {
  id: Generated<number>;
  user_id: number;
  code_type: number;
  service_type: number;
  code: string;
  is_used: number;
  date_created: string;
  date_expires: string;
  date_used: string | null;
}

export interface UserNotificationSettingsTable {
  user_id: number;
  notification: number;
  channel: number;
  ignored: number;
  date_updated: string;
}

export interface UserEmailSettingsTable {
  user_id: number;
  body_type: string;
  date_updated: string;
}

export interface UserTransactionLimitsTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  period: string;
  deposit_limit: string | null;
  withdrawal_limit: string | null;
  admin_id: number | null;
  date_updated: string;
}

export interface UserApiClientsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  claims: number;
  /** JSON array of IP addresses */
  ip_list: string;
  date_created: string;
  last_used_date: string | null;
}

/** Counts kept by triggers (see db/userSearch.ts). */
export interface TableCountsTable {
  name: string;
  n: number;
}

export interface CurrenciesTable {
  id: Generated<number>;
  name: string;
  title: string;
  symbol: string;
  decimals: number;
  currency_type: 'fiat' | 'crypto';
  sort_id: number;
  is_in_use: number;
  service_fee: string;
  url_tx: string | null;
  url_address: string | null;
  date_created: string;
  icon_id: number | null;
  equivalent_currency_title: Generated<string>;
  cmc_id: number | null;
  /** JSON array of strings. */
  aliases: Generated<string>;
  is_popular: Generated<number>;
  is_cheap_fee: Generated<number>;
  use_in_wallet: Generated<number>;
  use_in_p2p: Generated<number>;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  name: string;
  category: number;
  method_type: number;
  status: number;
  sort_id: number;
  icon_id: Generated<number | null>;
  is_enabled_for_p2p: Generated<number>;
  is_enabled_for_wallets: Generated<number>;
  /** The P2P payment-method template (migration 0120). */
  template_id: Generated<number | null>;
}

export interface CatalogueIconsTable {
  id: Generated<number>;
  content_type: string;
  size: number;
  data: Buffer | Uint8Array;
  date_created: string;
}

export interface PaymentMethodFieldsTable {
  id: Generated<number>;
  payment_method_id: number;
  name: string;
  target: string | null;
  regex: string | null;
  is_required: number;
  is_multiline: number;
  is_unique_required: number;
  field_type: string;
}

export interface CountriesTable {
  id: Generated<number>;
  name: string;
  iso2: string;
  iso3: string;
}

export interface CitiesTable {
  id: Generated<number>;
  country_id: number;
  name: string;
}

export interface CountryPaymentMethodsTable {
  id: Generated<number>;
  country_id: number;
  payment_method_id: number;
}

export interface TransactionMethodsTable {
  id: Generated<number>;
  icon_id: number | null;
  type: string;
  provider: string;
  method: string;
  currency_id: number;
  blockchain: string | null;
  token: string | null;
  amount_min: string;
  amount_max: string;
  fee_percent: string;
  fee_absolute: string;
  fee_min: string;
  fee_max: string;
  special_decimals: number | null;
  default_decimals: number;
  rounding: string | null;
  additional_field: string | null;
  manual_limit: string | null;
  /** JSON TransactionMethodLimits or null. */
  pay_in: string | null;
  pay_out: string | null;
  is_enabled: number;
  sort_id: number;
}

export interface NetworksTable {
  id: Generated<number>;
  unique_id: string;
  tag_name: string | null;
  tag_multiline: number;
  tag_regex: string | null;
  uri_amount: number;
  address_multiple: number;
  address_public_key: number;
  address_tag_only: number;
  address_regex: string | null;
  address_tokens: number;
  transaction_url: string | null;
  address_url: string | null;
}

export interface CryptoCurrenciesTable {
  id: Generated<number>;
  name: string;
  title: string;
  network: string | null;
  min_confirmations: number;
  is_enabled: number;
}

export interface CryptoTokensTable {
  id: Generated<number>;
  crypto_currency_id: number;
  name: string;
  title: string;
  network: string | null;
  address: string | null;
  contract_address: string | null;
  contract_abi: string;
  aggregating_min: string | null;
  unique_address: number;
  address_tag_only: number;
  min_confirmations: number;
  min_confirmations_for_use: number;
  address_regex: string | null;
}

export interface MultiwalletTokensTable {
  id: Generated<number>;
  currency_id: number;
  name: string;
  network: string;
  contract_address: string | null;
  decimals: number;
  is_enabled: number;
}

export interface CurrencyPaymentMethodsTable {
  currency_id: number;
  payment_method_id: number;
}

export interface MarketsTable {
  id: Generated<number>;
  base_currency_id: number;
  derived_currency_id: number;
  min_amount: string;
  max_amount: string;
  min_order_price: string;
  sort_id: number;
  is_enabled: number;
  date_created: string;
  /** none, user or userTag (src/domain/trading.ts); migration 0090. */
  individual_limits_type: Generated<string>;
}

export interface SystemOptionsTable {
  key: string;
  value: string;
}

/** P2P deals (statuses in src/domain/p2p.ts); amounts are decimal strings. */
export interface P2pTradesTable {
  id: Generated<number>;
  offer_id: number | null;
  offer_type: 'Sell' | 'Buy';
  seller_id: number;
  buyer_id: number;
  crypto_currency_id: number;
  fiat_currency_id: number;
  amount: string;
  service_fee: string;
  fee_rate: string;
  price: string;
  fiat_amount: string;
  status: number;
  arbitrator_id: number | null;
  arbitration_result: 'confirmed' | 'cancelled' | null;
  arbitration_comment: string | null;
  arbitrator_call_date: string | null;
  comment: string | null;
  date_created: string;
  date_updated: string;
  date_closed: string | null;
  /** The requisite the deal pays to (migration 0081). */
  requisites_id?: number | null;
}

export interface P2pTradeStatusHistoryTable {
  id: Generated<number>;
  trade_id: number;
  status: number;
  admin_id: number | null;
  comment: string | null;
  date_created: string;
}

/** What a user can spend, per currency; changed only together with ledger entries. */
export interface BalancesTable {
  user_id: number;
  currency_id: number;
  available: string;
  /** Held for withdrawals in progress (issue 11); available + locked is what the user owns. */
  locked: Generated<string>;
  date_updated: string;
}

/** The platform's own accounts per currency (the P2P service fees). */
/** A user's holdings in USD, the sort key of the cumulative balances list (migration 0031). */
export interface UserWorthTable {
  user_id: number;
  worth_usd: number;
  available_usd: number;
}

export interface PlatformBalancesTable {
  account: string;
  currency_id: number;
  amount: string;
  date_updated: string;
}

/** The seller's crypto held for one trade: held, then released (to the buyer) or returned (to the seller). */
export interface P2pEscrowTable {
  trade_id: number;
  seller_id: number;
  currency_id: number;
  amount: string;
  status: 'held' | 'released' | 'returned';
  date_created: string;
  date_closed: string | null;
}

/** Every money move; account is available (a user's balance), escrow or fees (a platform account). */
export interface LedgerEntriesTable {
  id: Generated<number>;
  entry_type: string;
  /**
   * Liabilities to users (available, locked, escrow), platform revenue (fees) and the platform's
   * assets (its wallets: a deposit's asset leg is negative, a withdrawal's positive). Every move's
   * legs sum to zero per currency, so the trial balance of a currency is always zero.
   */
  account: 'available' | 'locked' | 'escrow' | 'fees' | 'assets';
  user_id: number | null;
  currency_id: number;
  amount: string;
  trade_id: number | null;
  admin_id: number | null;
  created_at: string;
  transaction_id: Generated<number | null>;
  /** What a traders-module entry belongs to: 'tx:<id>' (transaction) or 'xo:<id>' (exchange order); migration 0080. */
  ref?: string | null;
}

/** Traders-module transactions (migration 0080; statuses in src/domain/traders.ts). */
export interface TraderTransactionsTable {
  id: Generated<number>;
  user_id: number;
  tx_type: string;
  status: string;
  currency_id: number;
  amount: string;
  is_held: number;
  address: string | null;
  tx_hash: string | null;
  comment: string | null;
  date_created: string;
  date_updated: string;
}

/** Traders' requisites (migration 0081): status is the check mark, state the requisite's own state. */
export interface P2pRequisitesTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  payment_method_id: number | null;
  name: string;
  /** JSON object of the payment method's field values. */
  fields: string;
  state: string;
  status: string;
  status_admin_id: number | null;
  status_date: string | null;
  date_created: string;
  date_updated: string;
}

export interface DevicesTable {
  id: Generated<number>;
  user_id: number;
  name: string | null;
  device_type: string;
  status: string;
  date_created: string;
  last_activity_date: string | null;
}

/** A chat message, public or private (migration 0082); edits and deletions keep the admin and the time. */
interface ChatMessageColumns {
  id: Generated<number>;
  user_id: number;
  member_type: number;
  message: string;
  date_created: string;
  edited_by: number | null;
  date_edited: string | null;
  deleted_by: number | null;
  date_deleted: string | null;
}

/** Public chat messages (migration 0082). */
export type PublicChatMessagesTable = ChatMessageColumns;

export interface PrivateChatsTable {
  id: Generated<number>;
  first_user_id: number;
  second_user_id: number;
  date_created: string;
  date_updated: string;
  deleted_by: number | null;
  date_deleted: string | null;
}

export interface PrivateChatMessagesTable extends ChatMessageColumns {
  chat_id: number;
}

/** Merchant payment providers (migration 0083). */
export interface MerchantProvidersTable {
  id: Generated<number>;
  name: string;
}

/** Merchant fees (migration 0083): service_merchant_id 0 is the general fee; a part's columns are null when it is not set. */
export interface MerchantFeesTable {
  id: Generated<number>;
  service_merchant_id: number;
  currency_id: number;
  method: string;
  provider: string;
  deposit_absolute: string | null;
  deposit_percent: string | null;
  deposit_min: string | null;
  deposit_max: string | null;
  withdrawal_absolute: string | null;
  withdrawal_percent: string | null;
  withdrawal_min: string | null;
  withdrawal_max: string | null;
  updated_by: number | null;
  date_updated: string;
}

/** Merchant payment transactions (migration 0084). */
export interface MerchantTransactionsTable {
  id: Generated<number>;
  order_id: number | null;
  service_merchant_id: number;
  tx_type: string;
  status: string;
  amount: string;
  currency_id: number;
  fee: string;
  date_created: string;
}

/** Exchange orders of the traders module (migration 0080). */
export interface ExchangeOrdersTable {
  id: Generated<number>;
  user_id: number;
  status: string;
  from_currency_id: number;
  to_currency_id: number;
  from_amount: string;
  to_amount: string;
  rate: string;
  is_held: number;
  comment: string | null;
  date_created: string;
  date_updated: string;
  transaction_id: Generated<number | null>;
}

export interface GroupChatsTable {
  id: Generated<number>;
  trade_id: number;
  date_created: string;
}

export interface GroupChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  member_type: number;
  user_id: number | null;
  admin_id: number | null;
  message: string;
  date_created: string;
}

export interface GroupChatFilesTable {
  message_id: number;
  user_file_id: number;
}

export interface P2pFeedbackTable {
  id: Generated<number>;
  trade_id: number;
  from_user_id: number;
  to_user_id: number;
  comment: string | null;
  influence: 'Negative' | 'Neutral' | 'Positive';
  initiator: 'system' | 'user' | 'buyer' | 'seller';
  is_deleted: number;
  date_created: string;
  date_updated: string;
}

export interface P2pFeedbackHistoryTable {
  id: Generated<number>;
  feedback_id: number;
  action: 'created' | 'edited' | 'deleted';
  comment: string | null;
  influence: 'Negative' | 'Neutral' | 'Positive';
  admin_id: number | null;
  date_created: string;
}

/** An admin's choice of channel per admin notification type (src/domain/adminManagement.ts). */
export interface AdminNotificationSettingsTable {
  id: Generated<number>;
  admin_id: number;
  notification_type: number;
  channel: number;
  is_enabled: number;
}

/** The four-eyes policy (migration 0210): one row (id 1); absent means the default policy. */
export interface ApprovalPolicyTable {
  id: number;
  expiry_hours: number;
  /** JSON: ApprovalPolicyRule[] of src/domain/approvals.ts. */
  rules: string;
  updated_at: string | null;
  updated_by: number | null;
}

/** A guarded action waiting for, or decided by, a second admin (migration 0210). */
export interface ApprovalRequestsTable {
  id: Generated<number>;
  action: string;
  operation_id: string;
  status: string;
  maker_id: number;
  checker_id: number | null;
  /** JSON: the maker's request ({ body, params }), run again on approval. */
  parameters: string;
  target_id: number | null;
  user_id: number | null;
  currency_id: number | null;
  amount: string | null;
  amount_usd: string | null;
  amount_usd_sort: number | null;
  threshold_usd: string;
  hold_amount: string | null;
  maker_comment: string | null;
  decision_comment: string | null;
  failure_reason: string | null;
  failure_message: string | null;
  result: string | null;
  before_state: string | null;
  created_at: string;
  expires_at: string;
  decided_at: string | null;
}

/** E-mail message templates; subject and body are JSON objects keyed by locale. */
export interface EmailTemplatesTable {
  id: Generated<number>;
  message_type: number;
  type: string;
  subject: string;
  body: string;
  body_type: string;
  send_if_unsubscribed: number;
  date_updated: string;
}

export interface EmailTemplateHistoryTable {
  id: Generated<number>;
  template_id: number;
  /** The template as saved (the contract's EmailTemplate, JSON). */
  snapshot: string;
  admin_id: number | null;
  date_created: string;
}

export interface Database {
  admins: AdminsTable;
  admin_tokens: AdminTokensTable;
  sign_in_attempts: SignInAttemptsTable;
  admin_logs: AdminLogsTable;
  sign_in_throttle: SignInThrottleTable;
  idempotency_keys: IdempotencyKeysTable;
  approval_policy: ApprovalPolicyTable;
  approval_requests: ApprovalRequestsTable;
  users: UsersTable;
  user_nfa: UserNfaTable;
  user_tags: UserTagsTable;
  user_tag_links: UserTagLinksTable;
  user_roles: UserRolesTable;
  user_locks: UserLocksTable;
  user_lock_history: UserLockHistoryTable;
  user_documents: UserDocumentsTable;
  user_files: UserFilesTable;
  user_verification: UserVerificationTable;
  verification_requests: VerificationRequestsTable;
  user_ip_whitelist: UserIpWhitelistTable;
  user_nfa_history: UserNfaHistoryTable;
  user_actions: UserActionsTable;
  user_2fa_codes: User2faCodesTable;
  user_notification_settings: UserNotificationSettingsTable;
  user_email_settings: UserEmailSettingsTable;
  user_transaction_limits: UserTransactionLimitsTable;
  user_api_clients: UserApiClientsTable;
  table_counts: TableCountsTable;
  currencies: CurrenciesTable;
  payment_methods: PaymentMethodsTable;
  currency_payment_methods: CurrencyPaymentMethodsTable;
  catalogue_icons: CatalogueIconsTable;
  payment_method_fields: PaymentMethodFieldsTable;
  countries: CountriesTable;
  cities: CitiesTable;
  country_payment_methods: CountryPaymentMethodsTable;
  transaction_methods: TransactionMethodsTable;
  networks: NetworksTable;
  crypto_currencies: CryptoCurrenciesTable;
  crypto_tokens: CryptoTokensTable;
  multiwallet_tokens: MultiwalletTokensTable;
  markets: MarketsTable;
  system_options: SystemOptionsTable;
  p2p_trades: P2pTradesTable;
  p2p_trade_status_history: P2pTradeStatusHistoryTable;
  balances: BalancesTable;
  user_worth: UserWorthTable;
  platform_balances: PlatformBalancesTable;
  p2p_escrow: P2pEscrowTable;
  ledger_entries: LedgerEntriesTable;
  trader_transactions: TraderTransactionsTable;
  exchange_orders: ExchangeOrdersTable;
  p2p_requisites: P2pRequisitesTable;
  devices: DevicesTable;
  public_chat_messages: PublicChatMessagesTable;
  private_chats: PrivateChatsTable;
  private_chat_messages: PrivateChatMessagesTable;
  merchant_providers: MerchantProvidersTable;
  merchant_fees: MerchantFeesTable;
  merchant_transactions: MerchantTransactionsTable;
  transactions: TransactionsTable;
  transaction_status_history: TransactionStatusHistoryTable;
  user_addresses: UserAddressesTable;
  wallets: WalletsTable;
  codes: CodesTable;
  group_chats: GroupChatsTable;
  group_chat_messages: GroupChatMessagesTable;
  group_chat_files: GroupChatFilesTable;
  p2p_feedback: P2pFeedbackTable;
  admin_notification_settings: AdminNotificationSettingsTable;
  email_templates: EmailTemplatesTable;
  email_template_history: EmailTemplateHistoryTable;
  p2p_feedback_history: P2pFeedbackHistoryTable;
  // Markets and trading (issue 13, migration 0090)
  orders: OrdersTable;
  trades: TradesTable;
  order_book_levels: OrderBookLevelsTable;
  individual_settings: IndividualSettingsTable;
  individual_setting_tags: IndividualSettingTagsTable;
  // P2P catalogues (issue 14, h14b; migration 0120)
  p2p_currency_fees: P2pCurrencyFeesTable;
  p2p_personal_fees: P2pPersonalFeesTable;
  p2p_limits: P2pLimitsTable;
  p2p_rate_sources: P2pRateSourcesTable;
  p2p_rate_source_methods: P2pRateSourceMethodsTable;
  p2p_rate_settings: P2pRateSettingsTable;
  p2p_groups: P2pGroupsTable;
  p2p_group_profiles: P2pGroupProfilesTable;
  p2p_payment_method_templates: P2pPaymentMethodTemplatesTable;
  p2p_localisation: P2pLocalisationTable;
  // merchants' marketplace (issue 15)
  marketplace_stores: MarketplaceStoresTable;
  marketplace_products: MarketplaceProductsTable;
  marketplace_invoices: MarketplaceInvoicesTable;
  // statistics (issue 16)
  stat_daily: StatDailyTable;
  stat_rates: StatRatesTable;
  stat_refresh: StatRefreshTable;
  // settings: limits, notifications, watermark, front config (issue 17)
  platform_transaction_limits: PlatformTransactionLimitsTable;
  watermarks: WatermarksTable;
  notification_templates: NotificationTemplatesTable;
  system_notifications: SystemNotificationsTable;
  notification_sends: NotificationSendsTable;
  notification_send_users: NotificationSendUsersTable;
  front_apps: FrontAppsTable;
  security_groups: SecurityGroupsTable;
  front_app_access: FrontAppAccessTable;
  security_group_users: SecurityGroupUsersTable;
  // Referral and staking (issue 13b)
  referral_programs: ReferralProgramsTable;
  referral_levels: ReferralLevelsTable;
  referral_members: ReferralMembersTable;
  referral_incomes: ReferralIncomesTable;
  staking_settings: StakingSettingsTable;
  user_staking: UserStakingTable;
  staking_logs: StakingLogsTable;
  // P2P offers, moderation words, roles and banners (issue 14)
  p2p_offers: P2pOffersTable;
  p2p_offer_history: P2pOfferHistoryTable;
  moderation_word_groups: ModerationWordGroupsTable;
  p2p_role_grants: P2pRoleGrantsTable;
  banners: BannersTable;
  banner_options: BannerOptionsTable;
  // Reports (issue 16)
  reports: ReportsTable;
}

/** Deposits and withdrawals (issue 11; statuses and KYT in src/domain/transactions.ts). */
export interface TransactionsTable {
  id: Generated<number>;
  user_id: number;
  side: 'in' | 'out';
  operation_type: string;
  transaction_method_type: string | null;
  currency_id: number;
  amount: string;
  fee: string;
  estimated: string | null;
  rate: string | null;
  order_id: number | null;
  payment_id: string | null;
  receiver: string | null;
  requisites: string | null;
  requisites_status: string | null;
  hash: string | null;
  status: string;
  kyt_status: string | null;
  anti_fraud: number;
  confirmation_date: string | null;
  balance_before: string | null;
  balance_after: string | null;
  admin_comment: string | null;
  user_comment: string | null;
  blockchain_comment: string | null;
  date_created: string;
  status_changed_at: string;
  version: Generated<number>;
}

export interface TransactionStatusHistoryTable {
  id: Generated<number>;
  transaction_id: number;
  action: string;
  status: string;
  kyt_status: string | null;
  requisites_status: string | null;
  admin_id: number | null;
  comment: string | null;
  date_created: string;
}

export interface UserAddressesTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  address: string;
  tag: string | null;
  network: string | null;
  date_created: string;
}

export interface WalletsTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  address: string;
  balance: string;
  is_main: number;
  date_created: string;
}

export interface CodesTable {
  id: Generated<number>;
  code: string;
  currency_id: number;
  amount: string;
  status: string;
  creator_id: number;
  redeemer_id: number | null;
  date_created: string;
  date_redeemed: string | null;
}

// Markets and trading (issue 13, migration 0090; types and statuses in src/domain/trading.ts)
export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  market_id: number;
  side: string;
  type: string;
  status: string;
  price: string | null;
  stop_price: string | null;
  amount: string;
  filled_amount: string;
  hold_currency_id: number;
  hold_amount: string;
  date_created: string;
  date_updated: string;
}

export interface TradesTable {
  id: Generated<number>;
  market_id: number;
  order_id: number;
  user_id: number;
  counter_order_id: number;
  counter_user_id: number;
  side: string;
  price: string;
  amount: string;
  fee: string;
  date_created: string;
}

/** Open orders summed per market, side and price; kept in step with the orders it sums. */
export interface OrderBookLevelsTable {
  market_id: number;
  side: string;
  price: string;
  price_sort: number;
  amount: string;
  orders_count: number;
}

export interface IndividualSettingsTable {
  id: Generated<number>;
  type: string;
  user_id: number | null;
  currency_id: number | null;
  value: string;
  date_created: string;
}

export interface IndividualSettingTagsTable {
  setting_id: number;
  tag_id: number;
}

// P2P catalogues (issue 14, h14b; migration 0120)
/** A currency's P2P fee: the service fee and the fee parts (decimal strings). */
export interface P2pCurrencyFeesTable {
  currency_id: number;
  service_fee: string;
  fee_absolute: string;
  fee_percent: string;
  fee_min: string;
  fee_max: string;
  date_updated: string;
}

/** A user's personal P2P fee per currency (replaces the currency's fee parts for that user). */
export interface P2pPersonalFeesTable {
  user_id: number;
  currency_id: number;
  fee_absolute: string;
  fee_percent: string;
  fee_min: string;
  fee_max: string;
  date_updated: string;
}

export interface P2pLimitsTable {
  id: Generated<number>;
  currency_id: number;
  min_amount: string;
  max_amount: string;
  date_updated: string;
}

export interface P2pRateSourcesTable {
  id: Generated<number>;
  name: string;
}

export interface P2pRateSourceMethodsTable {
  id: Generated<number>;
  source_id: number;
  name: string;
}

export interface P2pRateSettingsTable {
  id: Generated<number>;
  base_currency: string;
  quote_currency: string;
  /** JSON array of { sourceId, paymentMethodId }. */
  sources: string;
  rate: string | null;
  date_updated: string;
}

export interface P2pGroupsTable {
  id: Generated<number>;
  name: string;
  /** The trimmed, lower-cased name: unique. */
  name_key: string;
  is_default: Generated<number>;
  date_created: string;
}

export interface P2pGroupProfilesTable {
  group_id: number;
  user_id: number;
  date_created: string;
}

export interface P2pPaymentMethodTemplatesTable {
  id: Generated<number>;
  name: string;
  /** JSON array of { name, type, required }. */
  fields: string;
  date_created: string;
}

export interface P2pLocalisationTable {
  id: Generated<number>;
  key: string;
  language: string;
  value: string;
}

// merchants' marketplace (issue 15, migration 0085)
export interface MarketplaceStoresTable {
  id: Generated<number>;
  merchant_id: number;
  service_merchant_id: number;
  name: string;
  logo: string | null;
  success_url: string | null;
  fail_url: string | null;
  locale: string;
  /** JSON array of payment method ids. */
  payment_systems: string;
  status: string;
  date_created: string;
  updated_by: number | null;
  date_updated: string | null;
}

export interface MarketplaceProductsTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  price: string;
  currency_id: number;
  stock: number;
  category: string | null;
  status: string;
  date_created: string;
  updated_by: number | null;
  date_updated: string | null;
}

export interface MarketplaceInvoicesTable {
  id: Generated<number>;
  store_id: number;
  order_id: number | null;
  status: string;
  customer: string | null;
  delivery: string | null;
  amount: string;
  currency_id: number;
  /** JSON array of { productId, quantity, price }. */
  products: string;
  comment_for_admin: string | null;
  comment_for_user: string | null;
  date_created: string;
  updated_by: number | null;
  date_updated: string | null;
}

// statistics (issue 16)
/** Daily aggregate of one metric per currency (0 for counts) and dimension; amounts exact decimals. */
export interface StatDailyTable {
  metric: string;
  day: string;
  currency_id: number;
  dim: string;
  count: number;
  amount: string;
  amount_usd: string;
}

/** USD price of one unit of a currency on a day (the rates of the day). */
export interface StatRatesTable {
  day: string;
  currency_id: number;
  usd_price: string;
}

export interface StatRefreshTable {
  name: string;
  refreshed_at: string;
}

// settings: limits, notifications, watermark, front config (issue 17)
export interface PlatformTransactionLimitsTable {
  id: Generated<number>;
  currency_id: number;
  verification_level: string;
  operation_type: string;
  min_amount: string | null;
  max_amount: string | null;
  daily_limit: string | null;
  monthly_limit: string | null;
  admin_id: number | null;
  date_updated: string;
}

export interface WatermarksTable {
  kind: string;
  content_type: string;
  data: Buffer | Uint8Array;
  admin_id: number | null;
  date_updated: string;
}

/** Title and text are JSON objects keyed by locale. */
export interface NotificationTemplatesTable {
  id: Generated<number>;
  notification_type: number;
  channel: number;
  title: string;
  text: string;
  admin_id: number | null;
  date_created: string;
}

export interface SystemNotificationsTable {
  id: Generated<number>;
  type: string;
  version: string | null;
  need_auth: number;
  source: string | null;
  cms_id: string | null;
  text: string;
  is_active: number;
  date_created: string;
}

export interface NotificationSendsTable {
  id: Generated<number>;
  admin_id: number | null;
  notification_type: number;
  channels: string;
  title: string;
  text: string;
  recipients: number;
  emailed: number;
  date_created: string;
}

export interface NotificationSendUsersTable {
  send_id: number;
  user_id: number;
}

export interface FrontAppsTable {
  id: Generated<number>;
  name: string;
  is_enabled: number;
  sort_id: number;
}

export interface SecurityGroupsTable {
  id: Generated<number>;
  name: string;
  is_default: number;
  date_created: string;
}

export interface FrontAppAccessTable {
  app_id: number;
  group_id: number;
  access_type: string;
}

export interface SecurityGroupUsersTable {
  group_id: number;
  user_id: number;
  date_added: string;
}
// Referral and staking (issue 13b, migration 0100)
export interface ReferralProgramsTable {
  id: Generated<number>;
  referral_id: number;
  user_id: number;
  link: string;
  is_active: number;
  is_blocked: number;
  users_count: number;
  /** Sum of the program's incomes in USDT (the list sorts by it). */
  income_sum: string;
  date_created: string;
}

/** A program's level: the level's fees in percent (0-100) for each income type, as the console edits them. */
export interface ReferralLevelsTable extends LevelFees {
  program_id: number;
}

export interface ReferralMembersTable {
  user_id: number;
  program_id: number;
  level: number;
  date_created: string;
}

export interface ReferralIncomesTable {
  id: Generated<number>;
  program_id: number;
  user_id: number;
  referral_user_id: number;
  level: number;
  income_type: string;
  currency_id: number;
  amount: string;
  date_created: string;
}

export interface StakingSettingsTable {
  id: Generated<number>;
  currency_id: number;
  balance_from: string;
  percent_per_day: string;
  tax_percent: string;
  consider_tax: number;
  begin_time: string;
  max_percent_per_day: string;
  tax_mode: string;
  is_enabled: number;
  date_created: string;
  date_removed: string | null;
}

/** currency_id 0 is the user-wide switch. */
export interface UserStakingTable {
  user_id: number;
  currency_id: number;
  is_enabled: number;
  date_updated: string;
}

export interface StakingLogsTable {
  id: Generated<number>;
  user_id: number | null;
  currency_id: number;
  log_type: string;
  settings_id: number | null;
  previous_percent: string | null;
  amount: string | null;
  percent: string | null;
  admin_id: number | null;
  date_created: string;
}

// ── P2P offers, moderation words, roles and banners (issue 14) ──

export interface P2pOffersTable {
  id: Generated<number>;
  user_id: number;
  offer_type: 'Sell' | 'Buy';
  crypto_currency_id: number;
  fiat_currency_id: number;
  price: string | null;
  profit_percent: string | null;
  expression: string | null;
  min_amount: string;
  max_amount: string;
  /** JSON array of decimal strings. */
  restricted_amounts: string;
  /** JSON array of payment method ids. */
  payment_methods: string;
  is_kyc_required: number;
  is_phone_required: number;
  track_liquidity: number;
  terms: string | null;
  is_hidden: number;
  is_blocked: number;
  is_deleted: number;
  is_enabled: number;
  date_created: string;
  date_updated: string;
}

export interface P2pOfferHistoryTable {
  id: Generated<number>;
  offer_id: number;
  field: string;
  old_value: string | null;
  new_value: string | null;
  admin_id: number | null;
  date_created: string;
}

export interface ModerationWordGroupsTable {
  id: Generated<number>;
  group_name: string;
  /** Lower-cased name: names are unique case-insensitively. */
  group_name_key: string;
  /** JSON array of words. */
  words: string;
  date_created: string;
}

export interface P2pRoleGrantsTable {
  id: Generated<number>;
  user_id: number;
  role: number;
  admin_id: number | null;
  date_created: string;
}

export interface BannersTable {
  position: number;
  link: string | null;
  content_type: string;
  data: Buffer | Uint8Array;
  date_updated: string;
}

export interface BannerOptionsTable {
  id: number;
  is_banners_enabled: number;
}

// Reports (issue 16)
/** Report jobs (migration 0140; types and statuses in src/domain/reports.ts). */
export interface ReportsTable {
  id: Generated<number>;
  type: string;
  status: string;
  admin_id: number;
  /** JSON: the type's list filters. */
  filters: string;
  date_from: string | null;
  date_to: string | null;
  /** JSON array of tag names. */
  ignored_user_tags: string;
  row_limit: number;
  date_created: string;
  date_started: string | null;
  date_completed: string | null;
  /** Rows written so far (progress while in progress, the total once completed). */
  row_count: number | null;
  /** Rows left out because their users carry an ignored tag (dev, test, bot). */
  excluded_rows: number | null;
  file_name: string | null;
  error: string | null;
  /** The worker holding the job and until when; another may take it after the lease. */
  claimed_by: string | null;
  lease_until: string | null;
  attempts: Generated<number>;
  /** Where the admin's notice went ('smtp' or 'outbox'), once sent. */
  mailed_via: string | null;
  date_mailed: string | null;
}
