import '../../components/testing/setup.ts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestFinished, requestStarted } from '../../api/inFlight.ts';
import { REQUEST_PROGRESS_DELAY_MS, RequestProgress } from './RequestProgress.tsx';

const bar = () => screen.queryByRole('progressbar');

describe("the header's request progress bar", () => {
  afterEach(() => vi.useRealTimers());

  it('stays away for an answer that comes within the delay: nothing flashes on a quick sort', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<RequestProgress />);
    act(() => requestStarted());
    act(() => vi.advanceTimersByTime(REQUEST_PROGRESS_DELAY_MS - 1));
    expect(bar()).toBeNull();
    act(() => requestFinished());
    act(() => vi.advanceTimersByTime(REQUEST_PROGRESS_DELAY_MS));
    expect(bar()).toBeNull();
  });

  it('shows while a slow request is in flight and goes with its answer', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<RequestProgress />);
    act(() => requestStarted());
    act(() => vi.advanceTimersByTime(REQUEST_PROGRESS_DELAY_MS));
    expect(bar()).toBeInTheDocument();
    // a second request under way keeps it
    act(() => requestStarted());
    act(() => requestFinished());
    expect(bar()).toBeInTheDocument();
    act(() => requestFinished());
    expect(bar()).toBeNull();
  });

  it('counts the delay from the latest start after a pause: back-to-back quick answers never show it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<RequestProgress />);
    act(() => requestStarted());
    act(() => vi.advanceTimersByTime(REQUEST_PROGRESS_DELAY_MS - 1));
    act(() => requestFinished());
    act(() => requestStarted());
    act(() => vi.advanceTimersByTime(REQUEST_PROGRESS_DELAY_MS - 1));
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toBeInTheDocument();
    act(() => requestFinished());
    expect(bar()).toBeNull();
  });
});
