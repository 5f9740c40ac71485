import './testing/setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Paging } from './Paging.tsx';

function List({ total, initialPage = 1, onPageSizeChange }: { total: number; initialPage?: number; onPageSizeChange?: (n: number) => void }) {
  const [page, setPage] = useState(initialPage);
  const [size, setSize] = useState(20);
  return (
    <Paging
      page={page}
      pageSize={size}
      total={total}
      onPageChange={setPage}
      onPageSizeChange={(n) => {
        setSize(n);
        setPage(1);
        onPageSizeChange?.(n);
      }}
    />
  );
}

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Paging', () => {
  it('shows the current page in its field with "of N" beside it, the field as wide as the page count', () => {
    render(<List total={994_980} initialPage={3} />);
    const field = screen.getByRole('textbox', { name: 'Go to page' });
    expect(field).toHaveValue('3');
    // Beside the field, not laid over it: a right element inside a narrow field hid the page number.
    expect(field.parentElement).not.toHaveTextContent('of 49749');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('of 49749');
    expect(field.style.width).toBe('calc(5ch + 20px)');
  });

  it('shows every page without a gap under 6 pages', () => {
    render(<List total={100} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows first, last, neighbours and a gap from 6 pages on', () => {
    render(<List total={200} initialPage={5} />);
    expect(pageButtons()).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes to a clicked page', async () => {
    render(<List total={200} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('textbox', { name: 'Go to page' })).toHaveValue('10');
  });

  it('jumps on Enter only to a valid page', async () => {
    render(<List total={200} />);
    const input = screen.getByRole('textbox', { name: 'Go to page' });
    await userEvent.clear(input);
    await userEvent.type(input, '11{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts the current page back on blur', async () => {
    render(<List total={200} initialPage={3} />);
    const input = screen.getByRole('textbox', { name: 'Go to page' });
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab();
    expect(input).toHaveValue('3');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses e, minus and plus in the page input', async () => {
    render(<List total={200} />);
    const input = screen.getByRole('textbox', { name: 'Go to page' });
    await userEvent.clear(input);
    await userEvent.type(input, '-e+2');
    expect(input).toHaveValue('2');
  });

  it('offers 20, 50 and 100 rows per page', async () => {
    const onSize = vi.fn();
    render(<List total={200} initialPage={4} onPageSizeChange={onSize} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['20', '50', '100']);
    await userEvent.selectOptions(select, '100');
    expect(onSize).toHaveBeenCalledWith(100);
    expect(pageButtons()).toEqual(['1', '2']);
  });
});
