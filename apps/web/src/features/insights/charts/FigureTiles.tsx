import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface Figure {
  key: string;
  label: string;
  value: string;
  hint?: string;
}

/** A part's key figures, large, above its charts. */
export function FigureTiles({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: Math.min(figures.length, 6) }} spacing="sm" component="dl" aria-label={label} m={0}>
      {figures.map((f) => (
        // The term before its value, as a list reads; the value shows above it.
        <Paper
          key={f.key}
          withBorder
          radius="md"
          p="sm"
          style={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
          data-testid={`total-${f.key}`}
        >
          <Text component="dt" size="sm" fw={550}>
            {f.label}
            {f.hint && (
              <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
                {f.hint}
              </Text>
            )}
          </Text>
          <Text component="dd" fz={{ base: 22, sm: 26 }} fw={700} lh={1.2} m={0} data-testid={`total-${f.key}-value`}>
            {f.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
