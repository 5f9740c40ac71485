/** The success flag every v1 answer carries (docs/DECISIONS.md "Error envelopes and codes"). */
export const V1_SUCCESS = { Success: true, Error: null } as const;

/** A v1 success answer, with the operation's own fields beside `result`. */
export function v1Ok<T extends object>(fields?: T): { result: typeof V1_SUCCESS } & T {
  return { result: V1_SUCCESS, ...(fields ?? ({} as T)) };
}
