import { Badge } from '@mantine/core';

/** An unread count beside a menu entry or folder ("99+" beyond 99); nothing at zero. */
export function UnreadBadge({ count, label, testId }: { count: number | undefined; label: string; testId: string }) {
  if (!count) return null;
  return (
    <Badge size="sm" variant="filled" color="brand" circle={count < 10} aria-label={label} data-testid={testId}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
