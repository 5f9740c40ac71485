// Generated from openapi/v1.yaml by `npm run api:generate`. Do not edit.
/* eslint-disable */
export interface paths {
    "/v1/user/{id}/identificator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a user's identificator
         * @description An empty (or blank) identificator answers 400 with result.Error "New identificator field is empty".
         */
        put: operations["PUT v1/user/{id}/identificator"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{id}/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a user's language (older call; 'Language is not allowed' when refused)
         * @description A language other than en, ru, zh, es, et and tr answers 400 with result.Error "Language is not allowed".
         */
        put: operations["PUT v1/user/{id}/language"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/requisites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List requisites (per user with limit 1000) */
        get: operations["GET v1/p2p/requisites"];
        put?: never;
        /** Create a requisite */
        post: operations["POST v1/p2p/requisites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/requisites/{requisitesId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a requisite (also marks it approved, problematic or unmarked) */
        put: operations["PUT v1/p2p/requisites/{requisitesId}"];
        post?: never;
        /** Delete a requisite (carries userId) */
        delete: operations["DELETE v1/p2p/requisites/{requisitesId}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All currencies (older service; answer data, total) */
        get: operations["GET v1/currencies"];
        put?: never;
        /** Create a currency (older service) */
        post: operations["POST v1/currencies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/currencies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a currency (older service) */
        put: operations["PUT v1/currencies/{id}"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/arbitrator/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trades for arbitration (awaiting: isInDispute true, isArbitratorJoined false; others: isArbitratorJoined, withoutMe); answer data, total */
        get: operations["GET v1/arbitrator/trades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/arbitrator/trades/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in arbitrator's trades (limit 10); answer data, total */
        get: operations["GET v1/arbitrator/trades/me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/arbitrator/trades/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Join a disputed trade as arbitrator (fails unless result.Success)
         * @description From status 9 or 10 (in dispute, no arbitrator) to 11 ArbitratorEntered, with the caller as the trade's arbitrator.
         *     409 (result.Success false) when the trade is not in dispute, already has an arbitrator ("You have already joined this trade", "Another arbitrator has already joined the trade") or is closed ("The dispute has already been resolved", "The trade is already closed"); 404 "Trade not found".
         */
        put: operations["PUT v1/arbitrator/trades/{id}/join"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/arbitrator/trades/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a disputed trade to an arbitrator (fails unless result.Success)
         * @description Admins and super admins only. From status 9, 10 or 11 to 11 ArbitratorEntered with `arbitratorId` as the trade's arbitrator (a reassignment replaces the previous one).
         *     404 "Arbitrator not found"; 409 "Only an active arbitrator can be assigned", "The trade is already assigned to this arbitrator", or the trade's state as for join.
         */
        post: operations["POST v1/arbitrator/trades/{id}/assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/arbitrator/trades/{id}/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a disputed trade: the crypto goes to the buyer
         * @description From 11 ArbitratorEntered to 6 Completed: the escrow goes to the buyer less the service fee (buyerAmount = sellerAmount - serviceFee), the fee to the platform's fee account, in one transaction with the status history and the admin log.
         *     An arbitrator (status 3) resolves only a trade they joined or were assigned to (403 "Only the trade's arbitrator can resolve it"); admins and super admins may resolve any joined dispute.
         *     A resolved trade stays resolved: a second confirm or cancel, or one that lost a race, answers 409 "The dispute has already been resolved" and moves nothing. 409 "Join the trade or assign an arbitrator before resolving it" while no arbitrator is on it.
         */
        post: operations["POST v1/arbitrator/trades/{id}/confirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/arbitrator/trades/{id}/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a disputed trade: the crypto returns to the seller
         * @description From 11 ArbitratorEntered to 5 Refused (cancelled by arbitration): the escrow returns to the seller in full, in one transaction with the status history and the admin log. Same rules and errors as confirmation.
         */
        post: operations["POST v1/arbitrator/trades/{id}/cancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/communication/groupchat/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages of a trade group chat (50 per page); answer items, total */
        get: operations["GET v1/communication/groupchat/{id}/messages"];
        put?: never;
        /**
         * Write to a trade group chat
         * @description The caller writes as admin (chat member type 2) or, with admin status 3, as arbitrator (3); an arbitrator writes only in chats of trades they joined or were assigned to (403). At most 512 characters ("The message must not be more than 512 characters"); an empty or blank message is refused by the service with "Required fields are empty!" (reason chatMessageEmpty).
         */
        post: operations["POST v1/communication/groupchat/{id}/messages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List traders-module deals */
        get: operations["GET v1/p2p/trades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/trades/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send a notification about a list of trades
         * @description Writes the notification as a system line (chat member type 1) in each trade's group chat, which the parties' apps show. 404 "Trades not found: <ids>" when any id is unknown; then nothing is sent.
         */
        put: operations["PUT v1/p2p/trades/notify"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/trades/{tradeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a deal
         * @description The admin's comment at any time; the fiat amount while the deal is open (409 "A closed trade cannot be changed"); the crypto amount only before the funds are frozen (statuses 0-2; 409 "The amount cannot be changed once the funds are frozen"), the service fee following at the deal's own fee rate. Amounts must be positive with at most the currency's decimals. The status changes only through arbitration.
         */
        put: operations["PUT v1/p2p/trades/{tradeId}"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search devices */
        get: operations["GET v1/devices/search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a device */
        put: operations["PUT v1/devices/{id}"];
        post?: never;
        /** Delete a device */
        delete: operations["DELETE v1/devices/{id}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List P2P offers (non-enabled ones only with a hidden, blocked or deleted filter) */
        get: operations["GET v1/p2p/offers"];
        /** Hide, block or delete several offers ("GET and PUT v1/p2p/offers and /{offerId}" read as both methods on both paths) */
        put: operations["PUT v1/p2p/offers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/offers/{offerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One P2P offer ("GET and PUT v1/p2p/offers and /{offerId}" read as both methods on both paths) */
        get: operations["GET v1/p2p/offers/{offerId}"];
        /** Edit one offer */
        put: operations["PUT v1/p2p/offers/{offerId}"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** P2P fees per currency */
        get: operations["GET v1/p2p/fee"];
        /** Set the P2P fee of a currency */
        put: operations["PUT v1/p2p/fee"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/fee/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's personal fees */
        get: operations["GET v1/p2p/fee/profile"];
        /** Set a user's personal fees */
        put: operations["PUT v1/p2p/fee/profile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/rate/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exchange-rate settings */
        get: operations["GET v1/p2p/rate/settings"];
        /** Save an exchange-rate setting (errors RateNotFound, NullSource) */
        put: operations["PUT v1/p2p/rate/settings"];
        post?: never;
        /** Delete an exchange-rate setting */
        delete: operations["DELETE v1/p2p/rate/settings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/currencies/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currencies active in P2P */
        get: operations["GET v1/p2p/currencies/active"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/rate/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exchange-rate sources */
        get: operations["GET v1/p2p/rate/sources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/rate/paymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment methods of the rate sources */
        get: operations["GET v1/p2p/rate/paymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** P2P limits (answer limits, total) */
        get: operations["GET v1/p2p/limits"];
        /** Save P2P limits (not zero; maximum not below minimum) */
        put: operations["PUT v1/p2p/limits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** P2P groups with their profiles */
        get: operations["GET v1/p2p/groups"];
        put?: never;
        /** Create a P2P group (names are unique) */
        post: operations["POST v1/p2p/groups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a P2P group (not the system default group) */
        delete: operations["DELETE v1/p2p/groups/{id}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/groups/{id}/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add profiles to a P2P group (traders or merchants only) */
        post: operations["POST v1/p2p/groups/{id}/profiles"];
        /** Remove profiles from a P2P group */
        delete: operations["DELETE v1/p2p/groups/{id}/profiles"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/stats/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's P2P profile statistics */
        get: operations["GET v1/p2p/stats/profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List traders-module transactions */
        get: operations["GET v1/transactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transactions of an address (filters not shown by the spec: address, currency, userId) */
        get: operations["GET v1/transactions/address"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Confirm a traders-module transaction (from error or awaiting) */
        put: operations["PUT v1/transactions/{id}/confirm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Complete a traders-module transaction (from error or awaiting) */
        put: operations["PUT v1/transactions/{id}/complete"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel a traders-module transaction (from error, awaiting or frozen) */
        put: operations["PUT v1/transactions/{id}/cancel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exchange/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List exchange orders */
        get: operations["GET v1/exchange/orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exchange/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One exchange order */
        get: operations["GET v1/exchange/orders/{id}"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exchange/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Confirm an exchange order */
        put: operations["PUT v1/exchange/{id}/confirm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exchange/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Complete an exchange order */
        put: operations["PUT v1/exchange/{id}/complete"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exchange/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel an exchange order */
        put: operations["PUT v1/exchange/{id}/cancel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/payment-methods/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment-method templates (answer templates) */
        get: operations["GET v1/p2p/payment-methods/template"];
        put?: never;
        /** Add a payment-method template */
        post: operations["POST v1/p2p/payment-methods/template"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/payment-methods/template/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a payment-method template */
        put: operations["PUT v1/p2p/payment-methods/template/{id}"];
        post?: never;
        /** Delete a payment-method template */
        delete: operations["DELETE v1/p2p/payment-methods/template/{id}"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List P2P payment methods (default sort sortId ascending) */
        get: operations["GET v1/p2p/payment-methods"];
        put?: never;
        /** Create a P2P payment method */
        post: operations["POST v1/p2p/payment-methods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/p2p/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a P2P payment method */
        put: operations["PUT v1/p2p/payment-methods/{id}"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/statistic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fee statistics (createdFrom and createdTo as unix seconds); answer items, total */
        get: operations["GET v1/statistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List reports (older service) */
        get: operations["GET v1/reports"];
        put?: never;
        /** Order a report (older service) */
        post: operations["POST v1/reports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report (older service) */
        get: operations["GET v1/reports/{reportId}"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transaction methods (currency, payIn, payOut) */
        get: operations["GET v1/transactions/methods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balances (older service) */
        get: operations["GET v1/balances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deposit to a balance (older service) */
        post: operations["POST v1/transactions/deposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw from a balance (older service; 'Failed to withdraw from balance due to'…) */
        post: operations["POST v1/transactions/withdrawal"];
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
        /** @description Id of the target (same as the path) and an optional comment. */
        ActionComment: {
            id: number;
            comment?: string;
        };
        ActiveP2pCurrency: {
            id: number;
            /** Format: visible-text */
            title: string;
            /** Format: visible-text */
            name: string;
            currencyType: components["schemas"]["CurrencyType"];
        };
        ArbitratorTrade: {
            id: number;
            chatId: number | null;
            status: components["schemas"]["P2pTradeStatus"];
            /** @description Status 9, 10 or 11 */
            isInDispute: boolean;
            /** @description An arbitrator is (or, once resolved, was) on the trade */
            isArbitratorJoined: boolean;
            sellerId: number;
            sellerUserName: string | null;
            buyerId: number;
            buyerUserName: string | null;
            cryptoCurrencyTitle: string;
            fiatCurrencyTitle: string;
            /** @description Crypto the seller sells (held in escrow from FundsFrozen) */
            sellerAmount: components["schemas"]["Money"];
            /** @description Crypto the buyer receives: sellerAmount - serviceFee */
            buyerAmount: components["schemas"]["Money"];
            /** @description Crypto paid to the platform on completion */
            serviceFee: components["schemas"]["Money"];
            /** @description Fiat the buyer pays */
            fiatAmount: components["schemas"]["Money"];
            /** @enum {string|null} */
            arbitrationResult: "confirmed" | "cancelled" | null;
            arbitratorId: number | null;
            arbitratorUserName: string | null;
            /** Format: date-time */
            arbitratorCallDate: string | null;
            /** Format: date-time */
            dateCreated: string;
        };
        Device: {
            id: number;
            userId: number;
            /** Format: visible-text */
            name: string | null;
            type: components["schemas"]["DeviceType"];
            status: components["schemas"]["DeviceStatus"];
            /** Format: date-time */
            dateCreated: string;
            /** Format: date-time */
            lastActivityDate: string | null;
        };
        /** @enum {string} */
        DeviceStatus: "active" | "suspended" | "deleted";
        /** @enum {string} */
        DeviceType: "unknown" | "smartphone" | "ipPhone";
        ExchangeOrder: {
            id: number;
            userId: number;
            status: components["schemas"]["TraderTransactionStatus"];
            fromCurrency: string;
            toCurrency: string;
            fromAmount: components["schemas"]["Money"];
            toAmount: components["schemas"]["Money"];
            rate: components["schemas"]["Money"];
            /** Format: date-time */
            dateCreated: string;
            comment?: string | null;
        };
        /** @enum {string} */
        FlowType: "buy" | "sell";
        P2pFee: {
            currencyId: number;
            currencyTitle: string;
            serviceFee: components["schemas"]["Money"];
            fees: components["schemas"]["FeeParts"];
        };
        P2pGroup: {
            id: number;
            /** Format: visible-text */
            name: string;
            isDefault: boolean;
            profiles: components["schemas"]["P2pGroupProfile"][];
        };
        P2pGroupProfile: {
            userId: number;
            userName: string | null;
            /** @enum {string} */
            profileType: "trader" | "arbitrator" | "merchant" | "system" | "admin";
        };
        P2pLimit: {
            id: number;
            currencyId: number;
            currencyTitle: string;
            minAmount: components["schemas"]["Money"];
            maxAmount: components["schemas"]["Money"];
        };
        P2pPaymentMethod: {
            id: number;
            /** Format: visible-text */
            name: string;
            category: components["schemas"]["PaymentCategory"];
            /** @enum {string} */
            methodType: "online" | "offline";
            status: components["schemas"]["PaymentMethodStatus"];
            templateId: number | null;
            sortId: number;
            currencyIds: number[];
        };
        P2pPaymentMethodInput: {
            /** Format: visible-text */
            name?: string;
            category?: components["schemas"]["PaymentCategory"];
            /** @enum {string} */
            methodType?: "online" | "offline";
            status?: components["schemas"]["PaymentMethodStatus"];
            templateId?: number | null;
            sortId?: number;
            currencyIds?: number[];
        };
        PaymentMethodTemplate: {
            id: number;
            /** Format: visible-text */
            name: string;
            fields: components["schemas"]["PaymentMethodTemplateField"][];
        };
        PaymentMethodTemplateField: {
            /** Format: visible-text */
            name: string;
            /** @enum {string} */
            type: "boolean" | "integer" | "text";
            required?: boolean;
        };
        PaymentMethodTemplateInput: {
            /** Format: visible-text */
            name: string;
            fields: components["schemas"]["PaymentMethodTemplateField"][];
        };
        PersonalFeeSetting: {
            currencyId: number;
            fees: components["schemas"]["FeeParts"];
        };
        RatePaymentMethod: {
            id: number;
            /** Format: visible-text */
            name: string;
            sourceId: number;
        };
        RateSetting: {
            baseCurrency: string;
            quoteCurrency: string;
            sources: components["schemas"]["RateSourceChoice"][];
            rate?: components["schemas"]["Money"] | null;
            /** Format: date-time */
            dateUpdated?: string | null;
        };
        RateSource: {
            id: number;
            /** Format: visible-text */
            name: string;
        };
        /** @description A chosen rate source and the payment method it is read for (NullSource when missing) */
        RateSourceChoice: {
            sourceId: number;
            paymentMethodId: number | null;
        };
        TraderTrade: {
            id: number;
            flowType: components["schemas"]["FlowType"];
            status: components["schemas"]["TraderTradeStatus"];
            traderId: number;
            /** @description The trader's user name (the offer's author) */
            traderUserName: string;
            /** @description The other side of the deal (the client) */
            counterpartyId: number;
            counterpartyUserName: string;
            merchantId?: number | null;
            amount: components["schemas"]["Money"];
            currency: string;
            fiatAmount: components["schemas"]["Money"];
            fiatCurrency: string;
            requisitesId: number | null;
            /** Format: date-time */
            dateCreated: string;
            comment?: string | null;
        };
        /** @description Deal fields to change (at least one). */
        TraderTradeEdit: {
            /** @description Crypto amount; only before the funds are frozen */
            amount?: components["schemas"]["Money"];
            fiatAmount?: components["schemas"]["Money"];
            /** @description Admin's comment on the deal */
            comment?: string | null;
        };
        /** @enum {string} */
        TraderTradeStatus: "created" | "fundsHoldRequested" | "fundsChecked" | "started" | "propertySent" | "completed" | "cancelled" | "expired" | "refused" | "arbitratorRequired" | "arbitratorJoined";
        TraderTransaction: {
            id: number;
            userId: number;
            /** @enum {string} */
            type: "deposit" | "withdrawal" | "orderBuy" | "convert" | "orderSell" | "orderReturn";
            status: components["schemas"]["TraderTransactionStatus"];
            amount: components["schemas"]["Money"];
            currency: string;
            address?: string | null;
            txHash?: string | null;
            comment: string | null;
            /** Format: date-time */
            dateCreated: string;
        };
        /**
         * @description Traders-module transaction status; error and awaiting allow confirm, complete and cancel; frozen allows only cancel
         * @enum {string}
         */
        TraderTransactionStatus: "new" | "processing" | "completed" | "awaiting" | "error" | "frozen" | "queue" | "cancelled";
        V1Balance: {
            userId: number;
            currency: string;
            available: components["schemas"]["Money"];
            locked: components["schemas"]["Money"];
            /** @enum {string|null} */
            ledgerType: "deposit" | "withdrawal" | "orderBuy" | "trustableProfit" | "adminDeposit" | "adminWithdrawal" | "debtTrust" | "trustDebt" | null;
        };
        V1BalanceOperation: {
            userId: number;
            currency: string;
            amount: components["schemas"]["Money"];
            comment?: string;
        };
        V1Statistic: {
            currency: string;
            type: string;
            amount: components["schemas"]["Money"];
            count: number;
            equivalentAmount: components["schemas"]["Money"];
        };
        V1TransactionMethod: {
            id: number;
            /** Format: visible-text */
            name: string;
            currency: string;
            payIn: boolean;
            payOut: boolean;
            minAmount: components["schemas"]["Money"];
            maxAmount: components["schemas"]["Money"];
            fees: components["schemas"]["FeeParts"];
        };
        /** @description Outcome flag every v1 answer carries; a missing or false Success is a failure. */
        V1Result: {
            Success: boolean;
            Error: string | null;
        };
        /** @description Plain v1 success: result.Success true, result.Error null. */
        V1Success: {
            result: components["schemas"]["V1Result"];
        };
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
        /** @description Error answer of the v1 service: result.Success false, result.Error the message, plus the same error object as v2. */
        V1ErrorEnvelope: {
            result: components["schemas"]["V1Result"];
            error?: components["schemas"]["ErrorObject"];
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
        /** @enum {string} */
        CurrencyType: "fiat" | "crypto";
        /** @description Decimal amount as a string (never a JSON number), e.g. "-12.5", "0.00000001". */
        Money: string;
        /**
         * @description Price-equivalent currency (default USD)
         * @enum {string}
         */
        EquivalentCurrencyTitle: "USD" | "EUR" | "RUB";
        Currency: {
            id: number;
            /** Format: visible-text */
            name: string;
            /** Format: visible-text */
            title: string;
            symbol: string;
            decimals: number;
            currencyType: components["schemas"]["CurrencyType"];
            sortId: number;
            isInUse: boolean;
            serviceFee: components["schemas"]["Money"];
            /** @description Explorer URL of a transaction, with a {txid} placeholder */
            urlTx: string | null;
            /** @description Explorer URL of an address, with an {address} placeholder */
            urlAddress: string | null;
            /** @description Payment method ids */
            paymentMethods: number[];
            /** @description Path of the currency's icon under the v2 base (GET v2/Catalogue/GetIcon), or null */
            icon?: string | null;
            /** @description Id of the icon for GET v2/Catalogue/GetIcon */
            iconId?: number | null;
            equivalentCurrencyTitle?: components["schemas"]["EquivalentCurrencyTitle"];
            /** @description CoinMarketCap id */
            cmcId?: number | null;
            aliases?: string[];
            isPopular?: boolean;
            isCheapFee?: boolean;
            useInWallet?: boolean;
            useInP2P?: boolean;
        };
        /** @description Currency fields to create or change. */
        CurrencyInput: {
            /** Format: visible-text */
            name?: string;
            /** Format: visible-text */
            title?: string;
            symbol?: string;
            decimals?: number;
            currencyType?: components["schemas"]["CurrencyType"];
            sortId?: number;
            isInUse?: boolean;
            serviceFee?: components["schemas"]["Money"];
            urlTx?: string | null;
            urlAddress?: string | null;
            paymentMethods?: number[];
            /** @description Sent when no payment methods are chosen */
            clearPaymentMethods?: boolean;
            equivalentCurrencyTitle?: components["schemas"]["EquivalentCurrencyTitle"];
            /** @description CoinMarketCap id (the currencies list refuses 0 and below) */
            cmcId?: number | null;
            aliases?: string[];
            isPopular?: boolean;
            isCheapFee?: boolean;
            useInWallet?: boolean;
            useInP2P?: boolean;
        };
        /**
         * @description P2P trade status: 0 Created, 1 MFASent, 2 FundsFreezeConfirmation, 3 FundsFrozen, 4 FiatSent, 5 Refused, 6 Completed, 7 Cancelled, 8 Terminated, 9 TimeoutArbitrator, 10 ArbitratorRequired, 11 ArbitratorEntered (numbers follow the spec's order; it filters 5 and 6 as completed arbitration and 10 as awaiting)
         * @enum {integer}
         */
        P2pTradeStatus: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
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
        /** @description Fee parts: absolute amount, percent, minimum and maximum. */
        FeeParts: {
            absolute: components["schemas"]["Money"];
            percent: components["schemas"]["Money"];
            min: components["schemas"]["Money"];
            max: components["schemas"]["Money"];
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
        /**
         * @description Guarded actions of the four-eyes policy
         * @enum {string}
         */
        ApprovalAction: "adminDeposit" | "adminWithdrawal" | "completeWithdrawal" | "cancelCompletedDeposit" | "disableSecondFactor" | "changeAdminStatus" | "createAdmin" | "antiFraudThreshold" | "platformLimits";
        /** @description The answer (202) of a guarded operation the policy holds for a second admin: nothing moved, a withdrawal's amount is held */
        ApprovalRequired: {
            result?: components["schemas"]["V1Result"];
            /** @enum {string} */
            reason: "approvalRequired";
            approvalRequestId: number;
            /** @enum {string} */
            status: "pending";
            action: components["schemas"]["ApprovalAction"];
            amountUsd: string | null;
            thresholdUsd: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @enum {string} */
        PaymentCategory: "cash" | "bankTransfer" | "crypto" | "eWallets" | "none";
        /** @enum {string} */
        PaymentMethodStatus: "enabled" | "disabled" | "deleted";
        /** @enum {string} */
        ReportType: "TotalBalances" | "Users" | "chats" | "Transactions" | "Operations" | "Trades" | "Orders" | "UserActions" | "ReferralProgramIncomes" | "StakingLogs" | "BalancesInfo" | "P2pDeals" | "P2pOffers";
        /** @enum {string} */
        ReportStatus: "new" | "inProgress" | "completed" | "error";
        /**
         * @description A report job and, once completed, its CSV file (statuses new, inProgress, completed, error).
         * @example {
         *       "id": 12,
         *       "type": "Transactions",
         *       "status": "completed",
         *       "adminId": 1,
         *       "dateCreated": "2026-11-22T10:00:00.000Z",
         *       "dateStarted": "2026-11-22T10:00:01.000Z",
         *       "dateCompleted": "2026-11-22T10:00:03.000Z",
         *       "fileName": "Report Transactions 2026-11-22.csv",
         *       "error": null,
         *       "filters": {
         *         "statusList": [
         *           "depositCompleted"
         *         ]
         *       },
         *       "dateFrom": "2026-11-01T00:00:00.000Z",
         *       "dateTo": "2026-11-21T23:59:59.999Z",
         *       "rowCount": 5312,
         *       "excludedRows": 41,
         *       "rowLimit": 1000000,
         *       "mailedVia": "smtp"
         *     }
         */
        Report: {
            id: number;
            type: components["schemas"]["ReportType"];
            status: components["schemas"]["ReportStatus"];
            adminId: number;
            /** Format: date-time */
            dateCreated: string;
            /**
             * Format: date-time
             * @description When a worker first took the job
             */
            dateStarted: string | null;
            /** Format: date-time */
            dateCompleted: string | null;
            /** @description "Report {type} {date}.csv" once completed */
            fileName: string | null;
            error: string | null;
            /** @description The list filters the report was ordered with */
            filters: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            dateFrom: string | null;
            /** Format: date-time */
            dateTo: string | null;
            /** @description Rows written so far while in progress; the file's rows once completed */
            rowCount: number | null;
            /** @description Rows left out because their users carry an ignored tag (dev, test, bot), once completed */
            excludedRows: number | null;
            rowLimit: number;
            /**
             * @description Where the admin's e-mail notice goes once the report finished; outbox means no SMTP server is configured and the message was written to the server's outbox folder
             * @enum {string|null}
             */
            mailedVia: "smtp" | "outbox" | null;
        };
        /**
         * @example {
         *       "type": "Transactions",
         *       "filters": {
         *         "statusList": [
         *           "depositCompleted"
         *         ]
         *       },
         *       "dateFrom": "2026-11-01",
         *       "dateTo": "2026-11-21"
         *     }
         */
        ReportInput: {
            type: components["schemas"]["ReportType"];
            /** @description The list filters of the report type (src/domain/reports.ts REPORT_FILTERS); empty values are dropped, an unknown filter is refused */
            filters?: {
                [key: string]: unknown;
            };
            /** @description yyyy-mm-dd or an ISO date-time; the period start */
            dateFrom?: string | null;
            /** @description yyyy-mm-dd (the whole day) or an ISO date-time; the period end */
            dateTo?: string | null;
            /** @description Users with these tags are left out; dev, test and bot by default */
            ignoredUserTags?: ("dev" | "test" | "bot")[];
            /** @default 1000000 */
            limit: number;
        };
    };
    responses: {
        /** @description Validation failed (code 100) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["V1ErrorEnvelope"];
            };
        };
        /** @description Missing, expired or revoked access token (code 101); the console ends the session */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["V1ErrorEnvelope"];
            };
        };
        /** @description Action is not allowed for this admin status (code 102) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["V1ErrorEnvelope"];
            };
        };
        /** @description Not found (code 104) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["V1ErrorEnvelope"];
            };
        };
        /** @description Action is impossible in the current state (code 103) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["V1ErrorEnvelope"];
            };
        };
        /** @description Four-eyes policy: the action waits for a second admin (reason approvalRequired); nothing moved yet, a withdrawal's amount is held */
        ApprovalRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApprovalRequired"];
            };
        };
    };
    parameters: {
        /**
         * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
         *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
         *     and moves no money; the same key with a different request, or for another operation, answers 409
         *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "PUT v1/user/{id}/identificator": {
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
                    identificator: string;
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v1/user/{id}/language": {
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
                    /** @description Locale code (en, ru, zh, es, et, tr) */
                    language: string;
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET v1/p2p/requisites": {
        parameters: {
            query?: {
                userId?: number;
                currency?: string;
                status?: components["schemas"]["RequisiteStatus"];
                state?: components["schemas"]["RequisiteState"];
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
    "POST v1/p2p/requisites": {
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
                    currencyId: number;
                    paymentMethodId: number;
                    /** Format: visible-text */
                    name: string;
                    fields?: {
                        [key: string]: unknown;
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
                        result: components["schemas"]["V1Result"];
                        requisitesId: number;
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
    "PUT v1/p2p/requisites/{requisitesId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requisitesId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    /** Format: visible-text */
                    name?: string;
                    fields?: {
                        [key: string]: unknown;
                    };
                    status?: components["schemas"]["RequisiteStatus"];
                    state?: components["schemas"]["RequisiteState"];
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "DELETE v1/p2p/requisites/{requisitesId}": {
        parameters: {
            query: {
                userId: number;
            };
            header?: never;
            path: {
                requisitesId: number;
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/currencies": {
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
                        result: components["schemas"]["V1Result"];
                        data: components["schemas"]["Currency"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v1/currencies": {
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
                    name: string;
                    /** Format: visible-text */
                    title: string;
                    currencyType: components["schemas"]["CurrencyType"];
                } & components["schemas"]["CurrencyInput"];
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
                        result: components["schemas"]["V1Result"];
                        id: number;
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
    "PUT v1/currencies/{id}": {
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
                "application/json": components["schemas"]["CurrencyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/arbitrator/trades": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
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
            query?: {
                offset?: number;
                limit?: number;
                status?: components["schemas"]["P2pTradeStatus"][];
                sortField?: "dateCreated" | "arbitratorCallDate" | "id";
                sortDesc?: boolean;
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
    "PUT v1/arbitrator/trades/{id}/join": {
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
                    /** @description Trade id, same as the path */
                    id: number;
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v1/arbitrator/trades/{id}/assign": {
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
                    /** @description Trade id, same as the path */
                    id: number;
                    /** @description Added to the spec's body (which names only the trade): the admin id of the arbitrator (admin status 3, not blocked) the dispute is assigned to */
                    arbitratorId: number;
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v1/arbitrator/trades/{id}/confirmation": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Trade id, same as the path */
                    id: number;
                    /** @description Resolution comment (optional when confirming); kept on the trade and in its status history */
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v1/arbitrator/trades/{id}/cancellation": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Trade id, same as the path */
                    id: number;
                    /** @description Resolution comment (optional, as when confirming: the spec's body is the id alone); kept on the trade and in its status history */
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/communication/groupchat/{id}/messages": {
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
    "POST v1/communication/groupchat/{id}/messages": {
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
                    message: string;
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
                        result: components["schemas"]["V1Result"];
                        data: components["schemas"]["GroupChatMessage"];
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
    "GET v1/p2p/trades": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
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
    "PUT v1/p2p/trades/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tradeIds: number[];
                    /** @description Notification text (a chat message: 512 characters at most); without one, 'Please check the status of deal #<id>' */
                    message?: string;
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v1/p2p/trades/{tradeId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tradeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TraderTradeEdit"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/devices/search": {
        parameters: {
            query?: {
                userId?: number;
                status?: components["schemas"]["DeviceStatus"];
                type?: components["schemas"]["DeviceType"];
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
    "PUT v1/devices/{id}": {
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
                    /** Format: visible-text */
                    name?: string | null;
                    status?: components["schemas"]["DeviceStatus"];
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "DELETE v1/devices/{id}": {
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/p2p/offers": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
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
    "PUT v1/p2p/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offerIds: number[];
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/p2p/offers/{offerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                offerId: number;
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
                        data: components["schemas"]["P2pOffer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v1/p2p/offers/{offerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                offerId: number;
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/p2p/fee": {
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["P2pFee"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v1/p2p/fee": {
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/p2p/fee/profile": {
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
                    "application/json": {
                        result: components["schemas"]["V1Result"];
                        settings: components["schemas"]["PersonalFeeSetting"][];
                        currencyIdsAvailableForFees: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v1/p2p/fee/profile": {
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
                    settings: components["schemas"]["PersonalFeeSetting"][];
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/p2p/rate/settings": {
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["RateSetting"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "PUT v1/p2p/rate/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    baseCurrency: string;
                    quoteCurrency: string;
                    sources: components["schemas"]["RateSourceChoice"][];
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "DELETE v1/p2p/rate/settings": {
        parameters: {
            query: {
                baseCurrency: string;
                quoteCurrency: string;
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/p2p/currencies/active": {
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["ActiveP2pCurrency"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/p2p/rate/sources": {
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
                        result: components["schemas"]["V1Result"];
                        items: components["schemas"]["RateSource"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "GET v1/p2p/rate/paymentMethods": {
        parameters: {
            query?: {
                sourceId?: number;
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
                        items: components["schemas"]["RatePaymentMethod"][];
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
            query?: {
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
    "PUT v1/p2p/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    limits: {
                        id?: number;
                        currencyId: number;
                        minAmount: components["schemas"]["Money"];
                        maxAmount: components["schemas"]["Money"];
                    }[];
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/p2p/groups": {
        parameters: {
            query?: {
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
    "POST v1/p2p/groups": {
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
                    name: string;
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
                        result: components["schemas"]["V1Result"];
                        id: number;
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
    "DELETE v1/p2p/groups/{id}": {
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v1/p2p/groups/{id}/profiles": {
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
                    userIds: number[];
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "DELETE v1/p2p/groups/{id}/profiles": {
        parameters: {
            query: {
                userId: number[];
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/p2p/stats/profile": {
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
                    "application/json": {
                        result: components["schemas"]["V1Result"];
                        data: components["schemas"]["P2pProfileStatistics"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET v1/transactions": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
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
            query?: {
                address?: string;
                currency?: string;
                userId?: number;
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
    "PUT v1/transactions/{id}/confirm": {
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
                "application/json": components["schemas"]["ActionComment"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v1/transactions/{id}/complete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionComment"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v1/transactions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionComment"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/exchange/orders": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
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
    "GET v1/exchange/orders/{id}": {
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
                        result: components["schemas"]["V1Result"];
                        data: components["schemas"]["ExchangeOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "PUT v1/exchange/{id}/confirm": {
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
                "application/json": components["schemas"]["ActionComment"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v1/exchange/{id}/complete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionComment"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "PUT v1/exchange/{id}/cancel": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionComment"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/p2p/payment-methods/template": {
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
                        result: components["schemas"]["V1Result"];
                        templates: components["schemas"]["PaymentMethodTemplate"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "POST v1/p2p/payment-methods/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodTemplateInput"];
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
                        result: components["schemas"]["V1Result"];
                        id: number;
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
    "PUT v1/p2p/payment-methods/template/{id}": {
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
                "application/json": components["schemas"]["PaymentMethodTemplateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "DELETE v1/p2p/payment-methods/template/{id}": {
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
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/p2p/payment-methods": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
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
    "POST v1/p2p/payment-methods": {
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
                    name: string;
                    category: components["schemas"]["PaymentCategory"];
                } & components["schemas"]["P2pPaymentMethodInput"];
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
                        result: components["schemas"]["V1Result"];
                        id: number;
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
    "PUT v1/p2p/payment-methods/{id}": {
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
                "application/json": components["schemas"]["P2pPaymentMethodInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "GET v1/statistic": {
        parameters: {
            query?: {
                /** @description Unix seconds */
                createdFrom?: number;
                /** @description Unix seconds */
                createdTo?: number;
                currency?: string;
                /** @description fees (default) lists the fees per currency and source; p2p lists the completed P2P turnover per currency, valued in USD */
                kind?: "fees" | "p2p";
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
            query?: {
                offset?: number;
                limit?: number;
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
    "POST v1/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportInput"];
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
                        result: components["schemas"]["V1Result"];
                        id: number;
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
    "GET v1/reports/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reportId: number;
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
                        data: components["schemas"]["Report"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "GET v1/transactions/methods": {
        parameters: {
            query?: {
                currency?: string;
                payIn?: boolean;
                payOut?: boolean;
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
                        items: components["schemas"]["V1TransactionMethod"][];
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
            query?: {
                userId?: number;
                currency?: string;
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
    "POST v1/transactions/deposit": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1BalanceOperation"];
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
                        result: components["schemas"]["V1Result"];
                        id: number;
                    };
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    "POST v1/transactions/withdrawal": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the client makes up once per money operation it means (a UUID); send the same key again when retrying
                 *     after a lost answer. A repeat with the same key and the same request answers the first answer (status and body)
                 *     and moves no money; the same key with a different request, or for another operation, answers 409
                 *     (reason idempotencyKeyReused). Keys are per admin and are remembered for 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["V1BalanceOperation"];
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
                        result: components["schemas"]["V1Result"];
                        id: number;
                    };
                };
            };
            202: components["responses"]["ApprovalRequired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
}
