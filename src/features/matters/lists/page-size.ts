/** Rows a page of a matter list holds (spec §7 paging). */
export const PAGE_SIZE = 10;
