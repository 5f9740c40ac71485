import type { AdminStatus } from './adminStatus.ts';
import type { ReportType } from './reports.ts';

/**
 * Who may call what, for the server and the console alike: the server refuses a call with 403 from
 * this table (`server/http/routes.ts`), and the console hides the actions it would refuse
 * (`useCan` in `src/components/access.tsx`), so the two cannot disagree.
 *
 * Who may call what: every operation of the three contracts, by operation id, with the admin
 * statuses allowed (0 admin, 1 super admin, 2 support, 3 arbitrator). Anything absent is refused
 * to everyone (default deny); a test fails when a declared operation has no entry here.
 *
 * The spec leaves per-status permissions open (spec 1 §6, spec 3 §6); the choices, made as an
 * exchange would expect:
 * - everyone: the calls the console makes at start, and reading users (the users screens are open to all);
 * - support joins admins for everyday user care (locks, tags, notifications, chats) and for reading
 *   transactions, markets, settings and merchants, but moves no money and changes no configuration;
 *   it resets no user's password or second factor (an account takeover needs nothing else), and lifts
 *   only what support itself set (spec 3 §6 "Only an administrator can lift a quick block"; the
 *   per-row rule is `mayLiftLock` in src/domain/users.ts, applied by the users service);
 * - arbitrators read users, P2P and disputes, join trades, confirm or cancel them and write in trade chats;
 *   only admins and super admins assign a dispute to an arbitrator;
 * - money movements, finance, reports, configuration and front config: admins and super admins;
 * - creating admins, changing their status and blocking them: admins and super admins, each only over a
 *   lower rank (issue 17; the rank rule is in the admins module's service).
 */
export type AccessRule = 'public' | readonly AdminStatus[];

const ALL: readonly AdminStatus[] = [0, 1, 2, 3];
const STAFF: readonly AdminStatus[] = [0, 1, 2];
const ADMINS: readonly AdminStatus[] = [0, 1];
const P2P_DESK: readonly AdminStatus[] = [0, 1, 3];

