import { Anchor, Box, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The external BI report the server names for this user, embedded (the portal's CSP allows its
 * host in frames, and only it), with a link that opens it on its own.
 */
export function BiReportPanel({ reportUrl }: { reportUrl: string }) {
  const { t } = useTranslation('insights');
  return (
    <Box data-testid="bi-report">
      <Group justify="space-between" gap="sm" mb="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
          {t('report.text')}
        </Text>
        <Anchor href={reportUrl} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            {t('report.open')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <Box
        component="iframe"
        src={reportUrl}
        title={t('report.frame_title')}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        w="100%"
        h={{ base: 480, md: 720 }}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
        data-testid="bi-report-frame"
      />
    </Box>
  );
}
