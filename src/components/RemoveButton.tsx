import { Button, Intent } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';

/**
 * A row's remove button: a small red bin named for the row it removes (`label`), with `title` as
 * its tooltip where it has one. The caller asks before removing (`useConfirm`).
 */
export function RemoveButton({ label, title, onClick }: { label: string; title?: string; onClick: () => void }) {
  return <Button size="small" variant="minimal" intent={Intent.DANGER} icon={<Trash />} aria-label={label} title={title} onClick={onClick} />;
}
