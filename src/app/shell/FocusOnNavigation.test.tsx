import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate, useSearchParams } from 'react-router-dom';
import { FocusOnNavigation, SCREEN_TITLE_ID } from './FocusOnNavigation.tsx';

/** A screen as ScreenPage draws it: the heading, then a search kept in the URL and links. */
function Screen({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <section>
      <h1 id={SCREEN_TITLE_ID} tabIndex={-1}>
        {title}
      </h1>
      <div role="tablist">
        <button type="button" role="tab" onClick={() => navigate('/users/deleted')}>
          Deleted tab
        </button>
      </div>
      <input aria-label="Search" value={params.get('search') ?? ''} onChange={(event) => setParams({ search: event.target.value })} />
      <Link to="/p2p">P2P</Link>
    </section>
  );
}

function renderShell() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <FocusOnNavigation />
          </>
        ),
        children: [
          { path: 'users', element: <Screen title="Users" /> },
          { path: 'users/deleted', element: <Screen title="Deleted users" /> },
          { path: 'p2p', element: <Screen title="P2P" /> },
        ],
      },
    ],
    { initialEntries: ['/users'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('FocusOnNavigation', () => {
  it('leaves the focus alone on the first screen, then moves it to the new heading when the path changes', async () => {
    const router = renderShell();
    expect(screen.getByRole('heading', { name: 'Users' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'P2P' }));
    expect(screen.getByRole('heading', { name: 'P2P' })).toHaveFocus();

    // the browser's Back is a path change too
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Users' })).toHaveFocus();
  });

  it('keeps the focus in a search field whose text goes to the URL', async () => {
    const router = renderShell();
    const search = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(search, 'alice');
    expect(router.state.location.search).toBe('?search=alice');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('alice');
  });

  it('keeps the focus on a tab that changed the path, so the arrow keys go on through the tabs', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('tab', { name: 'Deleted tab' }));
    expect(screen.getByRole('heading', { name: 'Deleted users' })).not.toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Deleted tab' })).toHaveFocus();
  });
});