export const ACCESS_TABLE = {
  // Session
  'POST Login/SignIn': 'public',
  // Session and start-up loads (every admin)
  'POST Login/GetCurrentAdmin': ALL,
  'POST Login/Logout': ALL,
  'GET User/GetAdmins': ALL,
  'PUT Login/UpdateAdminSettings': ALL,
  'GET Options/GetStatus': ALL,
  'POST v2/Login/ChangePassword': ALL,
  'POST v2/User/GetUserTags': ALL,
  'GET Market/GetCurrencies': ALL,
  'POST v2/Market/GetCurrencies': ALL,
  'POST v2/Market/GetMarkets': ALL,
  'GET Market/GetMarkets': ALL,
  'GET v1/currencies': ALL,
  // Users
  'POST User/GetUsers': ALL,
  'POST v2/User/GetUsers': ALL,
  'POST v2/User/GetDeletedUsers': ALL,
  'POST v2/User/GetUser': ALL,
  'POST v2/User/CreateUser': STAFF,
  'PUT v2/User/RemoveUser': STAFF,
  'PUT v2/User/UsersLock': STAFF,
  'PUT v2/User/UsersUnlock': STAFF,
  'PUT v2/User/UsersBlock': STAFF,
  'PUT v2/User/UsersUnblock': STAFF,
  'PUT v2/User/AddUserRole': STAFF,
  'PUT v2/User/RemoveUserRole': STAFF,
  'POST v2/User/AddUserTag': STAFF,
  'PUT v2/User/EditUserTag': STAFF,
  'PUT v2/User/DeleteUserTag': STAFF,
  'PUT v2/User/AddTagsToUser': STAFF,
  'PUT v2/User/RemoveTagsFromUser': STAFF,
  'PUT v2/User/UpdateUserLocalizationSettings': STAFF,
  // Resetting a user's password or second factor hands the account to whoever asks: admins only (issue 23).
  'POST User/ChangeUserPassword': ADMINS,
  'PUT v2/Transaction/UpdateUserTransactionLimit': ADMINS,
  'PUT v2/Transaction/DeleteUserTransactionLimit': ADMINS,
  'POST v2/Transaction/GetUserTransactionLimits': ALL,
  'POST v2/User/GetUserDocuments': ALL,
  'GET User/GetVerificationInfo': ALL,
  'PUT v2/User/CheckUserDocument': STAFF,
  'POST v2/Verification/GetVerificationRequests': ALL,
  'POST User/GetUserLockHistory': ALL,
  'POST v2/User/GetUserIpWhiteList': ALL,
  'PUT v2/User/AddIpToWhitelist': STAFF,
  'PUT v2/User/DeleteIpFromWhitelist': STAFF,
  'PUT v2/User/ClearIpWhitelist': STAFF,
  'POST v2/User/GetUserNfaHistory': ALL,
  'POST User/ManageUser2Fa': ADMINS,
  'PUT v2/User/DisableUser2Fa': ADMINS,
  'POST v2/User/GetUserActions': ALL,
  'POST User/Get2FaCodes': ALL,
  'GET User/GetUserNotificationSettings': ALL,
  'POST User/UpdateUserNotificationsSettings': STAFF,
  'PUT v2/User/UpdateUserEmailBodyType': STAFF,
  'POST v2/User/GetUserApiClients': ALL,
  'POST Transaction/GetTransactionStats': ALL,
  'PUT v1/user/{id}/identificator': STAFF,
  'PUT v1/user/{id}/language': STAFF,
  // Files. An arbitrator reads the documents, verification and files of the parties to their own
  // disputes only (issue 23; the users and group-chat services check it per user: `requireDisputeParties`).
  'GET User/GetUserFile': ALL,
  'GET api/bo/User/GetUserFile': ALL,
  // Chats
  'POST v2/Communication/GetPublicChatMessages': STAFF,
  'POST v2/Communication/GetPrivateChats': STAFF,
  'POST v2/Communication/GetPrivateChatMessages': STAFF,
  'PUT v2/Communication/EditPublicChatMessage': STAFF,
  'PUT v2/Communication/DeletePublicChatMessages': STAFF,
  'PUT v2/Communication/DeletePrivateChat': STAFF,
  'PUT v2/Communication/DeletePrivateChatMessage': STAFF,
  'PUT v2/Communication/EditPrivateChatMessage': STAFF,
  // Group chats of trades
  'GET api/bo/User/GetGroupChatMessagesDetail': ALL,
  'POST api/bo/User/SendGroupChatMessage': P2P_DESK,
  'GET v1/communication/groupchat/{id}/messages': ALL,
  'POST v1/communication/groupchat/{id}/messages': P2P_DESK,
  // P2P
  'GET v2/Options/GetBannerOptions': ALL,
  'POST v2/Options/UpdateGlobalBannersOptions': ADMINS,
  'POST v2/Options/CreateBannerOption': ADMINS,
  'POST v2/Options/UpdateBannerOption': ADMINS,
  'POST v2/Options/DeleteBannerOption': ADMINS,
  'GET v1/p2p/requisites': ALL,
  'POST v1/p2p/requisites': ADMINS,
  'PUT v1/p2p/requisites/{requisitesId}': ADMINS,
  'DELETE v1/p2p/requisites/{requisitesId}': ADMINS,
  'GET v1/p2p/trades': ALL,
  'PUT v1/p2p/trades/notify': ADMINS,
  'PUT v1/p2p/trades/{tradeId}': ADMINS,
  'GET v1/devices/search': STAFF,
  'PUT v1/devices/{id}': ADMINS,
  'DELETE v1/devices/{id}': ADMINS,
  'GET v1/p2p/offers': ALL,
  'GET v1/p2p/offers/{offerId}': ALL,
  'PUT v1/p2p/offers': ADMINS,
  'PUT v1/p2p/offers/{offerId}': ADMINS,
  'GET v1/p2p/fee': ALL,
  'PUT v1/p2p/fee': ADMINS,
  'GET v1/p2p/fee/profile': ALL,
  'PUT v1/p2p/fee/profile': ADMINS,
  'GET v1/p2p/rate/settings': ALL,
  'PUT v1/p2p/rate/settings': ADMINS,
  'DELETE v1/p2p/rate/settings': ADMINS,
  'GET v1/p2p/currencies/active': ALL,
  'GET v1/p2p/rate/sources': ALL,
  'GET v1/p2p/rate/paymentMethods': ALL,
  'GET v1/p2p/limits': ALL,
  'PUT v1/p2p/limits': ADMINS,
  'GET v1/p2p/groups': ALL,
  'POST v1/p2p/groups': ADMINS,
  'DELETE v1/p2p/groups/{id}': ADMINS,
  'POST v1/p2p/groups/{id}/profiles': ADMINS,
  'DELETE v1/p2p/groups/{id}/profiles': ADMINS,
  'GET v1/p2p/stats/profile': ALL,
  'GET v1/p2p/payment-methods/template': ALL,
  'POST v1/p2p/payment-methods/template': ADMINS,
  'PUT v1/p2p/payment-methods/template/{id}': ADMINS,
  'DELETE v1/p2p/payment-methods/template/{id}': ADMINS,
  'GET v1/p2p/payment-methods': ALL,
  'POST v1/p2p/payment-methods': ADMINS,
  'PUT v1/p2p/payment-methods/{id}': ADMINS,
  'GET p2p/Admin/Trade': ALL,
  'GET p2p/Admin/Trade/{id}/chat/getMessages': ALL,
  'GET p2p/Admin/Trade/statistic': ALL,
  'GET p2p/Admin/profile': ALL,
  'GET p2p/Admin/feedback': ALL,
  'GET p2p/Admin/feedback/{feedbackId}': ALL,
  'PUT p2p/Admin/feedback/{feedbackId}': ADMINS,
  'DELETE p2p/Admin/feedback/{feedbackId}': ADMINS,
  'GET p2p/Admin/feedback/{feedbackId}/history': ALL,
  'GET p2p/Admin/advertisements/moderation-words': ALL,
  'POST p2p/Admin/advertisements/moderation-words': ADMINS,
  'PUT p2p/Admin/advertisements/moderation-words': ADMINS,
  'DELETE p2p/Admin/advertisements/moderation-words': ADMINS,
  'GET p2p/Admin/profiles/search': ALL,
  'POST p2p/Admin/grant/{userId}': ADMINS,
  'GET p2p/Admin/Currency': ALL,
  'POST p2p/Admin/Currency/fee': ADMINS,
  'PUT p2p/Admin/Currency/fee': ADMINS,
  'POST p2p/Admin/statistic/all': ALL,
  'POST p2p/Admin/statistic/currency': ALL,
  'POST p2p/Admin/requisites/search': ALL,
  'GET p2p/Admin/search': ALL,
  'GET p2p/Admin/Localisation/All': ALL,
  'PUT p2p/Admin/Localisation/{id}': ADMINS,
  'DELETE p2p/Admin/Offer': ADMINS,
  'PUT p2p/Admin/Offer/{id}': ADMINS,
  'PUT p2p/Admin/Offers': ADMINS,
  'GET p2p/Admin/Offer/{id}/history': ALL,
  // Merchants
  'GET v2/Marketplace/stores': STAFF,
  'GET v2/Marketplace/inventory': STAFF,
  'GET v2/Marketplace/invoices': STAFF,
  'GET v2/Marketplace/invoices/{id}': STAFF,
  'PUT v2/Marketplace/stores': ADMINS,
  'PUT v2/Marketplace/inventory': ADMINS,
  'PUT v2/Marketplace/invoices': ADMINS,
  'GET v2/Merchant/order/{id}/transactions': STAFF,
  'GET v2/Merchant/transaction': STAFF,
  'GET v2/Merchant/Payments/transactions': STAFF,
  'GET v2/Merchant/fee': STAFF,
  'POST v2/Merchant/fee/{serviceMerchantId}': ADMINS,
  'PUT v2/fee/remove': ADMINS,
  'GET v2/Merchant/provider': STAFF,
  'GET v2/Merchant/currency': STAFF,
  // Markets, options and settings
  'GET Options/GetChatOptions': STAFF,
  'POST Options/UpdateChatOptions': ADMINS,
  'POST v2/Market/CreateMarket': ADMINS,
  'PUT v2/Market/EditMarket': ADMINS,
  'POST v2/Market/GetRates': STAFF,
  'GET Options/GetTradingOptions': STAFF,
  'POST Options/UpdateTradingOptions': ADMINS,
  'GET v2/Options/GetReferralOptions': STAFF,
  'POST v2/Options/UpdateReferralOptions': ADMINS,
  'GET v2/Options/GetExchangeOptions': STAFF,
  'POST v2/Options/UpdateExchangeOptions': ADMINS,
  'GET Options/GetEmailOptions': STAFF,
  'POST Options/UpdateEmailOptions': ADMINS,
  'GET Options/GetVerificationOptions': STAFF,
  'POST Options/UpdateVerificationOptions': ADMINS,
  'GET Options/GetUploadOptions': STAFF,
  'POST Options/UpdateUploadOptions': ADMINS,
  'GET Options/GetTransactionsSettings': STAFF,
  'POST Options/UpdateTransactionsSettings': ADMINS,
  // Stopping registration, trading, P2P or money movements runs the platform: admins and super admins (issue 25).
  'POST Options/UpdateTechnicalWork': ADMINS,
  'GET v2/System/GetWatermarks': STAFF,
  'POST v2/System/UploadWatermarkImage': ADMINS,
  'POST v2/System/UploadWatermarkLogo': ADMINS,
  // Trading
  'POST v2/Trading/GetOperations': STAFF,
  'POST v2/Trading/GetOperation': STAFF,
  'POST v2/Trading/GetOrders': STAFF,
  'POST v2/Trading/GetTrades': STAFF,
  'PUT Trading/CancelOrder': ADMINS,
  'POST v2/Trading/GetOrderBook': STAFF,
  'POST v2/Trading/GetBalanceInfo': STAFF,
  'POST v2/Trading/GetIndividualSettings': STAFF,
  // Finance and statistics
  'POST v2/Trading/GetCumulativeBalances': ADMINS,
  'POST Trading/UserFinanceFileterSearch': ADMINS,
  'POST v2/Multiwallet/GetFinanceStatus': ADMINS,
  'POST Multiwallet/UpdateWallet': ADMINS,
  'POST Multiwallet/DeleteWallet': ADMINS,
  'POST v2/Finance/GetFinanceStatus': ADMINS,
  'POST v2/Finance/GetTransactionMethodsStatus': ADMINS,
  'POST v2/Finance/GetGrossProfit': ADMINS,
  'POST v2/Finance/GetGrossProfitFull': ADMINS,
  'POST v2/Finance/GetStakingStats': ADMINS,
  'POST v2/Finance/GetStakingStatsChart': ADMINS,
  'POST v2/Finance/GetTradingStats': ADMINS,
  'POST v2/Finance/GetTransactionStats': ADMINS,
  'POST v2/Finance/GetTransactionStatsChart': ADMINS,
  'POST v2/Finance/GetMerchantStats': ADMINS,
  'POST v2/Finance/GetMerchantStatsChart': ADMINS,
  'GET v1/statistic': ADMINS,
  'GET v1/balances': ADMINS,
  // Transactions, payment and transaction methods
  'POST Transaction/GetCodes': STAFF,
  'POST Transaction/GetTransactionStatusHistory': STAFF,
  'PUT Transaction/AdminProcessingTransaction': ADMINS,
  'PUT Transaction/AdminConfirmTransaction': ADMINS,
  'PUT Transaction/AdminCompleteTransaction': ADMINS,
  'PUT Transaction/AdminCancelTransaction': ADMINS,
  'PUT Transaction/AdminDeclineTransaction': ADMINS,
  // Issue 11: support may escalate a case, ask the user to get in touch and mark requisites (the
  // transition table in src/domain/transactions.ts then limits each action by status and rank).
  'PUT Transaction/AdminNeedContactTransaction': STAFF,
  'PUT Transaction/AdminCheckTransaction': STAFF,
  'PUT Transaction/AdminCancelCompletedDeposit': ADMINS,
  'PUT v2/Transaction/KYTOk': ADMINS,
  'PUT v2/Transaction/KYTReturn': ADMINS,
  // Support marks requisites; lifting a 'problematic' mark is admins' only (issue 23, `mayMarkRequisites`
  // in src/domain/transactions.ts, checked by the transactions service).
  'POST Transaction/UpdateTransactionRequisites': STAFF,
  'POST Transaction/AdminDeposit': ADMINS,
  'POST Transaction/AdminWithdrawal': ADMINS,
  'POST Transaction/GetUserAddressList': STAFF,
  'POST v2/Transaction/GetTransactionLimits': STAFF,
  'PUT v2/Transaction/UpdateTransactionLimit': ADMINS,
  'PUT v2/Transaction/DeleteTransactionLimit': ADMINS,
  'GET v1/transactions': STAFF,
  'GET v1/transactions/address': STAFF,
  'PUT v1/transactions/{id}/confirm': ADMINS,
  'PUT v1/transactions/{id}/complete': ADMINS,
  'PUT v1/transactions/{id}/cancel': ADMINS,
  'GET v1/exchange/orders': STAFF,
  'GET v1/exchange/orders/{id}': STAFF,
  'PUT v1/exchange/{id}/confirm': ADMINS,
  'PUT v1/exchange/{id}/complete': ADMINS,
  'PUT v1/exchange/{id}/cancel': ADMINS,
  'GET v1/transactions/methods': STAFF,
  'POST v1/transactions/deposit': ADMINS,
  'POST v1/transactions/withdrawal': ADMINS,
  // Statistics
  'POST v2/User/GetUsersStats': STAFF,
  'POST v2/User/GetUsersChart': STAFF,
  'POST v2/User/GetUserVerificationsChart': STAFF,
  // Referral program
  'POST v2/Referral/GetReferralStats': STAFF,
  'POST v2/Referral/GetReferralProgramIncomes': STAFF,
  'POST v2/Referral/GetReferralPrograms': STAFF,
  'POST v2/Referral/GetReferrals': STAFF,
  'POST v2/Referral/UpdateReferralProgram': ADMINS,
  'POST v2/Referral/GetReferralProgramOwners': STAFF,
  'PUT v2/Referral/RemoveUserFromReferral': ADMINS,
  'PUT v2/Referral/AddUserToReferral': ADMINS,
  // Staking
  'POST v2/Staking/GetUserStakingStats': STAFF,
  'POST v2/Staking/GetStakingLogs': STAFF,
  'PUT v2/Staking/UpdateUserStaking': ADMINS,
  'PUT v2/Staking/GetStakingDataList': STAFF,
  'PUT v2/Staking/GetStakingData': STAFF,
  'PUT v2/Staking/AddStakingSettings': ADMINS,
  'PUT v2/Staking/RemoveStakingSettings': ADMINS,
  // Reports: staff who see statistics (not arbitrators), as the console's statistics area; each type
  // further only for those who may call the list it exports (REPORT_SOURCE_OPERATIONS below), and
  // support sees and downloads only its own reports (REPORTS_OF_EVERYONE).
  'PUT v2/Report/CreateReport': STAFF,
  'POST v2/Report/GetReports': STAFF,
  'POST v2/Report/GetReport': STAFF,
  'GET v2/Report/GetReportFile': STAFF,
  'POST v1/reports': STAFF,
  'GET v1/reports': STAFF,
  'GET v1/reports/{reportId}': STAFF,
  // Notifications and templates
  'POST v2/Templates/GetNotificationTemplates': STAFF,
  'POST v2/Templates/GetDefaultNotificationTemplates': STAFF,
  'POST v2/Templates/AddNotificationTemplate': ADMINS,
  'POST v2/Templates/GetEmailMessageTemplates': STAFF,
  'POST v2/Templates/UpdateEmailMessageTemplate': ADMINS,
  'POST v2/Templates/AddEmailMessageTemplate': ADMINS,
  'POST v2/Templates/GetEmailMessageTemplateHistory': STAFF,
  'GET User/GetSystemNotifications': STAFF,
  'PUT v2/Communication/AddSystemNotification': ADMINS,
  'PUT v2/Communication/UpdateSystemNotification': ADMINS,
  'POST v2/Communication/SendNotificationsToUsers': ADMINS,
  // Front config
  'GET v2/FrontConfig/groups': ADMINS,
  'GET v2/FrontConfig/groups/{groupId}': ADMINS,
  'GET v2/FrontConfig': ADMINS,
  'POST v2/SecurityGroups/CreateGroup': ADMINS,
  'PUT v2/SecurityGroups/UpdateGroup': ADMINS,
  'DELETE v2/SecurityGroups/RemoveGroup': ADMINS,
  'POST v2/SecurityGroups/AddUserToGroup': ADMINS,
  'DELETE v2/SecurityGroups/RemoveUserFromGroup': ADMINS,
  'GET v2/SecurityGroups/GetUserGroups': ADMINS,
  'GET v2/SecurityGroups/GetGroupUsers': ADMINS,
  'PUT v2/FrontConfig/apps/{appId}': ADMINS,
  'PUT v2/FrontConfig/apps/{appId}/deny/{groupId}': ADMINS,
  'PUT v2/FrontConfig/apps/{appId}/allow/{groupId}': ADMINS,
  'DELETE v2/FrontConfig/apps/{appId}/reset/{groupId}': ADMINS,
  // Admin management (issue 17). Creating, blocking and re-ranking staff: admins and super admins, and
  // the service lets each act only on a lower rank (a super admin creates support, never an admin).
  'PUT User/ChangeAdminStatus': ADMINS,
  'PUT User/BlockAdmin': ADMINS,
  'PUT User/UnblockAdmin': ADMINS,
  'POST User/CreateAdmin': ADMINS,
  'POST User/GetAdminLogs': ADMINS,
  // Every admin keeps their own notification settings on /account; others' only over a lower rank (service).
  'POST v2/Communication/GetAdminNotificationsSettings': ALL,
  'POST v2/Communication/AddAdminNotificationsSettings': ALL,
  'PUT v2/Communication/RemoveAdminNotificationsSettings': ALL,
  'PUT v2/Communication/EditAdminNotificationsSettings': ALL,
  // Arbitration
  'GET v1/arbitrator/trades': ALL,
  'GET v1/arbitrator/trades/me': ALL,
  'PUT v1/arbitrator/trades/{id}/join': P2P_DESK,
  'POST v1/arbitrator/trades/{id}/assign': ADMINS,
  'POST v1/arbitrator/trades/{id}/confirmation': P2P_DESK,
  'POST v1/arbitrator/trades/{id}/cancellation': P2P_DESK,
  // Payment systems and currencies (issue 12): staff read the catalogues, admins and super admins change them.
  'GET Transaction/GetPaymentMethods': STAFF,
  'GET Transaction/GetCountries': STAFF,
  'GET Transaction/GetCities': STAFF,
  'GET Transaction/GetCountryPaymentMethods': STAFF,
  'POST Transaction/GetTransactionMethods': STAFF,
  'GET Transaction/GetTransactionMethod': STAFF,
  'POST v2/Transaction/GetCryptoCurrencies': STAFF,
  'POST v2/Transaction/GetCryptoTokens': STAFF,
  // Read like the other catalogues (it was finance-only): the Currencies and tokens tab shows it to support too.
  'POST v2/mw/Multiwallet/GetTokens': STAFF,
  // Every admin: icons are drawn wherever currencies and methods are shown, the arbitrator's screens included.
  'GET v2/Catalogue/GetIcon': ALL,
  'POST v2/Transaction/GetNetworks': STAFF,
  'POST Transaction/CreatePaymentMethod': ADMINS,
  'POST Transaction/EditPaymentMethod': ADMINS,
  'POST Transaction/DeletePaymentMethod': ADMINS,
  'POST Transaction/SetPaymentMethodIcon': ADMINS,
  'POST Transaction/CreatePaymentMethodField': ADMINS,
  'PUT Transaction/EditPaymentMethodField': ADMINS,
  'POST Transaction/DeletePaymentMethodField': ADMINS,
  'POST Transaction/CreateCountry': ADMINS,
  'PUT Transaction/EditCountry': ADMINS,
  'PUT Transaction/DeleteCountry': ADMINS,
  'POST Transaction/CreateCity': ADMINS,
  'PUT Transaction/EditCity': ADMINS,
  'PUT Transaction/DeleteCity': ADMINS,
  'POST Transaction/CreateCountryPaymentMethod': ADMINS,
  'POST Transaction/DeleteCountryPaymentMethod': ADMINS,
  'POST Transaction/CreateTransactionMethod': ADMINS,
  'POST Transaction/EditTransactionMethod': ADMINS,
  'PUT Transaction/DeleteTransactionMethod': ADMINS,
  'PUT Transaction/DeleteTransactionMethodIcon': ADMINS,
  'POST Transaction/SetTransactionMethodIcon': ADMINS,
  'POST Market/CreateCurrency': ADMINS,
  'POST Market/EditCurrency': ADMINS,
  'PUT v2/Market/EditCurrency': ADMINS,
  'PUT Market/SetCurrencyIcon': ADMINS,
  'PUT Market/DeleteCurrencyIcon': ADMINS,
  'POST v1/currencies': ADMINS,
  'PUT v1/currencies/{id}': ADMINS,
  'POST v2/Transaction/CreateCryptoCurrency': ADMINS,
  'PUT v2/Transaction/EditCryptoCurrency': ADMINS,
  'PUT v2/Transaction/DeleteCryptoCurrency': ADMINS,
  'POST v2/Transaction/CreateCryptoToken': ADMINS,
  'PUT v2/Transaction/EditCryptoToken': ADMINS,
  'PUT v2/Transaction/DeleteCryptoToken': ADMINS,
  'POST v2/mw/Multiwallet/AddToken': ADMINS,
  'PUT v2/mw/Multiwallet/EditToken': ADMINS,
  'POST v2/Transaction/CreateNetwork': ADMINS,
  'PUT v2/Transaction/EditNetwork': ADMINS,
  'PUT v2/Transaction/DeleteNetwork': ADMINS,
  // Four-eyes approval (issue 29). The policy: every staff member reads it (a guarded dialog shows the
  // policy line), only the super admin changes it. Requests: admins and super admins, the statuses that
  // perform guarded actions (support moves no money and manages no staff, so it neither makes nor
  // sees requests). Per row (approvals service): approve and reject only by a different admin than
  // the maker who may call the guarded operation itself (and passes its own rank rules when it runs);
  // withdraw only by the maker.
  'GET v2/Approval/GetApprovalPolicy': ALL,
  'PUT v2/Approval/UpdateApprovalPolicy': [1],
  'POST v2/Approval/GetApprovalRequests': ADMINS,
  'POST v2/Approval/GetApprovalRequest': ADMINS,
  'GET v2/Approval/GetPendingApprovalsCount': ADMINS,
  'PUT v2/Approval/ApproveRequest': ADMINS,
  'PUT v2/Approval/RejectRequest': ADMINS,
  'PUT v2/Approval/WithdrawRequest': ADMINS,
} as const satisfies Readonly<Record<string, AccessRule>>;

