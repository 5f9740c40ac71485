// Generated from openapi/p2p.yaml by `npm run api:generate`. Do not edit.
// The server's view of the contract (every field or parameter with a default is required): the console's
// types, with only the components and operations that differ written here.
/* eslint-disable */
import type { components as ConsoleComponents, operations as ConsoleOperations } from '../../src/api/generated/p2p.ts';

export interface components {
    schemas: ConsoleComponents["schemas"];
    responses: ConsoleComponents["responses"];
    parameters: ConsoleComponents["parameters"];
    requestBodies: ConsoleComponents["requestBodies"];
    headers: ConsoleComponents["headers"];
    pathItems: ConsoleComponents["pathItems"];
}
export type operations = Omit<ConsoleOperations, "GET p2p/Admin/Trade" | "GET p2p/Admin/Trade/{id}/chat/getMessages" | "GET p2p/Admin/feedback" | "GET p2p/Admin/advertisements/moderation-words" | "GET p2p/Admin/profiles/search" | "POST p2p/Admin/requisites/search" | "GET p2p/Admin/search"> & {
    "GET p2p/Admin/Trade": {
        parameters: {
            query: {
                offset: number;
                limit: number;
                id?: number;
                userId?: number;
                offerId?: number;
                status?: components["schemas"]["P2pTradeStatus"][];
                isInDispute?: boolean;
                cryptoCurrencyId?: number;
                fiatCurrencyId?: number;
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
                        data: components["schemas"]["P2pTrade"][];
                        /** @description ceil(total / limit) */
                        pages: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET p2p/Admin/Trade/{id}/chat/getMessages": {
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
    "GET p2p/Admin/feedback": {
        parameters: {
            query: {
                /** @description Zero-based page */
                page: number;
                limit: number;
                userId?: number;
                tradeId?: number;
                influence?: components["schemas"]["FeedbackInfluence"];
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
                        items: components["schemas"]["Feedback"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET p2p/Admin/advertisements/moderation-words": {
        parameters: {
            query: {
                search?: string;
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
                        items: components["schemas"]["ModerationWordGroup"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET p2p/Admin/profiles/search": {
        parameters: {
            query: {
                roles?: components["schemas"]["P2pRole"][];
                offset: number;
                limit: number;
                sort?: "dateCreated" | "userId" | "userName";
                isArbitrator?: boolean;
                getTotal: boolean;
                searchString?: string;
                userId?: number;
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
                        data: components["schemas"]["P2pRoleProfile"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST p2p/Admin/requisites/search": {
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
                    status?: components["schemas"]["RequisiteStatus"];
                    state?: components["schemas"]["RequisiteState"];
                    searchString?: string;
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
    "GET p2p/Admin/search": {
        parameters: {
            query: {
                searchString: string;
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
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
};
