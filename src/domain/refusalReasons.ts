/**
 * The specific reasons of the server's refusals, one list per area (gathered into errorReasons.ts).
 * Each is a key of `reasons.<reason>` in locales/<lng>/errors.json; what the sentence names (ids, a
 * status, a locale) travels in the error's `params`. A reason shared by areas is declared once, in the
 * first area that gives it.
 */

/** Reasons of the request pipeline. */
export const HTTP_REFUSALS = ['idempotencyKeyInvalid'] as const;

/** Reasons of admins and their notification settings. */
export const ADMIN_MANAGEMENT_REFUSALS = ['adminOutranked', 'adminNotFound', 'adminEmailExists', 'adminUserNameExists', 'cannotBlockYourself', 'cannotChangeOwnStatus', 'notificationAlreadySet', 'notificationSettingNotFound'] as const;

/** Reasons of approval requests. */
export const APPROVALS_REFUSALS = ['approvalNotFound'] as const;

/** Reasons of support chats. */
export const CHATS_REFUSALS = ['messageNotFound', 'chatNotFound'] as const;

/** Reasons of e-mail templates (the locale is in params). */
export const EMAIL_TEMPLATES_REFUSALS = ['templateBodyEmpty', 'templateSubjectEmpty'] as const;

/** Reasons of the trade group chat. */
export const GROUP_CHAT_REFUSALS = ['fileNotFound'] as const;

/** Reasons of the marketplace: stores, products, invoices. */
export const MARKETPLACE_REFUSALS = ['storeUrlInvalid', 'storeNotFound', 'paymentSystemNotFound', 'storeStatusNotAllowed', 'changedMeanwhile', 'productNotFound', 'productArchived', 'pricePositive', 'invoiceNotFound', 'invoiceClosed'] as const;

/** Reasons of merchant fees. */
export const MERCHANTS_REFUSALS = ['mustNotBeNegative', 'percentOver100', 'requiredFieldsEmpty', 'currencyNotFound', 'providerNotFound', 'merchantFeeNotFound', 'depositFeeNotSet', 'withdrawalFeeNotSet'] as const;

/** Reasons of P2P catalogues. */
export const P2P_CATALOGUES_REFUSALS = ['rateSourceNotFound', 'periodInverted'] as const;

/** Reasons of P2P feedback. */
export const P2P_FEEDBACK_REFUSALS = ['feedbackNotFound'] as const;

/** Reasons of P2P offers, banners, moderation words and uploads. */
export const P2P_OFFERS_REFUSALS = ['fieldRequired', 'fileTypeNotAllowed', 'fileTooLarge', 'fileContentMismatch', 'bannerPositionTaken', 'bannerNotFound', 'offerNotFound', 'offerDeleted', 'noOffersSelected', 'chooseOfferAction', 'wordGroupNameExists', 'wordGroupNotFound'] as const;

/** Reasons of P2P trade edits. */
export const P2P_TRADES_REFUSALS = ['amountNotPositive', 'tooManyDecimals'] as const;

/** Reasons of payment systems: countries, currencies, crypto, methods. */
export const PAYMENT_SYSTEMS_REFUSALS = ['invalidRegex', 'urlAddressPlaceholder', 'urlTxPlaceholder', 'countryNotFound', 'iso2Exists', 'iso3Exists', 'countryUsed', 'cityNotFound', 'linkExists', 'paymentMethodNotLinked', 'cryptoCurrencyNotFound', 'networkNotFound', 'cryptoCurrencyExists', 'cryptoCurrencyHasTokens', 'cryptoTokenNotFound', 'networkExists', 'networkUsed', 'tokenNotFound', 'multiwalletTokenExists', 'currencyExists', 'iconNotFound', 'paymentMethodExists', 'fieldNotFound', 'transactionMethodNotFound', 'amountMinMax', 'feeMinMax'] as const;

/** Reasons of the referral program and staking. */
export const REFERRAL_STAKING_REFUSALS = ['referralProgramNotFound', 'referralProgramAlreadyBlocked', 'referralProgramNotBlocked', 'referralProgramAlreadyActive', 'referralProgramAlreadyDisabled', 'blockedProgramCannotActivate', 'referralProgramChangedMeanwhile', 'referralProgramBlocked', 'ownReferralProgram', 'alreadyReferralMember', 'notReferralMember', 'sameStakingSettings', 'stakingSettingsAlreadyRemoved', 'stakingSettingsNotFound'] as const;

/** Reasons of reports. */
export const REPORTS_REFUSALS = ['dateInvalid', 'reportNotFound', 'reportNotReady', 'reportFileMissing'] as const;

/** Reasons of platform settings: front config groups, limits, notifications. */
export const SETTINGS_PLATFORM_REFUSALS = ['appNotFound', 'groupNameTaken', 'groupMemberRole', 'alreadyGroupMember', 'notGroupMember', 'limitNotFound', 'unknownNotificationType', 'titleEmpty', 'textEmpty', 'systemNotificationNotFound', 'noChannels', 'limitEmpty', 'limitAmountInvalid'] as const;

/** Reasons of statistics. */
export const STATISTICS_REFUSALS = ['periodTooLong'] as const;

/** Reasons of traders: requisites, devices, exchange orders. */
export const TRADERS_REFUSALS = ['requisiteNotFound', 'requisiteAlreadyDeleted', 'requisiteInUse', 'deviceNotFound', 'exchangeOrderNotFound', 'statusForbidsAction', 'transactionNotFound'] as const;

/** Reasons of trading: markets and orders. */
export const TRADING_REFUSALS = ['limitPeriodRepeated', 'feePercentRange', 'maxBelowMin'] as const;

/** Reasons of transactions and wallets. */
export const TRANSACTIONS_REFUSALS = ['commentRequired', 'transactionChangedMeanwhile', 'requisitesClosed', 'insufficientBalance', 'currencyDisabled', 'walletNotFound', 'walletStaysMain', 'mainWalletUndeletable'] as const;

/** Reasons of users. */
export const USERS_REFUSALS = ['unknownTimeZone', 'documentNotFound', 'selectionConflict', 'tagNotFound'] as const;

/** Every area's reasons. */
export const REFUSAL_REASONS = [
  ...HTTP_REFUSALS,
  ...ADMIN_MANAGEMENT_REFUSALS,
  ...APPROVALS_REFUSALS,
  ...CHATS_REFUSALS,
  ...EMAIL_TEMPLATES_REFUSALS,
  ...GROUP_CHAT_REFUSALS,
  ...MARKETPLACE_REFUSALS,
  ...MERCHANTS_REFUSALS,
  ...P2P_CATALOGUES_REFUSALS,
  ...P2P_FEEDBACK_REFUSALS,
  ...P2P_OFFERS_REFUSALS,
  ...P2P_TRADES_REFUSALS,
  ...PAYMENT_SYSTEMS_REFUSALS,
  ...REFERRAL_STAKING_REFUSALS,
  ...REPORTS_REFUSALS,
  ...SETTINGS_PLATFORM_REFUSALS,
  ...STATISTICS_REFUSALS,
  ...TRADERS_REFUSALS,
  ...TRADING_REFUSALS,
  ...TRANSACTIONS_REFUSALS,
  ...USERS_REFUSALS,
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
