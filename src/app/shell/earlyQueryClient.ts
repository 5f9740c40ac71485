import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../queryClient.ts';

let early: QueryClient | null = null;

/**
 * The signed-in console's query cache, made before the shell renders so a reload can start the
 * screen's first query while the start-up calls run (routes/warmUp.ts). The shell adopts it.
 */
export function earlyQueryClient(): QueryClient {
  early ??= createQueryClient();
  return early;
}

/** The cache made early, if any (the shell's providers use it instead of a new one). */
export function existingEarlyQueryClient(): QueryClient | null {
  return early;
}
