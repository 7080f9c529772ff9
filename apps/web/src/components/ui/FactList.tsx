import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Labelled facts as a description list; facts without a value are left out. */
export function FactList({ facts, cols = 1 }: { facts: [string, ReactNode][]; cols?: number | Record<string, number> }) {
  return (
    <SimpleGrid cols={cols} spacing="sm" component="dl" m={0}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}
