/** The rows a page skips (pages count from 1). */
export const offsetOf = (pageNum: number, pageSize: number) => (pageNum - 1) * pageSize;
