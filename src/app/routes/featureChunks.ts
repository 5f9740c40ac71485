import type { ComponentType } from 'react';
import type { FeatureGroup } from './routeTable.ts';

/**
 * What a screen group's `src/features/<group>/index.ts` exports: its screens by route name.
 * A route whose group has no folder yet, or whose group does not export it, shows the
 * "not available yet" placeholder.
 */
export interface FeatureModule {
  screens?: Partial<Record<string, ComponentType>>;
}

// Vite makes one lazy chunk per matched file; folders that appear later are picked up as they land.
const featureModules = import.meta.glob<FeatureModule>('../../features/*/index.ts');

export type ChunkLoader<T> = () => Promise<T>;

export function featureLoader(group: FeatureGroup): ChunkLoader<FeatureModule> | null {
  return featureModules[`../../features/${group}/index.ts`] ?? null;
}

/** A first query a screen starts before its code has loaded: the page's own key and the answer on its way. */
export interface EarlyQuery {
  queryKey: readonly unknown[];
  data: Promise<unknown>;
}

/** What an early query is built from: the URL's state and the admin's last known page size. */
export interface EarlyQueryContext {
  search: URLSearchParams;
  params: Record<string, string | undefined>;
  pageSize: number | undefined;
}

/**
 * What a group's optional `src/features/<group>/prefetch.ts` exports: by route name, the requests
 * its screen starts with. Small modules (no TanStack Query, no React) that the start chunk carries,
 * all of them some 11 kB: a reload's first request leaves as soon as the service bases are known.
 * As lazy chunks of their own they arrived beside the console's code and their requests left only
 * once the main thread had run that code, after the start-up calls (bench:ui: GetUsers at 917 ms
 * against 515 ms), so the screen first drew skeleton rows and then drew the table again.
 */
export interface FeaturePrefetchModule {
  prefetch?: Partial<Record<string, (context: EarlyQueryContext) => EarlyQuery[]>>;
}

const prefetchModules = import.meta.glob<FeaturePrefetchModule>('../../features/*/prefetch.ts', { eager: true });

/** A group's prefetch module, at once (it rides in the start chunk): for a request that must leave within a click. */
export function prefetchModuleOf(group: FeatureGroup): FeaturePrefetchModule | null {
  return prefetchModules[`../../features/${group}/prefetch.ts`] ?? null;
}

export function prefetchLoader(group: FeatureGroup): ChunkLoader<FeaturePrefetchModule> | null {
  const module = prefetchModules[`../../features/${group}/prefetch.ts`];
  return module ? async () => module : null;
}
