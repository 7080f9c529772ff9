import { Button, Card, EmptyState, Group, List } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Nothing found: what to try next, with a way to clear the filters and to browse everything. */
export function SearchEmpty({ onClearFilters, onBrowseAll }: { onClearFilters?: () => void; onBrowseAll: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Card>
      <EmptyState
        icon={<IconSearchOff size={28} aria-hidden />}
        title={t('empty.title')}
        description={t('empty.text')}
        data-testid="search-empty"
      >
        <List size="sm" c="dimmed" ta="left" mx="auto" maw={360} spacing={4} mt="xs">
          <List.Item>{t('empty.check_spelling')}</List.Item>
          <List.Item>{t('empty.fewer_words')}</List.Item>
          {onClearFilters && <List.Item>{t('empty.fewer_filters')}</List.Item>}
        </List>
        <Group justify="center" gap="sm" mt="md">
          {onClearFilters && (
            <Button variant="default" onClick={onClearFilters}>
              {t('empty.clear_filters')}
            </Button>
          )}
          <Button variant="light" onClick={onBrowseAll}>
            {t('empty.browse_all')}
          </Button>
        </Group>
      </EmptyState>
    </Card>
  );
}
