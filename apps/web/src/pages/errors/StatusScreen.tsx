import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconMapOff, IconServerOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type StatusKind = 'forbidden' | 'notFound' | 'serverError' | 'error';

const icons = { forbidden: IconLock, notFound: IconMapOff, serverError: IconServerOff, error: IconAlertTriangle };
const codes = { forbidden: '403', notFound: '404', serverError: '500', error: '' };

/**
 * 403, 404, 500 and the error page. `standalone` is the router's error element, drawn
 * without the router's links (the router itself may be what failed); `reason`, an error key,
 * replaces the general text (a 403 for an event without an invitation says so).
 */
export function StatusScreen({ kind, standalone = false, reason }: { kind: StatusKind; standalone?: boolean; reason?: string | null }) {
  const { t, i18n } = useTranslation();
  // A known error key says why (dont_have_invitation); anything else falls back to the page's text.
  const why = reason && /^[a-z_]+$/.test(reason) && i18n.exists(`errors:${reason}`) ? t(`errors:${reason}`) : null;
  const Icon = icons[kind];
  return (
    <Center mih={standalone ? '100vh' : '60vh'} p="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={kind === 'forbidden' ? 'orange' : 'brand'}>
          <Icon size={38} stroke={1.5} />
        </ThemeIcon>
        {codes[kind] && (
          <Text fz={48} fw={800} c="brand.9" lh={1}>
            {codes[kind]}
          </Text>
        )}
        <Title order={1} fz={26}>
          {t(`general:status.${kind}.title`)}
        </Title>
        <Text c="dimmed" data-testid="status-text">
          {why ?? t(`general:status.${kind}.text`)}
        </Text>
        <Group>
          <Button component="a" href="/">
            {t('general:go_back_home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