/** Every operation id of the three contracts, as the access table names them. */
export type OperationId = keyof typeof ACCESS_TABLE;

/** The rule for an operation, or undefined: no entry means nobody may call it (default deny). */
export function accessRuleFor(operationId: string): AccessRule | undefined {
  return Object.hasOwn(ACCESS_TABLE, operationId) ? (ACCESS_TABLE as Record<string, AccessRule>)[operationId] : undefined;
}

/** Whether an admin of `status` may call `operationId`: the server's own test (public, or the status is listed). */
export function mayCall(operationId: string, status: number): boolean {
  const rule = accessRuleFor(operationId);
  if (rule === 'public') return true;
  return rule !== undefined && (rule as readonly number[]).includes(status);
}

/**
 * The list each report type exports (spec 3 §3): a report may be ordered only by a status allowed to
 * call that list, so a report never hands over rows the list would refuse (issue 23). The ledger
 * (Operations) has no list of its own: it is the money book the finance screens total, so it follows
 * the finance status call.
 */
export const REPORT_SOURCE_OPERATIONS = {
  TotalBalances: 'POST v2/Trading/GetCumulativeBalances',
  Users: 'POST v2/User/GetUsers',
  chats: 'POST v2/Communication/GetPrivateChats',
  Transactions: 'POST v2/Trading/GetOperations',
  Operations: 'POST v2/Finance/GetFinanceStatus',
  Trades: 'POST v2/Trading/GetTrades',
  Orders: 'POST v2/Trading/GetOrders',
  UserActions: 'POST v2/User/GetUserActions',
  ReferralProgramIncomes: 'POST v2/Referral/GetReferralProgramIncomes',
  StakingLogs: 'POST v2/Staking/GetStakingLogs',
  BalancesInfo: 'POST Trading/UserFinanceFileterSearch',
  P2pDeals: 'GET v1/p2p/trades',
  P2pOffers: 'GET v1/p2p/offers',
} as const satisfies Record<ReportType, OperationId>;

