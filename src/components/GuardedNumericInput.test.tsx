import './testing/setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GuardedNumericInput } from './GuardedNumericInput.tsx';

function Amount({ onChange }: { onChange?: (text: string, n: number) => void }) {
  const [value, setValue] = useState('');
  return (
    <GuardedNumericInput
      aria-label="Amount"
      value={value}
      onValueChange={(text, n) => {
        setValue(text);
        onChange?.(text, n);
      }}
    />
  );
}

describe('GuardedNumericInput', () => {
  it('ignores e, E, minus and plus while typing', async () => {
    render(<Amount />);
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    await userEvent.type(input, '-1e2E+3.5');
    expect(input).toHaveValue('123.5');
  });

  it('cleans pasted text the same way', async () => {
    const onChange = vi.fn();
    render(<Amount onChange={onChange} />);
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Amount' }));
    await userEvent.paste('-42');
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('42');
    expect(onChange).toHaveBeenLastCalledWith('42', 42);
  });

  it('keeps long amounts as typed text', async () => {
    const onChange = vi.fn();
    render(<Amount onChange={onChange} />);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount' }), '12345678901234567.12345678');
    expect(onChange).toHaveBeenLastCalledWith('12345678901234567.12345678', expect.any(Number));
  });
});
