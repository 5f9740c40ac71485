// Generated from openapi/v1.yaml by `npm run api:generate`. Do not edit.
// The server's view of the contract (every field or parameter with a default is required): the console's
// types, with only the components and operations that differ written here.
/* eslint-disable */
import type { components as ConsoleComponents, operations as ConsoleOperations } from '../../src/api/generated/v1.ts';
import type { WithDefaults } from '../http/contractDefaults.ts';

export type components = ConsoleComponents;
export type operations = Omit<ConsoleOperations, "GET v1/p2p/requisites" | "GET v1/arbitrator/trades" | "GET v1/arbitrator/trades/me" | "GET v1/communication/groupchat/{id}/messages" | "GET v1/p2p/trades" | "GET v1/devices/search" | "GET v1/p2p/offers" | "GET v1/p2p/limits" | "GET v1/p2p/groups" | "GET v1/transactions" | "GET v1/transactions/address" | "GET v1/exchange/orders" | "GET v1/p2p/payment-methods" | "GET v1/statistic" | "GET v1/reports" | "GET v1/balances"> & {
    "GET v1/p2p/requisites": WithDefaults<ConsoleOperations["GET v1/p2p/requisites"], { query: "offset" | "limit" }>;
    "GET v1/arbitrator/trades": WithDefaults<ConsoleOperations["GET v1/arbitrator/trades"], { query: "offset" | "limit" }>;
    "GET v1/arbitrator/trades/me": WithDefaults<ConsoleOperations["GET v1/arbitrator/trades/me"], { query: "offset" | "limit" | "sortDesc" }>;
    "GET v1/communication/groupchat/{id}/messages": WithDefaults<ConsoleOperations["GET v1/communication/groupchat/{id}/messages"], { query: "offset" | "limit" }>;
    "GET v1/p2p/trades": WithDefaults<ConsoleOperations["GET v1/p2p/trades"], { query: "offset" | "limit" }>;
    "GET v1/devices/search": WithDefaults<ConsoleOperations["GET v1/devices/search"], { query: "offset" | "limit" }>;
    "GET v1/p2p/offers": WithDefaults<ConsoleOperations["GET v1/p2p/offers"], { query: "offset" | "limit" }>;
    "GET v1/p2p/limits": WithDefaults<ConsoleOperations["GET v1/p2p/limits"], { query: "offset" | "limit" }>;
    "GET v1/p2p/groups": WithDefaults<ConsoleOperations["GET v1/p2p/groups"], { query: "offset" | "limit" }>;
    "GET v1/transactions": WithDefaults<ConsoleOperations["GET v1/transactions"], { query: "offset" | "limit" }>;
    "GET v1/transactions/address": WithDefaults<ConsoleOperations["GET v1/transactions/address"], { query: "offset" | "limit" }>;
    "GET v1/exchange/orders": WithDefaults<ConsoleOperations["GET v1/exchange/orders"], { query: "offset" | "limit" }>;
    "GET v1/p2p/payment-methods": WithDefaults<ConsoleOperations["GET v1/p2p/payment-methods"], { query: "offset" | "limit" }>;
    "GET v1/statistic": WithDefaults<ConsoleOperations["GET v1/statistic"], { query: "kind" | "offset" | "limit" }>;
    "GET v1/reports": WithDefaults<ConsoleOperations["GET v1/reports"], { query: "offset" | "limit" }>;
    "GET v1/balances": WithDefaults<ConsoleOperations["GET v1/balances"], { query: "offset" | "limit" }>;
};
