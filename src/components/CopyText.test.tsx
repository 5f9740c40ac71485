import { clipboardWrites } from './testing/setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyText } from './CopyText.tsx';

describe('CopyText', () => {
  it('copies its value on click and says so', async () => {
    render(<CopyText text="0xabc123" />);
    await userEvent.click(screen.getByRole('button', { name: '0xabc123' }));
    expect(clipboardWrites).toEqual(['0xabc123']);
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  });

  it('copies what it shows when no text is given, also from the keyboard', async () => {
    render(<CopyText>user@example.com</CopyText>);
    screen.getByRole('button', { name: 'user@example.com' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(clipboardWrites).toEqual(['user@example.com']);
  });

  it('can show something other than what it copies', async () => {
    render(<CopyText text="1234567890abcdef">1234…cdef</CopyText>);
    await userEvent.click(screen.getByRole('button', { name: '1234…cdef' }));
    expect(clipboardWrites).toEqual(['1234567890abcdef']);
  });

  it('draws no copy button for an empty value, which would be a button without a name', () => {
    render(<CopyText text="">{''}</CopyText>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('CopyText tooltip', () => {
  it('shows the value in a tooltip when the pointer rests on it, and hides it when the pointer leaves', async () => {
    render(<CopyText text="0xabc123">0xab…</CopyText>);
    const value = screen.getByRole('button', { name: '0xab…' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(value);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('0xabc123');
    expect(value).toHaveAccessibleDescription('0xabc123');
    await userEvent.unhover(value);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows it to the keyboard too, and Escape hides it', async () => {
    render(<CopyText>user@example.com</CopyText>);
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Click to copy');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
