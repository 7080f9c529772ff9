import { Badge, Group, SimpleGrid, Stack, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: ReactNode;
  count: number;
  order: TitleOrder;
  icon?: ReactNode;
  testId?: string;
  /** The section's meeting cards, two across on wide screens. */
  children: ReactNode;
}

/** A titled group of meeting cards with their count. */
export function MeetingSection({ id, title, count, order, icon, testId, children }: Props) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id} data-testid={testId}>
      <Group gap="xs">
        {icon}
        <Title order={order} fz="md" id={id}>
          {title}
        </Title>
        <Badge variant="light" color="gray" size="sm">
          {count}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
