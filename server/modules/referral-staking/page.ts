import type { Page } from './referralRepository.ts';

/**
 * A page of a referral or staking list with its total. The total is counted only when the request asks for it
 * (`getTotal`, spec 5); otherwise it is the page's own length, which is what the console shows beside it.
 */
export async function pageWithTotal<R>(
  body: Page & { getTotal?: boolean },
  list: (page: Page) => Promise<R[]>,
  count: () => Promise<number>,
) {
  const [rows, total] = await Promise.all([list({ offset: body.offset, limit: body.limit }), body.getTotal ? count() : Promise.resolve(-1)]);
  return { rows, total: total < 0 ? rows.length : total };
}
