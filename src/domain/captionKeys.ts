/**
 * The i18n caption keys of a list of named values whose key is the value under one namespace
 * (`users.role` + `trader` → `users.role.trader`): one rule, so a value added to the list has its
 * key without a table to keep in step. Values whose keys are not their names keep literal tables.
 */
export function captionKeysOf<Value extends string>(values: readonly Value[], namespace: string): Record<Value, string> {
  return Object.fromEntries(values.map((value) => [value, `${namespace}.${value}`])) as Record<Value, string>;
}
