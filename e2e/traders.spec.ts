import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, openSignedIn } from './support.ts';

type Order = { id: number; status: string };

/** Seeded exchange orders in one status, oldest first, so the spec's choices do not move with new orders. */
async function ordersIn(request: APIRequestContext, token: string, status: string): Promise<Order[]> {
  const listed = await request.get(`/api/v1/exchange/orders?status=${status}&limit=100`, { headers: { 'X-Auth-Token': token } });
  expect(listed.ok(), await listed.text()).toBe(true);
  return ((await listed.json()) as { items: Order[] }).items;
}

async function orderStatus(request: APIRequestContext, token: string, id: number): Promise<string> {
  const answer = await request.get(`/api/v1/exchange/orders/${id}`, { headers: { 'X-Auth-Token': token } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: Order }).data.status;
}

test.describe('Traders', () => {
  test('an admin confirms an awaiting exchange order and is refused cancelling one completed meanwhile', async ({ page, request }) => {
    const token = await apiToken(request);
    const [toConfirm, toCancel] = await ordersIn(request, token, 'awaiting');
    expect(toCancel, 'the seed has two awaiting orders').toBeDefined();
    await openSignedIn(page, '/traders/orders?status=awaiting');
    const table = page.getByRole('region', { name: 'Exchange orders' });
    await expect(table.getByText(String(toConfirm!.id), { exact: true })).toBeVisible();

    await table.getByRole('button', { name: `Confirm ${toConfirm!.id}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Confirm exchange order ${toConfirm!.id}?`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText(`Exchange order ${toConfirm!.id} confirmed`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Confirmed orders leave the awaiting list and show as Processing.
    await expect(table.getByText(String(toConfirm!.id), { exact: true })).toHaveCount(0);
    expect(await orderStatus(request, token, toConfirm!.id)).toBe('processing');
    await page.goto(`/traders/orders?status=processing`);
    await expect(table.getByText(String(toConfirm!.id), { exact: true })).toBeVisible();
    await page.goto('/traders/orders?status=awaiting');
    await expect(table.getByText(String(toCancel!.id), { exact: true })).toBeVisible();

    // The order is completed elsewhere (another admin's session; here the API) while this page still
    // shows it awaiting. The console offers Cancel only where the status allows it, so a row that
    // went stale is how an admin meets a completed order with Cancel in reach.
    const completed = await request.put(`/api/v1/exchange/${toCancel!.id}/complete`, { headers: { 'X-Auth-Token': token }, data: { id: toCancel!.id } });
    expect(completed.ok(), await completed.text()).toBe(true);
    await table.getByRole('button', { name: `Cancel ${toCancel!.id}`, exact: true }).click();
    await expect(dialog.getByText(`Cancel exchange order ${toCancel!.id}? The held money will be returned.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(
      dialog.getByText('The exchange order has not been cancelled: Status completed does not allow this exchange order to be cancelled'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await orderStatus(request, token, toCancel!.id)).toBe('completed');
    // The refused attempt refreshed the list: the completed order is gone from the awaiting ones.
    await expect(table.getByText(String(toCancel!.id), { exact: true })).toHaveCount(0);
  });

  test('an admin marks a requisite problematic', async ({ page, request }) => {
    const token = await apiToken(request);
    const found = await request.post('/api/p2p/Admin/requisites/search', { headers: { 'X-Auth-Token': token }, data: { status: 'new', state: 'enabled', limit: 1 } });
    expect(found.ok(), await found.text()).toBe(true);
    const requisite = ((await found.json()) as { items: { requisitesId: number; userId: number; name: string }[] }).items[0]!;
    await openSignedIn(page, `/traders/requisites-and-devices?userId=${requisite.userId}&mark=new`);
    const table = page.getByRole('region', { name: 'Requisites' });
    await expect(table.getByText(requisite.name, { exact: true })).toBeVisible();

    await table.getByRole('button', { name: `Mark requisite ${requisite.requisitesId} problematic`, exact: true }).click();
    await expect(page.getByText(`Requisite ${requisite.requisitesId} marked problematic`)).toBeVisible();
    // Marked, it leaves the list of unmarked requisites.
    await expect(table.getByText(requisite.name, { exact: true })).toHaveCount(0);

    const after = await request.get(`/api/v1/p2p/requisites?userId=${requisite.userId}&limit=1000`, { headers: { 'X-Auth-Token': token } });
    expect(after.ok(), await after.text()).toBe(true);
    const marked = ((await after.json()) as { items: { requisitesId: number; status: string; statusAdminName: string | null }[] }).items.find(
      (r) => r.requisitesId === requisite.requisitesId,
    );
    expect(marked).toMatchObject({ status: 'problematic', statusAdminName: expect.any(String) });

    await page.goto(`/traders/requisites-and-devices?userId=${requisite.userId}&mark=problematic`);
    await expect(table.getByText(requisite.name, { exact: true })).toBeVisible();
  });
});
