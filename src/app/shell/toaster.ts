import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 3 });
  return toaster;
}

/** The shell's own error notice (the common widgets' snackbars take over once they land). */
export function showErrorToast(message: string): void {
  void getToaster().then((instance) => instance.show({ message, intent: Intent.DANGER, timeout: 5000 }));
}
