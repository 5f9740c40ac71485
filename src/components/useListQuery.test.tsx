import './testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { defineListQuery, type ListState } from '../domain/listQuery.ts';
import { renderWidget } from './testing/render.tsx';
import { LIST_ANSWER_WAIT_MS, useListQuery } from './useListQuery.ts';

// A list whose rows are asked for by its prefetch: the test answers each request when it says so,
// and reads the URL the list has written.

const schema = defineListQuery({ filters: { search: { type: 'string' } }, sortFields: ['id'], defaultSort: { field: 'id', direction: 'desc' } });
type State = ListState<typeof schema.filters, 'id'>;

function requests() {
  const pending: { page: number; answer: () => void }[] = [];
  const prefetch = (state: State) =>
    new Promise<void>((resolve) => {
      pending.push({ page: state.page, answer: resolve });
    });
  return { prefetch, pending };
}

function List({ prefetch, onRender }: { prefetch: (state: State) => Promise<void>; onRender?: (page: number) => void }) {
  const { state, patchState } = useListQuery(schema, { prefetch });
  onRender?.(state.page);
  const navigate = useNavigate();
  return (
    <>
      <p>page {state.page}</p>
      <button type="button" onClick={() => patchState({ page: state.page + 1 })}>
        Next page
      </button>
      <button type="button" onClick={() => void navigate('/elsewhere')}>
        Leave
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function Url() {
  const location = useLocation();
  return <output aria-label="url">{`${location.pathname}${location.search}`}</output>;
}

function renderList(prefetch: (state: State) => Promise<void>, onRender?: (page: number) => void) {
  const client = new QueryClient();
  return renderWidget(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/list']}>
        <Routes>
          <Route path="/list" element={<List prefetch={prefetch} onRender={onRender} />} />
          <Route path="/elsewhere" element={<p>elsewhere</p>} />
        </Routes>
        <Url />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent;

describe('useListQuery with a prefetch: a new state shows with its rows', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the next page first and writes the URL when the answer has come', async () => {
    const { prefetch, pending } = requests();
    renderList(prefetch);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pending.map((request) => request.page)).toEqual([2]);
    expect(url()).toBe('/list');
    expect(screen.getByText('page 1')).toBeInTheDocument();
    await act(async () => pending[0]!.answer());
    // drawn with its rows at once; the URL follows once they are on screen
    expect(screen.getByText('page 2')).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/list?page=2'));
    expect(screen.getByText('page 2')).toBeInTheDocument();
  });

  it('does not write a drawn page over a Back pressed before the URL had it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { prefetch, pending } = requests();
    renderList(prefetch);
    const click = (name: string) => act(() => screen.getByRole('button', { name }).click());
    click('Next page');
    await act(async () => pending[0]!.answer());
    act(() => vi.advanceTimersByTime(100));
    expect(url()).toBe('/list?page=2');
    click('Next page');
    await act(async () => pending[1]!.answer());
    expect(screen.getByText('page 3')).toBeInTheDocument();
    expect(url()).toBe('/list?page=2');
    // Back before the frame that writes page 3: the list shows the entry Back went to, and stays there
    click('Back');
    expect(url()).toBe('/list');
    expect(screen.getByText('page 1')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(url()).toBe('/list');
    expect(screen.getByText('page 1')).toBeInTheDocument();
  });

  it('keeps the drawn rows while the router takes the URL written for them (no frame of the old state between)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { prefetch, pending } = requests();
    const shown: number[] = [];
    renderList(prefetch, (page) => shown.push(page));
    act(() => screen.getByRole('button', { name: 'Next page' }).click());
    await act(async () => pending[0]!.answer());
    await act(async () => {
      vi.advanceTimersByTime(100);
      await Promise.resolve();
    });
    expect(url()).toBe('/list?page=2');
    // every render after page 2 was drawn showed page 2, up to the URL's
    expect(shown.slice(shown.indexOf(2))).not.toContain(1);
  });

  it('writes the URL after the wait when the answer is slow, and once only', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { prefetch, pending } = requests();
    renderList(prefetch);
    act(() => screen.getByRole('button', { name: 'Next page' }).click());
    act(() => vi.advanceTimersByTime(LIST_ANSWER_WAIT_MS - 1));
    expect(url()).toBe('/list');
    act(() => vi.advanceTimersByTime(1));
    expect(url()).toBe('/list?page=2');
    // the late answer writes nothing more: the next click goes on from page 2
    await act(async () => pending[0]!.answer());
    act(() => screen.getByRole('button', { name: 'Next page' }).click());
    await act(async () => pending[1]!.answer());
    expect(pending.map((request) => request.page)).toEqual([2, 3]);
    // page 3 came in time: drawn at once, in the URL after its frame
    expect(screen.getByText('page 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(url()).toBe('/list?page=3');
  });

  it('writes only the latest of two states asked for before either answer', async () => {
    const { prefetch, pending } = requests();
    renderList(prefetch);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pending).toHaveLength(2);
    await act(async () => pending[1]!.answer());
    await waitFor(() => expect(url()).toBe('/list?page=2'));
    await act(async () => pending[0]!.answer());
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(url()).toBe('/list?page=2');
  });

  it('does not bring the list back when staff left it while the rows were on their way', async () => {
    const { prefetch, pending } = requests();
    renderList(prefetch);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(url()).toBe('/elsewhere');
    await act(async () => pending[0]!.answer());
    expect(url()).toBe('/elsewhere');
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });
});
