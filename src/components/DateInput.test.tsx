import './testing/setup.ts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateInput } from './DateInput.tsx';

function Birthday({ initial = null, onChange }: { initial?: string | null; onChange?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  const [valid, setValid] = useState(true);
  return (
    <>
      <DateInput
        label="Birthday"
        value={value}
        onValidityChange={setValid}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="stored">{value ?? ''}</output>
      <output aria-label="valid">{String(valid)}</output>
    </>
  );
}

describe('DateInput', () => {
  it('shows the stored date as dd.mm.yyyy', () => {
    render(<Birthday initial="1990-07-04" />);
    expect(screen.getByRole('combobox', { name: 'Birthday' })).toHaveValue('04.07.1990');
  });

  it('accepts a typed dd.mm.yyyy date and stores it as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(<Birthday onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Birthday' }), '29.02.2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    expect(screen.getByLabelText('stored')).toHaveTextContent('2024-02-29');
  });

  it('rejects text that is not a real dd.mm.yyyy date with the spec message', async () => {
    const onChange = vi.fn();
    render(<Birthday initial="2024-01-01" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Birthday' });
    await userEvent.clear(input);
    await userEvent.type(input, '31.02.2024');
    fireEvent.blur(input);
    expect(input).toHaveValue('Incorrect format! Enter the date in the format dd.mm.yyyy');
    expect(screen.getByLabelText('valid')).toHaveTextContent('false');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/-02-31/));
  });

  it('rejects short forms such as 1.2.2024', async () => {
    const onChange = vi.fn();
    render(<Birthday onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Birthday' }), '1.2.2024');
    expect(onChange).not.toHaveBeenCalledWith(expect.any(String));
  });

  it('opens a calendar whose weeks start on Monday', async () => {
    render(<Birthday initial="2024-03-05" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Birthday' }));
    const calendar = await screen.findByRole('dialog', { name: 'date picker' });
    const headers = within(calendar).getAllByRole('columnheader');
    expect(headers[0]).toHaveAccessibleName(/monday/i);
  });
});
