import { Anchor, Box, Burger, Button, Container, Group, Text } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useReturnFocus } from '../components/ui/useReturnFocus.ts';
import { guestContext, sideMenu } from '../navigation/menu-filter.ts';
import { useCurrentUser } from '../session/useSession.ts';
import { AuthButtons } from './parts/AuthButtons.tsx';
import { BrandLogo } from './parts/BrandLogo.tsx';
import { LanguageSwitch } from './parts/LanguageSwitch.tsx';
import header from './parts/public-header.module.css';
import { userGuideUrl } from './parts/user-guide.ts';
import { useMenuFits } from './parts/useMenuFits.ts';

const loadDrawer = () => import('./parts/PublicMenuDrawer.tsx');
const PublicMenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.PublicMenuDrawer })));

/**
 * Landing, privacy and error pages: a light top bar with the public menu, and a footer. Where the
 * menu does not fit in the bar, it opens (with Register) from a menu button; on phones the brand
 * shows its sign.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const menu = sideMenu(guestContext);
  const [opened, setOpened] = useState(false);
  // The drawer (a modal, with its focus trap) loads when the menu button is first pointed at or pressed.
  const [wanted, setWanted] = useState(false);
  const focus = useReturnFocus();
  const bar = useRef<HTMLDivElement>(null);
  const nav = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuFits = useMenuFits(bar, nav, menuButton);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every route change
  useEffect(() => setOpened(false), [pathname]);
  return (
    <Box mih="100vh" data-layout="public" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', position: 'sticky', top: 0, zIndex: 100 }}
      >
        <Container size="xl" h={64}>
          <Group ref={bar} h="100%" justify="space-between" wrap="nowrap" gap="md">
            <BrandLogo to={user ? '/dashboard' : '/'} textFrom="xs" />
            <Group ref={nav} gap={0} component="nav" aria-label={t('menu:public_menu')} className={header.nav} data-fits={menuFits}>
              {menu.map((item) => (
                <Button key={item.key} component={Link} to={item.path} variant="subtle" color="gray" size="compact-sm" px={10} fw={500}>
                  {t(`menu:${item.key}`)}
                </Button>
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              {user ? (
                <Button component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={16} />} visibleFrom="sm">
                  {t('menu:dashboard')}
                </Button>
              ) : (
                <AuthButtons />
              )}
              <Burger
                ref={menuButton}
                opened={opened}
                onClick={() => {
                  setWanted(true);
                  focus.remember();
                  setOpened((o) => !o);
                }}
                onPointerEnter={() => void loadDrawer()}
                onFocus={() => void loadDrawer()}
                size="sm"
                aria-label={t('menu:toggle_menu')}
                aria-expanded={opened}
                className={header.burger}
                data-fits={menuFits}
                data-testid="public-menu-button"
              />
            </Group>
          </Group>
        </Container>
      </Box>
      {wanted && (
        <Suspense fallback={null}>
          <PublicMenuDrawer
            opened={opened}
            onClose={() => {
              setOpened(false);
              focus.restore();
            }}
          />
        </Suspense>
      )}
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <Box component="footer" bg="white" py="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="xl">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('general:copyright', { year: new Date().getFullYear() })}
            </Text>
            <Group gap="lg" style={{ rowGap: 4 }}>
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
