import type { DataExport } from '@portal/contracts/privacy/data-exports';
import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { toastUnhandled } from '../../api/unhandled-errors.ts';
import { formatPortalDay } from '../../i18n/portal-time.ts';
import { isInProgress, useDownloadDataExport, useLatestDataExport, useStartDataExport } from './api/my-data-queries.ts';

/** The query parameter of the mailed link that carries its single-use token. */
const LINK_TOKEN_PARAM = 'export';

/** The text of a refused download or start: the server's translated reason, else the general one. */
const refusalKey = (err: unknown) => `errors:${isApiError(err) ? err.messageKey : 'general_error'}`;

/**
 * "Download my data" on the account page: starts an export, shows its progress while the server
 * prepares it, then offers the ZIP once until it expires; the mailed link brings its token here.
 */
export function MyDataSection() {
  const { t, ready } = useTranslation('my-data');
  const [params] = useSearchParams();
  const linkToken = params.get(LINK_TOKEN_PARAM);
  const latest = useLatestDataExport();
  const start = useStartDataExport();
  const download = useDownloadDataExport();
  const current = latest.data?.export ?? null;

  if (!ready) return null;
  const onStart = () => start.mutate(undefined, { onError: toastUnhandled });
  return (
    <Card component="section" aria-labelledby="my-data-title" data-testid="my-data">
      <Stack gap="sm">
        <Group gap="xs">
          <IconFileZip size={22} aria-hidden />
          <Title order={2} fz="lg" id="my-data-title">
            {t('title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {linkToken && (
          <Alert variant="light" color="brand" title={t('link_title')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('link_text')}</Text>
              <Button
                leftSection={<IconDownload size={16} />}
                loading={download.isPending}
                onClick={() => download.mutate({ token: linkToken })}
                data-testid="my-data-link-download"
              >
                {t('download')}
              </Button>
            </Stack>
          </Alert>
        )}
        {download.error && (
          <Alert color="red" role="alert" data-testid="my-data-refused">
            {t(refusalKey(download.error))}
          </Alert>
        )}
        {latest.error && (
          <Alert color="red" role="alert">
            {t(refusalKey(latest.error))}
          </Alert>
        )}
        <ExportState
          current={current}
          // The mailed link's button above already offers the ready export.
          onDownload={linkToken ? null : (id) => download.mutate({ id })}
          downloading={download.isPending}
        />
        {!isInProgress(current?.status) && current?.status !== 'ready' && (
          <Group>
            <Button variant="light" onClick={onStart} loading={start.isPending} disabled={latest.isPending} data-testid="my-data-start">
              {t('start')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The latest export: its progress, its download while valid, or how it ended. */
function ExportState({
  current,
  onDownload,
  downloading,
}: {
  current: DataExport | null;
  onDownload: ((id: number) => void) | null;
  downloading: boolean;
}) {
  const { t } = useTranslation('my-data');
  if (!current) return null;
  if (isInProgress(current.status))
    return (
      <Stack gap={6} aria-live="polite" data-testid="my-data-progress">
        <Progress value={current.progress} animated striped aria-label={t('progress_label')} />
        <Text size="sm">{t('preparing', { progress: current.progress })}</Text>
      </Stack>
    );
  if (current.status === 'ready')
    return (
      <Stack gap="xs" align="flex-start" aria-live="polite">
        <Text size="sm">{t('ready', { date: formatPortalDay(current.expiresAt) })}</Text>
        {onDownload && (
          <Button
            leftSection={<IconDownload size={16} />}
            loading={downloading}
            onClick={() => onDownload(current.id)}
            data-testid="my-data-download"
          >
            {t('download')}
          </Button>
        )}
      </Stack>
    );
  return (
    <Text size="sm" c={current.status === 'failed' ? 'red' : 'dimmed'}>
      {t(`ended.${current.status}`, { date: formatPortalDay(current.readyAt ?? current.createdAt) })}
    </Text>
  );
}
