import { Button } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import { ActionButton, type ActionAccess } from '../../../components/ActionButton.tsx';

export interface CatalogueHeadingProps {
  /** The heading's id, for a section labelled by it. */
  id?: string;
  title: string;
  addText: string;
  onAdd: () => void;
  /** The add action's access: the button is offered as the access table allows. Without it, a plain button (the dialog's Ok carries the access). */
  access?: ActionAccess;
  /** Primary (default), or a plain button for a catalogue's second list. */
  primary?: boolean;
}

/** A catalogue's heading with its Add button beside it. */
export function CatalogueHeading({ id, title, addText, onAdd, access, primary = true }: CatalogueHeadingProps) {
  const button = { icon: <Plus />, intent: primary ? 'primary' : 'none', onClick: onAdd, children: addText } as const;
  return (
    <div className="p2pc-toolbar">
      <h2 id={id} className="p2pc-title">
        {title}
      </h2>
      {access ? <ActionButton action={access} loading={false} {...button} /> : <Button {...button} />}
    </div>
  );
}
