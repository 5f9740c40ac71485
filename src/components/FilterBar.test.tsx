import './testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEFAULT_ADMIN_SETTINGS, type SavedFilter } from '../domain/adminSettings.ts';
import type { DateRangeValue } from '../domain/listQuery.ts';
import { AdminSettingsProvider } from './adminSettings.tsx';
import { FilterBar } from './FilterBar.tsx';
import type { FilterField } from './filterFields.ts';
import { renderWidget as render } from './testing/render.tsx';

interface UserFilters extends Record<string, unknown> {
  search: string;
  userId: number | null;
  status: string;
  tagIds: number[];
  regDate: DateRangeValue;
}

const initial: UserFilters = { search: '', userId: null, status: '', tagIds: [], regDate: [null, null] };
const fields: FilterField<keyof UserFilters & string>[] = [
  { kind: 'text', name: 'search', label: 'Search' },
  { kind: 'numeric', name: 'userId', label: 'User id' },
  { kind: 'select', name: 'status', label: 'Status', options: [{ value: 'new', label: 'New' }, { value: 'confirmed', label: 'Confirmed' }] },
  { kind: 'tags', name: 'tagIds', label: 'Tags', options: [{ value: 1, label: 'vip' }, { value: 2, label: 'bot' }] },
  { kind: 'dateRange', name: 'regDate', label: 'Registered' },
];

function Screen({
  onSubmit = () => {},
  saved: initialSaved,
  onSaveFilters,
}: {
  onSubmit?: (v: UserFilters) => void;
  saved?: SavedFilter[];
  onSaveFilters?: (next: SavedFilter[]) => Promise<void>;
}) {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initialSaved ?? []);
  return (
    <FilterBar
      fields={fields}
      values={values}
      initialValues={initial}
      onSubmit={(next) => {
        setValues(next);
        onSubmit(next);
      }}
      savedFilters={saved}
      onSaveFilters={async (next) => {
        await onSaveFilters?.(next);
        setSaved(next);
      }}
    />
  );
}

const reset = () => screen.getByRole('button', { name: 'Reset' });

// The date range is its own chunk, loaded on demand. Its first import transforms the module and
// Blueprint's datetime package, which under CPU load outlasts a findBy wait: load it once up front,
// so each test waits only for React to resolve the already-loaded chunk.
beforeAll(async () => {
  await import('./DateRangeInput.tsx');
});

