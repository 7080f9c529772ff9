import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A detail or form page's head: the link back to where it was opened from, its h1 and a subtitle. */
export function BackTitle({ back, title, subtitle }: { back: { to: string; label: string }; title: string; subtitle: ReactNode }) {
  return (
    <div>
      <Anchor component={Link} to={back.to} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }} mt={4}>
        {title}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
    </div>
  );
}
