// Generated from openapi/p2p.yaml by `npm run api:generate`. Do not edit.
// The server's view of the contract (every field or parameter with a default is required): the console's
// types, with only the components and operations that differ written here.
/* eslint-disable */
import type { components as ConsoleComponents, operations as ConsoleOperations } from '../../src/api/generated/p2p.ts';
import type { WithDefaults } from '../http/contractDefaults.ts';

export type components = ConsoleComponents;
export type operations = Omit<ConsoleOperations, "GET p2p/Admin/Trade" | "GET p2p/Admin/Trade/{id}/chat/getMessages" | "GET p2p/Admin/feedback" | "GET p2p/Admin/advertisements/moderation-words" | "GET p2p/Admin/profiles/search" | "POST p2p/Admin/requisites/search" | "GET p2p/Admin/search"> & {
    "GET p2p/Admin/Trade": WithDefaults<ConsoleOperations["GET p2p/Admin/Trade"], { query: "offset" | "limit" }>;
    "GET p2p/Admin/Trade/{id}/chat/getMessages": WithDefaults<ConsoleOperations["GET p2p/Admin/Trade/{id}/chat/getMessages"], { query: "offset" | "limit" }>;
    "GET p2p/Admin/feedback": WithDefaults<ConsoleOperations["GET p2p/Admin/feedback"], { query: "page" | "limit" }>;
    "GET p2p/Admin/advertisements/moderation-words": WithDefaults<ConsoleOperations["GET p2p/Admin/advertisements/moderation-words"], { query: "offset" | "limit" }>;
    "GET p2p/Admin/profiles/search": WithDefaults<ConsoleOperations["GET p2p/Admin/profiles/search"], { query: "offset" | "limit" | "getTotal" }>;
    "POST p2p/Admin/requisites/search": WithDefaults<ConsoleOperations["POST p2p/Admin/requisites/search"], { body: "offset" | "limit" }>;
    "GET p2p/Admin/search": WithDefaults<ConsoleOperations["GET p2p/Admin/search"], { query: "limit" }>;
};
