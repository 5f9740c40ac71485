/**
 * The start namespaces of ru (i18n.ts START_NAMESPACES: what the login and start screens say) in
 * one chunk: one request before the first text, not one per namespace.
 */
export const bundle = import.meta.glob<Record<string, unknown>>('../../../locales/ru/{common,login,shell,widgets}.json', {
  eager: true,
  import: 'default',
});
