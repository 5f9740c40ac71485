import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import requisitesEn from '../../../locales/en/requisites.json';
import { desktopLayout } from '../../components/testing/desktopLayout.ts';
import { renderUserDetail } from './testing/renderUserDetail.tsx';
import { UserRequisitesScreen } from './UserTraderScreens.tsx';

beforeAll(() => {
  desktopLayout();
  if (!i18next.hasResourceBundle('en', 'requisites')) i18next.addResourceBundle('en', 'requisites', requisitesEn);
});

const ok = { result: { Success: true, Error: null } };

describe("the user's Requisites tab", () => {
  it('edits a requisite of the user after confirmation; the owner is the user on screen and cannot be changed', async () => {
    const { calls } = renderUserDetail(UserRequisitesScreen, '/requisites', {
      'GET /v1/p2p/requisites': {
        ...ok,
        items: [{ requisitesId: 7, userId: 42, currency: 'RUB', currencyId: 3, status: 'new', state: 'enabled', name: 'Sber 4417', paymentMethodId: 6, paymentMethodName: 'Sberbank', fields: { Details: '4417' }, statusAdminName: null, statusDate: null, isInUse: false, dateCreated: '2026-03-01T10:00:00Z' }],
        total: 1,
      },
      'GET /v1/p2p/payment-methods': { ...ok, items: [{ id: 6, name: 'Sberbank', category: 'bankTransfer', methodType: 'online', status: 'enabled', templateId: null, sortId: 1, currencyIds: [3] }], total: 1 },
      'GET /v1/p2p/payment-methods/template': { ...ok, templates: [] },
      'PUT /v1/p2p/requisites/7': ok,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit requisite 7' }));
    const form = await screen.findByRole('dialog', { name: 'Edit requisite 7' });
    expect(within(form).getByRole('textbox', { name: 'User' })).toHaveValue('#42');
    const name = within(form).getByRole('textbox', { name: 'Name *' });
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Must be filled')).toBeInTheDocument();
    await userEvent.type(name, 'Sber salary');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Save requisite 7' })).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/v1/p2p/requisites/7')?.body).toEqual({ userId: 42, name: 'Sber salary', fields: { Details: '4417' } }));
  });
});
