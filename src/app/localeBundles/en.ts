/**
 * Every namespace of en but the start ones (i18n.ts START_NAMESPACES, fetched in one chunk of their own for the
 * login page) in one chunk: the signed-in console's texts in one request, not one per namespace.
 */
export const bundle = import.meta.glob<Record<string, unknown>>(['../../../locales/en/*.json', '!../../../locales/en/{common,login,shell,widgets}.json'], {
  eager: true,
  import: 'default',
});
