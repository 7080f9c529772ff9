import { type MantineSpacing, Stack } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/** How many rows a list shows while its first page loads: enough to read as a list, few to draw. */
const LOADING_ROW_COUNT = 3;

/**
 * A list's place while its rows load: copies of the row's skeleton, announced to screen readers
 * as a busy status named by `label`.
 */
export function LoadingRows({
  label,
  row,
  count = LOADING_ROW_COUNT,
  gap = 'sm',
}: {
  label: string;
  row: ReactNode;
  count?: number;
  gap?: MantineSpacing;
}) {
  return (
    <Stack gap={gap} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        // The copies are alike and never reorder: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>{row}</Fragment>
      ))}
    </Stack>
  );
}
