import type { Generated } from 'kysely';

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
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  name: string;
  category: number;
  method_type: number;
  status: number;
  sort_id: number;
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
}

export interface SystemOptionsTable {
  key: string;
  value: string;
}

export interface Database {
  admins: AdminsTable;
  admin_tokens: AdminTokensTable;
  sign_in_attempts: SignInAttemptsTable;
  admin_logs: AdminLogsTable;
  users: UsersTable;
  user_nfa: UserNfaTable;
  user_tags: UserTagsTable;
  user_tag_links: UserTagLinksTable;
  currencies: CurrenciesTable;
  payment_methods: PaymentMethodsTable;
  currency_payment_methods: CurrencyPaymentMethodsTable;
  markets: MarketsTable;
  system_options: SystemOptionsTable;
}
