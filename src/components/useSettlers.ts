import { useRef, useState } from 'react';
import { heldForApproval } from '../api/approvalRequired.ts';

/** What {@link useSettlers} takes: actions bound with `useAction`. */
type Bound = Record<string, { mutateAsync: (vars: never) => Promise<unknown>; refusalOf: (error: unknown, vars: never) => string }>;

/** The machine's side of the bound actions: each resolves with the call's result, or null when held for a second admin. */
export type Settlers<T extends Bound> = {
  readonly [K in keyof T]: (vars: Parameters<T[K]['mutateAsync']>[0]) => Promise<Awaited<ReturnType<T[K]['mutateAsync']>> | null>;
};

/**
 * Machine-driven outcomes (screen kit): a workflow machine's actors call declared actions through
 * these, so the refresh, the success words, the approvals notice and the refusal's text come from
 * the action's `defineAction`, never from a component listening to the machine's events. Returns a
 * stable object (provide the machine once, in `useState`) whose functions run the latest bound
 * action: resolve with its result (the actor's output; keys refreshed, success words shown), or
 * null when the server held it for a second admin (the approvals notice is shown), and reject with
 * an Error whose message is the refusal's text (the server's error is its `cause`).
 */
export function useSettlers<T extends Bound>(bound: T): Settlers<T> {
  const latest = useRef(bound);
  latest.current = bound;
  const [settlers] = useState(
    () =>
      Object.fromEntries(
        Object.keys(bound).map((key) => [
          key,
          async (vars: never) => {
            const action = latest.current[key]!;
            try {
              return await action.mutateAsync(vars);
            } catch (error) {
              if (heldForApproval(error)) return null;
              throw new Error(action.refusalOf(error, vars), { cause: error });
            }
          },
        ]),
      ) as unknown as Settlers<T>,
  );
  return settlers;
}
