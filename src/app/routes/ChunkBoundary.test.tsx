import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '../i18n.ts';
import { ChunkBoundary, preloadChunk, resetLoadedChunks } from './ChunkBoundary.tsx';
import { ChunkLoadError, loadWithTimeout } from './loadWithTimeout.ts';

beforeAll(async () => {
  await createI18n('en');
});

afterEach(() => {
  resetLoadedChunks();
  vi.useRealTimers();
});

describe('loadWithTimeout', () => {
  it('fails with ChunkLoadError after the time-out', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise(() => {}), 120_000);
    const outcome = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('marks a style-sheet failure CSS_CHUNK_LOAD_FAILED', async () => {
    const error = await loadWithTimeout(() => Promise.reject(new Error('Unable to preload CSS for /assets/x.css'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).code).toBe('CSS_CHUNK_LOAD_FAILED');
  });
});

describe('ChunkBoundary', () => {
  it('draws a chunk loaded before it once, in its first commit, not again after mounting', async () => {
    const module = { text: 'Screen content' };
    await preloadChunk('loaded', () => Promise.resolve(module));
    const drawn = vi.fn((loaded: { text: string }) => <p>{loaded.text}</p>);
    render(
      <ChunkBoundary cacheKey="loaded" load={() => Promise.resolve(module)}>
        {drawn}
      </ChunkBoundary>,
    );
    expect(screen.getByText('Screen content')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a screen chunk', new TypeError('Failed to fetch dynamically imported module'), /ChunkLoadError|dynamically imported/],
    ['a style sheet', new Error('Unable to preload CSS for http://localhost:4173/assets/users-x1.css'), /CSS_CHUNK_LOAD_FAILED|preload CSS/],
  ])('shows "The server cannot be reached" for %s that did not load (not the ChunkLoadError text) and loads again on Retry', async (_what, failure, technical) => {
    const load = vi.fn<() => Promise<{ text: string }>>().mockRejectedValueOnce(failure).mockResolvedValueOnce({ text: 'Screen content' });
    render(
      <ChunkBoundary cacheKey="group" load={load}>
        {(module) => <p>{module.text}</p>}
      </ChunkBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached');
    expect(screen.queryByText(technical)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Screen content')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk that takes over 120 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <ChunkBoundary cacheKey="slow" load={() => new Promise<{ text: string }>(() => {})}>
        {(module) => <p>{module.text}</p>}
      </ChunkBoundary>,
    );
    expect(screen.queryByText('The server cannot be reached')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByText('The server cannot be reached')).toBeInTheDocument();
  });
});
