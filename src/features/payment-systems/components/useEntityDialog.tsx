import { Fragment, useState, type ReactElement } from 'react';
import type { Action } from '../../../components/actions.ts';
import type { FieldSpec, FormValues } from '../entityForm.ts';
import { EntityDialog } from './EntityDialog.tsx';

type Shown = { title: string; fields: readonly FieldSpec[]; initial: FormValues; onClose: () => void };

/** What a form saves with: a declared action and its input from the form's values (`saveWith`). */
export interface EntitySave {
  render: (shown: Shown) => ReactElement;
}

/** The save of an entity form: `action` (declared in api.ts) called with `vars(values)`. */
export function saveWith<Vars, Result>(action: Action<Vars, Result>, vars: (values: FormValues) => Vars): EntitySave {
  return { render: (shown) => <EntityDialog {...shown} action={action} vars={vars} /> };
}

interface Request {
  title: string;
  fields: readonly FieldSpec[];
  initial: FormValues;
  save: EntitySave;
}

/** One create/edit dialog per screen: `open({ title, fields, initial, save: saveWith(action, vars) })`, render `dialog`. */
export function useEntityDialog(): { open: (request: Request) => void; dialog: ReactElement | null } {
  // each opening is a new form (its key), starting from its request's `initial`
  const [shown, setShown] = useState<{ request: Request; key: number } | null>(null);
  const dialog = shown && <Fragment key={shown.key}>{shown.request.save.render({ ...shown.request, onClose: () => setShown(null) })}</Fragment>;
  return {
    open: (request) => setShown((previous) => ({ request, key: (previous?.key ?? 0) + 1 })),
    dialog,
  };
}
