import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getI18n } from 'react-i18next';
import { sessionQueries } from '../api/sessionQueries.ts';
import type { CurrentAdmin } from '../api/sessionTypes.ts';
import { ADMIN_STATUS_CAPTION_KEYS, isAdminStatus } from '../domain/adminStatus.ts';
import { mayCall, type OperationId } from '../domain/operationAccess.ts';

/** What the signed-in admin may do, from the server's own access table. */
export interface Access {
  /** Whether the server would accept `operationId` from this admin. */
  can: (operationId: OperationId) => boolean;
  /** Why an action is unavailable (its tooltip), or undefined when it is allowed. */
  reason: (operationId: OperationId) => string | undefined;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The access of an admin of `status` (none while it is unknown), its refusals worded by `t`. */
function accessOf(status: number | undefined, t: Translate): Access {
  const can = (operationId: OperationId) => status !== undefined && mayCall(operationId, status);
  const caption = isAdminStatus(status) ? t(ADMIN_STATUS_CAPTION_KEYS[status]) : '';
  return {
    can,
    reason: (operationId) => (can(operationId) ? undefined : t('widgets.access.refused', { status: caption })),
  };
}

interface AccessStore {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => Access;
}

const CURRENT_ADMIN = sessionQueries.currentAdmin();
const CURRENT_ADMIN_HASH = hashKey(CURRENT_ADMIN.queryKey);
const stores = new WeakMap<QueryClient, AccessStore>();

/**
 * One access per query cache and language, shared by every reader. A screen binds a dozen actions
 * (`useAction`), each asking for the access: one query observer and one i18next subscription each
 * were a good part of a list's every render (issue 27). The store listens to the admin's query and
 * to language changes once, and gives the same object until either changes.
 */
function accessStoreOf(client: QueryClient): AccessStore {
  const known = stores.get(client);
  if (known) return known;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let stopListening: (() => void) | null = null;
  let last: { status: number | undefined; language: string | undefined; access: Access } | null = null;
  const store: AccessStore = {
    subscribe(listener) {
      listeners.add(listener);
      if (!stopListening) {
        const stopCache = client.getQueryCache().subscribe((event) => {
          if (event.query.queryHash === CURRENT_ADMIN_HASH) notify();
        });
        const i18n = getI18n();
        i18n?.on('languageChanged', notify);
        stopListening = () => {
          stopCache();
          i18n?.off('languageChanged', notify);
        };
        // As the query it replaces did: ask for the admin when nobody has (the session seeds it).
        if (client.getQueryData(CURRENT_ADMIN.queryKey) === undefined) void client.prefetchQuery(CURRENT_ADMIN);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopListening?.();
          stopListening = null;
        }
      };
    },
    snapshot() {
      const status = client.getQueryData<CurrentAdmin>(CURRENT_ADMIN.queryKey)?.adminStatus;
      const i18n = getI18n();
      const language = i18n?.language;
      if (last === null || last.status !== status || last.language !== language) {
        const t: Translate = (key, options) => (i18n ? String(i18n.t(key, options)) : key);
        last = { status, language, access: accessOf(status, t) };
      }
      return last.access;
    },
  };
  stores.set(client, store);
  return store;
}

/**
 * The access table of `src/domain/operationAccess.ts` for the signed-in admin. Until the admin is
 * known nothing is allowed: an action appears once it is certain, never offered and then refused.
 */
export function useAccess(): Access {
  const store = accessStoreOf(useQueryClient());
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}

/** Whether the signed-in admin may call `operationId` (see `useAccess`). */
export function useCan(operationId: OperationId): boolean {
  return useAccess().can(operationId);
}
