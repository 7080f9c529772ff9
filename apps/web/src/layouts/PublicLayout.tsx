import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { guestContext, sideMenu } from '../navigation/menu-filter.ts';
import { useCurrentUser } from '../session/useSession.ts';
import { AuthButtons } from './parts/AuthButtons.tsx';
import { BrandLogo } from './parts/BrandLogo.tsx';
import { LanguageSwitch } from './parts/LanguageSwitch.tsx';
import { userGuideUrl } from './parts/user-guide.ts';

/** Landing, privacy and error pages: a light top bar with the public menu, and a footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const menu = sideMenu(guestContext);
  return (
    <Box mih="100vh" data-layout="public" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', position: 'sticky', top: 0, zIndex: 100 }}
      >
        <Container size="xl" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandLogo to={user ? '/dashboard' : '/'} />
            <Group gap={2} visibleFrom="lg" component="nav" aria-label={t('menu:public_menu')}>
              {menu.map((item) => (
                <Button key={item.key} component={Link} to={item.path} variant="subtle" color="gray" size="compact-md" fw={500}>
                  {t(`menu:${item.key}`)}
                </Button>
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              {user ? (
                <Button component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={16} />}>
                  {t('menu:dashboard')}
                </Button>
              ) : (
                <AuthButtons />
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <Box component="footer" bg="white" py="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="xl">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('general:copyright', { year: new Date().getFullYear() })}
            </Text>
            <Group gap="lg">
              <Anchor component={Link} to="/privacy-policy" size="sm" c="dimmed">
                {t('menu:privacy_policy')}
              </Anchor>
              <Anchor href={userGuideUrl(null, i18n.language)} target="_blank" size="sm" c="dimmed">
                {t('menu:user_guide')}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('general:developed_by')}
              </Text>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
