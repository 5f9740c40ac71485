// Types of scripts/buildServer.mjs, for the TypeScript files that import it (the benchmarks).
export const SERVER_BUNDLE: string;
export function serverBuildIsStale(): boolean;
export function buildServer(): Promise<void>;
