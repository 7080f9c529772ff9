import { AppShell, Box, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ScreenRoute } from '../app/route-types.ts';
import { SIDE_MENU_BREAKPOINT } from '../app/theme.ts';
import { guestContext, sideMenu } from '../navigation/menu-filter.ts';
import { AuthButtons } from './parts/AuthButtons.tsx';
import { BrandLogo } from './parts/BrandLogo.tsx';
import bySideMenu from './parts/side-menu-breakpoint.module.css';
import { GuestMenuActions } from './parts/GuestMenuActions.tsx';
import { GuestPromptProvider } from './parts/GuestPrompt.tsx';
import { LanguageSwitch } from './parts/LanguageSwitch.tsx';
import { PageHeader } from './parts/PageHeader.tsx';
import { ProfileMenu } from './parts/ProfileMenu.tsx';
import { QuerySearchBox } from './parts/QuerySearchBox.tsx';
import { SideMenu } from './parts/SideMenu.tsx';

/** Logged-out layout: the public menu, Login and Register, and the "please login or register" modal. */
export function GuestLayout({ screen, children }: { screen: ScreenRoute; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => close(), [pathname, close]);
  const menu = sideMenu(guestContext);
  return (
    <GuestPromptProvider>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 272, breakpoint: SIDE_MENU_BREAKPOINT, collapsed: { mobile: !opened } }}
        padding={{ base: 'md', md: 'xl' }}
        data-layout="guest"
      >
        <AppShell.Header px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              {/* Where the side menu collapses (CSS, so the server's render shows the same). */}
              <Burger
                opened={opened}
                onClick={toggle}
                size="sm"
                aria-label={t('menu:toggle_menu')}
                aria-expanded={opened}
                className={bySideMenu.narrowOnly}
              />
              <BrandLogo to="/" textFrom="sideMenu" />
            </Group>
            <Group gap="xs" wrap="nowrap">
              {screen.search && (
                <Box visibleFrom="md">
                  <QuerySearchBox />
                </Box>
              )}
              <LanguageSwitch />
              <AuthButtons />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" data-testid="side-menu">
          {/* Phones: the top bar has no room for Register, the menu has it. */}
          <AppShell.Section hiddenFrom="sm" pb="sm" mb="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <GuestMenuActions onNavigate={close} />
          </AppShell.Section>
          <AppShell.Section grow component={ScrollArea}>
            <SideMenu items={menu} onNavigate={close} />
          </AppShell.Section>
          <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <ProfileMenu onNavigate={close} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main>
          <Box maw={1280} mx="auto">
            {screen.buttons && <PageHeader screen={{ ...screen, breadcrumb: false }} />}
            {children}
          </Box>
        </AppShell.Main>
      </AppShell>
    </GuestPromptProvider>
  );
}
