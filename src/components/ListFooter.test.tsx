import './testing/setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ListFooter } from './ListFooter.tsx';
import { statePaging } from './listPaging.ts';

interface State {
  page: number;
  pageSize: number;
  sort: 'asc' | 'desc';
}

/** A list whose whole state goes through one setter, as the screens' lists do (statePaging). */
function List({ onState }: { onState: (state: State) => void }) {
  const [state, setState] = useState<State>({ page: 1, pageSize: 20, sort: 'desc' });
  const change = (next: State) => {
    setState(next);
    onState(next);
  };
  return (
    <>
      <button type="button" onClick={() => change({ ...state, sort: state.sort === 'desc' ? 'asc' : 'desc' })}>
        Sort {state.sort}
      </button>
      <ListFooter total={1000} {...statePaging(state, change)} />
    </>
  );
}

describe('ListFooter', () => {
  it('pages with the list state as it is now: a sort made before the page click is kept', async () => {
    const states: State[] = [];
    render(<List onState={(state) => states.push(state)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sort desc' }));
    expect(screen.getByRole('button', { name: 'Sort asc' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(states.at(-1)).toEqual({ page: 2, pageSize: 20, sort: 'asc' });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // a new size keeps the sort and goes back to the first page
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(states.at(-1)).toEqual({ page: 1, pageSize: 50, sort: 'asc' });
    expect(screen.getByText('Total: 1,000')).toBeInTheDocument();
  });
});
