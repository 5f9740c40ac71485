import './testing/setup.ts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable } from './DataTable.tsx';
import type { DataTableColumn } from './dataTableModel.ts';
import { ListTotal } from './ListTotal.tsx';
import { listQueryState, listTotal } from './listQueryState.ts';
import { renderWidget } from './testing/render.tsx';

// A list as a screen builds it (a paged query with the previous page kept as placeholder, the
// helper spread into DataTable, ListTotal beside it), with answers the test releases one by one,
// so the state while a request is in flight can be seen.

interface Row {
  id: number;
  name: string;
}
const columns: DataTableColumn<Row>[] = [{ key: 'name', header: 'Name', width: 160, render: (r) => r.name }];
const REASON = 'The list could not be loaded';

/** Requests of the list, each answered when the test says so. */
function answers() {
  const pending: { page: number; resolve: (rows: Row[]) => void; reject: (error: Error) => void }[] = [];
  const fetchPage = (page: number) =>
    new Promise<{ items: Row[]; total: number }>((resolve, reject) => {
      pending.push({ page, resolve: (rows) => resolve({ items: rows, total: rows.length * 10 }), reject });
    });
  const next = () => {
    const request = pending.shift();
    if (!request) throw new Error('no request in flight');
    return request;
  };
  return {
    fetchPage,
    count: () => pending.length,
    succeed: (rows: Row[]) => next().resolve(rows),
    fail: () => next().reject(new Error('Unexpected error')),
  };
}

function List({ fetchPage }: { fetchPage: (page: number) => Promise<{ items: Row[]; total: number }> }) {
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: ['rows', page], queryFn: () => fetchPage(page), placeholderData: (previous) => previous });
  return (
    <>
      <DataTable label="People" columns={columns} rows={list.data?.items ?? []} getRowKey={(r) => r.id} {...listQueryState(list, REASON)} />
      <ListTotal total={listTotal(list, list.data?.total)} />
      <button type="button" onClick={() => setPage(2)}>Page 2</button>
      <button type="button" onClick={() => void list.refetch()}>Refresh</button>
    </>
  );
}

function renderList() {
  const api = answers();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWidget(
    <QueryClientProvider client={queryClient}>
      <List fetchPage={api.fetchPage} />
    </QueryClientProvider>,
  );
  return api;
}

const table = () => screen.getByRole('region', { name: 'People' });
const waitForRequest = async (api: ReturnType<typeof answers>) => vi.waitFor(() => expect(api.count()).toBe(1));

/** The failure as the admin sees it: the reason and a Retry in the table, no count, not busy. */
async function expectFailure() {
  const alert = await within(table()).findByRole('alert');
  expect(alert).toHaveTextContent(REASON);
  expect(table()).toHaveAttribute('aria-busy', 'false');
  expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
  return within(alert).getByRole('button', { name: 'Retry' });
}

/** A retry in flight: the reason is gone, the table is loading, no count. */
async function expectRetrying() {
  await vi.waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'));
  expect(screen.queryByText(REASON)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
}

/** A list showing its first page (Ada) whose Refresh has asked again: the answer is the test's to give. */
async function renderRefreshing() {
  const api = renderList();
  await waitForRequest(api);
  api.succeed([{ id: 1, name: 'Ada' }]);
  await within(table()).findByText('Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitForRequest(api);
  return api;
}

describe('listQueryState', () => {
  it('shows the reason and a Retry for a failed first load; during the retry only the loading state; again the reason when the retry fails', async () => {
    const api = renderList();
    await waitForRequest(api);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
    api.fail();
    await userEvent.click(await expectFailure());
    await expectRetrying();
    api.fail();
    await userEvent.click(await expectFailure());
    await expectRetrying();
    api.succeed([{ id: 1, name: 'Ada' }]);
    expect(await within(table()).findByText('Ada')).toBeInTheDocument();
    expect(screen.getByText('Total: 10')).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-busy', 'false');
  });

  it('retrying a failed page that kept the previous page as placeholder shows loading, not that page as loaded nor its count', async () => {
    const api = renderList();
    await waitForRequest(api);
    api.succeed([{ id: 1, name: 'Ada' }, { id: 2, name: 'Bob' }]);
    expect(await screen.findByText('Total: 20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitForRequest(api);
    api.fail();
    await userEvent.click(await expectFailure());
    await expectRetrying();
    api.fail();
    await userEvent.click(await expectFailure());
    await waitForRequest(api);
    api.succeed([{ id: 3, name: 'Cy' }]);
    expect(await within(table()).findByText('Cy')).toBeInTheDocument();
    expect(screen.getByText('Total: 10')).toBeInTheDocument();
  });

  it('retrying a list whose refresh failed shows loading instead of the old reason until the answer', async () => {
    const api = await renderRefreshing();
    api.fail();
    await userEvent.click(await expectFailure());
    await expectRetrying();
    api.succeed([{ id: 1, name: 'Ada' }, { id: 2, name: 'Bob' }]);
    expect(await within(table()).findByText('Bob')).toBeInTheDocument();
    expect(screen.getByText('Total: 20')).toBeInTheDocument();
  });

  it('keeps the rows of a background refresh on screen without loading', async () => {
    const api = await renderRefreshing();
    expect(table()).toHaveAttribute('aria-busy', 'false');
    expect(within(table()).getByText('Ada')).toBeInTheDocument();
    expect(screen.getByText('Total: 10')).toBeInTheDocument();
    api.succeed([{ id: 1, name: 'Ada' }]);
  });
});
