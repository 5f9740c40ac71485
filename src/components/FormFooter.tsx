import { Button, DialogFooter, Intent } from '@blueprintjs/core';

/**
 * The footer of a dialog's form: Cancel, which closes the dialog, and the form's submit button.
 * While the form is `busy` Cancel waits and the submit button spins; `submitDisabled` while the
 * form cannot be sent yet.
 */
export function FormFooter({
  cancelText,
  submitText,
  onCancel,
  busy,
  submitDisabled,
}: {
  cancelText: string;
  submitText: string;
  onCancel: () => void;
  busy?: boolean;
  submitDisabled?: boolean;
}) {
  return (
    <DialogFooter
      actions={
        <>
          <Button text={cancelText} onClick={onCancel} disabled={busy} />
          <Button type="submit" intent={Intent.PRIMARY} text={submitText} loading={busy} disabled={submitDisabled} />
        </>
      }
    />
  );
}
