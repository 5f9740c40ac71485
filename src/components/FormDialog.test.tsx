import './testing/setup.ts';
import { Classes, InputGroup } from '@blueprintjs/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import markets from '../../locales/en/markets.json';
import { dataOf } from '../api/client.ts';
import { v2Client } from '../api/clients.ts';
import { defineAction } from './actions.ts';
import { FormDialog, FormField } from './FormDialog.tsx';
import { renderScreen } from './testing/renderScreen.tsx';
import { heldAnswers, reply, stubApi } from './testing/stubApi.ts';

const editSort = defineAction({
  operationId: 'PUT v2/Market/EditMarket',
  call: async (vars: { id: number; sortId: string }) => dataOf(await v2Client.PUT('/v2/Market/EditMarket', { body: vars as never })),
  success: 'markets.toasts.edited',
});

function SortDialog() {
  const [open, setOpen] = useState(true);
  const [sortId, setSortId] = useState('');
  if (!open) return <p>Closed</p>;
  return (
    <FormDialog title="Market TON/USDT" action={editSort} vars={() => ({ id: 5, sortId })} onClose={() => setOpen(false)} submitText="Save">
      <FormField name="sortId" label="Sort order" labelFor="sort-id">
        <InputGroup id="sort-id" value={sortId} onValueChange={setSortId} />
      </FormField>
    </FormDialog>
  );
}

const calls = (all: { path: string; body: unknown }[]) => all.filter((c) => c.path === '/v2/Market/EditMarket');

describe('FormDialog', () => {
  it('shows the server refusal of a field under that field and the refusal in the dialog, and stays open', async () => {
    const refusal = {
      error: { status: 400, code: 100, reason: 'validationFailed', message: 'Invalid request', details: [{ path: 'body/sortId', message: 'must be an integer' }] },
    };
    stubApi({ 'PUT /v2/Market/EditMarket': reply(400, refusal) }, undefined);
    renderScreen(<SortDialog />, { locales: { markets } });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Sort order')).toHaveFocus());
    await userEvent.type(within(dialog).getByLabelText('Sort order'), 'x{Enter}');
    const field = (await within(dialog).findByText('must be an integer')).closest(`.${Classes.FORM_GROUP}`);
    expect(field).toContainElement(within(dialog).getByLabelText('Sort order'));
    expect(within(dialog).getByRole('alert')).toBeVisible();
    expect(screen.queryByText('Closed')).toBeNull();
  });

  it('sends once however often Enter is pressed while the call runs, then closes with the success words', async () => {
    const held = heldAnswers();
    const all = stubApi({ 'PUT /v2/Market/EditMarket': held.handler }, undefined);
    renderScreen(<SortDialog />, { locales: { markets } });
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Sort order'), '3{Enter}{Enter}{Enter}');
    await waitFor(() => expect(held.waiting()).toBe(1));
    expect(calls(all)).toHaveLength(1);
    held.answer({ success: true });
    expect(await screen.findByText('Closed')).toBeVisible();
    expect(await screen.findByText('Market saved')).toBeVisible();
    expect(calls(all).map((c) => c.body)).toEqual([{ id: 5, sortId: '3' }]);
  });

  it('keeps Ok disabled with the reason for a status the access table refuses', async () => {
    const all = stubApi({}, undefined);
    renderScreen(<SortDialog />, { adminStatus: 2, locales: { markets } });
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: 'Save' });
    expect(ok).toBeDisabled();
    expect(ok.title).toMatch(/^Not available to the .+ status$/);
    await userEvent.type(within(dialog).getByLabelText('Sort order'), '3{Enter}');
    expect(calls(all)).toHaveLength(0);
  });
});
