import { Button, type ButtonProps } from '@blueprintjs/core';

/** What {@link ActionButton} needs of a bound action (`useAction`) or of `useAccess` for one operation. */
export interface ActionAccess {
  allowed: boolean;
  reason: string | undefined;
  /** The call is running: the button shows its spinner. */
  isPending?: boolean;
}

/** Props of {@link ActionButton}. */
export type ActionButtonProps = Omit<ButtonProps, 'disabled'> & {
  /** The bound action (`useAction(...)`), or `{ allowed, reason }` of the operation the click leads to. */
  action: ActionAccess;
  /** What a refused admin sees: the button disabled with the reason as its tip (default), or nothing. */
  whenRefused?: 'disable' | 'hide';
  /** Disabled for a reason of the screen (nothing selected…), beside the access table's. */
  disabled?: boolean;
};

/**
 * A button bound to an action: offered only as the access table allows (hidden, or disabled with
 * the reason as its tip), with a spinner while the call runs. The click is the caller's (open a
 * dialog, confirm, or `action.mutate(vars)`).
 */
export function ActionButton({ action, whenRefused = 'disable', disabled, title, loading, ...props }: ActionButtonProps) {
  if (!action.allowed && whenRefused === 'hide') return null;
  return (
    <Button
      {...props}
      disabled={!action.allowed || disabled === true}
      loading={loading ?? action.isPending === true}
      title={action.allowed ? title : action.reason}
    />
  );
}
