import './testing/setup.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEFAULT_ADMIN_SETTINGS, mergeAdminSettings, type AdminSettings } from '../domain/adminSettings.ts';
import { AdminSettingsProvider } from './adminSettings.tsx';
import { FilterBar } from './FilterBar.tsx';
import type { FilterField } from './filterFields.ts';
import { ListTotal } from './ListTotal.tsx';
import { renderWidget as render } from './testing/render.tsx';

// The filter bar folds to its first field (the one "/" focuses) and says how many of the folded
// filters are in use; the choice is remembered in the admin's settings.

interface Filters extends Record<string, unknown> {
  search: string;
  status: string;
  userId: number | null;
}
const initial: Filters = { search: '', status: '', userId: null };
const fields: FilterField<keyof Filters & string>[] = [
  { kind: 'text', name: 'search', label: 'Search' },
  { kind: 'select', name: 'status', label: 'Status', options: [{ value: 'new', label: 'New' }] },
  { kind: 'numeric', name: 'userId', label: 'User id' },
];

function SignedIn({ initialSettings, onSave, values = initial }: { initialSettings: AdminSettings; onSave: (patch: Partial<AdminSettings>) => void; values?: Filters }) {
  const [settings, setSettings] = useState(initialSettings);
  const save = async (patch: Partial<AdminSettings>) => {
    onSave(patch);
    setSettings((current) => mergeAdminSettings(current, patch));
  };
  return (
    <AdminSettingsProvider value={{ settings, save }}>
      <FilterBar fields={fields} values={values} initialValues={initial} onSubmit={() => {}} />
    </AdminSettingsProvider>
  );
}

describe('FilterBar folding', () => {
  it('folds to the first field and remembers it', async () => {
    const onSave = vi.fn();
    render(<SignedIn initialSettings={DEFAULT_ADMIN_SETTINGS} onSave={onSave} />);
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('User id')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith({ filtersCollapsed: true });
  });

  it('opens folded when the admin left it folded, counting the folded filters in use', async () => {
    render(<SignedIn initialSettings={{ ...DEFAULT_ADMIN_SETTINGS, filtersCollapsed: true }} onSave={vi.fn()} values={{ search: 'x', status: 'new', userId: 7 }} />);
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveTextContent('2 active');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
  });
});

describe('ListTotal', () => {
  it('says nothing while the count is unknown, then "Total: N"', () => {
    const { rerender } = render(<ListTotal total={undefined} />);
    expect(screen.queryByText(/Total/)).not.toBeInTheDocument();
    rerender(<ListTotal total={1234} capped />);
    expect(screen.getByText('Total: 1,234+')).toBeInTheDocument();
  });
});
