import { useState, type ReactElement } from 'react';
import type { FieldSpec, FormValues } from '../entityForm.ts';
import { EntityDialog } from './EntityDialog.tsx';

interface Request {
  title: string;
  fields: readonly FieldSpec[];
  initial: FormValues;
  submit: (values: FormValues) => Promise<unknown>;
}

/** One create/edit dialog per screen: `open({ title, fields, initial, submit })`, render `dialog`. */
export function useEntityDialog(): { open: (request: Request) => void; dialog: ReactElement } {
  const [request, setRequest] = useState<Request | null>(null);
  const [isOpen, setOpen] = useState(false);
  const dialog = (
    <EntityDialog
      isOpen={isOpen}
      title={request?.title ?? ''}
      fields={request?.fields ?? []}
      initial={request?.initial ?? {}}
      onClose={() => setOpen(false)}
      onSubmit={(values) => request?.submit(values) ?? Promise.resolve()}
    />
  );
  return {
    open: (next) => {
      setRequest(next);
      setOpen(true);
    },
    dialog,
  };
}
