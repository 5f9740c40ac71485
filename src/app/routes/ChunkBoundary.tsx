import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { connectionLost, onReconnect } from '../../api/connection.ts';
import { PlainSpinner } from '../../components/plain/plainBlueprint.tsx';
import { ServerUnreachable } from '../../components/ServerUnreachable.tsx';
import type { ChunkLoadError } from './loadWithTimeout.ts';
import { CHUNK_LOAD_TIMEOUT_MS, loadWithTimeout } from './loadWithTimeout.ts';

// Loaded chunks by key, so moving between tabs of one group never flashes a spinner.
const loaded = new Map<string, unknown>();
// Chunks a reload's warm-up started before their screen rendered (routes/warmUp.ts).
const preloading = new Map<string, Promise<unknown>>();

/**
 * Starts loading a chunk before any boundary asks for it; the boundary that renders it later
 * takes the same load (or the loaded module, with no spinner frame) instead of starting another.
 */
export function preloadChunk<T>(cacheKey: string, load: () => Promise<T>): Promise<T> {
  if (loaded.has(cacheKey)) return Promise.resolve(loaded.get(cacheKey) as T);
  const pending = preloading.get(cacheKey) as Promise<T> | undefined;
  if (pending) return pending;
  const started = load().then((module) => {
    loaded.set(cacheKey, module);
    return module;
  });
  preloading.set(cacheKey, started);
  // a failed warm-up leaves the boundary to load (and report) it itself
  started.then(
    () => preloading.delete(cacheKey),
    () => preloading.delete(cacheKey),
  );
  return started;
}

type State<T> = { status: 'loading' } | { status: 'ready'; module: T } | { status: 'failed'; error: ChunkLoadError };

interface ChunkBoundaryProps<T> {
  /** Identifies the chunk (the group name). */
  cacheKey: string;
  load: () => Promise<T>;
  children: (module: T) => ReactNode;
  timeoutMs?: number;
}

/**
 * Loads a screen chunk and renders it; on failure (the script or its style sheet) or after the
 * time-out shows "The server cannot be reached" with a Retry that loads the chunk again, and
 * reports the connection lost, so the shell polls the server and loads the chunk again by itself
 * once it answers (once per failure: a chunk missing from a live server is left to Retry).
 * Drawn with plain Blueprint markup: it also loads the shell itself, before Blueprint's JavaScript is there.
 */
export function ChunkBoundary<T>({ cacheKey, load, children, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: ChunkBoundaryProps<T>) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  // Whether the load under way is the one automatic retry after the server answered again.
  const autoRetried = useRef(false);
  const [state, setState] = useState<State<T>>(() =>
    loaded.has(cacheKey) ? { status: 'ready', module: loaded.get(cacheKey) as T } : { status: 'loading' },
  );

  useEffect(() => {
    if (loaded.has(cacheKey)) {
      const module = loaded.get(cacheKey) as T;
      // Already drawn with it (a loaded chunk renders in its first commit): keep the state, or the
      // whole chunk (the shell with its screen, a screen on every menu click) would render again at once.
      setState((current) => (current.status === 'ready' && current.module === module ? current : { status: 'ready', module }));
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const pending = preloading.get(cacheKey) as Promise<T> | undefined;
    loadWithTimeout(() => pending?.catch(() => load()) ?? load(), timeoutMs).then(
      (module) => {
        loaded.set(cacheKey, module);
        autoRetried.current = false;
        if (current) setState({ status: 'ready', module });
      },
      (error: ChunkLoadError) => {
        if (!current) return;
        setState({ status: 'failed', error });
        if (!autoRetried.current) connectionLost();
      },
    );
    return () => {
      current = false;
    };
  }, [cacheKey, load, timeoutMs, attempt]);

  const failed = state.status === 'failed';
  useEffect(() => {
    if (!failed) return;
    return onReconnect(() => {
      if (autoRetried.current) return;
      autoRetried.current = true;
      setAttempt((value) => value + 1);
    });
  }, [failed]);

  if (state.status === 'ready') return <>{children(state.module)}</>;
  if (state.status === 'loading') {
    return (
      <div className="console-chunk-loading">
        <PlainSpinner label={t('shell.chunk.loading')} />
      </div>
    );
  }
  return <ServerUnreachable onRetry={() => setAttempt((value) => value + 1)} />;
}

/** Forgets loaded chunks (tests). */
export function resetLoadedChunks(): void {
  loaded.clear();
  preloading.clear();
}
