import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { serverError } from './stubApi.ts';

/** What {@link expectFailedLoadRetried} looks for. */
export interface FailedLoadExpectation {
  /** The reason the table gives for the failed load. */
  reason: string;
  /** A text of a row the successful load shows. */
  rowText: string;
  /** The table's accessible name, when `rowText` also appears outside it (a filter's option). */
  table?: string;
  /** The count shown once the list has loaded, e.g. "Total: 2". */
  total: string;
  /** How many times the list has been requested so far. */
  loads: () => number;
}

/**
 * A list whose first load fails, as the admin sees it: no count while it loads, then the reason
 * with a Retry inside the table (still no count); Retry asks again, and the rows come with their
 * count. Call it right after rendering, before anything has been awaited.
 */
export async function expectFailedLoadRetried({ reason, rowText, table, total, loads }: FailedLoadExpectation) {
  expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
  const alert = (await screen.findByText(reason)).closest<HTMLElement>('[role="alert"]');
  expect(alert).not.toBeNull();
  expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
  const before = loads();
  await userEvent.click(within(alert!).getByRole('button', { name: 'Retry' }));
  const rows = table ? within(await screen.findByRole('region', { name: table })) : screen;
  expect(await rows.findByText(rowText)).toBeInTheDocument();
  expect(screen.getByText(total)).toBeInTheDocument();
  expect(loads()).toBe(before + 1);
  expect(screen.queryByText(reason)).not.toBeInTheDocument();
}

/** What {@link expectRetryShowsLoading} looks for. */
export interface RetryInFlightExpectation {
  /** The reason the table gives for the failed load. */
  reason: string;
  /** The table's accessible name. */
  table: string;
  /** The list's requests, answered by the test (`heldAnswers()` of stubApi). */
  requests: { waiting: () => number; answer: (value: unknown) => void };
}

/**
 * A failed list being retried, as the admin sees it (ARCHITECTURE "List states"): the reason with
 * a Retry and no count; after Retry, while the request is in flight, no reason, the table busy
 * and still no count; a second failure shows the reason again. Ends with the failure shown.
 */
export async function expectRetryShowsLoading({ reason, table, requests }: RetryInFlightExpectation) {
  const region = () => screen.getByRole('region', { name: table });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const alert = await within(region()).findByRole('alert');
    expect(alert).toHaveTextContent(reason);
    expect(region()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(requests.waiting()).toBe(1));
    await vi.waitFor(() => expect(region()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
    requests.answer(serverError());
  }
  expect(await within(region()).findByRole('alert')).toHaveTextContent(reason);
}
