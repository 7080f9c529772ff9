import { Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's empty list / empty section notice (no_data_available), with an optional hint or action. */
export function NoDataNotice({ children, text }: { children?: ReactNode; text?: string }) {
  const { t } = useTranslation('errors');
  return (
    <Card data-testid="empty-state">
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconDatabaseOff size={24} stroke={1.5} />
        </ThemeIcon>
        <Text fw={600}>{text ?? t('no_data_available')}</Text>
        {children}
      </Stack>
    </Card>
  );
}
