// Generated from openapi/v1.yaml by `npm run api:generate`. Do not edit.
// The server's view of the contract (every field or parameter with a default is required): the console's
// types, with only the components and operations that differ written here.
/* eslint-disable */
import type { components as ConsoleComponents, operations as ConsoleOperations } from '../../src/api/generated/v1.ts';

export interface components {
    schemas: ConsoleComponents["schemas"];
    responses: ConsoleComponents["responses"];
    parameters: ConsoleComponents["parameters"];
    requestBodies: ConsoleComponents["requestBodies"];
    headers: ConsoleComponents["headers"];
    pathItems: ConsoleComponents["pathItems"];
}
export type operations = Omit<ConsoleOperations, "GET v1/p2p/requisites" | "GET v1/arbitrator/trades" | "GET v1/arbitrator/trades/me" | "GET v1/communication/groupchat/{id}/messages" | "GET v1/p2p/trades" | "GET v1/devices/search" | "GET v1/p2p/offers" | "GET v1/p2p/limits" | "GET v1/p2p/groups" | "GET v1/transactions" | "GET v1/transactions/address" | "GET v1/exchange/orders" | "GET v1/p2p/payment-methods" | "GET v1/statistic" | "GET v1/reports" | "GET v1/balances"> & {
    "GET v1/p2p/requisites": {
        parameters: {
            query: {
                userId?: number;
                currency?: string;
                status?: components["schemas"]["RequisiteStatus"];
                state?: components["schemas"]["RequisiteState"];
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["Requisite"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/arbitrator/trades": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                isArbitratorJoined?: boolean;
                isInDispute?: boolean;
                /** @description Trade statuses; 5 and 6 completed arbitration, 10 awaiting */
                status?: components["schemas"]["P2pTradeStatus"][];
                withoutMe?: boolean;
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
                        result: components["schemas"]["V1Result"];
                        data: components["schemas"]["ArbitratorTrade"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/arbitrator/trades/me": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                status?: components["schemas"]["P2pTradeStatus"][];
                sortField?: "dateCreated" | "arbitratorCallDate" | "id";
                sortDesc: boolean;
                /** @description Unix seconds */
                dateFrom?: number;
                /** @description Unix seconds; the console extends it to the end of day (+86399) */
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
                        result: components["schemas"]["V1Result"];
                        data: components["schemas"]["ArbitratorTrade"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/communication/groupchat/{id}/messages": {
        parameters: {
            query: {
                offset: number;
                limit: number;
            };
            header?: never;
            path: {
                id: number;
            };
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
                        result: components["schemas"]["V1Result"];
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
    "GET v1/p2p/trades": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                status?: components["schemas"]["TraderTradeStatus"][];
                flowType?: components["schemas"]["FlowType"];
                userId?: number;
                id?: number;
                /** @description Unix seconds */
                dateFrom?: number;
                /** @description Unix seconds; the console extends it to the end of day (+86399) */
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["TraderTrade"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/devices/search": {
        parameters: {
            query: {
                userId?: number;
                status?: components["schemas"]["DeviceStatus"];
                type?: components["schemas"]["DeviceType"];
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["Device"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/p2p/offers": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                userId?: number;
                type?: components["schemas"]["OfferType"];
                isHidden?: boolean;
                isBlocked?: boolean;
                isDeleted?: boolean;
                cryptoCurrencyId?: number;
                fiatCurrencyId?: number;
                /** @description Part of the terms, case-insensitive */
                terms?: string;
                /** @description Only offers whose terms contain a moderated word */
                isModerated?: boolean;
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["P2pOffer"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/p2p/limits": {
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
                        result: components["schemas"]["V1Result"];
                        limits: components["schemas"]["P2pLimit"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/p2p/groups": {
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["P2pGroup"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/transactions": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                status?: components["schemas"]["TraderTransactionStatus"][];
                type?: ("deposit" | "withdrawal" | "orderBuy" | "convert" | "orderSell" | "orderReturn")[];
                userId?: number;
                currency?: string;
                /** @description Unix seconds */
                dateFrom?: number;
                /** @description Unix seconds; the console extends it to the end of day (+86399) */
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["TraderTransaction"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/transactions/address": {
        parameters: {
            query: {
                address?: string;
                currency?: string;
                userId?: number;
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["TraderTransaction"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/exchange/orders": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                status?: components["schemas"]["TraderTransactionStatus"][];
                userId?: number;
                /** @description Unix seconds */
                dateFrom?: number;
                /** @description Unix seconds; the console extends it to the end of day (+86399) */
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["ExchangeOrder"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/p2p/payment-methods": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                category?: components["schemas"]["PaymentCategory"];
                status?: components["schemas"]["PaymentMethodStatus"];
                currencyId?: number;
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["P2pPaymentMethod"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/statistic": {
        parameters: {
            query: {
                /** @description Unix seconds */
                createdFrom?: number;
                /** @description Unix seconds */
                createdTo?: number;
                currency?: string;
                /** @description fees (default) lists the fees per currency and source; p2p lists the completed P2P turnover per currency, valued in USD */
                kind: "fees" | "p2p";
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["V1Statistic"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/reports": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                type?: components["schemas"]["ReportType"];
                status?: components["schemas"]["ReportStatus"];
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
                        result: components["schemas"]["V1Result"];
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
    "GET v1/balances": {
        parameters: {
            query: {
                userId?: number;
                currency?: string;
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["V1Balance"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
};
