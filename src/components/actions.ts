import type { QueryKey } from '@tanstack/react-query';
import type { OperationId } from '../domain/operationAccess.ts';

/** What a successful action says: an i18n key (`<namespace>.<area>.<key>`), or a key with its values. */
export type SuccessWords = string | { key: string; params: Record<string, unknown> };

/**
 * One write a screen offers, declared once in its feature's `api.ts` (see "Screen kit" in
 * docs/ARCHITECTURE.md): which operation of the contract it calls (and so who may call it), what
 * it sends, which cached queries it makes stale and what the admin is told when it is done.
 */
export interface ActionDefinition<Vars, Result> {
  /** The contract's operation id; the access table decides from it who is offered the action. */
  operationId: OperationId;
  /** The call itself, on the typed client (usually a request function of the same `api.ts`). */
  call: (vars: Vars) => Promise<Result>;
  /** The query keys (prefixes) to refresh once the call succeeded. */
  refresh?: (vars: Vars, result: Result) => readonly QueryKey[];
  /** The success words, shown as a toast; none for an action whose result shows by itself. */
  success?: SuccessWords | ((vars: Vars, result: Result) => SuccessWords | null);
  /**
   * The refusal text when a generic one would not name the thing (e.g. "The rate has not been
   * edited: …"); `errorText(error)` otherwise.
   */
  refusal?: (error: unknown, vars: Vars) => string;
}

/** An action declared with {@link defineAction}. */
export type Action<Vars, Result = unknown> = Readonly<ActionDefinition<Vars, Result>>;

/**
 * Declares an action in a feature's `api.ts`:
 * `export const updateMarket = defineAction({ operationId: 'PUT v2/Market/UpdateMarket',
 *   call: (vars: MarketDraft) => marketRequests.update(vars), refresh: () => [marketKeys.all],
 *   success: 'markets.toast.updated' })`. Components bind it with `useAction` (a button, a
 * confirm) or `FormDialog` (a form).
 */
export function defineAction<Vars = void, Result = unknown>(definition: ActionDefinition<Vars, Result>): Action<Vars, Result> {
  return Object.freeze({ ...definition });
}

/** The success words of an action's answer, or null for none. */
export function successWordsOf<Vars, Result>(action: Action<Vars, Result>, vars: Vars, result: Result): SuccessWords | null {
  const { success } = action;
  if (success === undefined) return null;
  return typeof success === 'function' ? success(vars, result) : success;
}
