// Generated from openapi/p2p.yaml by `npm run api:generate`. Do not edit.
/* eslint-disable */
export interface paths {
    "/p2p/Admin/Trade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List P2P deals with filters; answer data, pages
         * @description Newest first. `userId` matches the seller or the buyer; `isInDispute` means status 9, 10 or 11; dates are unix seconds on the creation date. Each deal carries the current balances of both sides in its crypto and its status history. `total` is given beside the spec's `pages`.
         */
        get: operations["GET p2p/Admin/Trade"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/Trade/{id}/chat/getMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages of a deal's chat (not shown in detail by the spec)
         * @description The deal's group chat (path id is the trade id), newest first; the same items as v1/communication/groupchat/{id}/messages.
         */
        get: operations["GET p2p/Admin/Trade/{id}/chat/getMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/Trade/statistic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * P2P deal statistics
         * @description Deals created in the period (unix seconds). completedCount: status 6; cancelledCount: 5, 7 and 8; disputesCount: in dispute now (9, 10, 11); activeCount: not closed (0-4, 9-11); arbitratorCallsCount: deals that went to arbitration; turnover: completed deals valued in equivalentCurrencyTitle (USD) at reference prices.
         */
        get: operations["GET p2p/Admin/Trade/statistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's P2P profile
         * @description From the user's deals and the feedback they received. rating: positive among positive and negative feedback (0 without any); averageTradeTime and medianTradeTime: creation to completion of completed deals, seconds (-1 without any); volumes: completed deals in USD at reference prices (monthly: the last 30 days); disputes won and lost: arbitrated deals (confirmed: the buyer won, cancelled: the seller won). Trusted and blocked client lists are not kept yet (0). 404 "User not found".
         */
        get: operations["GET p2p/Admin/profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List feedback (page is zero-based: page sent is page minus 1)
         * @description Newest first; deleted feedback is left out. `userId` matches the sender or the recipient.
         */
        get: operations["GET p2p/Admin/feedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/feedback/{feedbackId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One feedback */
        get: operations["GET p2p/Admin/feedback/{feedbackId}"];
        /**
         * Edit a feedback (comment and influence)
         * @description Answers the edited feedback; its history gains a version with the admin who made it (none when nothing changed). A blank comment is stored as null. 404 "Feedback not found" (also once deleted).
         */
        put: operations["PUT p2p/Admin/feedback/{feedbackId}"];
        post?: never;
        /**
         * Delete a feedback
         * @description Removes it from the lists and from the recipient's rating; its history (with the deletion) stays readable. 404 "Feedback not found" when missing or already deleted.
         */
        delete: operations["DELETE p2p/Admin/feedback/{feedbackId}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/feedback/{feedbackId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * History of a feedback
         * @description Every version, newest first (created, edited by an admin, deleted).
         */
        get: operations["GET p2p/Admin/feedback/{feedbackId}/history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/advertisements/moderation-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Moderation word groups (search matches group name or words, case-insensitive) */
        get: operations["GET p2p/Admin/advertisements/moderation-words"];
        /** Edit a moderation word group (id and words as query parameters) */
        put: operations["PUT p2p/Admin/advertisements/moderation-words"];
        /** Create a moderation word group (groupName and words as query parameters) */
        post: operations["POST p2p/Admin/advertisements/moderation-words"];
        /** Delete a moderation word group (id as query parameter) */
        delete: operations["DELETE p2p/Admin/advertisements/moderation-words"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/profiles/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search P2P role holders; answer data, total */
        get: operations["GET p2p/Admin/profiles/search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/grant/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a user's P2P roles (roles query; an empty list removes them) */
        post: operations["POST p2p/Admin/grant/{userId}"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/Currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** P2P currencies with their fees */
        get: operations["GET p2p/Admin/Currency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/Currency/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the P2P fee of a currency (404 when it has none) */
        put: operations["PUT p2p/Admin/Currency/fee"];
        /** Create the P2P fee of a currency (409 when it has one; fee parts not negative, max not below min unless 0) */
        post: operations["POST p2p/Admin/Currency/fee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/statistic/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** P2P turnover over all currencies (answer amounts, equivalentCurrencyTitle) */
        post: operations["POST p2p/Admin/statistic/all"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/statistic/currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** P2P turnover per currency (answer amounts, equivalentCurrencyTitle) */
        post: operations["POST p2p/Admin/statistic/currency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/requisites/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search requisites */
        post: operations["POST p2p/Admin/requisites/search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search P2P users by id, name or e-mail (the spec says only "search") */
        get: operations["GET p2p/Admin/search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/Localisation/All": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** P2P localisation strings of a language */
        get: operations["GET p2p/Admin/Localisation/All"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/Localisation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a P2P localisation string */
        put: operations["PUT p2p/Admin/Localisation/{id}"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/Offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete offers (ids as query parameters) */
        delete: operations["DELETE p2p/Admin/Offer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/Offer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hide, block or edit one offer */
        put: operations["PUT p2p/Admin/Offer/{id}"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/Offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hide, block or delete several offers */
        put: operations["PUT p2p/Admin/Offers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/p2p/Admin/Offer/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** History of an offer */
        get: operations["GET p2p/Admin/Offer/{id}/history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Feedback: {
            feedbackId: number;
            tradeId: number;
            from: components["schemas"]["FeedbackParty"];
            to: components["schemas"]["FeedbackParty"];
            comment: string | null;
            influence: components["schemas"]["FeedbackInfluence"];
            /** @enum {string} */
            initiator: "system" | "user" | "buyer" | "seller";
            /** Format: date-time */
            dateCreated: string;
            /** Format: date-time */
            dateUpdated: string;
        };
        FeedbackHistoryItem: {
            /** @enum {string} */
            action: "created" | "edited" | "deleted";
            comment: string | null;
            influence: components["schemas"]["FeedbackInfluence"];
            adminId: number | null;
            /** Format: date-time */
            dateCreated: string;
        };
        /** @enum {string} */
        FeedbackInfluence: "Negative" | "Neutral" | "Positive";
        FeedbackParty: {
            userId: number;
            userName: string | null;
        };
        LocalisationEntry: {
            id: number;
            key: string;
            language: components["schemas"]["LanguageName"];
            value: string;
        };
        ModerationWordGroup: {
            id: number;
            groupName: string;
            words: string[];
        };
        OfferHistoryItem: {
            id: number;
            offerId: number;
            field: string;
            oldValue: string | null;
            newValue: string | null;
            adminId: number | null;
            adminName?: string | null;
            /** Format: date-time */
            dateCreated: string;
        };
        P2pCurrency: {
            id: number;
            /** Format: visible-text */
            title: string;
            /** Format: visible-text */
            name: string;
            /** @description Whether the currency has a P2P fee of its own (POST creates it, PUT changes it); zeros otherwise */
            isSet: boolean;
            serviceFee: components["schemas"]["Money"];
            fees: components["schemas"]["FeeParts"];
            sortId: number;
            equivalentCurrencyTitle: string;
        };
        P2pRoleProfile: {
            id: number;
            role: components["schemas"]["P2pRole"];
            userId: number;
            userName: string | null;
            email?: string;
            /** @description The staff account with the user's e-mail; with the arbitrator role it can be assigned disputes */
            adminId?: number | null;
            /** Format: date-time */
            dateCreated?: string;
        };
        P2pStatistic: {
            amounts: components["schemas"]["P2pStatisticAmount"][];
            equivalentCurrencyTitle: string;
        };
        P2pStatisticAmount: {
            currencyId: number;
            currencyTitle: string;
            volume: components["schemas"]["Money"];
            equivalentVolume: components["schemas"]["Money"];
            tradesCount: number;
        };
        P2pTrade: {
            id: number;
            chatId: number | null;
            offerId: number | null;
            status: components["schemas"]["P2pTradeStatus"];
            /** @enum {string} */
            offerType: "Sell" | "Buy";
            sellerId: number;
            sellerUserName: string | null;
            buyerId: number;
            buyerUserName: string | null;
            cryptoCurrencyId: number;
            cryptoCurrencyTitle: string;
            fiatCurrencyId: number;
            fiatCurrencyTitle: string;
            /** @description Crypto the seller sells (held in escrow from FundsFrozen) */
            sellerAmount: components["schemas"]["Money"];
            /** @description Crypto the buyer receives: sellerAmount - serviceFee */
            buyerAmount: components["schemas"]["Money"];
            serviceFee: components["schemas"]["Money"];
            fiatAmount: components["schemas"]["Money"];
            /** @description Fiat per unit of crypto */
            price: components["schemas"]["Money"];
            sellerBalance: components["schemas"]["Money"] | null;
            buyerBalance: components["schemas"]["Money"] | null;
            isInDispute: boolean;
            isArbitratorJoined: boolean;
            arbitratorId: number | null;
            arbitratorUserName: string | null;
            /** @enum {string|null} */
            arbitrationResult: "confirmed" | "cancelled" | null;
            arbitrationComment: string | null;
            /** Format: date-time */
            arbitratorCallDate: string | null;
            /** @description Admin's comment on the deal */
            comment: string | null;
            /** Format: date-time */
            dateCreated: string;
            /** Format: date-time */
            dateClosed: string | null;
            statusHistory: {
                status: components["schemas"]["P2pTradeStatus"];
                /** Format: date-time */
                dateCreated: string;
            }[];
        };
        /**
         * @description P2P trade status: 0 Created, 1 MFASent, 2 FundsFreezeConfirmation, 3 FundsFrozen, 4 FiatSent, 5 Refused, 6 Completed, 7 Cancelled, 8 Terminated, 9 TimeoutArbitrator, 10 ArbitratorRequired, 11 ArbitratorEntered (numbers follow the spec's order; it filters 5 and 6 as completed arbitration and 10 as awaiting)
         * @enum {integer}
         */
        P2pTradeStatus: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
        /** @description Decimal amount as a string (never a JSON number), e.g. "-12.5", "0.00000001". */
        Money: string;
        ErrorDetail: {
            /** @description JSON pointer of the offending field, e.g. /email */
            path: string;
            message: string;
        };
        ErrorObject: {
            /** @description HTTP status, repeated in the body */
            status: number;
            /**
             * @description Error code (src/domain/errors.ts): 100 validation failed, 101 unauthorized (session expired), 102 action is not allowed (forbidden), 103 action is impossible (conflict with the current state), 104 not found, 115 wrong e-mail or password, 116 admin is blocked, 117 too many failed sign-in attempts, 125 authentication code required, 126 wrong authentication code, 130 password rule violated, 131 wrong current password, 500 unexpected error, 501 not implemented (message names the operation id)
             * @enum {integer}
             */
            code: 100 | 101 | 102 | 103 | 104 | 115 | 116 | 117 | 125 | 126 | 130 | 131 | 500 | 501;
            /** @description Stable camelCase constant naming the rule broken (src/domain/errorReasons.ts), e.g. userNameExists, languageNotAllowed, actionImpossible; defaults to the code's own name (validationFailed, notFound, unexpected…). Clients switch on it, never on the message. */
            reason: string;
            /** @description English text, also the i18n key */
            message: string;
            details?: components["schemas"]["ErrorDetail"][];
            /** @description Values interpolated into the message, e.g. minutes for code 117 */
            params?: {
                [key: string]: string | number;
            };
        };
        /** @description Error answer of the v2 and p2p services. */
        ErrorEnvelope: {
            error: components["schemas"]["ErrorObject"];
        };
        /**
         * @description Chat member type: 0 customer, 1 system, 2 admin, 3 arbitrator (the list hides type 1)
         * @enum {integer}
         */
        ChatMemberType: 0 | 1 | 2 | 3;
        /** @description A file attached to a chat message; download it with GetUserFile (UserFileId = id). */
        ChatFile: {
            id: number;
            name: string;
            extension: string;
        };
        /** @description A line of a trade group chat: a customer's (userId), a staff member's (adminId; chatMemberType 2 admin or 3 arbitrator) or the system's (1). */
        GroupChatMessage: {
            id: number;
            chatId: number;
            userId: number | null;
            /** @description The customer's or the staff member's name */
            userName: string | null;
            /** @description The staff member who wrote it (or whose action a system line reports) */
            adminId: number | null;
            chatMemberType: components["schemas"]["ChatMemberType"];
            message: string;
            /** Format: date-time */
            dateCreated: string;
            files: components["schemas"]["ChatFile"][];
        };
        /**
         * @description P2P role: 1 user, 2 arbitrator, 7 swap trader, 16 agent
         * @enum {integer}
         */
        P2pRole: 1 | 2 | 7 | 16;
        P2pProfileStatistics: {
            userId: number;
            userName?: string | null;
            roles?: components["schemas"]["P2pRole"][];
            completedTrades: number;
            /** @description Seconds; -1 means none */
            averageTradeTime: number;
            /** @description Seconds; -1 means none */
            medianTradeTime: number;
            rating: number;
            monthlyVolume: components["schemas"]["Money"];
            allVolume: components["schemas"]["Money"];
            lostDisputesCount: number;
            wonDisputesCount: number;
            statistics: {
                trades: {
                    totalClients: number;
                    medianTradesTime: number;
                    /** Format: date-time */
                    firstTradeDate: string | null;
                    /** Format: date-time */
                    lastTradeDate: string | null;
                };
                clients: {
                    trusted: number;
                    blocked: number;
                };
            };
        };
        /** @description Plain success answer. */
        Success: {
            /** @constant */
            success: true;
        };
        /** @description Fee parts: absolute amount, percent, minimum and maximum. */
        FeeParts: {
            absolute: components["schemas"]["Money"];
            percent: components["schemas"]["Money"];
            min: components["schemas"]["Money"];
            max: components["schemas"]["Money"];
        };
        /**
         * @description Requisite check mark: new (unmarked), approved, problematic
         * @enum {string}
         */
        RequisiteStatus: "new" | "approved" | "problematic";
        /** @enum {string} */
        RequisiteState: "enabled" | "stopped" | "blocked" | "deleted";
        Requisite: {
            requisitesId: number;
            userId: number;
            currency: string;
            currencyId?: number;
            status: components["schemas"]["RequisiteStatus"];
            state: components["schemas"]["RequisiteState"];
            /** Format: visible-text */
            name: string;
            paymentMethodId: number | null;
            paymentMethodName: string | null;
            /** @description Payment-method field values */
            fields?: {
                [key: string]: unknown;
            };
            /** @description Who last marked it approved, problematic or unmarked */
            statusAdminName?: string | null;
            /**
             * Format: date-time
             * @description When it was last marked
             */
            statusDate?: string | null;
            /** @description Used by an open deal (then it cannot be deleted) */
            isInUse?: boolean;
            /** Format: date-time */
            dateCreated: string;
        };
        UserSearchItem: {
            userId: number;
            userName: string | null;
            email?: string;
        };
        /**
         * @description Language as the status call names it
         * @enum {string}
         */
        LanguageName: "En" | "Ru" | "Zh" | "Es" | "Et" | "Tr";
        /**
         * @description Offer fields to change (a deleted offer cannot be edited).
         * @example {
         *       "profitPercent": "2",
         *       "terms": "Bank transfer only",
         *       "isHidden": true
         *     }
         */
        P2pOfferEdit: {
            price?: components["schemas"]["Money"] | null;
            profitPercent?: components["schemas"]["Money"] | null;
            expression?: string | null;
            minAmount?: components["schemas"]["Money"];
            maxAmount?: components["schemas"]["Money"];
            restrictedAmounts?: components["schemas"]["Money"][];
            paymentMethods?: number[];
            isKycRequired?: boolean;
            isPhoneRequired?: boolean;
            trackLiquidity?: boolean;
            terms?: string | null;
            isHidden?: boolean;
            isBlocked?: boolean;
            isDeleted?: boolean;
            isEnabled?: boolean;
        };
        /** @enum {string} */
        OfferType: "Sell" | "Buy";
        /**
         * @description Status label of an offer, from its flags: deleted wins, then hidden (hidden or blocked), then enabled or disabled
         * @enum {string}
         */
        OfferStatusLabel: "enabled" | "disabled" | "deleted" | "hidden";
        /**
         * @example {
         *       "id": 1,
         *       "userId": 12,
         *       "userName": "annasmith1",
         *       "type": "Sell",
         *       "cryptoCurrencyId": 2,
         *       "fiatCurrencyId": 5,
         *       "price": "64250.5",
         *       "profitPercent": "1.5",
         *       "expression": null,
         *       "minAmount": "50",
         *       "maxAmount": "5000",
         *       "restrictedAmounts": [
         *         "100",
         *         "500"
         *       ],
         *       "paymentMethods": [
         *         1,
         *         3
         *       ],
         *       "isKycRequired": true,
         *       "isPhoneRequired": false,
         *       "trackLiquidity": true,
         *       "terms": "Bank transfer only, no third parties",
         *       "isHidden": false,
         *       "isBlocked": false,
         *       "isDeleted": false,
         *       "isEnabled": true,
         *       "status": "enabled",
         *       "moderatedWords": [],
         *       "dateCreated": "2026-11-20T10:15:00Z"
         *     }
         */
        P2pOffer: {
            id: number;
            userId: number;
            userName: string | null;
            type: components["schemas"]["OfferType"];
            cryptoCurrencyId: number;
            fiatCurrencyId: number;
            price: components["schemas"]["Money"] | null;
            profitPercent: components["schemas"]["Money"] | null;
            expression: string | null;
            minAmount: components["schemas"]["Money"];
            maxAmount: components["schemas"]["Money"];
            restrictedAmounts: components["schemas"]["Money"][];
            paymentMethods: number[];
            isKycRequired: boolean;
            isPhoneRequired: boolean;
            trackLiquidity: boolean;
            terms: string | null;
            isHidden: boolean;
            isBlocked: boolean;
            isDeleted: boolean;
            isEnabled: boolean;
            status: components["schemas"]["OfferStatusLabel"];
            /** @description Moderated words found in the terms (case-insensitive); a non-empty list flags the offer */
            moderatedWords: string[];
            /** Format: date-time */
            dateCreated: string;
        };
    };
    responses: {
        /** @description Validation failed (code 100) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Missing, expired or revoked access token (code 101); the console ends the session */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Action is not allowed for this admin status (code 102) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not found (code 104) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Action is impossible in the current state (code 103) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "GET p2p/Admin/Trade": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
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
            query?: {
                offset?: number;
                limit?: number;
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
    "GET p2p/Admin/Trade/statistic": {
        parameters: {
            query?: {
                /** @description Unix seconds */
                dateFrom?: number;
                /** @description Unix seconds; the console extends it to the end of day (+86399) */
                dateTo?: number;
                cryptoCurrencyId?: number;
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
                        tradesCount: number;
                        completedCount: number;
                        cancelledCount: number;
                        disputesCount: number;
                        activeCount: number;
                        arbitratorCallsCount: number;
                        turnover: components["schemas"]["Money"];
                        equivalentCurrencyTitle: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET p2p/Admin/profile": {
        parameters: {
            query: {
                userId: number;
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
                    "application/json": components["schemas"]["P2pProfileStatistics"];
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
            query?: {
                /** @description Zero-based page */
                page?: number;
                limit?: number;
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
    "GET p2p/Admin/feedback/{feedbackId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feedbackId: number;
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
                    "application/json": components["schemas"]["Feedback"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT p2p/Admin/feedback/{feedbackId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feedbackId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string | null;
                    influence: components["schemas"]["FeedbackInfluence"];
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
                    "application/json": components["schemas"]["Feedback"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "DELETE p2p/Admin/feedback/{feedbackId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feedbackId: number;
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
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET p2p/Admin/feedback/{feedbackId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feedbackId: number;
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
                        items: components["schemas"]["FeedbackHistoryItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET p2p/Admin/advertisements/moderation-words": {
        parameters: {
            query?: {
                search?: string;
                offset?: number;
                limit?: number;
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
    "PUT p2p/Admin/advertisements/moderation-words": {
        parameters: {
            query: {
                id: number;
                groupName?: string;
                /** @description Words of the group */
                words: string[];
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
                    "application/json": components["schemas"]["ModerationWordGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST p2p/Admin/advertisements/moderation-words": {
        parameters: {
            query: {
                groupName: string;
                /** @description Words of the group */
                words: string[];
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
                    "application/json": components["schemas"]["ModerationWordGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "DELETE p2p/Admin/advertisements/moderation-words": {
        parameters: {
            query: {
                id: number;
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
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET p2p/Admin/profiles/search": {
        parameters: {
            query?: {
                roles?: components["schemas"]["P2pRole"][];
                offset?: number;
                limit?: number;
                sort?: "dateCreated" | "userId" | "userName";
                isArbitrator?: boolean;
                getTotal?: boolean;
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
    "POST p2p/Admin/grant/{userId}": {
        parameters: {
            query?: {
                roles?: components["schemas"]["P2pRole"][];
            };
            header?: never;
            path: {
                userId: number;
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
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET p2p/Admin/Currency": {
        parameters: {
            query?: never;
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
                        items: components["schemas"]["P2pCurrency"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT p2p/Admin/Currency/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currencyId: number;
                    serviceFee?: components["schemas"]["Money"];
                    fees: components["schemas"]["FeeParts"];
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
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST p2p/Admin/Currency/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currencyId: number;
                    serviceFee?: components["schemas"]["Money"];
                    fees: components["schemas"]["FeeParts"];
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
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST p2p/Admin/statistic/all": {
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
                    /**
                     * @description Price-equivalent currency, default USD
                     * @enum {string}
                     */
                    equivalentCurrency?: "USD" | "EUR" | "RUB";
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
                    "application/json": components["schemas"]["P2pStatistic"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST p2p/Admin/statistic/currency": {
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
                    /**
                     * @description Price-equivalent currency, default USD
                     * @enum {string}
                     */
                    equivalentCurrency?: "USD" | "EUR" | "RUB";
                    currencyIdList?: number[];
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
                    "application/json": components["schemas"]["P2pStatistic"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
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
                    offset?: number;
                    /** @default 20 */
                    limit?: number;
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
                limit?: number;
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
    "GET p2p/Admin/Localisation/All": {
        parameters: {
            query?: {
                language?: components["schemas"]["LanguageName"];
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
                        items: components["schemas"]["LocalisationEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT p2p/Admin/Localisation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: string;
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
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "DELETE p2p/Admin/Offer": {
        parameters: {
            query: {
                id: number[];
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
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT p2p/Admin/Offer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["P2pOfferEdit"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["P2pOffer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT p2p/Admin/Offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idList: number[];
                    isHidden?: boolean;
                    isBlocked?: boolean;
                    isDeleted?: boolean;
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
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET p2p/Admin/Offer/{id}/history": {
        parameters: {
            query?: never;
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
                        items: components["schemas"]["OfferHistoryItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
