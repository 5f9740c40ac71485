import './testing/setup.ts';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import approvals from '../../locales/en/approvals.json';
import markets from '../../locales/en/markets.json';
import { toApiError } from '../api/apiError.ts';
import { dataOf } from '../api/client.ts';
import { v2Client } from '../api/clients.ts';
import { ActionButton } from './ActionButton.tsx';
import { defineAction } from './actions.ts';
import { errorText } from './errorText.ts';
import { renderScreen } from './testing/renderScreen.tsx';
import { reply, stubApi } from './testing/stubApi.ts';
import { useAction } from './useAction.ts';

const probeKeys = { all: ['probe-markets'] as const };

const renameMarket = defineAction({
  operationId: 'PUT v2/Market/EditMarket',
  call: async (vars: { id: number; sortId: number }) => dataOf(await v2Client.PUT('/v2/Market/EditMarket', { body: vars as never })),
  refresh: () => [probeKeys.all],
  success: 'markets.toasts.edited',
});

/** A list the action makes stale, and a button bound to the action. */
function Probe() {
  const list = useQuery({
    queryKey: probeKeys.all,
    queryFn: async () => dataOf(await v2Client.POST('/v2/Market/GetMarkets', { body: {} as never })),
  });
  const rename = useAction(renameMarket);
  return (
    <>
      <p>Markets: {list.data?.total ?? '…'}</p>
      <ActionButton action={rename} text="Move up" onClick={() => rename.mutate({ id: 5, sortId: 1 })} />
    </>
  );
}

const HELD = { reason: 'approvalRequired', approvalRequestId: 12, action: 'marketEdit', amountUsd: null, thresholdUsd: '0', expiresAt: '2026-12-01T00:00:00Z' };

function renderProbe(answer: unknown, adminStatus: 0 | 1 | 2 | 3 = 0) {
  let total = 1;
  const calls = stubApi(
    {
      'POST /v2/Market/GetMarkets': () => ({ items: [], total: total++ }),
      'PUT /v2/Market/EditMarket': answer,
    },
    undefined,
  );
  renderScreen(<Probe />, { adminStatus, locales: { approvals, markets } });
  return calls;
}

describe('useAction', () => {
  it('refreshes the keys it declares and shows its success words once the call is done', async () => {
    const calls = renderProbe({ success: true });
    expect(await screen.findByText('Markets: 1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Move up' }));
    expect(await screen.findByText('Markets: 2')).toBeVisible();
    expect(await screen.findByText('Market saved')).toBeVisible();
    expect(calls.filter((c) => c.path === '/v2/Market/EditMarket').map((c) => c.body)).toEqual([{ id: 5, sortId: 1 }]);
  });

  it('shows a refusal in the words of errorText, and neither refreshes nor says done', async () => {
    const refusal = { error: { status: 409, code: 103, reason: 'marketInUse', message: 'The market has open orders' } };
    renderProbe(reply(409, refusal));
    expect(await screen.findByText('Markets: 1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Move up' }));
    expect(await screen.findByText(errorText(toApiError(409, refusal)))).toBeVisible();
    expect(screen.queryByText('Market saved')).toBeNull();
    expect(screen.getByText('Markets: 1')).toBeVisible();
  });

  it('says "not done yet" with the request number when the server holds the call for a second admin', async () => {
    renderProbe(reply(202, HELD));
    expect(await screen.findByText('Markets: 1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Move up' }));
    expect(await screen.findByText('Not done yet: the action waits for a second admin as request #12.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open the request' })).toBeVisible();
    expect(screen.queryByText('Market saved')).toBeNull();
  });

  it('disables the bound button with the reason for a status the access table refuses, and sends nothing', async () => {
    const calls = renderProbe({ success: true }, 2);
    expect(await screen.findByText('Markets: 1')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Move up' });
    expect(button).toBeDisabled();
    expect(button.title).toMatch(/^Not available to the .+ status$/);
    await userEvent.click(button).catch(() => undefined);
    await waitFor(() => expect(calls.filter((c) => c.path === '/v2/Market/EditMarket')).toHaveLength(0));
  });
});
