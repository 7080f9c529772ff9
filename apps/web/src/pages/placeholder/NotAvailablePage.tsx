import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreen } from '../../app/RootLayout.tsx';
import { useGuestPrompt } from '../../layouts/parts/GuestPrompt.tsx';
import { segmentKey } from '../../navigation/breadcrumbs.ts';
import { isUnverifiedCompanyAdmin } from '../../session/redirects.ts';
import { useCurrentUser } from '../../session/useSession.ts';

/** The title of a screen: its last path word, as the breadcrumb names it. */
function titleKey(spec: string) {
  const words = spec.split('/').filter((s) => s && !s.startsWith('{'));
  const last = words[words.length - 1] ?? 'dashboard';
  return segmentKey(last === 'form' || last === 'details' ? (words[words.length - 2] ?? last) : last);
}

/** Screens that later issues deliver: the shell works, the content says it is not available yet. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  const screen = useScreen();
  const user = useCurrentUser();
  const promptGuest = useGuestPrompt();
  return (
    <Stack gap="lg" data-testid="not-available">
      <Group justify="space-between" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t(`breadcrumb:${titleKey(screen.spec)}`)}
        </Title>
        <Badge variant="light" color="gray" size="lg">
          {t('general:coming_soon')}
        </Badge>
      </Group>
      <Card>
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconHammer size={26} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text fw={600}>{t('general:not_available_title')}</Text>
            <Text c="dimmed" size="sm">
              {t('general:not_available_text')}
            </Text>
            <Group mt="sm">
              {user ? (
                !isUnverifiedCompanyAdmin(user) && (
                  <Button component={Link} to="/dashboard" variant="light">
                    {t('general:back_to_dashboard')}
                  </Button>
                )
              ) : (
                <Button onClick={promptGuest} variant="light">
                  {t('general:members_only_action')}
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
