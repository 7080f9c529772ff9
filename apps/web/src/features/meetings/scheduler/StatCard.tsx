import { Card, Text } from '@mantine/core';

/** One figure of the scheduler's overview: a label, a large number and an optional explanation. */
export function StatCard({ label, value, help, accent }: { label: string; value: number | string; help?: string; accent?: boolean }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.3}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={accent ? 'blue.8' : undefined} lh={1.3}>
        {value}
      </Text>
      {help && (
        <Text size="xs" c="dimmed" lh={1.3}>
          {help}
        </Text>
      )}
    </Card>
  );
}
