import { DEFAULT_API_BASE, getServiceBase } from './apiConfig.ts';

/**
 * Whether the console can reach its server. A call that gets no answer (or a screen chunk that
 * does not load) reports the loss; while it lasts, `/api/health` is polled with a growing pause
 * (1 s, 2 s, 4 s … at most 30 s), and the first answer brings the console back: the shell's
 * banner goes and the listeners (failed queries, failed screen chunks) load again.
 */
export const FIRST_PROBE_MS = 1000;
export const LONGEST_PROBE_MS = 30_000;

let offline = false;
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

const healthUrl = () => `${(getServiceBase('v2') || DEFAULT_API_BASE).replace(/\/$/, '')}/health`;

function notify() {
  listeners.forEach((listener) => listener());
}

function schedule() {
  const delay = Math.min(FIRST_PROBE_MS * 2 ** attempt, LONGEST_PROBE_MS);
  attempt += 1;
  timer = setTimeout(() => void probe(), delay);
}

async function probe() {
  timer = null;
  try {
    const response = await fetch(healthUrl(), { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (response.ok) {
      connectionBack();
      return;
    }
  } catch {
    // still unreachable
  }
  if (offline) schedule();
}

/** A call or a chunk got no answer: show the banner and start polling the server's health. */
export function connectionLost(): void {
  if (offline) return;
  offline = true;
  attempt = 0;
  notify();
  schedule();
}

/** The server answered again (the health poll, or any call): hide the banner, reload what failed. */
export function connectionBack(): void {
  if (!offline) return;
  offline = false;
  attempt = 0;
  if (timer) clearTimeout(timer);
  timer = null;
  notify();
  reconnectListeners.forEach((listener) => listener());
}

export const isOffline = (): boolean => offline;

/** For useSyncExternalStore: called on every change of {@link isOffline}. */
export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once each time the server answers again after a loss. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}
