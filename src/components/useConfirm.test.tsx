import './testing/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import { renderWidget as render } from './testing/render.tsx';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useConfirm } from './useConfirm.tsx';

function TwoActions({ first, second }: { first: () => Promise<unknown>; second: () => Promise<unknown> }) {
  const { confirm, dialog } = useConfirm();
  const [log, setLog] = useState<string[]>([]);
  const ask = async (name: string, action: () => Promise<unknown>) => {
    const confirmed = await confirm({ title: `${name}?`, action });
    setLog((l) => [...l, `${name}:${confirmed}`]);
  };
  return (
    <>
      <button onClick={() => ask('Remove', first)}>Remove</button>
      <button onClick={() => ask('Archive', second)}>Archive</button>
      <output aria-label="log">{log.join(' ')}</output>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('runs the action of the request being confirmed', async () => {
    const remove = vi.fn(async () => undefined);
    const archive = vi.fn(async () => undefined);
    render(<TwoActions first={remove} second={archive} />);
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await screen.findByRole('dialog', { name: 'Archive?' });
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.getByLabelText('log')).toHaveTextContent('Archive:true'));
    expect(archive).toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('refuses a second request while one is on screen, leaving the first in place', async () => {
    const remove = vi.fn(async () => undefined);
    render(<TwoActions first={remove} second={async () => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('dialog', { name: 'Remove?' });
    // The backdrop blocks the page for a user; a program may still ask.
    screen.getByRole('button', { name: 'Archive', hidden: true }).click();
    await waitFor(() => expect(screen.getByLabelText('log', { selector: 'output' })).toHaveTextContent('Archive:false'));
    expect(screen.getByRole('dialog', { name: 'Remove?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.getByLabelText('log', { selector: 'output' })).toHaveTextContent('Archive:false Remove:true'));
  });
});

function EnterForm({ action }: { action: () => Promise<unknown> }) {
  const { confirm, dialog } = useConfirm();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void confirm({ title: 'Add the IP?', action });
      }}
    >
      <input aria-label="IP address" />
      {dialog}
    </form>
  );
}

describe('a confirm opened by Enter in a form', () => {
  it('waits for the admin: the Enter that opened it does not confirm it', async () => {
    const action = vi.fn(async () => undefined);
    render(<EnterForm action={action} />);
    await userEvent.type(screen.getByLabelText('IP address'), '10.0.0.1{Enter}');
    await screen.findByRole('dialog', { name: 'Add the IP?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus());
    expect(action).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  });
});
