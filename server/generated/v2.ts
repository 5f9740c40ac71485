// Generated from openapi/v2.yaml by `npm run api:generate`. Do not edit.
// The server's view of the contract (every field or parameter with a default is required): the console's
// types, with only the components and operations that differ written here.
/* eslint-disable */
import type { components as ConsoleComponents, operations as ConsoleOperations } from '../../src/api/generated/v2.ts';
import type { WithDefaults } from '../http/contractDefaults.ts';

export interface components {
    schemas: ConsoleComponents["schemas"];
    responses: ConsoleComponents["responses"];
    parameters: ConsoleComponents["parameters"];
    requestBodies: ConsoleComponents["requestBodies"];
    headers: ConsoleComponents["headers"];
    pathItems: ConsoleComponents["pathItems"];
}
export type operations = Omit<ConsoleOperations, "GET User/GetAdmins" | "POST User/GetUsers" | "POST v2/User/GetUsers" | "POST v2/User/GetDeletedUsers" | "PUT v2/User/UsersLock" | "PUT v2/User/UsersUnlock" | "PUT v2/User/UsersBlock" | "PUT v2/User/UsersUnblock" | "PUT v2/User/AddUserRole" | "PUT v2/User/RemoveUserRole" | "POST v2/User/AddUserTag" | "PUT v2/User/AddTagsToUser" | "PUT v2/User/RemoveTagsFromUser" | "POST v2/User/GetUserDocuments" | "POST v2/Verification/GetVerificationRequests" | "POST User/GetUserLockHistory" | "POST v2/User/GetUserNfaHistory" | "POST v2/User/GetUserActions" | "POST User/Get2FaCodes" | "POST v2/Communication/GetPublicChatMessages" | "POST v2/Communication/GetPrivateChats" | "POST v2/Communication/GetPrivateChatMessages" | "GET api/bo/User/GetGroupChatMessagesDetail" | "GET v2/Marketplace/stores" | "GET v2/Marketplace/inventory" | "GET v2/Marketplace/invoices" | "GET v2/Merchant/transaction" | "GET v2/Merchant/Payments/transactions" | "GET v2/Merchant/fee" | "POST v2/Trading/GetOperations" | "POST v2/Trading/GetOrders" | "POST v2/Trading/GetTrades" | "POST v2/Trading/GetOrderBook" | "POST v2/Trading/GetCumulativeBalances" | "POST Trading/UserFinanceFileterSearch" | "POST Transaction/GetCodes" | "POST Transaction/GetUserAddressList" | "GET Transaction/GetPaymentMethods" | "GET Transaction/GetCountries" | "GET Transaction/GetCities" | "GET Transaction/GetCountryPaymentMethods" | "POST Transaction/GetTransactionMethods" | "POST v2/Transaction/GetCryptoCurrencies" | "POST v2/Transaction/GetCryptoTokens" | "POST v2/Transaction/GetNetworks" | "POST v2/mw/Multiwallet/GetTokens" | "POST v2/Finance/GetTransactionStats" | "POST v2/Referral/GetReferralProgramIncomes" | "POST v2/Referral/GetReferralPrograms" | "POST v2/Referral/GetReferrals" | "POST v2/Referral/GetReferralProgramOwners" | "POST v2/Staking/GetStakingLogs" | "PUT v2/Staking/GetStakingDataList" | "POST v2/Report/GetReports" | "POST v2/Templates/GetNotificationTemplates" | "POST v2/Templates/GetEmailMessageTemplates" | "POST v2/Templates/GetEmailMessageTemplateHistory" | "GET User/GetSystemNotifications" | "POST v2/Communication/SendNotificationsToUsers" | "GET v2/FrontConfig/groups" | "GET v2/FrontConfig" | "GET v2/SecurityGroups/GetGroupUsers" | "POST User/GetAdminLogs" | "POST v2/Communication/AddAdminNotificationsSettings" | "POST v2/Approval/GetApprovalRequests"> & {
    "GET User/GetAdmins": WithDefaults<ConsoleOperations["GET User/GetAdmins"], { query: "Limit" | "Offset" | "GetTotal" }>;
    "POST User/GetUsers": WithDefaults<ConsoleOperations["POST User/GetUsers"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/User/GetUsers": WithDefaults<ConsoleOperations["POST v2/User/GetUsers"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/User/GetDeletedUsers": WithDefaults<ConsoleOperations["POST v2/User/GetDeletedUsers"], { body: "offset" | "limit" | "getTotal" }>;
    "PUT v2/User/UsersLock": WithDefaults<ConsoleOperations["PUT v2/User/UsersLock"], { body: "selectAll" }>;
    "PUT v2/User/UsersUnlock": WithDefaults<ConsoleOperations["PUT v2/User/UsersUnlock"], { body: "selectAll" }>;
    "PUT v2/User/UsersBlock": WithDefaults<ConsoleOperations["PUT v2/User/UsersBlock"], { body: "selectAll" }>;
    "PUT v2/User/UsersUnblock": WithDefaults<ConsoleOperations["PUT v2/User/UsersUnblock"], { body: "selectAll" }>;
    "PUT v2/User/AddUserRole": WithDefaults<ConsoleOperations["PUT v2/User/AddUserRole"], { body: "selectAll" }>;
    "PUT v2/User/RemoveUserRole": WithDefaults<ConsoleOperations["PUT v2/User/RemoveUserRole"], { body: "selectAll" }>;
    "POST v2/User/AddUserTag": WithDefaults<ConsoleOperations["POST v2/User/AddUserTag"], { body: "color" }>;
    "PUT v2/User/AddTagsToUser": WithDefaults<ConsoleOperations["PUT v2/User/AddTagsToUser"], { body: "selectAll" }>;
    "PUT v2/User/RemoveTagsFromUser": WithDefaults<ConsoleOperations["PUT v2/User/RemoveTagsFromUser"], { body: "selectAll" }>;
    "POST v2/User/GetUserDocuments": WithDefaults<ConsoleOperations["POST v2/User/GetUserDocuments"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/Verification/GetVerificationRequests": WithDefaults<ConsoleOperations["POST v2/Verification/GetVerificationRequests"], { body: "offset" | "limit" | "getTotal" | { sort: "desc" } }>;
    "POST User/GetUserLockHistory": WithDefaults<ConsoleOperations["POST User/GetUserLockHistory"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/User/GetUserNfaHistory": WithDefaults<ConsoleOperations["POST v2/User/GetUserNfaHistory"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/User/GetUserActions": WithDefaults<ConsoleOperations["POST v2/User/GetUserActions"], { body: "offset" | "limit" | "getTotal" }>;
    "POST User/Get2FaCodes": WithDefaults<ConsoleOperations["POST User/Get2FaCodes"], { body: "offset" | "limit" }>;
    "POST v2/Communication/GetPublicChatMessages": WithDefaults<ConsoleOperations["POST v2/Communication/GetPublicChatMessages"], { body: "offset" | "limit" | "getTotal" | { sort: "desc" } }>;
    "POST v2/Communication/GetPrivateChats": WithDefaults<ConsoleOperations["POST v2/Communication/GetPrivateChats"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/Communication/GetPrivateChatMessages": WithDefaults<ConsoleOperations["POST v2/Communication/GetPrivateChatMessages"], { body: "offset" | "limit" | "getTotal" | { sort: "desc" } }>;
    "GET api/bo/User/GetGroupChatMessagesDetail": WithDefaults<ConsoleOperations["GET api/bo/User/GetGroupChatMessagesDetail"], { query: "Offset" | "Limit" }>;
    "GET v2/Marketplace/stores": WithDefaults<ConsoleOperations["GET v2/Marketplace/stores"], { query: "offset" | "limit" | "getTotal" }>;
    "GET v2/Marketplace/inventory": WithDefaults<ConsoleOperations["GET v2/Marketplace/inventory"], { query: "offset" | "limit" | "getTotal" }>;
    "GET v2/Marketplace/invoices": WithDefaults<ConsoleOperations["GET v2/Marketplace/invoices"], { query: "offset" | "limit" | "getTotal" }>;
    "GET v2/Merchant/transaction": WithDefaults<ConsoleOperations["GET v2/Merchant/transaction"], { query: "offset" | "limit" }>;
    "GET v2/Merchant/Payments/transactions": WithDefaults<ConsoleOperations["GET v2/Merchant/Payments/transactions"], { query: "offset" | "limit" }>;
    "GET v2/Merchant/fee": WithDefaults<ConsoleOperations["GET v2/Merchant/fee"], { query: "offset" | "limit" }>;
    "POST v2/Trading/GetOperations": WithDefaults<ConsoleOperations["POST v2/Trading/GetOperations"], { body: "offset" | "limit" | "getTotal" | { sort: "desc" } }>;
    "POST v2/Trading/GetOrders": WithDefaults<ConsoleOperations["POST v2/Trading/GetOrders"], { body: "offset" | "limit" | "getTotal" | { sort: "desc" } }>;
    "POST v2/Trading/GetTrades": WithDefaults<ConsoleOperations["POST v2/Trading/GetTrades"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/Trading/GetOrderBook": WithDefaults<ConsoleOperations["POST v2/Trading/GetOrderBook"], { body: "depth" }>;
    "POST v2/Trading/GetCumulativeBalances": WithDefaults<ConsoleOperations["POST v2/Trading/GetCumulativeBalances"], { body: "offset" | "limit" | "getTotal" | { sort: "desc" } }>;
    "POST Trading/UserFinanceFileterSearch": WithDefaults<ConsoleOperations["POST Trading/UserFinanceFileterSearch"], { body: "limit" | "sortDesc" | "offset" | "getTotal" }>;
    "POST Transaction/GetCodes": WithDefaults<ConsoleOperations["POST Transaction/GetCodes"], { body: "offset" | "limit" }>;
    "POST Transaction/GetUserAddressList": WithDefaults<ConsoleOperations["POST Transaction/GetUserAddressList"], { body: "offset" | "limit" | "getTotal" }>;
    "GET Transaction/GetPaymentMethods": WithDefaults<ConsoleOperations["GET Transaction/GetPaymentMethods"], { query: "Limit" | "Offset" | "GetTotal" }>;
    "GET Transaction/GetCountries": WithDefaults<ConsoleOperations["GET Transaction/GetCountries"], { query: "Limit" | "Offset" | "GetTotal" }>;
    "GET Transaction/GetCities": WithDefaults<ConsoleOperations["GET Transaction/GetCities"], { query: "Limit" | "Offset" | "GetTotal" }>;
    "GET Transaction/GetCountryPaymentMethods": WithDefaults<ConsoleOperations["GET Transaction/GetCountryPaymentMethods"], { query: "Limit" | "Offset" | "GetTotal" }>;
    "POST Transaction/GetTransactionMethods": WithDefaults<ConsoleOperations["POST Transaction/GetTransactionMethods"], { body: "offset" | "limit" | "getTotal" | { sort: "desc" } }>;
    "POST v2/Transaction/GetCryptoCurrencies": WithDefaults<ConsoleOperations["POST v2/Transaction/GetCryptoCurrencies"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/Transaction/GetCryptoTokens": WithDefaults<ConsoleOperations["POST v2/Transaction/GetCryptoTokens"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/Transaction/GetNetworks": WithDefaults<ConsoleOperations["POST v2/Transaction/GetNetworks"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/mw/Multiwallet/GetTokens": WithDefaults<ConsoleOperations["POST v2/mw/Multiwallet/GetTokens"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/Finance/GetTransactionStats": WithDefaults<ConsoleOperations["POST v2/Finance/GetTransactionStats"], { body: { sort: "desc" } }>;
    "POST v2/Referral/GetReferralProgramIncomes": WithDefaults<ConsoleOperations["POST v2/Referral/GetReferralProgramIncomes"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/Referral/GetReferralPrograms": WithDefaults<ConsoleOperations["POST v2/Referral/GetReferralPrograms"], { body: "offset" | "limit" | "getTotal" | { sort: "desc" } }>;
    "POST v2/Referral/GetReferrals": WithDefaults<ConsoleOperations["POST v2/Referral/GetReferrals"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/Referral/GetReferralProgramOwners": WithDefaults<ConsoleOperations["POST v2/Referral/GetReferralProgramOwners"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/Staking/GetStakingLogs": WithDefaults<ConsoleOperations["POST v2/Staking/GetStakingLogs"], { body: "offset" | "limit" | "getTotal" }>;
    "PUT v2/Staking/GetStakingDataList": WithDefaults<ConsoleOperations["PUT v2/Staking/GetStakingDataList"], { body: "all" }>;
    "POST v2/Report/GetReports": WithDefaults<ConsoleOperations["POST v2/Report/GetReports"], { body: "offset" | "limit" | "getTotal" | { sort: "desc" } }>;
    "POST v2/Templates/GetNotificationTemplates": WithDefaults<ConsoleOperations["POST v2/Templates/GetNotificationTemplates"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/Templates/GetEmailMessageTemplates": WithDefaults<ConsoleOperations["POST v2/Templates/GetEmailMessageTemplates"], { body: "offset" | "limit" | "getTotal" }>;
    "POST v2/Templates/GetEmailMessageTemplateHistory": WithDefaults<ConsoleOperations["POST v2/Templates/GetEmailMessageTemplateHistory"], { body: "offset" | "limit" | "getTotal" }>;
    "GET User/GetSystemNotifications": WithDefaults<ConsoleOperations["GET User/GetSystemNotifications"], { query: "Limit" | "Offset" | "GetTotal" }>;
    "POST v2/Communication/SendNotificationsToUsers": WithDefaults<ConsoleOperations["POST v2/Communication/SendNotificationsToUsers"], { body: "selectAll" }>;
    "GET v2/FrontConfig/groups": WithDefaults<ConsoleOperations["GET v2/FrontConfig/groups"], { query: "offset" | "limit" }>;
    "GET v2/FrontConfig": WithDefaults<ConsoleOperations["GET v2/FrontConfig"], { query: "offset" | "limit" }>;
    "GET v2/SecurityGroups/GetGroupUsers": WithDefaults<ConsoleOperations["GET v2/SecurityGroups/GetGroupUsers"], { query: "offset" | "limit" }>;
    "POST User/GetAdminLogs": WithDefaults<ConsoleOperations["POST User/GetAdminLogs"], { body: "offset" | "limit" }>;
    "POST v2/Communication/AddAdminNotificationsSettings": WithDefaults<ConsoleOperations["POST v2/Communication/AddAdminNotificationsSettings"], { body: "isEnabled" }>;
    "POST v2/Approval/GetApprovalRequests": WithDefaults<ConsoleOperations["POST v2/Approval/GetApprovalRequests"], { body: "offset" | "limit" | { sort: "desc" } }>;
};
