import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, Intent, type FormGroupProps } from '@blueprintjs/core';
import { createContext, useContext, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from './useTranslation.ts';
import { heldForApproval } from '../api/approvalRequired.ts';
import { ApiError } from '../api/apiError.ts';
import type { Action } from './actions.ts';
import { errorText } from './errorText.ts';
import { focusFirstField } from './focusOnOpened.ts';
import { useFooterKeyGuard } from './footerKeyGuard.ts';
import { translateMessage } from './translateMessage.ts';
import { useAction } from './useAction.ts';

/** The server's word on one field of the form (a `details` entry of its 400 answer). */
export type FieldErrorOf = (name: string) => string | undefined;

/** What a form's render prop is given. */
export interface FormDialogState {
  /** The server's refusal of a field, by its name in the request (`title`, `orderAmountLimit.min`). */
  fieldError: FieldErrorOf;
  /** The call is running: fields may want to be read-only. */
  busy: boolean;
}

const FieldErrors = createContext<FieldErrorOf>(() => undefined);

const OWN_PATH_PREFIX = /^(body|query|querystring|params|headers)(?=[/.]|$)/;

/** The segments of a detail's path (`body/orderAmountLimit/min`, `/Title`, `body.title`), without its part of the request. */
const segmentsOf = (path: string) =>
  path
    .replace(OWN_PATH_PREFIX, '')
    .split(/[/.]/)
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());

/** The field errors a failure carries: name → the server's words, matched on the whole path or its last segment. */
export function fieldErrorsOf(error: unknown): FieldErrorOf {
  if (!(error instanceof ApiError) || error.details.length === 0) return () => undefined;
  const details = error.details.map((detail) => ({ segments: segmentsOf(detail.path), message: detail.message }));
  return (name) => {
    const wanted = segmentsOf(name).join('/');
    const found = details.find((d) => d.segments.join('/') === wanted) ?? details.find((d) => d.segments.at(-1) === wanted);
    return found ? translateMessage(found.message) : undefined;
  };
}

/** Props of {@link FormField}. */
export type FormFieldProps = Omit<FormGroupProps, 'intent'> & {
  /** The field's name in the request: the server's refusal of it shows under the field. */
  name: string;
};

/** A form row inside a {@link FormDialog}: a Blueprint FormGroup that shows the server's refusal of its field. */
export function FormField({ name, helperText, children, ...props }: FormFieldProps) {
  const error = useContext(FieldErrors)(name);
  return (
    <FormGroup {...props} intent={error ? Intent.DANGER : Intent.NONE} helperText={error ?? helperText}>
      {children}
    </FormGroup>
  );
}

/** Props of {@link FormDialog}. */
export interface FormDialogProps<Vars, Result> {
  title: ReactNode;
  /** The action the form runs, as declared in the feature's `api.ts`. */
  action: Action<Vars, Result>;
  /**
   * What to send, read when the form is submitted; null when the form is not complete (nothing is
   * sent). It may throw an Error whose message (an i18n key or text) says what is wrong: shown like a refusal.
   */
  vars: () => Vars | null;
  onClose: () => void;
  /** After the action was done (the dialog closes itself). */
  onDone?: (result: Result, vars: Vars) => void;
  /** Default true; a dialog rendered only while open may leave it out. */
  isOpen?: boolean;
  /** The submit button's text; Ok by default. */
  submitText?: string;
  /** False keeps Ok disabled (a required field still empty). */
  canSubmit?: boolean;
  /** Why the form cannot be sent as it is, shown like a refusal (the caller's `vars` returns null meanwhile). */
  problem?: string | null;
  /** Shown above the footer whatever happens (a policy line, a hint). */
  note?: ReactNode;
  /** Buttons of another action on the same thing, in the footer before Cancel (Delete beside Upload). */
  extraActions?: ReactNode;
  /** The form's accessible name, when it needs one apart from the dialog's title (a form a screen reader lists). */
  formLabel?: string;
  style?: CSSProperties;
  className?: string;
  /** The fields: elements (with `FormField` for the server's field errors) or a render prop. */
  children: ReactNode | ((state: FormDialogState) => ReactNode);
}

/**
 * The form dialog of the console (see "Screen kit" in docs/ARCHITECTURE.md): the fields, Ok and
 * Cancel; Enter in a field submits once; the first field has the focus on open; a keyup reaches
 * Ok only after its keydown in the footer. Ok runs the action: done → the action's keys are
 * refreshed, its success words shown and the dialog closes; held for a second admin → the
 * approvals notice and the dialog closes; refused → the refusal in the dialog and each field's
 * error (the server's `details`) at its field. Nothing is refused a status the server would
 * refuse: Ok is disabled with the reason when the access table does not allow the action.
 */
export function FormDialog<Vars, Result>({
  title,
  action,
  vars,
  onClose,
  onDone,
  isOpen = true,
  submitText,
  canSubmit = true,
  problem,
  note,
  extraActions,
  formLabel,
  style,
  className,
  children,
}: FormDialogProps<Vars, Result>) {
  const { t } = useTranslation('widgets');
  const bound = useAction(action);
  const [failure, setFailure] = useState<{ error: unknown; vars: Vars } | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const running = useRef(false);
  const footerKeys = useFooterKeyGuard();
  const busy = bound.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current || !canSubmit || !bound.allowed) return;
    setFailure(null);
    setInvalid(null);
    let sent: Vars | null;
    try {
      sent = vars();
    } catch (thrown) {
      setInvalid(errorText(thrown));
      return;
    }
    if (sent === null) return;
    running.current = true;
    try {
      const result = await bound.mutateAsync(sent);
      onDone?.(result, sent);
      onClose();
    } catch (error) {
      if (heldForApproval(error)) onClose();
      else setFailure({ error, vars: sent });
    } finally {
      running.current = false;
    }
  };

  const fieldError = failure ? fieldErrorsOf(failure.error) : () => undefined;
  const refusal = problem ?? invalid ?? (failure ? bound.refusalOf(failure.error, failure.vars) : null);
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={close}
      onOpened={(node) => focusFirstField(node, node.querySelector<HTMLElement>('input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled])'))}
      canOutsideClickClose={!busy}
      canEscapeKeyClose={!busy}
      isCloseButtonShown={!busy}
      style={style ?? { width: 440, maxWidth: 'calc(100% - 32px)' }}
      className={className}
    >
      {/* noValidate: the form's own checks (`vars`, `canSubmit`) speak, in the admin's language, not the browser's bubbles */}
      <form aria-label={formLabel} noValidate onSubmit={(event) => void submit(event)}>
        <FieldErrors.Provider value={fieldError}>
          <DialogBody>
            {typeof children === 'function' ? children({ fieldError, busy }) : children}
            {note}
            {refusal && (
              <Callout intent={Intent.DANGER} role="alert" compact>
                {refusal}
              </Callout>
            )}
          </DialogBody>
        </FieldErrors.Provider>
        <DialogFooter
          actions={
            <span style={{ display: 'contents' }} {...footerKeys}>
              {extraActions}
              <Button text={t('widgets.confirm.cancel')} onClick={close} disabled={busy} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={submitText ?? t('widgets.confirm.ok')}
                loading={busy}
                disabled={!canSubmit || !bound.allowed}
                title={bound.reason}
              />
            </span>
          }
        />
      </form>
    </Dialog>
  );
}
