import { AppShell, Box, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotificationBell } from '../features/notifications/NotificationBell.tsx';
import type { ScreenRoute } from '../app/route-types.ts';
import { HAMBURGER_QUERY, SIDE_MENU_BREAKPOINT } from '../app/theme.ts';
import { isUnverifiedCompanyAdmin, sideMenu } from '../navigation/menu-filter.ts';
import { useMenuContext, useMissingSections } from '../navigation/useMenuContext.ts';
import { BrandLogo } from './parts/BrandLogo.tsx';
import { LanguageSwitch } from './parts/LanguageSwitch.tsx';
import { PageHeader } from './parts/PageHeader.tsx';
import { ProfileMenu } from './parts/ProfileMenu.tsx';
import { QuerySearchBox } from './parts/QuerySearchBox.tsx';
import { SectionHamburger } from './parts/SectionHamburger.tsx';
import { SideMenu } from './parts/SideMenu.tsx';
import { SubMenuBar } from './parts/SubMenuBar.tsx';
import { hasHamburger, useSectionMenu } from './parts/useSectionMenu.ts';
import { useMenuBadges } from './parts/useMenuBadges.ts';
import { UserMenu } from './parts/UserMenu.tsx';
import { VerificationWarning } from './parts/VerificationWarning.tsx';
import eventTheme from './parts/event-theme.module.css';
import { useRouteEventTheme } from './parts/useRouteEvent.ts';

/** Signed-in layout: top bar, collapsible side menu, breadcrumb (spec-1 section 2). */
export function DefaultLayout({ screen, children }: { screen: ScreenRoute; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const narrowMenu = useMediaQuery(`(max-width: ${SIDE_MENU_BREAKPOINT})`);
  const hamburger = useMediaQuery(HAMBURGER_QUERY);
  const ctx = useMenuContext();
  const unverified = isUnverifiedCompanyAdmin(ctx);
  const missing = useMissingSections(unverified);
  const menu = sideMenu(ctx, missing);
  const sectionItems = useSectionMenu();
  const badges = useMenuBadges();
  const theme = useRouteEventTheme();
  const themeStyle = theme ? ({ '--event-bg': theme.color1, '--event-fg': theme.color2 } as CSSProperties) : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => mobile.close(), [pathname, mobile.close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 272, breakpoint: SIDE_MENU_BREAKPOINT, collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding={{ base: 'md', md: 'xl' }}
      data-layout="default"
    >
      <AppShell.Header
        px="md"
        className={theme ? eventTheme.themed : undefined}
        style={{ boxShadow: '0 1px 2px rgba(16, 24, 40, 0.04)', ...themeStyle }}
        data-event-theme={theme ? theme.pkPredefinedThemeId : undefined}
      >
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            <Burger
              opened={narrowMenu ? mobileOpened : desktopOpened}
              onClick={narrowMenu ? mobile.toggle : desktop.toggle}
              size="sm"
              aria-label={t('menu:toggle_menu')}
              aria-expanded={narrowMenu ? mobileOpened : desktopOpened}
              data-testid="menu-toggle"
            />
            <BrandLogo to="/dashboard" compact={!!narrowMenu} />
            {hamburger && hasHamburger(pathname) ? <SectionHamburger items={sectionItems} /> : null}
            {!hamburger && <SubMenuBar items={sectionItems} badges={badges} />}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {screen.search && (
              <Box visibleFrom="md">
                <QuerySearchBox />
              </Box>
            )}
            <NotificationBell />
            <LanguageSwitch />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" data-testid="side-menu">
        <AppShell.Section grow component={ScrollArea} type="scroll">
          <SideMenu items={menu} badges={badges} onNavigate={mobile.close} />
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <ProfileMenu onNavigate={mobile.close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Box maw={1280} mx="auto">
          {unverified && <VerificationWarning />}
          <PageHeader screen={screen} />
          {children}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
