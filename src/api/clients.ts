import { createServiceClient } from './client.ts';
import type { paths as P2pPaths } from './generated/p2p.ts';
import type { paths as V1Paths } from './generated/v1.ts';
import type { paths as V2Paths } from './generated/v2.ts';

/** The main back-office API (Login, User, Market, Options, …). */
export const v2Client = createServiceClient<V2Paths>('v2');
/** The older service (v1/arbitrator, v1/p2p, v1/currencies, …). */
export const v1Client = createServiceClient<V1Paths>('v1');
/** The P2P admin service (p2p/Admin/*). */
export const p2pClient = createServiceClient<P2pPaths>('p2p');