/** Whether an admin of `status` may order (and download) a report of `type`: reports at all, and the list it exports. */
export function mayOrderReport(type: ReportType, status: number): boolean {
  return mayCall('PUT v2/Report/CreateReport', status) && mayCall(REPORT_SOURCE_OPERATIONS[type], status);
}

/**
 * Who sees and downloads every admin's reports: admins and super admins (they may order every type,
 * so another's file shows them nothing they could not export themselves, and they oversee the staff).
 * Everyone else sees only the reports they ordered (spec 3 §6: "Admin-scoped lists use the admin's own id").
 */
export const REPORTS_OF_EVERYONE: readonly AdminStatus[] = ADMINS;

/** Whether an admin of `status` sees reports ordered by other admins. */
export function seesEveryonesReports(status: number): boolean {
  return (REPORTS_OF_EVERYONE as readonly number[]).includes(status);
}

/**
 * The refusals of the per-row access rules (issue 23), by reason: the server answers 403 with the
 * sentence and the reason; the console shows the reason's text (locales/<lng>/errors.json).
 */
export const ACCESS_MESSAGES = {
  reportTypeNotAllowed: 'Your role may not order this report: it may not open the list the report exports',
  requisitesMarkNotAllowed: 'Only an admin or super admin can lift the problematic mark of payment details',
  liftNotAllowed: 'Only an admin or super admin can lift a block or lock that support did not set',
  notADisputeParty: 'An arbitrator sees the documents and verification only of the parties to their own disputes',
  ownApprovalRequest: 'The maker of a request cannot approve or reject it: a second admin must',
  approvalActionNotAllowed: 'Your role may not perform this action, so it may not approve or reject it',
  notApprovalMaker: 'Only the admin who made a request can withdraw it',
} as const;
export type AccessReason = keyof typeof ACCESS_MESSAGES;
