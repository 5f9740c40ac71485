// Types of the plain-Node helpers in lib.mjs, for the TypeScript files that import them
// (playwright.config.ts, the benchmarks).
export const root: string;
export function bin(name: string): string;
export const SERVER_NODE_OPTIONS: string;
export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function run(command: string, args: string[], options?: { env?: NodeJS.ProcessEnv; cwd?: string }): Promise<number>;
export function newestMtime(dir: string): number;
export function consoleBuildIsStale(): boolean;
export const CHROMIUM: string;
export function ensureChromium(): boolean;
export function freePort(): Promise<number>;
