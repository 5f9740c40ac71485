import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { allNamespaces, createI18n, START_NAMESPACES } from './i18n.ts';
import { loadShell } from './routes/shellChunk.tsx';

describe('translation files per screen', () => {
  it('loads only the start namespaces for the login page, and every namespace with the shell', async () => {
    await createI18n('en');
    const NAMESPACES = await allNamespaces('en');
    for (const ns of START_NAMESPACES) expect(i18next.hasLoadedNamespace(ns), ns).toBe(true);
    const later = NAMESPACES.filter((ns) => !START_NAMESPACES.includes(ns));
    expect(later.length).toBeGreaterThan(5);
    expect(later.filter((ns) => i18next.hasLoadedNamespace(ns))).toEqual([]);

    await loadShell();
    expect(NAMESPACES.filter((ns) => !i18next.hasLoadedNamespace(ns))).toEqual([]);
    expect(i18next.t('users.list.live')).toBe('Users');
  });
});
