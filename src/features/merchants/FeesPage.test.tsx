import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MerchantFee } from './api.ts';
import { FeesPage } from './FeesPage.tsx';
import { desktopLayout, renderMerchants, reply } from './testing/renderMerchants.tsx';

beforeAll(desktopLayout);

const zero = { absolute: '0', percent: '0', min: '0', max: '0' };
const fee: MerchantFee = { currencyId: 1, currency: 'USDT', method: 'crypto', provider: 'Internal', serviceMerchantId: 3, deposit: { absolute: '0', percent: '0.25', min: '0.5', max: '0' }, withdrawal: zero };
const base = {
  'GET /v2/Merchant/fee': { items: [fee], total: 1 },
  'GET /v2/Merchant/provider': { items: [{ id: 1, name: 'Internal' }, { id: 2, name: 'Payeer' }] },
  'GET /v2/Merchant/currency': { items: [{ id: 1, title: 'USDT', name: 'Tether' }] },
};

describe('Merchant fees', () => {
  it('loads the whole list (limit 10000) and only the general fees with ignoreIndividual', async () => {
    const api = renderMerchants(FeesPage, '/merchants/fees?scope=general', base);
    expect(await screen.findByText('0 + 0.25 %, min 0.5, max ∞')).toBeInTheDocument();
    expect(Object.fromEntries(api.of('/v2/Merchant/fee')[0]!.query)).toEqual({ offset: '0', limit: '10000', ignoreIndividual: 'true' });
  });

  it('sets a merchant fee with its deposit part', async () => {
    const api = renderMerchants(FeesPage, '/merchants/fees', base);
    await userEvent.click(await screen.findByRole('button', { name: 'Set fee' }));
    const dialog = await screen.findByRole('dialog');
    const merchant = within(dialog).getByRole('textbox', { name: 'Service merchant ID' });
    await userEvent.clear(merchant);
    await userEvent.type(merchant, '7');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Method' }), 'card');
    await within(dialog).findByRole('option', { name: 'Payeer' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Provider' }), 'Payeer');
    const percent = within(dialog).getByRole('textbox', { name: 'Percent' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('/v2/Merchant/fee/7')).toHaveLength(1));
    expect(api.of('/v2/Merchant/fee/7')[0]!.body).toEqual({ currencyId: 1, method: 'card', provider: 'Payeer', deposit: { absolute: '0', percent: '1.5', min: '0', max: '0' } });
  });

  it('removes the deposit part after a confirmation, sending the spec’s fields', async () => {
    const api = renderMerchants(FeesPage, '/merchants/fees', base);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove deposit fee 3 USDT Internal crypto' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /ok|confirm|yes/i }));
    await waitFor(() => expect(api.of('/v2/fee/remove')).toHaveLength(1));
    expect(api.of('/v2/fee/remove')[0]!.body).toEqual({ deposit: true, currency: 'USDT', Provider: 'Internal', Method: 'crypto', serviceMerchantId: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('treats a removal answered without the success flag as failed, with the spec’s wording', async () => {
    renderMerchants(FeesPage, '/merchants/fees', { ...base, 'PUT /v2/fee/remove': { success: false } });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove deposit fee 3 USDT Internal crypto' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /ok|confirm|yes/i }));
    expect(await within(dialog).findByText(/^The fee has not been removed: /)).toBeInTheDocument();
  });

  it('shows the server’s refusal in the removal dialog', async () => {
    renderMerchants(FeesPage, '/merchants/fees', { ...base, 'PUT /v2/fee/remove': reply(404, { error: { status: 404, code: 104, message: 'Merchant fee not found', reason: 'merchantFeeNotFound' } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove deposit fee 3 USDT Internal crypto' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /ok|confirm|yes/i }));
    expect(await within(dialog).findByText('The fee has not been removed: Merchant fee not found')).toBeInTheDocument();
  });
});
