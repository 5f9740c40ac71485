import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Device, Requisite } from './api.ts';
import { RequisitesAndDevicesPage } from './RequisitesAndDevicesPage.tsx';
import { desktopLayout, failOnDuplicateKeys, renderTraders, reply } from './testing/renderTraders.tsx';

beforeAll(desktopLayout);
failOnDuplicateKeys();

const requisite = (over: Partial<Requisite> = {}): Requisite => ({
  requisitesId: 7, userId: 42, currency: 'USDT', currencyId: 1, status: 'new', state: 'enabled', name: 'Tinkoff card', paymentMethodId: 3,
  paymentMethodName: 'Bank transfer', fields: {}, statusAdminName: null, statusDate: null, isInUse: false, dateCreated: '2026-03-01T10:00:00Z', ...over,
});
const device = (over: Partial<Device> = {}): Device => ({
  id: 5, userId: 42, name: 'Pixel 8', type: 'smartphone', status: 'active', dateCreated: '2026-03-01T10:00:00Z', lastActivityDate: null, ...over,
});

describe('Requisites and devices', () => {
  it('searches requisites and marks one problematic, showing who marked it', async () => {
    let current = requisite();
    const api = renderTraders(RequisitesAndDevicesPage, '/traders/requisites-and-devices', {
      'POST /p2p/Admin/requisites/search': () => ({ items: [current], total: 1 }),
      'PUT /v1/p2p/requisites/7': () => {
        current = requisite({ status: 'problematic', statusAdminName: 'admin', statusDate: '2026-03-02T09:30:00Z' });
        return { result: { Success: true, Error: null } };
      },
    });
    expect(await screen.findByText('Tinkoff card')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Requisites' })).getByText('Unmarked')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'tinkoff{Enter}');
    await waitFor(() => expect(api.of('/p2p/Admin/requisites/search').some((c) => c.body?.searchString === 'tinkoff')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Mark requisite 7 problematic' }));
    await waitFor(() => expect(api.of('/v1/p2p/requisites/7')).toHaveLength(1));
    expect(api.of('/v1/p2p/requisites/7')[0]!.body).toEqual({ userId: 42, status: 'problematic' });
    expect(await screen.findByText('by admin, 02.03.2026 09:30:00')).toBeInTheDocument();
  });

  it('deletes after confirmation and keeps the server’s refusal for a requisite in use on screen', async () => {
    const api = renderTraders(RequisitesAndDevicesPage, '/traders/requisites-and-devices', {
      'POST /p2p/Admin/requisites/search': { items: [requisite({ isInUse: true })], total: 1 },
      'DELETE /v1/p2p/requisites/7': reply(409, {
        result: { Success: false, Error: 'The requisite is used by an open deal and cannot be deleted' },
        error: { status: 409, code: 103, message: 'The requisite is used by an open deal and cannot be deleted', reason: 'requisiteInUse' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete requisite 7' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(
      await within(dialog).findByText('The requisite has not been deleted: The requisite is used by an open deal and cannot be deleted'),
    ).toBeInTheDocument();
    expect(api.of('/v1/p2p/requisites/7')[0]!.query.get('userId')).toBe('42');
  });

  it('lists devices, suspends one and deletes one after confirmation', async () => {
    const api = renderTraders(RequisitesAndDevicesPage, '/traders/requisites-and-devices?view=devices', {
      'GET /v1/devices/search': { result: { Success: true, Error: null }, items: [device()], total: 1 },
      'PUT /v1/devices/5': { result: { Success: true, Error: null } },
      'DELETE /v1/devices/5': { result: { Success: true, Error: null } },
    });
    expect(await screen.findByText('Pixel 8')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Devices' })).getByText('Smartphone')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suspend device 5' }));
    await waitFor(() => expect(api.of('/v1/devices/5').filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.of('/v1/devices/5')[0]!.body).toEqual({ status: 'suspended' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete device 5' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete device 5? The trader will have to add it again.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(api.of('/v1/devices/5').filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });
});
