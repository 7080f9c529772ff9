import { z } from 'zod';
import { coercedEntityId } from './ids.ts';

/** Page sizes are capped so that no request can ask for an unbounded list. */
export const MAX_PAGE_SIZE = 200;
/** Cards and short lists (latest items, suggestions) are capped lower. */
export const MAX_SHORT_PAGE_SIZE = 50;

type PageLimits = { maxSize?: number; maxPage?: number };

/**
 * pageNum and pageSize of a search body: page 1 by default, `defaultSize` rows a page. Each list
 * keeps the page size its screen shows, so the default is the caller's; `maxPage` bounds lists
 * whose offsets must stay small (logs, mail).
 */
export function pageFields(defaultSize: number, { maxSize = MAX_PAGE_SIZE, maxPage }: PageLimits = {}) {
  const pageNum = z.number().int().min(1);
  return {
    pageNum: (maxPage === undefined ? pageNum : pageNum.max(maxPage)).default(1),
    pageSize: z.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const idParam = z.object({ id: coercedEntityId });
export type IdParam = z.infer<typeof idParam>;

export const okResult = z.object({ success: z.literal(true) });
export type OkResult = z.infer<typeof okResult>;

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
