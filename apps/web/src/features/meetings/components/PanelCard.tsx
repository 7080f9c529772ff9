import { Card, Group, Stack, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A titled card of the timeline's side panels (availability, slots). */
export function PanelCard({
  id,
  icon: IconOf,
  title,
  testId,
  children,
}: {
  id: string;
  icon: Icon;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconOf size={20} aria-hidden />
          <Title order={3} fz="md" id={id}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
