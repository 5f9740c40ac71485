import './testing/setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import ru from '../../locales/ru/widgets.json';
import type { DateRangeValue } from '../domain/listQuery.ts';
import { DateRangeInput } from './DateRangeInput.tsx';

function Period({ initial = [null, null], onChange }: { initial?: DateRangeValue; onChange?: (v: DateRangeValue) => void }) {
  const [value, setValue] = useState<DateRangeValue>(initial);
  return (
    <DateRangeInput
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('DateRangeInput', () => {
  it('shows both ends as dd.mm.yyyy', () => {
    render(<Period initial={['2024-03-01', '2024-03-31']} />);
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('01.03.2024');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('31.03.2024');
  });

  it('is one group of its two fields, the element that says whether the calendar is open', () => {
    render(<Period />);
    const group = screen.getByRole('group');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(group).getAllByRole('textbox').map((field) => field.getAttribute('aria-label'))).toEqual(['Start date', 'End date']);
  });

  it('stores typed ends as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(<Period onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '01.03.2024');
    expect(onChange).toHaveBeenLastCalledWith(['2024-03-01', null]);
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), '05.03.2024');
    expect(onChange).toHaveBeenLastCalledWith(['2024-03-01', '2024-03-05']);
  });

  it('opens a calendar whose weeks begin on Monday', async () => {
    render(<Period initial={['2024-03-01', null]} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Start date' }));
    const headers = await screen.findAllByRole('columnheader');
    expect(headers[0]).toHaveAccessibleName(/monday/i);
    expect(within(headers[0]!.closest('table')!).getAllByRole('columnheader')).toHaveLength(7);
  });

  it('names and hints both fields in the interface language, not Blueprint’s English', async () => {
    i18next.addResourceBundle('ru', 'widgets', ru);
    await i18next.changeLanguage('ru');
    try {
      render(<Period />);
      expect(screen.getByRole('textbox', { name: 'Дата начала' })).toHaveAttribute('placeholder', 'Дата начала');
      expect(screen.getByRole('textbox', { name: 'Дата окончания' })).toHaveAttribute('placeholder', 'Дата окончания');
      expect(screen.queryByPlaceholderText('Start date')).toBeNull();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
