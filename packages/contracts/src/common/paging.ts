import { z } from 'zod';

/** Page sizes are capped so that no request can ask for an unbounded list. */
export const MAX_PAGE_SIZE = 200;

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

export const okResult = z.object({ success: z.literal(true) });

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