describe('FilterBar', () => {
  it('shows each declared field under its label', async () => {
    render(<Screen />);
    // the date range loads on demand (its own chunk)
    expect(await screen.findByRole('textbox', { name: 'Registered: From' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'User id' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tags' })).toHaveTextContent('Choose tags');
    expect(screen.getByRole('textbox', { name: 'Registered: From' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Registered: To' })).toBeInTheDocument();
  });

  it('trims text on blur and applies on Enter', async () => {
    const onSubmit = vi.fn();
    render(<Screen onSubmit={onSubmit} />);
    const search = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(search, '  bob  ');
    await userEvent.tab();
    expect(search).toHaveValue('bob');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(search, ' {Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ ...initial, search: 'bob' });
  });

  it('applies a typed id on Enter and refuses e, minus and plus', async () => {
    const onSubmit = vi.fn();
    render(<Screen onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'User id' }), '-4e2{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ ...initial, userId: 42 });
  });

  it('leads a select with one "any" choice: the field\'s own wording when it has one, else "Any"', async () => {
    const own: FilterField<'status' | 'side'>[] = [
      { kind: 'select', name: 'status', label: 'Status', options: [{ value: '', label: 'Any status' }, { value: 'new', label: 'New' }] },
      { kind: 'select', name: 'side', label: 'Side', options: [{ value: 'in', label: 'In' }] },
    ];
    render(<FilterBar fields={own} values={{ status: '', side: '' }} initialValues={{ status: '', side: '' }} onSubmit={() => {}} />);
    const names = (label: string) => within(screen.getByRole('combobox', { name: label })).getAllByRole('option').map((o) => o.textContent);
    expect(names('Status')).toEqual(['Any status', 'New']);
    expect(names('Side')).toEqual(['Any', 'In']);
  });

  it('applies a select or tag choice at once', async () => {
    const onSubmit = vi.fn();
    render(<Screen onSubmit={onSubmit} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'confirmed');
    expect(onSubmit).toHaveBeenLastCalledWith({ ...initial, status: 'confirmed' });
    await userEvent.click(screen.getByRole('button', { name: 'Tags' }));
    // The option's visible text is what a pointer lands on.
    await userEvent.click(within(await screen.findByRole('option', { name: 'vip' })).getByText('vip'));
    expect(onSubmit).toHaveBeenLastCalledWith({ ...initial, status: 'confirmed', tagIds: [1] });
    expect(screen.getByRole('option', { name: 'vip' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(screen.getByRole('option', { name: 'bot' })).getByText('bot'));
    expect(onSubmit).toHaveBeenLastCalledWith({ ...initial, status: 'confirmed', tagIds: [1, 2] });
    expect(screen.getByRole('button', { name: 'Tags' })).toHaveTextContent('vip, bot');
  });

  it('keeps Reset disabled until something differs from the initial values', async () => {
    const onSubmit = vi.fn();
    render(<Screen onSubmit={onSubmit} />);
    expect(reset()).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), '   ');
    expect(reset()).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'x{Enter}');
    expect(reset()).toBeEnabled();
    await userEvent.click(reset());
    expect(onSubmit).toHaveBeenLastCalledWith(initial);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    expect(reset()).toBeDisabled();
  });

  describe('saved filters', () => {
    const vip: SavedFilter = { name: 'VIP', data: { tagIds: [1], search: 'a' } };

    const openMenuItem = async (name: string) => {
      await userEvent.click(screen.getByRole('button', { name: 'Saved filters' }));
      await userEvent.click(await screen.findByRole('menuitem', { name }));
    };

    it('applies a saved set', async () => {
      const onSubmit = vi.fn();
      render(<Screen onSubmit={onSubmit} saved={[vip]} />);
      await openMenuItem('VIP');
      expect(onSubmit).toHaveBeenLastCalledWith({ ...initial, tagIds: [1], search: 'a' });
      expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('a');
    });

    it('saves the current filters under a new, unique name', async () => {
      const onSaveFilters = vi.fn(async () => {});
      render(<Screen saved={[vip]} onSaveFilters={onSaveFilters} />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'bob ');
      await openMenuItem('Save current filters');
      const dialog = await screen.findByRole('dialog', { name: 'Save filters' });
      expect(dialog).toHaveStyle({ width: '400px' });

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      await userEvent.type(name, 'vip');
      expect(await within(dialog).findByText('A set with the same name already exists')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(onSaveFilters).not.toHaveBeenCalled();

      await userEvent.clear(name);
      await userEvent.type(name, 'Bobs');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSaveFilters).toHaveBeenCalledWith([vip, { name: 'Bobs', data: { ...initial, search: 'bob' } }]));
      expect(await screen.findByText('Current filters saved')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save filters' })).not.toBeInTheDocument());
    });

    it('keeps the save dialog open and says why when storing fails', async () => {
      const onSaveFilters = vi.fn(async () => Promise.reject(new Error('Action is not allowed')));
      render(<Screen onSaveFilters={onSaveFilters} />);
      await openMenuItem('Save current filters');
      const dialog = await screen.findByRole('dialog', { name: 'Save filters' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mine{Enter}');
      expect(await screen.findByText('Action is not allowed')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Save filters' })).toBeInTheDocument();
    });

    it('removes chosen sets', async () => {
      const onSaveFilters = vi.fn(async () => {});
      const other: SavedFilter = { name: 'Bots', data: { tagIds: [2] } };
      render(<Screen saved={[vip, other]} onSaveFilters={onSaveFilters} />);
      await openMenuItem('Remove saved filters');
      const dialog = await screen.findByRole('dialog', { name: 'Remove saved filters' });
      expect(dialog).toHaveStyle({ width: '400px' });
      const remove = within(dialog).getByRole('button', { name: 'Remove' });
      expect(remove).toBeDisabled();
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'VIP' }));
      await userEvent.click(remove);
      expect(onSaveFilters).toHaveBeenCalledWith([other]);
      expect(await screen.findByText('Filter settings successfully removed')).toBeInTheDocument();
    });

    it('offers removal only when there is something to remove', async () => {
      render(<Screen />);
      await userEvent.click(screen.getByRole('button', { name: 'Saved filters' }));
      expect(await screen.findByRole('menuitem', { name: 'Remove saved filters' })).toHaveAttribute('aria-disabled', 'true');
    });

    it('keeps the sets in the admin settings under the screen key it is given', async () => {
      const onSubmit = vi.fn();
      const save = vi.fn(async () => {});
      const settings = { ...DEFAULT_ADMIN_SETTINGS, savedFilters: { 'p2p-feedback': [vip] } };
      render(
        <AdminSettingsProvider value={{ settings, save }}>
          <FilterBar fields={fields} values={initial} initialValues={initial} onSubmit={onSubmit} savedFiltersKey="p2p-feedback" />
        </AdminSettingsProvider>,
      );
      await openMenuItem('VIP');
      expect(onSubmit).toHaveBeenLastCalledWith({ ...initial, tagIds: [1], search: 'a' });
      await userEvent.click(screen.getByRole('button', { name: 'Saved filters' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Save current filters' }));
      await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Second{Enter}');
      await waitFor(() => expect(save).toHaveBeenCalledWith({ savedFilters: { 'p2p-feedback': [vip, { name: 'Second', data: { ...initial, tagIds: [1], search: 'a' } }] } }));
    });
  });
});
