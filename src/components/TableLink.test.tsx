import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { CellNavigationProvider, TableLink } from './TableLink.tsx';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

/** A list at /users whose link opens /user/7 with where its Back returns; `inTable` gives the table's navigate. */
function renderLink(inTable: boolean) {
  const link = (
    <TableLink to="/user/7" state={{ from: '/users?page=2' }}>
      user_7
    </TableLink>
  );
  const router = createMemoryRouter(
    [
      { path: '/users', element: inTable ? <CellNavigationProvider>{link}</CellNavigationProvider> : link },
      { path: '/user/:id', element: <Where /> },
    ],
    { initialEntries: ['/users'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('TableLink', () => {
  it.each([
    ['in a table (a plain anchor)', true],
    ['outside a table (a router link)', false],
  ])('%s opens its page with its state on a click, and has the page as its address', async (_, inTable) => {
    renderLink(inTable);
    const link = screen.getByRole('link', { name: 'user_7' });
    expect(link).toHaveAttribute('href', '/user/7');
    fireEvent.click(link);
    expect(await screen.findByLabelText('where')).toHaveTextContent('/user/7 {"from":"/users?page=2"}');
  });

  it('leaves a click with Ctrl, Shift or the middle button to the browser (a new tab or window)', () => {
    const router = renderLink(true);
    const link = screen.getByRole('link', { name: 'user_7' });
    // whether the link took the click, seen as it reaches the document; then the test takes it (jsdom cannot open tabs)
    const taken: boolean[] = [];
    const browser = (event: Event) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    document.removeEventListener('click', browser);
    expect(taken).toEqual([false, false, false, false]);
    expect(router.state.location.pathname).toBe('/users');
  });
});
