import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/number-format.ts';

/** Whole numbers with the interface language's thousands separator. */
export function useCount() {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.language);
  return (n: number) => format.format(n);
}

/** Figures as tiles, each its number over its name (`figures.<key>` of the dashboard texts), as a list a screen reader counts. */
export function FigureTiles({ figures, testId }: { figures: Record<string, number>; testId: string }) {
  const { t } = useTranslation('dashboard');
  const count = useCount();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {Object.entries(figures).map(([key, value]) => (
        <Paper component="li" key={key} withBorder radius="md" p="sm" data-testid={`${testId}-${key}`} data-value={value}>
          <Text fz={24} fw={700} lh={1.2}>
            {count(value)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`figures.${key}`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
