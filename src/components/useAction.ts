import { useMutation, useQueryClient, type MutateOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { heldForApproval } from '../api/approvalRequired.ts';
import { useAccess } from './access.ts';
import { successWordsOf, type Action } from './actions.ts';
import { showApprovalRequested } from './approvals/approvalNotice.ts';
import { errorText } from './errorText.ts';
import { showError, showSuccess } from './toasts.ts';

/** What {@link useAction} returns: TanStack's mutation of the action, with access and the dialog's way to run it. */
export type BoundAction<Vars, Result> = Omit<UseMutationResult<Result, unknown, Vars>, 'mutate'> & {
  /** Runs the action and forgets it: success and held as described; a refusal is shown as an error toast. */
  mutate: (vars: Vars, options?: MutateOptions<Result, unknown, Vars>) => void;
  /** The action as declared (its operation id, keys and words). */
  action: Action<Vars, Result>;
  /** Whether the access table lets the signed-in admin call the action (false until the admin is known). */
  allowed: boolean;
  /** Why it is not allowed, for the disabled button's tip; undefined when allowed. */
  reason: string | undefined;
  /**
   * Runs the action for a dialog: resolves true when it was done (keys refreshed, success words
   * shown), false when the server held it for a second admin (the "Not done yet … request #N"
   * notice is shown); both close the dialog. Rejects with an Error whose message is the refusal's
   * text (`refusalOf`; the server's error is its `cause`), which the dialog shows, so nothing is toasted twice. Use it as `useConfirm`'s action or in `FormDialog`.
   */
  settle: (vars: Vars) => Promise<boolean>;
  /** The text of a refusal of this action: its own `refusal` words, else `errorText(error)`. */
  refusalOf: (error: unknown, vars: Vars) => string;
};

/** Opens a console path from a notice: the router's navigation where there is one, a page load otherwise. */
function useOpenPath(): (path: string) => void {
  const navigator = useContext(UNSAFE_NavigationContext)?.navigator;
  return useCallback(
    (path: string) => {
      if (navigator) void navigator.push(path);
      else globalThis.location.assign(path);
    },
    [navigator],
  );
}

/**
 * Binds an action declared in a feature's `api.ts` (`defineAction`) to a component. On success it
 * refreshes the action's query keys and shows its success words; a 202 "approval required" answer
 * is not a success: it shows the approvals notice with a link to the request; `mutate` shows a
 * refusal as an error toast in the admin's language (`errorText`), while `settle` and
 * `mutateAsync` leave it to the dialog that awaits them. `allowed` and `reason` come from the
 * access table the server uses, so a button bound to the action (`ActionButton`) is hidden or
 * disabled with the reason by construction. Components never call `invalidateQueries` or the toaster.
 */
export function useAction<Vars, Result>(action: Action<Vars, Result>): BoundAction<Vars, Result> {
  const client = useQueryClient();
  const access = useAccess();
  const open = useOpenPath();
  const mutation = useMutation<Result, unknown, Vars>({
    mutationFn: (vars) => action.call(vars),
    onSuccess: async (result, vars) => {
      const keys = action.refresh?.(vars, result) ?? [];
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      const words = successWordsOf(action, vars, result);
      if (words) void (typeof words === 'string' ? showSuccess(words) : showSuccess(words.key, { params: words.params }));
    },
    onError: (error) => {
      const held = heldForApproval(error);
      if (held) void showApprovalRequested(held, open);
    },
  });
  const refusalOf = useCallback((error: unknown, vars: Vars) => action.refusal?.(error, vars) ?? errorText(error), [action]);
  const { mutate: mutateRaw, mutateAsync } = mutation;
  const mutate = useCallback(
    (vars: Vars, options?: MutateOptions<Result, unknown, Vars>) =>
      mutateRaw(vars, {
        ...options,
        onError: (error, ...rest) => {
          if (!heldForApproval(error)) void showError(refusalOf(error, vars));
          options?.onError?.(error, ...rest);
        },
      }),
    [mutateRaw, refusalOf],
  );
  const settle = useCallback(
    async (vars: Vars) => {
      try {
        await mutateAsync(vars);
        return true;
      } catch (error) {
        if (heldForApproval(error)) return false;
        throw new Error(refusalOf(error, vars), { cause: error });
      }
    },
    [mutateAsync, refusalOf],
  );
  const allowed = access.can(action.operationId);
  const reason = access.reason(action.operationId);
  return useMemo(
    () => ({ ...mutation, mutate, action, allowed, reason, settle, refusalOf }),
    [mutation, mutate, action, allowed, reason, settle, refusalOf],
  );
}
