import './testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { DEFAULT_ADMIN_SETTINGS, mergeAdminSettings, type AdminSettings } from '../domain/adminSettings.ts';
import { AdminSettingsProvider } from './adminSettings.tsx';
import { DataTable } from './DataTable.tsx';
import type { DataTableColumn } from './dataTableModel.ts';
import { renderWidget as render } from './testing/render.tsx';
import { Classes } from '@blueprintjs/core';

// What a table says about its state and how the admin shapes it: the empty state and a failed
// load inside the table, the Columns menu, and the layout kept in the admin's settings.

interface Deal {
  id: number;
  seller: string;
  amount: string;
}
const deals: Deal[] = [
  { id: 1, seller: 'alice', amount: '10.5' },
  { id: 2, seller: 'bob', amount: '3' },
];
const columns: DataTableColumn<Deal>[] = [
  { key: 'id', header: 'Id', width: 60, render: (d) => d.id },
  { key: 'seller', header: 'Seller', width: 140, render: (d) => d.seller },
  { key: 'amount', header: 'Amount', width: 100, render: (d) => d.amount },
];
const getRowKey = (d: Deal) => d.id;

/** A signed-in console's settings, saved (merged) the way the server does it. */
function SignedIn({ initial, onSave, children }: { initial: AdminSettings; onSave: (patch: Partial<AdminSettings>) => void; children: ReactElement }) {
  const [settings, setSettings] = useState(initial);
  const save = async (patch: Partial<AdminSettings>) => {
    onSave(patch);
    setSettings((current) => mergeAdminSettings(current, patch));
  };
  return <AdminSettingsProvider value={{ settings, save }}>{children}</AdminSettingsProvider>;
}

const table = () => screen.getByRole('region', { name: 'Deals' });

describe('DataTable states', () => {
  it('says "Nothing to show" inside the table area', () => {
    render(<DataTable label="Deals" columns={columns} rows={[]} getRowKey={getRowKey} />);
    expect(within(table()).getByText('Nothing to show')).toBeVisible();
  });

  it('says a list\'s own empty words inside the table area when it has them', () => {
    render(<DataTable label="Deals" columns={columns} rows={[]} getRowKey={getRowKey} emptyText="No deals" />);
    expect(within(table()).getByText('No deals')).toBeVisible();
    expect(screen.queryByText('Nothing to show')).not.toBeInTheDocument();
  });

  it('shows why a load failed, with a Retry that loads again, instead of rows or "Nothing to show"', async () => {
    const retry = vi.fn();
    render(<DataTable label="Deals" columns={columns} rows={[]} getRowKey={getRowKey} error="The list could not be loaded" onRetry={retry} />);
    const alert = within(table()).getByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded');
    expect(screen.queryByText('Nothing to show')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows skeleton rows, not the old failure, while the retry loads', () => {
    const { container } = render(<DataTable label="Deals" columns={columns} rows={[]} getRowKey={getRowKey} error="The list could not be loaded" loading />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector(`.${Classes.SKELETON}`)).not.toBeNull();
  });

  it('reads an API error in the admin’s words', () => {
    render(<DataTable label="Deals" columns={columns} rows={[]} getRowKey={getRowKey} error={{ error: { status: 500, code: 500, message: 'Unexpected error' } }} />);
    expect(within(table()).getByRole('alert')).toHaveTextContent('Unexpected error');
  });
});

describe('DataTable columns menu', () => {
  it('hides a column from the keyboard and remembers it in the admin’s settings', async () => {
    const onSave = vi.fn();
    render(
      <SignedIn initial={DEFAULT_ADMIN_SETTINGS} onSave={onSave}>
        <DataTable label="Deals" columns={columns} rows={deals} getRowKey={getRowKey} layoutKey="deals" />
      </SignedIn>,
    );
    expect(within(table()).getAllByText('Seller').length).toBeGreaterThan(0);
    const button = screen.getByRole('button', { name: 'Columns of Deals' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const seller = await screen.findByRole('checkbox', { name: 'Seller' });
    expect(seller).toBeChecked();
    seller.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(table()).queryByText('Seller')).not.toBeInTheDocument());
    expect(within(table()).queryByText('alice')).not.toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith({ tableLayouts: { deals: { hidden: ['seller'] } } });
  });

  it('opens with the layout the admin saved before', () => {
    const initial: AdminSettings = { ...DEFAULT_ADMIN_SETTINGS, tableLayouts: { deals: { hidden: ['amount'] } } };
    render(
      <SignedIn initial={initial} onSave={vi.fn()}>
        <DataTable label="Deals" columns={columns} rows={deals} getRowKey={getRowKey} layoutKey="deals" />
      </SignedIn>,
    );
    expect(within(table()).getByText('alice')).toBeInTheDocument();
    expect(within(table()).queryByText('10.5')).not.toBeInTheDocument();
  });

  it('never hides the last shown column, and Reset brings every column back', async () => {
    const initial: AdminSettings = { ...DEFAULT_ADMIN_SETTINGS, tableLayouts: { deals: { hidden: ['id', 'amount'] } } };
    const onSave = vi.fn();
    render(
      <SignedIn initial={initial} onSave={onSave}>
        <DataTable label="Deals" columns={columns} rows={deals} getRowKey={getRowKey} layoutKey="deals" />
      </SignedIn>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Columns of Deals' }));
    expect(await screen.findByRole('checkbox', { name: 'Seller' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Reset columns' }));
    await waitFor(() => expect(within(table()).getByText('10.5')).toBeInTheDocument());
    expect(onSave).toHaveBeenLastCalledWith({ tableLayouts: { deals: {} } });
  });
});
