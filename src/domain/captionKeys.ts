/**
 * The i18n caption keys of a list of named values whose key is the value under one namespace
 * (`users.role` + `trader` → `users.role.trader`): one rule, so a value added to the list has its
 * key without a table to keep in step. Values whose keys are not their names keep literal tables.
 */
export function captionKeysOf<Value extends string>(values: readonly Value[], namespace: string): Record<Value, string> {
  return Object.fromEntries(values.map((value) => [value, `${namespace}.${value}`])) as Record<Value, string>;
}

/**
 * The same rule for a table of named codes (`{ Email: 0, Telegram: 1 }`): a code's key is its name
 * with the first letter lower-cased (`users.nfa` + `Email` → `users.nfa.email`). Tables whose
 * keys are spelled otherwise (`MFASent` → `mfaSent`) keep literal tables.
 */
export function captionKeysByName<Code extends number>(codes: Readonly<Record<string, Code>>, namespace: string): Record<Code, string> {
  const keyOf = (name: string) => `${namespace}.${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  return Object.fromEntries(Object.entries(codes).map(([name, code]) => [code, keyOf(name)])) as Record<Code, string>;
}
