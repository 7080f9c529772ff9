import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A part while its figures load (a skeleton), when they could not be read (a message), then the part itself. */
export function PanelState<T>({ data, isError, children }: { data: T | undefined; isError: boolean; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('insights');
  if (data !== undefined) return <>{children(data)}</>;
  if (isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('failed_title')}>
        {t('failed_text')}
      </Alert>
    );
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton h={72} />
      <Skeleton h={260} />
    </Stack>
  );
}
