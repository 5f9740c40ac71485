import type { QueryClient } from '@tanstack/react-query';
import { loadDateInput, loadDateRangeInput } from '../../components/dateRangeInputChunk.ts';
import { getStoredPageSize } from '../preferences.ts';
import { preloadChunk } from './ChunkBoundary.tsx';
import { featureLoader, prefetchModuleOf } from './featureChunks.ts';
import { screenSourceOf, type Section } from './routeTable.ts';
import { screenOf } from './screenOf.ts';

/*
 * A switch between sections waits for no chunk (issue 27): the menu's sections are loaded ahead,
 * on hover or focus of their menu entry and, one at a time, whenever the page is idle. A loaded
 * chunk is drawn by its boundary in the same commit as the rest of the screen (ChunkBoundary.tsx).
 */

/** Groups whose chunks carry charts (echarts): loaded on hover or focus only, not on idle. */
const HEAVY_GROUPS = new Set(['dashboard', 'statistics']);

const ignore = () => undefined;

/**
 * Loads the chunk of the screen a section's menu entry opens, the date range input of its filters
 * and, for a section marked `usesDateInput` (routeTable.ts), the date input of its report dialog.
 */
export function prefetchSection(section: Section): Promise<unknown> {
  const first = section.screens[0];
  if (!first) return Promise.resolve();
  const { group } = screenSourceOf(section, first);
  const load = featureLoader(group);
  const loading: Promise<unknown>[] = [loadDateRangeInput().catch(ignore)];
  if (section.usesDateInput) loading.push(loadDateInput().catch(ignore));
  if (load) loading.push(preloadChunk(group, load).catch(ignore));
  return Promise.all(loading);
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number; cancelIdleCallback?: (handle: number) => void };

/**
 * Loads the sections' chunks one after the other, each when the main thread is next idle (never
 * in the way of an input or a render). Returns a function that stops what has not started.
 */
export function prefetchSectionsOnIdle(sections: readonly Section[]): () => void {
  const idle = window as IdleWindow;
  if (typeof idle.requestIdleCallback !== 'function') return ignore;
  const queue = sections.filter((section) => !HEAVY_GROUPS.has(section.group));
  let handle: number | null = null;
  let stopped = false;
  const next = () => {
    const section = queue.shift();
    if (!section || stopped) return;
    handle = idle.requestIdleCallback!(() => {
      handle = null;
      void prefetchSection(section).then(next);
    });
  };
  next();
  return () => {
    stopped = true;
    if (handle !== null) idle.cancelIdleCallback?.(handle);
  };
}

/**
 * A menu click: the screen at `path` is shown once its chunk is loaded and its first requests
 * (its group's prefetch.ts, the keys its queries use), which leave now, inside the click, instead
 * of after the screen's first render, have answered. Resolves when both have arrived or failed
 * (never rejects: a failure is the screen's to show), at once for an unknown path.
 */
export function prefetchScreen(path: string, queryClient: QueryClient): Promise<void> {
  const url = new URL(path, window.location.origin);
  const screen = screenOf(url.pathname);
  if (!screen) return Promise.resolve();
  const load = featureLoader(screen.group);
  const steps: Promise<unknown>[] = load ? [preloadChunk(screen.group, load)] : [];
  const module = prefetchModuleOf(screen.group);
  if (module?.prefetch) {
    const context = { search: url.searchParams, params: screen.params, pageSize: getStoredPageSize() };
    for (const name of screen.names) {
      for (const { queryKey, data } of module.prefetch[name]?.(context) ?? []) {
        data.catch(ignore);
        steps.push(queryClient.prefetchQuery({ queryKey, queryFn: () => data }));
      }
    }
  }
  return Promise.allSettled(steps).then(ignore);
}
