import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { getI18n, I18nContext, type useTranslation as reactUseTranslation } from 'react-i18next';

/**
 * The console's `useTranslation`: react-i18next's hook as the console calls it (a namespace or a
 * list of them; `t`, `i18n` and `ready`, as an array and as properties), without its cost per
 * component. react-i18next's copies the i18next instance's own properties into a wrapper object,
 * builds a fixed `t`, checks every namespace and subscribes to i18next's events for every
 * component that calls it, on every mount: some 200 components on a list's first screen, about 12
 * ms of main-thread CPU of a cold /users open (issue 27). Here every component that asks for the
 * same namespaces in the same language gets the same answer, made once, and one listener per
 * i18next instance tells them all of a language change or of texts added (a namespace loaded after
 * the first render). A namespace not loaded yet is asked for, as react-i18next does without Suspense.
 */
export const useTranslation = ((ns?: string | readonly string[]) => {
  const i18n = (useContext(I18nContext)?.i18n ?? getI18n()) as I18n;
  const shared = sharedOf(i18n);
  useSyncExternalStore(shared.subscribe, shared.version, shared.version);
  const namespaces = typeof ns === 'string' ? [ns] : ns && ns.length > 0 ? [...ns] : [String(i18n.options.defaultNS ?? 'translation')];
  const key = namespaces.join(' ');
  let answer = shared.answers.get(key);
  if (!answer) {
    answer = responseOf(i18n, namespaces);
    shared.answers.set(key, answer);
  }
  const ready = answer.ready;
  useEffect(() => {
    // the texts' arrival is an "added" event of the store: every reader is drawn again then
    if (!ready) void i18n.loadNamespaces(key.split(' '));
  }, [i18n, key, ready]);
  return answer;
}) as typeof reactUseTranslation;

type Response = ReturnType<typeof reactUseTranslation>;

interface Shared {
  subscribe: (listener: () => void) => () => void;
  version: () => number;
  /** The answer per namespace list for the current language and texts; emptied when either changes. */
  answers: Map<string, Response>;
}

const sharedByInstance = new WeakMap<I18n, Shared>();

function sharedOf(i18n: I18n): Shared {
  const known = sharedByInstance.get(i18n);
  if (known) return known;
  const listeners = new Set<() => void>();
  let version = 0;
  const created: Shared = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    answers: new Map(),
  };
  const changed = () => {
    version += 1;
    created.answers.clear();
    listeners.forEach((listener) => listener());
  };
  i18n.on('languageChanged', changed);
  i18n.store.on('added', changed);
  sharedByInstance.set(i18n, created);
  return created;
}

function responseOf(i18n: I18n, namespaces: string[]): Response {
  // as react-i18next builds it: the language of now, the first namespace, the others in scope
  // (i18next's types leave out the fourth argument its getFixedT takes)
  const fixed = i18n.getFixedT as unknown as (lng: string, ns: string, keyPrefix: undefined, options: { scopeNs: string[] }) => TFunction;
  const t = fixed.call(i18n, i18n.language, namespaces[0]!, undefined, { scopeNs: namespaces });
  const ready = namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
  return Object.assign([t, i18n, ready], { t, i18n, ready }) as unknown as Response;
}
