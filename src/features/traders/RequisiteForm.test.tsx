import '../../components/testing/setup.ts';
import { Classes } from '@blueprintjs/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import requisitesEn from '../../../locales/en/requisites.json';
import type { Requisite } from './api.ts';
import { RequisitesAndDevicesPage } from './RequisitesAndDevicesPage.tsx';
import { desktopLayout, failOnDuplicateKeys, renderTraders, reply } from './testing/renderTraders.tsx';

beforeAll(() => {
  desktopLayout();
  if (!i18next.hasResourceBundle('en', 'requisites')) i18next.addResourceBundle('en', 'requisites', requisitesEn);
});
failOnDuplicateKeys();

const ok = { result: { Success: true, Error: null } };
const requisite = (over: Partial<Requisite> = {}): Requisite => ({
  requisitesId: 7, userId: 42, currency: 'RUB', currencyId: 3, status: 'approved', state: 'enabled', name: 'Sber card', paymentMethodId: 6,
  paymentMethodName: 'Sberbank', fields: { 'Card number': '2202 1111', 'Cardholder name': 'ANNA K', cardNumber: 'old' }, statusAdminName: 'admin',
  statusDate: '2026-03-01T10:00:00Z', isInUse: false, dateCreated: '2026-03-01T10:00:00Z', ...over,
});
const catalogue = {
  'GET /v1/p2p/payment-methods': {
    ...ok,
    items: [{ id: 6, name: 'Sberbank', category: 'bankTransfer', methodType: 'online', status: 'enabled', templateId: 1, sortId: 1, currencyIds: [3] }],
    total: 1,
  },
  'GET /v1/p2p/payment-methods/template': {
    ...ok,
    templates: [
      { id: 1, name: 'Bank card', fields: [{ name: 'Card number', type: 'text', required: true }, { name: 'Cardholder name', type: 'text', required: true }, { name: 'Bank name', type: 'text', required: false }] },
    ],
  },
};

function open(handlers: Record<string, unknown>) {
  const view = renderTraders(RequisitesAndDevicesPage, '/traders/requisites-and-devices', { ...catalogue, ...handlers });
  return view;
}

async function fillNew() {
  const form = await screen.findByRole('dialog', { name: 'New requisite' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'User ID *' }), '42');
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Currency *' }), 'RUB');
  await waitFor(() => expect(within(form).getByRole('option', { name: 'Sberbank' })).toBeInTheDocument());
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Payment method *' }), 'Sberbank');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Name *' }), '  Sber salary ');
  await userEvent.type(await within(form).findByRole('textbox', { name: 'Card number *' }), '2202 2000 1111 2222');
  return form;
}

describe('the requisite form', () => {
  it('creates a requisite for a user after confirmation, with the template’s fields', async () => {
    const api = open({
      'POST /p2p/Admin/requisites/search': { items: [], total: 0 },
      'POST /v1/p2p/requisites': { ...ok, requisitesId: 99 },
    });
    // currencies come from the session; RUB takes payment methods, USDT none (so it is not offered)
    const form = await (async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'New requisite' }));
      return fillNew();
    })();
    expect(within(form).queryByRole('option', { name: 'USDT' })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Cardholder name *' }), 'ANNA K');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    const confirm = await screen.findByRole('dialog', { name: 'Create requisite' });
    expect(within(confirm).getByText(/Create the requisite “Sber salary” \(Sberbank, RUB\) for user #42\?/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(api.of('/v1/p2p/requisites')).toHaveLength(1));
    expect(api.of('/v1/p2p/requisites')[0]!.body).toEqual({
      userId: 42, currencyId: 3, paymentMethodId: 6, name: 'Sber salary', fields: { 'Card number': '2202 2000 1111 2222', 'Cardholder name': 'ANNA K' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New requisite' })).not.toBeInTheDocument());
    expect(await screen.findByText('Requisite 99 created')).toBeInTheDocument();
  });

  it('refuses bad input on the form and sends nothing', async () => {
    const api = open({ 'POST /p2p/Admin/requisites/search': { items: [], total: 0 } });
    await userEvent.click(await screen.findByRole('button', { name: 'New requisite' }));
    const form = await screen.findByRole('dialog', { name: 'New requisite' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'User ID *' }), 'abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByText('Enter the user’s ID (a whole number)')).toBeInTheDocument();
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    expect(within(form).getByText('Must be filled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create requisite' })).not.toBeInTheDocument();
    expect(api.of('/v1/p2p/requisites')).toHaveLength(0);
  });

  it('keeps a required template field empty from being sent', async () => {
    const api = open({ 'POST /p2p/Admin/requisites/search': { items: [], total: 0 } });
    await userEvent.click(await screen.findByRole('button', { name: 'New requisite' }));
    const form = await fillNew();
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(within(form).getByRole('textbox', { name: 'Cardholder name *' }).closest(`.${Classes.FORM_GROUP}`) as HTMLElement).getByText('Must be filled')).toBeInTheDocument();
    expect(api.of('/v1/p2p/requisites')).toHaveLength(0);
  });

  it('shows the server’s refusal in the spec’s words, translated by its reason, and keeps the form', async () => {
    open({
      'POST /p2p/Admin/requisites/search': { items: [], total: 0 },
      'POST /v1/p2p/requisites': reply(400, {
        result: { Success: false, Error: 'The payment method does not accept this currency' },
        error: { status: 400, code: 100, message: 'The payment method does not accept this currency', reason: 'paymentMethodNotForCurrency', details: [{ path: '/paymentMethodId', message: 'The payment method does not accept this currency' }] },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New requisite' }));
    const form = await fillNew();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Cardholder name *' }), 'ANNA K');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    const confirm = await screen.findByRole('dialog', { name: 'Create requisite' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ok' }));
    expect(await within(confirm).findByText('The requisite has not been created: The payment method does not accept this currency')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New requisite' })).toBeInTheDocument();
  });

  it('edits a requisite’s name and values, dropping values its template no longer has', async () => {
    const api = open({
      'POST /p2p/Admin/requisites/search': { items: [requisite()], total: 1 },
      'PUT /v1/p2p/requisites/7': ok,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit requisite 7' }));
    const form = await screen.findByRole('dialog', { name: 'Edit requisite 7' });
    expect(within(form).getByRole('combobox', { name: 'Currency' })).toBeDisabled();
    expect(await within(form).findByText(/Stored values the payment method no longer asks for \(cardNumber\)/)).toBeInTheDocument();
    const card = within(form).getByRole('textbox', { name: 'Card number *' });
    expect(card).toHaveValue('2202 1111');
    await userEvent.clear(card);
    await userEvent.type(card, '4276 0000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Save requisite 7' })).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(api.of('/v1/p2p/requisites/7')).toHaveLength(1));
    expect(api.of('/v1/p2p/requisites/7')[0]!.body).toEqual({ userId: 42, name: 'Sber card', fields: { 'Card number': '4276 0000', 'Cardholder name': 'ANNA K' } });
    expect(await screen.findByText('Requisite 7 saved')).toBeInTheDocument();
  });
});
