/** Query keys of "Download my data": invalidate `myDataKeys.all` after a request or a download. */
export const myDataKeys = {
  all: ['my-data'] as const,
  latest: ['my-data', 'latest'] as const,
};
