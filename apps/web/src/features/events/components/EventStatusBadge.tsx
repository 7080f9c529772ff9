import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventStatusKey } from './event-format.ts';

const colours: Record<EventStatusKey, string> = {
  draft: 'gray',
  announced: 'blue',
  active: 'teal',
  finished: 'dark',
  deleted: 'red',
};

/** The event's status (draft, announced, in progress, finished, deleted) as a coloured badge. */
export function EventStatusBadge({ status, ...props }: { status: EventStatusKey } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" radius="sm" color={colours[status]} data-status={status} {...props}>
      {t(`event_list.status.${status}`)}
    </Badge>
  );
}
