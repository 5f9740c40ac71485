import './testing/setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWidget as render } from './testing/render.tsx';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useConfirm, type ConfirmRequest } from './useConfirm.tsx';

function BlockButton({ request }: { request: Partial<ConfirmRequest> & Pick<ConfirmRequest, 'action'> }) {
  const { confirm, dialog } = useConfirm();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button onClick={async () => setOutcome(String(await confirm({ title: 'Block user?', text: 'The user will not be able to sign in.', ...request })))}>
        Block
      </button>
      <output aria-label="outcome">{outcome}</output>
      {dialog}
    </>
  );
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Block' }));
  return screen.findByRole('dialog', { name: 'Block user?' });
};

describe('ConfirmDialog (through useConfirm)', () => {
  it('asks with title and text, focuses Ok, and runs the action on Ok', async () => {
    const action = vi.fn(async () => undefined);
    render(<BlockButton request={{ action }} />);
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('The user will not be able to sign in.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(action).toHaveBeenCalledWith('');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('outcome')).toHaveTextContent('true');
  });

  it('does not confirm on the keyup of the Enter that opened it, only on a key pressed on Ok', async () => {
    const action = vi.fn(async () => undefined);
    render(<BlockButton request={{ action }} />);
    const opener = screen.getByRole('button', { name: 'Block' });
    opener.focus();
    // Enter goes down on the page's button and is still held while the dialog opens and Ok takes the focus
    await userEvent.keyboard('{Enter>}');
    const ok = await screen.findByRole('button', { name: 'Ok' });
    await waitFor(() => expect(ok).toHaveFocus());
    // the browser sends that key's keyup to the element with the focus: Ok
    fireEvent.keyUp(ok, { key: 'Enter', code: 'Enter' });
    // the dialog is still asking: Cancel ends it without the action
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText('outcome')).toHaveTextContent('false'));
    expect(action).not.toHaveBeenCalled();
    // a whole press on Ok confirms
    await openDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('outcome')).toHaveTextContent('true'));
    expect(action).toHaveBeenCalledWith('');
  });

  it('is at most 380 pixels wide', async () => {
    render(<BlockButton request={{ action: async () => undefined }} />);
    expect(await openDialog()).toHaveStyle({ maxWidth: '380px' });
  });

  it('keeps Ok disabled while a required comment is empty', async () => {
    const action = vi.fn(async () => undefined);
    render(<BlockButton request={{ action, commentRequired: true }} />);
    await openDialog();
    const comment = screen.getByRole('textbox', { name: /Comment/ });
    expect(comment).toHaveAttribute('rows', '3');
    expect(screen.getByRole('button', { name: 'Ok' })).toBeDisabled();
    await userEvent.type(comment, '   ');
    expect(screen.getByRole('button', { name: 'Ok' })).toBeDisabled();
    await userEvent.type(comment, 'spam');
    expect(screen.getByRole('button', { name: 'Ok' })).toBeEnabled();
  });

  it('puts focus in the required comment, since Ok cannot take it yet', async () => {
    render(<BlockButton request={{ action: async () => undefined, commentRequired: true }} />);
    await openDialog();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveFocus());
  });

  it('confirms with Enter in the comment, while Shift+Enter starts a new line', async () => {
    const action = vi.fn(async () => undefined);
    render(<BlockButton request={{ action, withComment: true }} />);
    await openDialog();
    const comment = screen.getByRole('textbox', { name: /Comment/ });
    await userEvent.type(comment, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(comment).toHaveValue('line one\nline two');
    expect(action).not.toHaveBeenCalled();
    await userEvent.type(comment, '{Enter}');
    expect(action).toHaveBeenCalledWith('line one\nline two');
    await waitFor(() => expect(screen.getByLabelText('outcome')).toHaveTextContent('true'));
  });

  it('cancels with Esc and with Cancel, without running the action', async () => {
    const action = vi.fn(async () => undefined);
    render(<BlockButton request={{ action }} />);
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByLabelText('outcome')).toHaveTextContent('false'));
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(action).not.toHaveBeenCalled();
  });

  it('stays open and shows the error when the action fails, then succeeds on retry', async () => {
    const action = vi
      .fn<(comment: string) => Promise<unknown>>()
      .mockRejectedValueOnce({ error: { status: 409, code: 103, message: 'Action is impossible' } })
      .mockResolvedValueOnce(undefined);
    render(<BlockButton request={{ action }} />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Action is impossible');
    expect(screen.getByRole('dialog', { name: 'Block user?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.getByLabelText('outcome')).toHaveTextContent('true'));
  });

  it('cannot be cancelled while the action runs', async () => {
    let finish: () => void = () => {};
    const action = () => new Promise<void>((resolve) => (finish = resolve));
    render(<BlockButton request={{ action }} />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Block user?' })).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.getByLabelText('outcome')).toHaveTextContent('true'));
  });
});
