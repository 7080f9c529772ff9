import { Group, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActive } from '../../navigation/active-section.ts';
import type { VisibleMenuItem } from '../../navigation/menu-types.ts';
import { MenuIcon } from './menu-icons.tsx';
import { menuBadge } from './menu-badge.tsx';
import type { MenuBadges } from './useMenuBadges.ts';

function Label({ item }: { item: VisibleMenuItem }) {
  const { t } = useTranslation();
  return (
    <Text component="span" size="sm" fw={500} c={item.missing ? 'red.7' : undefined}>
      {t(`menu:${item.key}`)}
      {item.missing && (
        <Text component="span" c="red.7" aria-label={t('menu:missing_required')}>
          {' *'}
        </Text>
      )}
    </Text>
  );
}

function Entry({
  item,
  pathname,
  badges,
  onNavigate,
}: {
  item: VisibleMenuItem;
  pathname: string;
  badges: MenuBadges;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const active = isActive(item, pathname);
  if (!item.children.length) {
    const own = item.path.split('?')[0];
    return (
      <NavLink
        component={Link}
        to={item.path}
        label={<Label item={item} />}
        leftSection={item.icon ? <MenuIcon name={item.icon} /> : null}
        rightSection={menuBadge(badges, item.key, t)}
        active={pathname === own || pathname.startsWith(`${own}/`)}
        onClick={onNavigate}
        variant="light"
        data-menu-key={item.key}
        style={{ borderRadius: 8 }}
      />
    );
  }
  return <MenuGroup item={item} pathname={pathname} badges={badges} onNavigate={onNavigate} active={active} />;
}

/**
 * A group of entries ("Event management", "Message center"): a button that shows and hides them,
 * with its state for screen readers (aria-expanded), and while closed the unread count of its
 * entries beside it (in its accessible name too), so that it is not hidden until opened.
 */
function MenuGroup({
  item,
  pathname,
  badges,
  onNavigate,
  active,
}: {
  item: VisibleMenuItem;
  pathname: string;
  badges: MenuBadges;
  onNavigate?: () => void;
  active: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(active);
  // Reaching one of its entries another way (a link on the page) opens the group.
  useEffect(() => {
    if (active) setOpened(true);
  }, [active]);
  const unread = item.children.reduce((sum, child) => sum + (badges[child.key] ?? 0), 0);
  return (
    <NavLink
      component="button"
      type="button"
      label={<Label item={item} />}
      leftSection={<MenuIcon name={item.icon} />}
      rightSection={
        <Group gap={6} wrap="nowrap">
          {!opened && menuBadge({ [item.key]: unread }, item.key, t)}
          <IconChevronRight
            size={14}
            aria-hidden
            style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        </Group>
      }
      disableRightSectionRotation
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      active={active}
      variant="subtle"
      data-menu-key={item.key}
      childrenOffset={28}
      style={{ borderRadius: 8, width: '100%' }}
    >
      {item.children.map((child) => (
        <Entry key={child.key} item={child} pathname={pathname} badges={badges} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

/** The vertical menu of the default and guest layouts, with unread counts beside entries (`badges`). */
export function SideMenu({ items, badges = {}, onNavigate }: { items: VisibleMenuItem[]; badges?: MenuBadges; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <Stack gap={2} component="nav" aria-label={t('menu:main_menu')}>
      {items.map((item) => (
        <Entry key={item.key} item={item} pathname={pathname} badges={badges} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
