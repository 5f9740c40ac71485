/** The paging fields of a user tab's list request: the 1-based `page` of `pageSize` rows, with the total. */
export function userTabPage(page: number, pageSize: number) {
  return { offset: (page - 1) * pageSize, limit: pageSize, getTotal: true } as const;
}
