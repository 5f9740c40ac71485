import type { ComponentType } from 'react';
import type { FeatureGroup } from './routeTable.ts';
import type { ScreenPrefetchContext } from './warmUp.ts';

/**
 * What a screen group's `src/features/<group>/index.ts` exports: its screens by route name.
 * A route whose group has no folder yet, or whose group does not export it, shows the
 * "not available yet" placeholder.
 */
export interface FeatureModule {
  screens?: Partial<Record<string, ComponentType>>;
  /** Starts a screen's first query from the URL before the screen renders (a reload's warm-up). */
  prefetch?: Partial<Record<string, (context: ScreenPrefetchContext) => void>>;
}

// Vite makes one lazy chunk per matched file; folders that appear later are picked up as they land.
const featureModules = import.meta.glob<FeatureModule>('../../features/*/index.ts');

export type ChunkLoader<T> = () => Promise<T>;

export function featureLoader(group: FeatureGroup): ChunkLoader<FeatureModule> | null {
  return featureModules[`../../features/${group}/index.ts`] ?? null;
}
