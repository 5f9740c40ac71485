import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

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
