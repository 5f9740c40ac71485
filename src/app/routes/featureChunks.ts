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
 * its screen starts with. A small module of its own (no TanStack Query, no React), loaded beside
 * the group's chunk so a reload's first request waits for neither.
 */
export interface FeaturePrefetchModule {
  prefetch?: Partial<Record<string, (context: EarlyQueryContext) => EarlyQuery[]>>;
}

const prefetchModules = import.meta.glob<FeaturePrefetchModule>('../../features/*/prefetch.ts');

export function prefetchLoader(group: FeatureGroup): ChunkLoader<FeaturePrefetchModule> | null {
  return prefetchModules[`../../features/${group}/prefetch.ts`] ?? null;
}
