import './testing/setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GuardedNumericInput, minorStepOf } from './GuardedNumericInput.tsx';

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

  it('holds amounts of any precision without a Blueprint warning (its check rounds to the minor step)', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const amounts = ['', '5', '12.5', '0.0001', '0.00012345', '1234567.123456789', '0.000000000000000001', '12.'];
    for (const value of amounts) {
      const view = render(<GuardedNumericInput aria-label="Amount" value={value} onValueChange={() => undefined} />);
      view.rerender(<GuardedNumericInput aria-label="Amount" value={value} onValueChange={() => undefined} />);
      expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(value);
      view.unmount();
    }
    // Typing an amount of eight decimals into the live field warns neither.
    render(<Amount />);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount' }), '0.12345678');
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('0.12345678');
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([]);
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([]);
    warn.mockRestore();
    error.mockRestore();
  });

  it('takes the minor step from the decimals of the value', () => {
    expect([minorStepOf(''), minorStepOf('7'), minorStepOf('7.5'), minorStepOf('0.001'), minorStepOf('1.12345678')]).toEqual([undefined, undefined, undefined, 0.001, 1e-8]);
  });
});
