import { SEARCH_MAX_OFFSET } from '@portal/contracts/search/search';

/** The offset of a page, kept within the furthest the search pages. */
export const pageOffset = (page: number, pageSize: number) => Math.min((page - 1) * pageSize, SEARCH_MAX_OFFSET);

/** Pages of a section: as many as the hits fill, but none starting past the search's furthest offset. */
export const sectionTotalPages = (hits: number, pageSize: number) =>
  Math.min(Math.ceil(hits / pageSize), Math.floor(SEARCH_MAX_OFFSET / pageSize) + 1);
