import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tinyPng } from '../server/db/seed/images.ts';
import { apiToken, createUser, fillForm, signInAs } from './support.ts';

// Everything this file creates carries an "Atlantis" name, so other spec files cannot change what it sees.
const SHOTS = process.env.PAYMENT_SYSTEMS_SHOTS_DIR ?? '/tmp/shots-payment-systems';

async function idOf(request: APIRequestContext, path: string, pick: (items: { id: number; name?: string; title?: string }[]) => number | undefined) {
  const response = await request.get(`/api/${path}`, { headers: { 'X-Auth-Token': await apiToken(request) } });
  const items = ((await response.json()) as { items: { id: number; name?: string }[] }).items;
  const id = pick(items);
  expect(id, path).toBeDefined();
  return id!;
}

/** Signs in (landing on the users list) and opens a screen of the section. */
async function open(page: Page, path: string) {
  await signInAs(page, 'admin@demo.local');
  await expect(page).toHaveURL(/\/users$/);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function save(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('payment systems and currencies', () => {
  test('an admin builds a country with a city, a payment method with a field and an icon, links them, adds a token and disables a currency', async ({ page, request }) => {
    await open(page, '/payment-systems');
    const countries = page.getByRole('region', { name: 'Countries and cities' });
    const methods = page.getByRole('region', { name: 'Payment methods', exact: true });
    await expect(methods.getByText('SEPA transfer')).toBeVisible();

    // A country: the ISO rules hold in the form, and the server refuses a taken ISO2 with the spec's message.
    await page.getByRole('button', { name: 'Add country' }).click();
    let dialog = page.getByRole('dialog', { name: 'New country' });
    await expect(dialog.getByLabel('Country')).toBeFocused();
    await fillForm(dialog, { Country: 'Atlantis', ISO2: 'ee', ISO3: 'ATL' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Two capital Latin letters, e.g. EE')).toBeVisible();
    await dialog.getByLabel('ISO2').fill('EE');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This ISO2 is already exist');
    await dialog.getByLabel('ISO2').fill('XA');
    await save(page, 'New country');
    await expect(page.getByText('Country saved')).toBeVisible();
    await expect(countries.getByText('Atlantis', { exact: true })).toBeVisible();
    const countryId = await idOf(request, 'Transaction/GetCountries?SearchString=Atlantis', (items) => items[0]?.id);

    // A city in it.
    await countries.getByRole('button', { name: `Expand row ${countryId}` }).click();
    const countryDetails = page.getByRole('region', { name: `Details of row ${countryId}` });
    await countryDetails.getByRole('button', { name: 'Add city' }).click();
    await page.getByRole('dialog', { name: 'New city in Atlantis' }).getByLabel('City').fill('Poseidonia');
    await save(page, 'New city in Atlantis');
    await expect(page.getByText('City saved')).toBeVisible();
    await expect(countryDetails.getByText('Poseidonia')).toBeVisible();

    // A payment method, first in the list (sort 0).
    await page.getByRole('button', { name: 'Add payment method' }).click();
    dialog = page.getByRole('dialog', { name: 'New payment method' });
    await fillForm(dialog, { Name: 'Atlantis Pay', Category: { value: 'eWallets' }, Sort: '0' });
    await save(page, 'New payment method');
    await expect(page.getByText('Payment method saved')).toBeVisible();
    await expect(methods.getByText('Atlantis Pay')).toBeVisible();
    const methodId = await idOf(request, 'Transaction/GetPaymentMethods?Limit=1000', (items) => items.find((m) => m.name === 'Atlantis Pay')?.id);

    // A custom field: a broken regex is refused in the form.
    await methods.getByRole('button', { name: `Expand row ${methodId}` }).click();
    const methodDetails = page.getByRole('region', { name: `Details of row ${methodId}` });
    await methodDetails.getByRole('button', { name: 'Add field' }).click();
    dialog = page.getByRole('dialog', { name: 'New field of Atlantis Pay' });
    await dialog.getByLabel('Name').fill('Pearl account');
    await dialog.getByLabel('Regex').fill('([0-9]');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Invalid regular expression')).toBeVisible();
    await dialog.getByLabel('Regex').fill('^\\d{6}$');
    await save(page, 'New field of Atlantis Pay');
    await expect(methodDetails.getByRole('cell', { name: 'Pearl account', exact: true })).toBeVisible();

    // An icon: a file over 1 MB is refused before sending; a PNG is previewed, uploaded and drawn in the row.
    await methods.getByRole('button', { name: 'Icon of Atlantis Pay' }).click();
    dialog = page.getByRole('dialog', { name: 'Icon: Atlantis Pay' });
    const input = dialog.getByLabel('Image file');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1, 1) });
    await expect(dialog.getByRole('alert')).toHaveText("File size can't be more than 1 MB");
    await input.setInputFiles({ name: 'pearl.png', mimeType: 'image/png', buffer: tinyPng([20, 120, 200]) });
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen icon' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Icon saved')).toBeVisible();
    await expect(methods.getByRole('img', { name: 'Icon', exact: true })).toBeVisible();

    // Linked to the country from the country's details (still open); the country is now in use.
    await expect(countries.getByRole('button', { name: `Collapse row ${countryId}` })).toHaveAttribute('aria-expanded', 'true');
    await countryDetails.getByLabel('Choose a payment method').selectOption({ label: 'Atlantis Pay' });
    await countryDetails.getByRole('button', { name: 'Link' }).click();
    await expect(page.getByText('Payment method linked to the country')).toBeVisible();
    await expect(countryDetails.getByText('Atlantis Pay')).toBeVisible();
    await countries.getByRole('button', { name: 'Delete Atlantis' }).click();
    await page.getByRole('dialog', { name: 'Delete country' }).getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete country' }).getByText('Country is used')).toBeVisible();
    await page.getByRole('dialog', { name: 'Delete country' }).getByRole('button', { name: 'Cancel' }).click();
    await page.screenshot({ path: `${SHOTS}/payment-systems.png` });

    // A crypto token on a network, with ERC 20 as the default ABI.
    await page.getByRole('tab', { name: 'Currencies and tokens' }).click();
    await expect(page).toHaveURL(/\/payment-systems\/currencies-and-tokens$/);
    await page.getByRole('button', { name: 'Add token' }).click();
    dialog = page.getByRole('dialog', { name: 'New crypto token' });
    await fillForm(dialog, {
      Name: 'Atlantis Token',
      Title: 'ATL',
      'Crypto currency': { option: 'Ethereum(ETH)' },
      Network: { value: 'ERC20' },
    });
    await expect(dialog.getByLabel('Contract ABI')).toHaveValue('ERC 20');
    await save(page, 'New crypto token');
    await expect(page.getByText('Token saved')).toBeVisible();
    const tokens = page.getByRole('region', { name: 'Crypto tokens' });
    await expect(tokens.getByText('Atlantis Token(ATL)')).toBeVisible();

    // Disabling a currency: confirmed, shown disabled here and wherever currencies are offered.
    const currencies = page.getByRole('region', { name: 'Currencies', exact: true });
    await currencies.getByRole('button', { name: 'Disable TRY' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable currency' });
    await expect(confirm.getByText('Disable Turkish Lira (TRY)?', { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText('Currency saved')).toBeVisible();
    await expect(currencies.getByRole('button', { name: 'Enable TRY' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/currencies.png` });

    const userId = await createUser(request, 'atlantisuser');
    await page.goto(`/user/${userId}`);
    await expect(page.getByRole('option', { name: 'TRY (disabled)' })).toHaveCount(1);
    await expect(page.getByRole('option', { name: 'EUR', exact: true })).toHaveCount(1);
  });

  test('networks: create one, refuse a used one', async ({ page }) => {
    await open(page, '/payment-systems/network');
    const networks = page.getByRole('region', { name: 'Networks' });
    await expect(networks.getByText('TRC20', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add network' }).click();
    const dialog = page.getByRole('dialog', { name: 'New network' });
    await dialog.getByLabel('Unique id').fill('ATLNET');
    await dialog.getByLabel('Address URL').fill('https://atlantis.example/address/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The address URL must contain {address}')).toBeVisible();
    await dialog.getByLabel('Address URL').fill('https://atlantis.example/address/{address}');
    await dialog.getByLabel('Tag name').fill('Memo');
    await save(page, 'New network');
    await expect(page.getByText('Network saved')).toBeVisible();
    await expect(networks.getByText('ATLNET')).toBeVisible();

    await networks.getByRole('button', { name: 'Delete ERC20' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete network' });
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(confirm.getByText('Network is used')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/networks.png` });
  });
});
