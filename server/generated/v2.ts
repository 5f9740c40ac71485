// Generated from openapi/v2.yaml by `npm run api:generate`. Do not edit.
// The server's view of the contract (every field or parameter with a default is required): the console's
// types, with only the components and operations that differ written here.
/* eslint-disable */
import type { components as ConsoleComponents, operations as ConsoleOperations } from '../../src/api/generated/v2.ts';

export interface components {
    schemas: ConsoleComponents["schemas"];
    responses: ConsoleComponents["responses"];
    parameters: ConsoleComponents["parameters"];
    requestBodies: ConsoleComponents["requestBodies"];
    headers: ConsoleComponents["headers"];
    pathItems: ConsoleComponents["pathItems"];
}
export type operations = Omit<ConsoleOperations, "GET User/GetAdmins" | "POST User/GetUsers" | "POST v2/User/GetUsers" | "POST v2/User/GetDeletedUsers" | "PUT v2/User/UsersLock" | "PUT v2/User/UsersUnlock" | "PUT v2/User/UsersBlock" | "PUT v2/User/UsersUnblock" | "PUT v2/User/AddUserRole" | "PUT v2/User/RemoveUserRole" | "POST v2/User/AddUserTag" | "PUT v2/User/AddTagsToUser" | "PUT v2/User/RemoveTagsFromUser" | "POST v2/User/GetUserDocuments" | "POST v2/Verification/GetVerificationRequests" | "POST User/GetUserLockHistory" | "POST v2/User/GetUserNfaHistory" | "POST v2/User/GetUserActions" | "POST User/Get2FaCodes" | "POST v2/Communication/GetPublicChatMessages" | "POST v2/Communication/GetPrivateChats" | "POST v2/Communication/GetPrivateChatMessages" | "GET api/bo/User/GetGroupChatMessagesDetail" | "GET v2/Marketplace/stores" | "GET v2/Marketplace/inventory" | "GET v2/Marketplace/invoices" | "GET v2/Merchant/transaction" | "GET v2/Merchant/Payments/transactions" | "GET v2/Merchant/fee" | "POST v2/Trading/GetOperations" | "POST v2/Trading/GetOrders" | "POST v2/Trading/GetTrades" | "POST v2/Trading/GetOrderBook" | "POST v2/Trading/GetCumulativeBalances" | "POST Trading/UserFinanceFileterSearch" | "POST Transaction/GetCodes" | "POST Transaction/GetUserAddressList" | "GET Transaction/GetPaymentMethods" | "GET Transaction/GetCountries" | "GET Transaction/GetCities" | "GET Transaction/GetCountryPaymentMethods" | "POST Transaction/GetTransactionMethods" | "POST v2/Transaction/GetCryptoCurrencies" | "POST v2/Transaction/GetCryptoTokens" | "POST v2/Transaction/GetNetworks" | "POST v2/mw/Multiwallet/GetTokens" | "POST v2/Finance/GetTransactionStats" | "POST v2/Referral/GetReferralProgramIncomes" | "POST v2/Referral/GetReferralPrograms" | "POST v2/Referral/GetReferrals" | "POST v2/Referral/GetReferralProgramOwners" | "POST v2/Staking/GetStakingLogs" | "PUT v2/Staking/GetStakingDataList" | "POST v2/Report/GetReports" | "POST v2/Templates/GetNotificationTemplates" | "POST v2/Templates/GetEmailMessageTemplates" | "POST v2/Templates/GetEmailMessageTemplateHistory" | "GET User/GetSystemNotifications" | "POST v2/Communication/SendNotificationsToUsers" | "GET v2/FrontConfig/groups" | "GET v2/FrontConfig" | "GET v2/SecurityGroups/GetGroupUsers" | "POST User/GetAdminLogs" | "POST v2/Communication/AddAdminNotificationsSettings" | "POST v2/Approval/GetApprovalRequests"> & {
    "GET User/GetAdmins": {
        parameters: {
            query: {
                Limit: number;
                Offset: number;
                GetTotal: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Admin"][];
                        /** @description Present when GetTotal is true */
                        total?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST User/GetUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: components["schemas"]["UserListFilters"];
                    sort?: components["schemas"]["UserSort"];
                    /** @default 0 */
                    offset: number;
                    /**
                     * @description Page size: 20, 50 or 100 on screen; up to 1000 for inner loads
                     * @default 20
                     */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                    userIdList?: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/User/GetUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: components["schemas"]["UserListFilters"];
                    sort?: components["schemas"]["UserSort"];
                    /** @default 0 */
                    offset: number;
                    /**
                     * @description Page size: 20, 50 or 100 on screen; up to 1000 for inner loads
                     * @default 20
                     */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                    userIdList?: number[];
                    /** @description Users having any of these tags */
                    userTagList?: number[];
                    searchString?: string;
                    /** @description Exact user name (case-insensitive) */
                    userName?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/User/GetDeletedUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                    searchString?: string;
                    sort?: components["schemas"]["UserSort"];
                    userIdList?: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v2/User/UsersLock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    lockType: components["schemas"]["LockType"];
                    /** @description Lock duration; null or absent: until unlocked */
                    minutes?: number | null;
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/UsersUnlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    lockType?: components["schemas"]["LockType"];
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/UsersBlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/UsersUnblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/AddUserRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    role?: components["schemas"]["UserRole"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/RemoveUserRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    role?: components["schemas"]["UserRole"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/User/AddUserTag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: visible-text */
                    tagName: string;
                    /** @default #BDBDBD */
                    color: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserTag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A tag with the same name already exists (103) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "PUT v2/User/AddTagsToUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    tagIdList: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v2/User/RemoveTagsFromUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    tagIdList: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/User/GetUserDocuments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIdList: number[];
                    /** @default 0 */
                    offset: number;
                    /** @default 1000 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserDocument"][];
                        /** @description Counted when getTotal is true; otherwise the number of items */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Verification/GetVerificationRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                    userIdList?: number[];
                    statusList?: components["schemas"]["VerificationStatus"][];
                    /** @description Unix seconds (creation date) */
                    dateFrom?: number;
                    /** @description Unix seconds (creation date) */
                    dateTo?: number;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated" | "dateUpdated";
                        /** @default true */
                        desc: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["VerificationRequest"][];
                        /** @description Counted when getTotal is true; otherwise 0 */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST User/GetUserLockHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["LockHistoryItem"][];
                        /** @description Counted when getTotal is true; otherwise 0 */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/User/GetUserNfaHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["NfaHistoryItem"][];
                        /** @description Counted when getTotal is true; otherwise 0 */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/User/GetUserActions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserAction"][];
                        /** @description Counted when getTotal is true; otherwise 0 */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST User/Get2FaCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TwoFaCode"][];
                        /** @description ceil(total / limit) */
                        pages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/Communication/GetPublicChatMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                    userId?: number;
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated";
                        /** @default true */
                        desc: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PublicChatMessage"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Communication/GetPrivateChats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PrivateChat"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Communication/GetPrivateChatMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conversationId: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 1000 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated";
                        /** @default true */
                        desc: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PrivateChatMessage"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET api/bo/User/GetGroupChatMessagesDetail": {
        parameters: {
            query: {
                GroupChatId: number;
                Offset: number;
                Limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["GroupChatMessage"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET v2/Marketplace/stores": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                getTotal: boolean;
                merchantId?: number;
                status?: components["schemas"]["StoreStatus"];
                /** @description A store id, or a part of the store's or the merchant's name (case-insensitive) */
                searchString?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Store"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v2/Marketplace/inventory": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                getTotal: boolean;
                storeId?: number;
                status?: "active" | "archived";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Product"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v2/Marketplace/invoices": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                getTotal: boolean;
                storeId?: number;
                status?: components["schemas"]["InvoiceStatus"][];
                /** @description Unix seconds */
                dateFrom?: number;
                /** @description Unix seconds */
                dateTo?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Invoice"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v2/Merchant/transaction": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                serviceMerchantId?: number;
                status?: "new" | "processing" | "validate" | "completed" | "error";
                type?: "deposit" | "withdrawal" | "return" | "convert";
                /** @description Unix seconds */
                dateFrom?: number;
                /** @description Unix seconds */
                dateTo?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MerchantTransaction"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v2/Merchant/Payments/transactions": {
        parameters: {
            query: {
                serviceMerchantId: number;
                offset: number;
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            items: components["schemas"]["MerchantTransaction"][];
                        };
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v2/Merchant/fee": {
        parameters: {
            query: {
                ignoreIndividual?: boolean;
                serviceMerchantId?: number;
                offset: number;
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MerchantFee"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Trading/GetOperations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "side": "out",
                 *       "statusList": [
                 *         "adminProcessing"
                 *       ],
                 *       "currencyIdList": [
                 *         8
                 *       ],
                 *       "createdFrom": 1763596800,
                 *       "createdTo": 1763769599,
                 *       "offset": 0,
                 *       "limit": 100,
                 *       "getTotal": true
                 *     }
                 */
                "application/json": {
                    idList?: number[];
                    side?: components["schemas"]["OperationSide"];
                    operationTypeList?: components["schemas"]["OperationType"][];
                    userIdList?: number[];
                    /** @description Transaction statuses (spec 3 §4) */
                    statusList?: components["schemas"]["TransactionStatus"][];
                    currencyIdList?: number[];
                    kytStatusList?: components["schemas"]["KytStatus"][];
                    /** @description Unix seconds */
                    createdFrom?: number;
                    /** @description Unix seconds, inclusive (the console sends the end of the day, +86399 s) */
                    createdTo?: number;
                    /** @description Sort field and direction (dateCreated descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated" | "id" | "amount";
                        /** @default true */
                        desc: boolean;
                    };
                    /** @default 0 */
                    offset: number;
                    /** @default 100 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Operation"][];
                        total: number;
                        /** @description True when a filtered count stopped at the cap (show 10,000+) */
                        totalCapped?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Trading/GetOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "marketId": 1,
                 *       "statusList": [
                 *         "new",
                 *         "partiallyFilled"
                 *       ],
                 *       "sort": {
                 *         "field": "dateCreated",
                 *         "desc": true
                 *       },
                 *       "offset": 0,
                 *       "limit": 20,
                 *       "getTotal": true
                 *     }
                 */
                "application/json": {
                    userIdList?: number[];
                    orderIdList?: number[];
                    tradeIdList?: number[];
                    marketId?: number;
                    side?: components["schemas"]["OrderSide"];
                    typeList?: components["schemas"]["OrderType"][];
                    statusList?: components["schemas"]["OrderStatus"][];
                    /** @description Unix seconds */
                    createdFrom?: number;
                    /** @description Unix seconds */
                    createdTo?: number;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated" | "id";
                        /** @default true */
                        desc: boolean;
                    };
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Order"][];
                        /** @description true when total stopped at the cap (10,000) of a filtered count */
                        totalCapped?: boolean;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Trading/GetTrades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderIdList": [
                 *         15
                 *       ],
                 *       "offset": 0,
                 *       "limit": 1000
                 *     }
                 */
                "application/json": {
                    userIdList?: number[];
                    orderIdList?: number[];
                    marketId?: number;
                    /** @description Unix seconds */
                    createdFrom?: number;
                    /** @description Unix seconds */
                    createdTo?: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Trade"][];
                        totalCapped?: boolean;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Trading/GetOrderBook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "marketId": 1,
                 *       "depth": 100
                 *     }
                 */
                "application/json": {
                    marketId: number;
                    /**
                     * @description Price levels per side
                     * @default 100
                     */
                    depth: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderBook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/Trading/GetCumulativeBalances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currencyIdList?: number[];
                    cumulativeCurrencyId?: number;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "cumulativeBalance" | "availableFunds" | "userId";
                        /** @default true */
                        desc: boolean;
                    };
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CumulativeBalanceRow"][];
                        total: number;
                        cumulativeCurrencyId: number;
                        cumulativeCurrencyTitle: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST Trading/UserFinanceFileterSearch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currencyIdList?: number[];
                    /** @default 20 */
                    limit: number;
                    /** @default true */
                    sortDesc: boolean;
                    /** @default 0 */
                    offset: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userFinanceList: components["schemas"]["UserFinanceRow"][];
                        pages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST Transaction/GetCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset: number;
                    /** @default 100 */
                    limit: number;
                    statusList?: components["schemas"]["CodeStatus"][];
                    userId?: number;
                    currencyId?: number;
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codes: components["schemas"]["Code"][];
                        pages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Transaction/GetUserAddressList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    currencyId?: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserAddress"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET Transaction/GetPaymentMethods": {
        parameters: {
            query: {
                Limit: number;
                Offset: number;
                GetTotal: boolean;
                Category?: components["schemas"]["PaymentCategory"];
                Status?: components["schemas"]["PaymentMethodStatus"];
                CountryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PaymentMethod"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET Transaction/GetCountries": {
        parameters: {
            query: {
                Limit: number;
                Offset: number;
                GetTotal: boolean;
                SearchString?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Country"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET Transaction/GetCities": {
        parameters: {
            query: {
                CountryId?: number;
                Limit: number;
                Offset: number;
                GetTotal: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["City"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET Transaction/GetCountryPaymentMethods": {
        parameters: {
            query: {
                CountryId?: number;
                PaymentMethodId?: number;
                Limit: number;
                Offset: number;
                GetTotal: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CountryPaymentMethod"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST Transaction/GetTransactionMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                    /** @enum {string} */
                    type?: "deposit" | "withdrawal";
                    currencyId?: number;
                    method?: components["schemas"]["TransactionMethodKind"];
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "sortId" | "id";
                        /** @default true */
                        desc: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TransactionMethod"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Transaction/GetCryptoCurrencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CryptoCurrency"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Transaction/GetCryptoTokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                    cryptoCurrencyId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CryptoToken"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Transaction/GetNetworks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "offset": 0,
                 *       "limit": 20,
                 *       "getTotal": true
                 *     }
                 */
                "application/json": {
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                    searchString?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Network"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/mw/Multiwallet/GetTokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MultiwalletToken"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Finance/GetTransactionStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    currencyIdList?: number[];
                    cumulativeCurrencyId?: number;
                    /** @description Only these method types (the codes/internal view) */
                    includeMethodTypes?: components["schemas"]["TransactionMethodKind"][];
                    /** @description All but these method types */
                    excludeMethodTypes?: components["schemas"]["TransactionMethodKind"][];
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "totalDeposit" | "totalWithdrawal" | "currencyId";
                        /** @default true */
                        desc: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TransactionStatsRow"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Referral/GetReferralProgramIncomes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    referralProgramId?: number;
                    userId?: number;
                    incomeType?: components["schemas"]["ReferralIncomeType"];
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ReferralIncome"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Referral/GetReferralPrograms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Matches the owner's user name, user id or the referral id; a leading r= is removed (by the console before sending, and again by the server) */
                    searchString?: string;
                    /** @description Programs owned by this user (the user's Referrals tab) */
                    userId?: number;
                    /** @description Activity filter: true Active, false Disabled */
                    isActive?: boolean;
                    isBlocked?: boolean;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated" | "usersCount" | "incomeSum";
                        /** @default true */
                        desc: boolean;
                    };
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ReferralProgram"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Referral/GetReferrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    referralProgramId: number;
                    level?: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Referral"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST v2/Referral/GetReferralProgramOwners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A leading r= is removed by the console before sending */
                    searchString?: string;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserSearchItem"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Staking/GetStakingLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    currencyId?: number;
                    logType?: components["schemas"]["StakingLogType"];
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds */
                    dateTo?: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["StakingLog"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v2/Staking/GetStakingDataList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    all: boolean;
                    currencyId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["StakingSettings"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Report/GetReports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type?: components["schemas"]["ReportType"];
                    status?: components["schemas"]["ReportStatus"];
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "dateCreated";
                        /** @default true */
                        desc: boolean;
                    };
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Report"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Templates/GetNotificationTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "offset": 0,
                 *       "limit": 20,
                 *       "getTotal": true
                 *     }
                 */
                "application/json": {
                    notificationType?: number;
                    channel?: components["schemas"]["NotificationChannel"];
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["NotificationTemplate"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Templates/GetEmailMessageTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messageType?: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["EmailTemplate"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Templates/GetEmailMessageTemplateHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                    /** @default false */
                    getTotal: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            template: components["schemas"]["EmailTemplate"];
                            adminId: number | null;
                            /** Format: date-time */
                            dateCreated: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET User/GetSystemNotifications": {
        parameters: {
            query: {
                Limit: number;
                Offset: number;
                GetTotal: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["SystemNotification"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Communication/SendNotificationsToUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userIdList": [
                 *         5
                 *       ],
                 *       "notificationType": 33,
                 *       "channels": [
                 *         1,
                 *         2
                 *       ],
                 *       "title": {
                 *         "en": "Maintenance"
                 *       },
                 *       "text": {
                 *         "en": "Trading pauses at 02:00 UTC."
                 *       }
                 *     }
                 */
                "application/json": {
                    userIdList?: number[];
                    /** @default false */
                    selectAll: boolean;
                    filter?: components["schemas"]["UserSelectionFilter"];
                    notificationType: number;
                    channels: components["schemas"]["NotificationChannel"][];
                    title: components["schemas"]["LocalizedText"];
                    text: components["schemas"]["LocalizedText"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSendResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v2/FrontConfig/groups": {
        parameters: {
            query: {
                offset: number;
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["SecurityGroup"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v2/FrontConfig": {
        parameters: {
            query: {
                offset: number;
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["FrontApp"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v2/SecurityGroups/GetGroupUsers": {
        parameters: {
            query: {
                groupId: number;
                offset: number;
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserSearchItem"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "POST User/GetAdminLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "adminId": 1,
                 *       "operationId": "PUT User/BlockAdmin",
                 *       "dateFrom": 1795305600,
                 *       "dateTo": 1795391999,
                 *       "offset": 0,
                 *       "limit": 20
                 *     }
                 */
                "application/json": {
                    /** @description Who acted */
                    adminId?: number;
                    /** @description The operation id exactly, e.g. PUT User/BlockAdmin */
                    operationId?: string;
                    /**
                     * @description Designed (issue 25): the entries of one area, the contract tag of their operation as a key (src/domain/adminLogOperations.ts: userTags = User tags)
                     * @enum {string}
                     */
                    area?: "session" | "users" | "userTags" | "transactionLimits" | "documentsAndVerification" | "userSecurity" | "userNotifications" | "chats" | "groupChat" | "banners" | "merchants" | "merchantFees" | "options" | "markets" | "currencies" | "watermarks" | "trading" | "transactions" | "paymentMethods" | "transactionMethods" | "crypto" | "multiwallet" | "referral" | "staking" | "reports" | "templates" | "systemNotifications" | "securityGroups" | "frontConfig" | "adminManagement" | "approvals" | "requisites" | "arbitration" | "tradersDeals" | "devices" | "offers" | "tradersFeesAndRates" | "tradersGroups" | "tradersTransactions" | "exchangeOrders" | "paymentMethodTemplates" | "p2pPaymentMethods" | "p2pFeedback" | "moderationWords" | "p2pRoles" | "p2pFees" | "localisation" | "p2pOffers";
                    /** @description An id the call acted on (user, admin, template…) */
                    targetId?: number;
                    /** @description Unix seconds */
                    dateFrom?: number;
                    /** @description Unix seconds, inclusive (the console sends the end of the day, +86399 s) */
                    dateTo?: number;
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logList: components["schemas"]["AdminLogEntry"][];
                        pages: number;
                        names: components["schemas"]["AdminLogNames"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v2/Communication/AddAdminNotificationsSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adminId: number;
                    /** @description Admin notification type (17 kinds 0-16; captions in src/domain/adminManagement.ts) */
                    notificationType: number;
                    channel: components["schemas"]["NotificationChannel"];
                    /** @default true */
                    isEnabled: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v2/Approval/GetApprovalRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "pending",
                 *       "action": "adminDeposit",
                 *       "amountUsdFrom": "10000",
                 *       "offset": 0,
                 *       "limit": 20
                 *     }
                 */
                "application/json": {
                    status?: components["schemas"]["ApprovalStatus"];
                    action?: components["schemas"]["ApprovalAction"];
                    /** @description Who asked */
                    makerId?: number;
                    /** @description Only the caller's own requests (the Mine tab) */
                    mine?: boolean;
                    /** @description true: every status but pending (the Decided tab); false: pending only */
                    decided?: boolean;
                    amountUsdFrom?: components["schemas"]["ApprovalAmountFilter"];
                    amountUsdTo?: components["schemas"]["ApprovalAmountFilter"];
                    /** @description Unix seconds; created at or after */
                    dateFrom?: number;
                    /** @description Unix seconds, inclusive (the console sends the end of the day, +86399 s) */
                    dateTo?: number;
                    /** @description Age: only requests created at least this many hours ago */
                    olderThanHours?: number;
                    /** @description Sort field and direction (descending by default). */
                    sort?: {
                        /** @enum {string} */
                        field: "createdAt" | "amountUsd" | "expiresAt";
                        /** @default true */
                        desc: boolean;
                    };
                    /** @default 0 */
                    offset: number;
                    /** @default 20 */
                    limit: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ApprovalRequest"][];
                        total: number;
                        /** @description Pending requests the caller may decide (not their own), whatever the filters */
                        pendingCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
};
